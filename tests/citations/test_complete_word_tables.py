"""The cue tables are closed classes listed whole: every form a sentence gives a cue word
("avoids", "vermeidet", "mussten", "möchten", "禁烟") is a cue."""

from __future__ import annotations

import pytest

from services.citations.cues import NEGATION_WORDS
from services.citations.modal_square import _NEGATORS
from services.citations.polarity import cues


@pytest.mark.parametrize("text", [
    "The guidance recommends a light meal that avoids fatty food.",
    "Avoiding salt helps.",
    "Der Verein vermeidet Plastik bei allen Festen.",
    "Plastik wird bei allen Festen vermieden.",
    "Évitez le sentier nord par temps de pluie.",
    "Er hat keinerlei Erfahrung.",
    "Die Höhle ist nirgends beschildert.",
    "Das Mitbringen verbotener Gegenstände wird geahndet.",
    "He refrained from adding salt.",
    "景区内设有禁烟区",
])
def test_every_form_of_a_negation_is_one(text: str) -> None:
    assert cues(text).negated, text


def test_avoiding_is_a_negation_that_negates_no_modal() -> None:
    forms = {"avoids", "avoiding", "vermeidet", "vermieden", "évitez"}
    assert forms <= NEGATION_WORDS
    assert _NEGATORS.isdisjoint(forms)


@pytest.mark.parametrize(("text", "kind"), [
    ("Die Stadt erwog eine Brücke.", "hedged"),
    ("说不定明年还会涨价。", "hedged"),
    ("Die Stadt wollte eine Brücke bauen.", "intent"),
    ("Die Eröffnung ist für Mai vorgesehen.", "intent"),
    ("The council is proposing a new bridge.", "intent"),
    ("江州有望在年底前完工。", "intent"),
])
def test_every_form_of_a_hedge_or_plan_is_one(text: str, kind: str) -> None:
    assert getattr(cues(text), kind), text


@pytest.mark.parametrize(("text", "kind"), [
    ("Für die App ist ein Konto erforderlich.", "obliged"),
    ("Booking is compulsory for groups.", "obliged"),
    ("Besucher mussten sich anmelden.", "obliged"),
    ("Hunde sind an der Leine erlaubte Begleiter.", "able"),
])
def test_every_form_of_a_duty_or_ability_is_one(text: str, kind: str) -> None:
    assert getattr(cues(text), kind), text
