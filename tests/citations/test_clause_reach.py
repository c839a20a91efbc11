"""A claim of two clauses or more that the best window of a long page holds few words of
is "check this" (it joins what the page says in places apart), while a claim of one
clause the page barely holds, a clause the page holds nothing of, and a claim a firm
finding stands against stay unsupported (en, de, zh, fr, ja, es)."""

from __future__ import annotations

import pytest

from services.citations.clause_reach import RULE, clause_reach
from services.citations.finding import Finding
from services.citations.passages import SourceIndex
from services.citations.support import explain

EN = """# Lemon drizzle cake

Preheat the oven to 180 degrees. Butter a loaf tin and line it with paper. Beat the \
butter and sugar until pale. Add the eggs one at a time. Fold in the flour and the zest \
of two lemons. Bake for 45 minutes until a skewer comes out clean.

## The drizzle

Stir the lemon juice into the icing sugar. Warm the drizzle over a low heat. Pour it \
over the cake while it is still warm. Leave the cake in the tin until it is cold. Store \
it in a tin for up to three days. If it boils, the sugar crystallises and the drizzle \
turns gritty.
"""
DE = """# Zitronenkuchen

Den Ofen auf 180 Grad vorheizen. Eine Kastenform fetten und mit Papier auslegen. Butter \
und Zucker hell schlagen. Die Eier einzeln unterrühren. Mehl und den Abrieb von zwei \
Zitronen unterheben. Den Kuchen 45 Minuten backen, bis ein Stäbchen sauber herauskommt.

## Der Guss

Den Zitronensaft in den Puderzucker rühren. Den Guss bei niedriger Hitze erwärmen. Ihn \
über den noch warmen Kuchen gießen. Den Kuchen in der Form auskühlen lassen. In einer \
Dose hält er bis zu drei Tage. Kocht der Guss, kristallisiert der Zucker und der Guss \
wird körnig.
"""
ZH = """# 柠檬蛋糕

先把烤箱预热到180度。在模具里刷黄油并铺好油纸。把黄油和糖打发到颜色变浅。鸡蛋要一个一个加入。\
拌入面粉和两个柠檬的皮屑。烤45分钟，直到竹签插入后拔出是干净的。

## 糖霜

把柠檬汁拌进糖粉里。用小火加热糖霜。趁蛋糕还热时把糖霜淋上去。让蛋糕在模具里完全放凉。\
装在盒子里最多可以保存三天。糖霜一旦沸腾，糖就会结晶，糖霜会变得粗糙。
"""

SCATTERED = [
    (EN, "The drizzle should be heated gently, since boiling makes it grainy."),
    (DE, "Der Guss sollte behutsam erhitzt werden, weil er beim Aufkochen körnig wird."),
    (ZH, "糖霜需要温和加热，沸腾后会发沙。"),
]
ONE_CLAUSE = [
    (EN, "Kids love to decorate the cake with chocolate buttons and sprinkles."),
    (DE, "Kinder verzieren den Kuchen gern mit Schokoknöpfen und bunten Streuseln."),
    (ZH, "孩子们喜欢用巧克力豆和彩色糖针装饰这款蛋糕。"),
]


@pytest.mark.parametrize(("page", "claim"), SCATTERED)
def test_a_claim_of_two_clauses_the_window_barely_holds_asks_to_check(
        page: str, claim: str) -> None:
    support, finding = explain(claim, page)
    assert support == "weak"
    assert finding is not None and finding.reason == "few_words"
    assert finding.rule.startswith(f"{RULE}:") and not finding.certain


@pytest.mark.parametrize(("page", "claim"), ONE_CLAUSE)
def test_a_claim_of_one_clause_the_page_barely_holds_stays_unsupported(
        page: str, claim: str) -> None:
    support, finding = explain(claim, page)
    assert support == "unsupported"
    assert finding is not None and finding.reason == "few_words"


FR = "Les enfants décorent le gâteau au chocolat. Ensuite ils mangent le gâteau ensemble."
JA = "子供たちはケーキを飾ります。そのあと子供たちはケーキを食べます。"
ES = "Los niños decoran el pastel de chocolate. Después comen el pastel juntos."
PIECES = [
    (FR, "Les enfants décorent le gâteau, puis ils le mangent ensemble."),
    (JA, "子供たちはケーキを飾り、そのあとケーキを食べる。"),
    (ES, "Los niños decoran el pastel; después lo comen juntos."),
]
FEW = Finding("few_words", rule="coverage")


@pytest.mark.parametrize(("page", "claim"), PIECES)
def test_few_words_on_a_claim_of_clauses_the_page_holds_is_softened_in_any_script(
        page: str, claim: str) -> None:
    support, finding = clause_reach(claim, SourceIndex(page), "unsupported", FEW)
    assert support == "weak" and finding is not None
    assert finding.rule == f"{RULE}:coverage" and not finding.certain


def test_a_clause_the_page_holds_nothing_of_keeps_it_unsupported() -> None:
    claim = "Les enfants décorent le gâteau, puis les pompiers arrosent la piscine municipale."
    assert clause_reach(claim, SourceIndex(FR), "unsupported", FEW) == ("unsupported", FEW)
    claim = "子供たちはケーキを飾り、消防士が市民プールに放水する。"
    assert clause_reach(claim, SourceIndex(JA), "unsupported", FEW) == ("unsupported", FEW)


def test_other_findings_and_verdicts_are_left_alone() -> None:
    page, claim = PIECES[0]
    index = SourceIndex(page)
    figure = Finding("numbers_differ", "2026", "2025", rule="numbers")
    assert clause_reach(claim, index, "unsupported", figure) == ("unsupported", figure)
    few = Finding("few_words", certain=False, rule="anchored")
    assert clause_reach(claim, index, "weak", few) == ("weak", few)
    assert clause_reach(claim, index, "supported", None) == ("supported", None)
    assert clause_reach("Les enfants décorent le gâteau au chocolat", index, "unsupported",
                        FEW) == ("unsupported", FEW)


def test_a_firm_finding_against_the_claim_keeps_it_unsupported() -> None:
    page, claim = PIECES[0]
    index = SourceIndex(page)
    sure = Finding("negation", "mangent", "ne mangent pas", rule="polarity")
    assert clause_reach(claim, index, "unsupported", FEW, [sure]) == ("unsupported", FEW)
    figure = Finding("numbers_differ", "3", "2", certain=False, rule="numbers")
    assert clause_reach(claim, index, "unsupported", FEW, [figure]) == ("unsupported", FEW)
    name = Finding("name_elsewhere", "Marie", "Paul", certain=False, rule="names")
    assert clause_reach(claim, index, "unsupported", FEW, [name])[0] == "weak"
