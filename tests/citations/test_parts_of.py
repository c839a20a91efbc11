"""A number worked out from a share the page writes in words ("Kinder zahlen die Hälfte"
of 16 euros: 8 euros) is the page's; another number is not."""

from __future__ import annotations

import pytest

from services.citations.numbers import Number
from services.citations.parts_of import part_of
from services.citations.support import explain

BOAT = "Eine Rundfahrt nach Lehde kostet für Erwachsene 16 Euro, Kinder zahlen die Hälfte."
TICKET = "门票成人票价为80元，儿童半价。"
BEDS = "The hospital has 120 beds; half of them are reserved for children."


def test_a_part_is_a_share_of_a_number_the_page_states() -> None:
    sixteen = Number("16", frozenset({16.0}), "euro")
    assert part_of(Number("8", frozenset({8.0}), "euro"), [sixteen], BOAT)
    assert not part_of(Number("6", frozenset({6.0}), "euro"), [sixteen], BOAT)
    assert not part_of(Number("8", frozenset({8.0}), "euro"), [sixteen], "16 Euro.")


@pytest.mark.parametrize(("claim", "page"), [
    ("Die Rundfahrt nach Lehde kostet für Erwachsene 16 Euro, Kinder zahlen 8 Euro.", BOAT),
    ("成人门票80元，儿童票40元。", TICKET),
    ("Sixty of the hospital's 120 beds are reserved for children.", BEDS),
])
def test_a_part_worked_out_is_supported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "supported"


@pytest.mark.parametrize(("claim", "page"), [
    ("Die Rundfahrt nach Lehde kostet für Erwachsene 16 Euro, Kinder zahlen 6 Euro.", BOAT),
    ("成人门票80元，儿童票30元。", TICKET),
])
def test_another_part_is_unsupported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "unsupported"
