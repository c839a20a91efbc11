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
