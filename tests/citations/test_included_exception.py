"""A case the page leaves out ("except X", "X除外"), drawn back in by the claim ("including
X", "即使是X"), is unsupported; the claim that keeps the exception, or includes another case,
is not."""

from __future__ import annotations

import pytest

from services.citations.included_exception import included_exception
from tests.citations.judge import evidence

PARKING = ("夜间22时至次日7时路内停车实行每次5元的封顶收费，但市第一人民医院东侧的健康路除外，"
           "该路段夜间禁止停车。")
SHOP = "The farm shop is open every day except public holidays. It sells eggs and cheese."
MUSEUM = "Das Museum ist täglich geöffnet, außer an Feiertagen. Der Eintritt kostet 8 Euro."


@pytest.mark.parametrize(("claim", "page"), [
    ("夜间22时至次日7时，包括健康路在内的路内停车均实行每次5元的封顶收费。", PARKING),
    ("The farm shop is open every day, even on public holidays.", SHOP),
    ("Das Museum ist täglich geöffnet, sogar an Feiertagen.", MUSEUM),
])
def test_the_excepted_case_drawn_in_is_unsupported(claim: str, page: str) -> None:
    assert evidence(claim, page).support == "unsupported"


@pytest.mark.parametrize(("claim", "page"), [
    ("夜间22时至次日7时路内停车每次收费最多5元，健康路除外。", PARKING),
    ("The farm shop opens every day apart from public holidays.", SHOP),
    ("Das Museum hat täglich außer an Feiertagen geöffnet.", MUSEUM),
])
def test_the_exception_kept_is_not_unsupported(claim: str, page: str) -> None:
    assert evidence(claim, page).support != "unsupported"


def test_another_case_included_is_no_finding() -> None:
    assert included_exception("The farm shop sells local produce, including eggs and cheese.",
                              SHOP.split(". ")) is None


def test_a_case_left_as_it_was_is_an_exception_too() -> None:
    page = ("Remote images are now blocked by default for all new accounts; existing accounts "
            "keep their current setting. Dark mode follows the system.")
    wrong = "Remote images are now blocked by default for all accounts, including existing ones."
    assert evidence(wrong, page).support == "unsupported"
    right = "Remote images are now blocked by default for new accounts only."
    assert evidence(right, page).support != "unsupported"
    assert included_exception("All staff, including part-timers, keep their bonus.",
                              ["All staff, including part-timers, keep their bonus."]) is None
