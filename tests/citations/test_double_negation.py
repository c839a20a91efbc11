"""A negated ban ("nicht verboten", "not prohibited", "并不禁止") is a permission: it
agrees with "allowed" and is the opposite of a claim that states the ban."""

from __future__ import annotations

import pytest

from services.citations.double_negation import cancelled, lifted_ban
from services.citations.polarity import cues
from tests.citations.judge import evidence

QUARRY = ("Swimming in the quarry lake is not prohibited, but because the water rarely "
          "exceeds 15 °C it suits only hardy swimmers.")
SEE = ("- Baden im Gaisalpsee ist nicht verboten, wegen der Wassertemperatur von selten über "
       "14 °C jedoch nur etwas für Abgehärtete.")
LAC = "La baignade dans le lac n'est pas interdite, mais l'eau dépasse rarement 15 °C."
RESERVOIR = "水库并不禁止游泳，但水温很少超过15摄氏度。"


def test_a_negated_ban_negates_nothing() -> None:
    assert cancelled(["ist", "nicht", "verboten"], frozenset({"nicht", "verboten"}))
    assert not cancelled(["nicht", "baden", "und", "essen", "verboten"],
                         frozenset({"nicht", "verboten"}))
    assert not cues("Baden ist nicht verboten").negated
    assert not cues("La baignade n'est pas interdite").negated
    assert not cues("水库并不禁止游泳").negated
    assert cues("Baden ist verboten").negated
    assert cues("Baden ist nicht erlaubt").negated


@pytest.mark.parametrize(("claim", "page"), [
    ("Because the water rarely exceeds 15 °C, swimming in the quarry lake is prohibited.",
     QUARRY),
    ("Wegen der niedrigen Wassertemperatur von selten über 14 °C ist das Baden im "
     "Gaisalpsee verboten.", SEE),
    ("La baignade dans le lac est interdite en raison de l'eau froide.", LAC),
    ("水库禁止游泳，因为水温很低。", RESERVOIR),
])
def test_a_ban_the_page_lifts_is_unsupported(claim: str, page: str) -> None:
    wrong = evidence(claim, page)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")


def test_permission_agrees_with_a_lifted_ban() -> None:
    assert evidence("Swimming in the quarry lake is allowed.",
                    QUARRY).support != "unsupported"
    assert lifted_ban("Baden im See ist verboten.", "Baden im See ist verboten.") is None


def test_a_ban_lifted_for_something_else_is_no_finding() -> None:
    assert lifted_ban("Angeln ist am Stausee erlaubt, Baden dagegen verboten.",
                      "Baden im Stausee ist verboten, Angeln ist nicht verboten.") is None
