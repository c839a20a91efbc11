"""A year put in the slot where the page's sentence writes another year, the claim's year
standing there in another clause, is a wrong year (``year_slot``)."""

from __future__ import annotations

import pytest

from services.citations.year_slot import year_slot
from tests.citations.judge import evidence

PIER = ("The wooden pier was rebuilt in steel by the harbour board in 1958, after a winter "
        "storm in 1953 had torn away its outer section.")
BRIDGE = "这座木桥于1964年改建为混凝土桥，此前1959年的洪水冲毁了桥墩。"
LIDO = ("The council proposed closing the lido in 1989, but a campaign led by local swimmers "
        "won it a heritage listing in 1992, which saved the pool.")


@pytest.mark.parametrize(("claim", "page", "stated"), [
    ("The wooden pier was rebuilt in steel by the harbour board in 1953.", PIER, "1958"),
    ("这座木桥于1959年改建为混凝土桥。", BRIDGE, "1964"),
])
def test_the_other_clauses_year_in_the_slot_is_caught(claim: str, page: str,
                                                     stated: str) -> None:
    found = year_slot(claim, [page])
    assert found is not None and found.stated == stated
    assert evidence(claim, page).support == "unsupported"


@pytest.mark.parametrize(("claim", "page"), [
    ("The wooden pier was rebuilt in steel by the harbour board in 1958.", PIER),
    ("A winter storm in 1953 tore away the pier's outer section.", PIER),
    ("这座木桥于1964年改建为混凝土桥。", BRIDGE),
    # the claim restates the clause of its own year, in other words
    ("A campaign led by local swimmers secured a heritage listing for the lido in 1992, "
     "which saved the pool.", LIDO),
])
def test_the_years_own_slot_or_clause_is_no_swap(claim: str, page: str) -> None:
    assert year_slot(claim, [page]) is None
