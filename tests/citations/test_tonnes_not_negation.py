"""A lone "t" is a negation only where an English "n't" stands ("don't"); after a figure
it is the unit of weight ("200.000 t Salz", "a 12 t load", "3 t de charge")."""

from __future__ import annotations

import pytest

from services.citations.polarity import cues
from tests.citations.judge import evidence

SALT = ("Die Saline liegt am Fluss. Heute fördert die Firma jährlich ca. 850.000 Kubikmeter Sole; "
        "das entspricht rund 200.000 t Salz. Die Hälfte davon wird als Speisesalz verkauft.")
CRANE = ("The new crane arrived in March. It lifts loads of up to 40 t, twice the old crane's "
         "limit. It does not work in winds above 50 km/h.")


@pytest.mark.parametrize(("text", "negated"), [
    ("das entspricht rund 200.000 t Salz", False),
    ("It lifts loads of up to 40 t", False),
    ("It doesn't lift loads over 40 t", True),
    ("it don’t work", True),
])
def test_a_lone_t_negates_only_after_an_apostrophe(text: str, negated: bool) -> None:
    assert cues(text).negated is negated


@pytest.mark.parametrize(("claim", "page", "support"), [
    ("Die Firma gewinnt pro Jahr etwa 850.000 m³ Sole, was ungefähr 200.000 Tonnen Salz "
     "entspricht.", SALT, "supported"),
    ("The new crane can lift up to 40 t, twice as much as the old one.", CRANE, "supported"),
    ("The crane works in winds above 50 km/h.", CRANE, "unsupported"),
])
def test_tonnes_are_no_flip(claim: str, page: str, support: str) -> None:
    assert evidence(claim, page).support == support
