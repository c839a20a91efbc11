"""A plain verb the page negates and the same verb with a separable particle in the claim
("kochen" / "aufkochen", "koken" / "opkoken"): the clauses pair, and the flip is found;
the twins that keep the negation are supported."""

from __future__ import annotations

import pytest

from services.citations.particle_verbs import particle_verb_held
from tests.citations.judge import evidence

CREAM = ("Die Milch langsam erwärmen. Danach die Creme nicht mehr kochen lassen, sonst gerinnt "
         "sie. Kalt servieren.")
SAUCE = "Verwarm de melk langzaam. Laat de saus daarna niet meer koken, anders schift ze."


@pytest.mark.parametrize(("text", "verb", "held"), [
    ("noch einmal kurz aufkochen", "kochen", True),
    ("um es einzuschalten", "schalten", True),
    ("de saus opkoken", "koken", True),
    ("ein Stockwerk höher", "werk", False),  # too short to be read as a verb
    ("die Kochen", "kochen", False),  # the verb itself is the matcher's
    ("Hochkochen", "kochen", False),  # "hoch" is no separable particle of the table
])
def test_particle_verb_held(text: str, verb: str, held: bool) -> None:
    assert particle_verb_held(text, verb) is held


def test_a_particle_verb_turns_the_plain_verb_negated() -> None:
    claim = "Danach sollte man die Creme noch einmal kurz aufkochen."
    assert evidence(claim, CREAM).support == "unsupported"
    assert evidence("Daarna moet je de saus nog even opkoken.", SAUCE).support != "supported"


@pytest.mark.parametrize(("claim", "page"), [
    ("Danach darf die Creme nicht mehr aufkochen.", CREAM),
    ("Daarna mag de saus niet meer opkoken.", SAUCE),
])
def test_the_negation_kept_is_supported(claim: str, page: str) -> None:
    assert evidence(claim, page).support == "supported"
