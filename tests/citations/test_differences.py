"""A claim may give the change between two numbers it states the page's way ("up by
50p, from £6 to £6.50"): the change is worked out, not invented."""

from __future__ import annotations

from services.citations.differences import difference_of
from services.citations.numbers import numbers
from services.citations.support import explain

TICKET = "Next month the monthly ticket rises from $4.00 to $4.30 for all riders."
GATE = "景区门票将从80元上调至95元。"


def test_the_change_between_two_stated_numbers_is_worked_out() -> None:
    claim = numbers("up by 30 cents, from $4 to $4.30")
    assert difference_of(claim[0], claim, numbers(TICKET))
    points = numbers("fiel um 3 Punkte von 41 auf 38 Prozent")
    assert difference_of(points[0], points, numbers("fiel von 41 % auf 38 %"))
    wrong = numbers("up by 40 cents, from $4 to $4.30")
    assert not difference_of(wrong[0], wrong, numbers(TICKET))
    unstated = numbers("up by 30 cents, from $4 to $4.30")
    assert not difference_of(unstated[0], unstated, numbers("The ticket costs $4.30."))


def test_a_claim_with_the_change_is_no_invented_number() -> None:
    assert explain("The monthly ticket will rise by 30 cents, from $4 to $4.30.",
                   TICKET)[0] == "supported"
    assert explain("The monthly ticket will rise by 40 cents, from $4 to $4.30.",
                   TICKET)[0] != "supported"
    assert explain("门票从80元涨到95元，上涨了15元。", GATE)[0] != "unsupported"
    assert explain("门票从80元涨到95元，上涨了25元。", GATE)[0] == "unsupported"
