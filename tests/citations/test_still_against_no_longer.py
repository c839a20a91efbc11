""""Still" against "no longer": a sure flip, whatever softened it (zh, en, de, fr), and
the twins that keep the end ("has stopped", "nicht mehr", "ne … plus")."""

from __future__ import annotations

import pytest

from services.citations.finding import Finding
from services.citations.still_against_no_longer import sure_if_still
from tests.citations.judge import evidence

LIBRARY = ("The library reopened in May. Members can borrow e-books, but the library no longer "
           "lends DVDs to members. Parking is free.")
PRACTICE = ("Die Praxis ist umgezogen. Termine gibt es online, aber die Praxis nimmt keine "
            "Kassenpatienten mehr an. Parken ist kostenlos.")
POOL = ("La piscine a rouvert en juin. Les enfants entrent gratuitement, mais la piscine ne "
        "propose plus de cours de natation. Le parking est payant.")


@pytest.mark.parametrize(("claimed", "stated"), [
    ("但仍需缴纳古城维护费", "自2019年起不再收取古城维护费"),
    ("the library still lends DVDs", "the library no longer lends DVDs"),
    ("die Praxis nimmt weiterhin Kassenpatienten an",
     "die Praxis nimmt keine Kassenpatienten mehr an"),
])
def test_still_against_no_longer_is_sure(claimed: str, stated: str) -> None:
    found = Finding("negation", claimed, stated, certain=False)
    assert sure_if_still(found, claimed).certain


@pytest.mark.parametrize(("claimed", "stated"), [
    ("但仍需缴纳门票", "不收取古城维护费"),  # a plain negation, not "no longer"
    ("the library lends DVDs", "the library no longer lends DVDs"),  # no word of going on
    ("the library still does not lend DVDs", "the library no longer lends DVDs"),  # negated
])
def test_other_shapes_stay_a_check(claimed: str, stated: str) -> None:
    found = Finding("negation", claimed, stated, certain=False)
    assert not sure_if_still(found, claimed).certain


@pytest.mark.parametrize(("claim", "page"), [
    ("Members can borrow e-books, but the library still lends DVDs to members.", LIBRARY),
    ("Termine gibt es online, aber die Praxis nimmt weiterhin Kassenpatienten an.", PRACTICE),
    ("Les enfants entrent gratuitement, mais la piscine propose toujours des cours de natation.",
     POOL),
])
def test_still_for_no_longer_is_unsupported(claim: str, page: str) -> None:
    assert evidence(claim, page).support == "unsupported"


@pytest.mark.parametrize(("claim", "page"), [
    ("Members can borrow e-books, but the library has stopped lending DVDs.", LIBRARY),
    ("Termine gibt es online, Kassenpatienten nimmt die Praxis aber nicht mehr an.", PRACTICE),
    ("Les enfants entrent gratuitement, mais la piscine ne propose plus de cours de natation.",
     POOL),
])
def test_the_end_kept_is_supported(claim: str, page: str) -> None:
    assert evidence(claim, page).support == "supported"
