"""A claim of two clauses or more that the best window of a long page holds few words of
is "check this" (it joins what the page says in places apart), while a claim of one
clause the page barely holds stays unsupported, and other findings are left alone (en,
de, fr, zh, ja)."""

from __future__ import annotations

import pytest

from services.citations.clause_reach import RULE, clause_reach
from services.citations.finding import Finding
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
装在盒子里最多可以保存三天。糖霜一旦煮沸，糖就会结晶，糖霜会变得粗糙。
"""

SCATTERED = [
    (EN, "The drizzle should be heated gently, since boiling makes it grainy."),
    (DE, "Der Guss sollte sanft erhitzt werden, weil er beim Aufkochen krümelig wird."),
    (ZH, "糖霜应当温和地加热，沸腾的话口感会发沙。"),
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


@pytest.mark.parametrize("claim", [
    "Les enfants décorent le gâteau, puis ils le mangent.",  # fr
    "子供たちはケーキを飾り、すぐに食べる。",  # ja
    "Los niños decoran el pastel; luego lo comen.",  # es
])
def test_few_words_on_a_claim_of_clauses_is_softened_in_any_script(claim: str) -> None:
    support, finding = clause_reach(claim, "unsupported", Finding("few_words", rule="coverage"))
    assert support == "weak" and finding is not None
    assert finding.rule == f"{RULE}:coverage" and not finding.certain


def test_other_findings_and_verdicts_are_left_alone() -> None:
    claim = "The drizzle should be heated gently, since boiling makes it grainy."
    figure = Finding("numbers_differ", "2026", "2025", rule="numbers")
    assert clause_reach(claim, "unsupported", figure) == ("unsupported", figure)
    few = Finding("few_words", certain=False, rule="anchored")
    assert clause_reach(claim, "weak", few) == ("weak", few)
    assert clause_reach(claim, "supported", None) == ("supported", None)
    single = Finding("few_words", rule="coverage")
    assert clause_reach("The drizzle is gritty", "unsupported", single) == (
        "unsupported", single)


def test_a_certain_finding_against_the_claim_keeps_it_unsupported() -> None:
    claim = "Les enfants décorent le gâteau, puis ils le mangent."
    few = Finding("few_words", rule="coverage")
    sure = Finding("negation", "mangent", "ne mangent pas", rule="polarity")
    assert clause_reach(claim, "unsupported", few, [sure]) == ("unsupported", few)
    doubt = Finding("name_elsewhere", "Marie", "Paul", certain=False, rule="names")
    assert clause_reach(claim, "unsupported", few, [doubt])[0] == "weak"
