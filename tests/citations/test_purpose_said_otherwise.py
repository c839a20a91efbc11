"""A consequence stated with "otherwise" says what a negated purpose says ("…, otherwise
they burst" is "… so that they do not burst"), unless a negation of its sentence turns
the "otherwise" round and the claim does what that negation rules out."""

from __future__ import annotations

import pytest

from services.citations.otherwise import otherwise_turns
from tests.citations.judge import evidence


def test_the_turned_word_must_follow_the_otherwise() -> None:
    assert otherwise_turns(["platzen"], "da sie sonst platzen")
    assert otherwise_turns(["burst"], "stir often, otherwise the sausages burst")
    assert otherwise_turns(["开裂"], "要慢慢加热，否则容易开裂")
    assert not otherwise_turns(["protect"], "wear gloves, otherwise the skin burns")


@pytest.mark.parametrize(("claim", "page"), [
    ("Stir the sauce often so that it does not burn.",
     "Stir the sauce often, otherwise it will burn on the bottom."),
    ("Die Würstchen werden erhitzt, ohne zu kochen, damit sie nicht platzen.",
     "Die Würstchen erhitzen, aber nicht kochen lassen, da sie sonst platzen."),
    ("Il faut arroser les semis chaque jour pour qu'ils ne sèchent pas.",
     "Arrosez les semis chaque jour, sinon ils sèchent en quelques heures."),
    ("瓷器要慢慢加热，以免开裂。", "瓷器要慢慢加热，否则容易开裂。"),
])
def test_a_negated_purpose_said_with_otherwise_is_not_unsupported(claim: str, page: str) -> None:
    assert evidence(claim, page).support != "unsupported"


@pytest.mark.parametrize(("claim", "page"), [
    ("Der Backofen sollte auf 170 °C Umluft vorgeheizt werden, damit die Oberfläche nicht "
     "reißt.",
     "Den Backofen auf 170 °C Ober-/Unterhitze vorheizen (Umluft ist nicht zu empfehlen, da "
     "die Oberfläche sonst leicht reißt)."),
])
def test_doing_what_the_page_rules_out_stays_caught(claim: str, page: str) -> None:
    assert evidence(claim, page).support == "unsupported"
