""""Unable", "unmöglich", "impossible", "incapaz": a negated ability is a negation, so
"failed to" or "did not" agrees with it, and a plain statement is its opposite."""

from __future__ import annotations

import pytest

from services.citations.polarity import cues
from tests.citations.judge import evidence

STATION = ("The fire station serves six villages. It answered 112 calls last year. On 41 of "
           "them it failed to send a crew within 10 minutes. A second engine is planned.")
OLD_TOWN = ("Die Altstadt ist autofrei. Das Parken ist in der Altstadt nicht möglich. Gäste nutzen "
            "das Parkhaus am Bahnhof.")
MUSEUM = ("Le musée ferme le lundi. Les visiteurs ne peuvent pas entrer avec un sac à dos. Le "
          "vestiaire est gratuit.")


@pytest.mark.parametrize("text", [
    "it was unable to get a crew out", "Parken ist dort unmöglich",
    "il était incapable de venir", "es imposible aparcar allí",
])
def test_a_negated_ability_is_a_negation(text: str) -> None:
    assert cues(text).negated


@pytest.mark.parametrize(("claim", "page", "support"), [
    ("On 41 of the calls it was unable to send a crew within 10 minutes.", STATION, "supported"),
    ("Parken ist in der Altstadt unmöglich.", OLD_TOWN, "supported"),
    ("Parken ist in der Altstadt möglich.", OLD_TOWN, "unsupported"),
    ("Il est impossible d'entrer au musée avec un sac à dos.", MUSEUM, "supported"),
    ("Il est possible d'entrer au musée avec un sac à dos.", MUSEUM, "unsupported"),
])
def test_unable_agrees_with_a_negation(claim: str, page: str, support: str) -> None:
    assert evidence(claim, page).support == support
