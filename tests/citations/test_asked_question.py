"""A modal inside an indirect question ("tested whether it could", "prüften, ob es … könnte")
is the question's, so a claim reporting the finding told after it is worth a
check, not unsupported; a modal of a condition ("if bookings grow, we would consider") still
hedges for sure."""

from __future__ import annotations

import pytest

from services.citations.asked_question import asked
from services.citations.support import explain

EN = ("The team also tested whether a daily saline rinse could reduce infections. In 40 patients "
      "rinsing for six weeks, the share with an infection fell from 45% to 20%, although it rose "
      "again within a month of stopping.")
DE = ("Das Team prüfte außerdem, ob eine tägliche Salzspülung Infektionen verringern könnte. Bei "
      "40 Patienten, die sechs Wochen spülten, sank der Anteil mit Infektion von 45 % auf 20 %, "
      "stieg aber innerhalb eines Monats nach dem Absetzen wieder an.")


@pytest.mark.parametrize(("claim", "page"), [
    ("A daily saline rinse reduced infections, but the benefit faded within a month of "
     "stopping.", EN),
    ("Eine tägliche Salzspülung verringerte den Anteil mit Infektion von 45 % auf 20 %, der "
     "aber nach dem Absetzen wieder anstieg.", DE),
])
def test_a_finding_after_the_question_is_not_unsupported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] != "unsupported"


def test_a_question_and_a_condition_told_apart() -> None:
    assert asked("could", EN)
    assert asked("könnte", DE)
    assert not asked("whether", "Whether it will return next summer has not been decided.")
    assert not asked("would", "If bookings exceed our forecasts, we would consider it.")
