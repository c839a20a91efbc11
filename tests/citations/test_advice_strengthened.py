"""Advice or a proposal made into a rule or a fact: "must" for "recommends",
"已被列入" for "建议列入", is unsupported; the advice reported in other words is not."""

from __future__ import annotations

import pytest

from services.citations.advice_strengthened import strengthened
from services.citations.support import explain
from services.citations.wording import reason_words

FRAILTY = ("The guideline recommends that hospitals screen all adult patients for frailty on "
           "admission. Nurses record the score in the chart.")
STREUSALZ = ("Das Gremium empfiehlt Gemeinden, Streusalz nur auf Gehwegen mit Gefälle "
             "einzusetzen. Die Kosten tragen die Gemeinden.")
WETLAND = "专家组建议将该湿地列入省级重要湿地名录，但这一建议还需省政府批准。该湿地面积约1200公顷。"


@pytest.mark.parametrize(("claim", "page"), [
    ("Hospitals must screen all adult patients for frailty on admission.", FRAILTY),
    ("Gemeinden müssen Streusalz nur auf Gehwegen mit Gefälle einsetzen.", STREUSALZ),
    ("该湿地已被列入省级重要湿地名录。", WETLAND),
])
def test_a_duty_or_a_deed_for_advice_is_unsupported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "unsupported"


@pytest.mark.parametrize(("claim", "page"), [
    ("Hospitals are advised to screen all adult patients for frailty on admission.", FRAILTY),
    ("Gemeinden sollten Streusalz nur auf Gehwegen mit Gefälle einsetzen.", STREUSALZ),
    ("Das Gremium rät Gemeinden, Streusalz nur auf Gehwegen mit Gefälle einzusetzen.",
     STREUSALZ),
    ("专家组建议把该湿地列入省级重要湿地名录，此建议尚需省政府批准。", WETLAND),
    ("Hospitals must screen all adult patients for frailty on admission.",
     "Hospitals must screen all adult patients for frailty on admission, the guideline "
     "recommends."),
])
def test_advice_reported_is_support(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "supported"


def test_the_reason_names_the_page_word() -> None:
    found = strengthened("Gemeinden müssen Streusalz nur auf Gehwegen einsetzen.",
                         [STREUSALZ.split(". ")[0]])
    assert found == ("advised", "müssen", "empfiehlt")
    assert "empfiehlt" in reason_words(*found)


HALLENBAD = ("Bürgermeister Jan Roth sagte, die Stadt würde einen Verkauf des Hallenbads in "
             "Betracht ziehen, sofern der Kreis die Schülerbeförderung übernimmt.")


def test_a_reported_would_consider_is_no_firm_plan() -> None:
    # "würde … in Betracht ziehen" after "sagte" weighs a plan; it tells no future.
    assert explain("Die Stadt wird das Hallenbad verkaufen, sofern der Kreis die "
                   "Schülerbeförderung übernimmt.", HALLENBAD)[0] == "unsupported"
    assert explain("Die Stadt zieht einen Verkauf des Hallenbads in Betracht, falls der Kreis "
                   "die Schülerbeförderung übernimmt.", HALLENBAD)[0] == "supported"


KITCHEN = ["Kitchen staff must wash their hands before handling food.",
           "Chopping boards should be replaced every six months."]
KUECHE = ["Das Küchenpersonal muss sich vor dem Umgang mit Lebensmitteln die Hände waschen.",
          "Schneidebretter sollten alle sechs Monate ersetzt werden."]


@pytest.mark.parametrize(("page", "summary", "hardened"), [
    (KITCHEN, "Kitchen staff must wash their hands before handling food, and chopping boards "
              "are replaced every six months.",
     "Chopping boards must be replaced every six months."),
    (KUECHE, "Das Küchenpersonal muss sich vor dem Umgang mit Lebensmitteln die Hände waschen, "
             "und Schneidebretter werden alle sechs Monate ersetzt.",
     "Schneidebretter müssen alle sechs Monate ersetzt werden."),
])
def test_a_summary_whose_duty_is_the_pages_own_keeps_it(page: list[str], summary: str,
                                                       hardened: str) -> None:
    # The clause with "must" restates the page's own duty (a sentence beside the
    # passage); the advice is joined to it. The advice alone made a duty is still caught.
    assert strengthened(summary, page[1:], page) is None
    assert strengthened(hardened, page[1:], page) is not None


STATUTE = ("# 松江市公园游船管理办法\n\n第一条 为规范公园游船经营，制定本办法。\n\n"
           "第二条 游船经营者应当为每位乘客配备救生衣，并在码头公示安全须知。"
           "游船不得超载。")
GUIDE = ("# 划船小贴士\n\n带孩子划船是不错的周末活动。"
         "游船经营者应当为每位乘客配备救生衣，并在码头公示安全须知。出发前记得涂防晒霜。")


def test_shall_of_a_chinese_statute_is_a_duty_not_advice() -> None:
    claim = "游船经营者必须给每位乘客配备救生衣，并在码头公示安全须知。"
    assert strengthened(claim, [STATUTE.split("\n\n")[2].split("。")[0] + "。"],
                        page=STATUTE) is None
    assert strengthened(claim, [GUIDE.split("\n\n")[1].split("。")[1] + "。"],
                        page=GUIDE) is not None
