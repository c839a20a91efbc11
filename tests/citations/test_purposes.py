"""A purpose the page never gives ("damit sie beim Backen nicht verbrennen", "so that they
do not burn", "afin de les empêcher de brûler") is an invented reason, like a cause."""

from __future__ import annotations

import pytest

from tests.citations.judge import evidence

RAISINS = ("Soak the raisins in rum overnight, or for at least an hour. Fold them into the "
           "batter with the flour.")
ROSINEN = ("Die Rosinen über Nacht bzw. mindestens 1 Std. im Rum einweichen. Dann mit dem Mehl "
           "unter den Teig heben.")
RAISINS_FR = ("Faites tremper les raisins dans le rhum toute la nuit ou au moins une heure. "
              "Incorporez-les ensuite à la pâte.")


@pytest.mark.parametrize(("claim", "page"), [
    ("Soak the raisins in rum overnight so that they do not burn in the oven.", RAISINS),
    ("Die Rosinen werden über Nacht in Rum eingeweicht, damit sie beim Backen nicht "
     "verbrennen.", ROSINEN),
    ("Faites tremper les raisins dans le rhum toute la nuit afin de les empêcher de brûler.",
     RAISINS_FR),
])
def test_an_invented_purpose_is_unsupported(claim: str, page: str) -> None:
    assert evidence(claim, page).support == "unsupported"


def test_the_pages_own_purpose_is_supported() -> None:
    assert evidence("Soak the raisins in rum overnight so that they stay moist.",
                    "Soak the raisins in rum overnight so they stay moist during baking."
                    ).support == "supported"


@pytest.mark.parametrize(("claim", "page"), [
    ("Die Straße wird gesperrt, damit die Brücke saniert werden kann.",
     "Die Straße wird ab Montag gesperrt, um die Brücke zu sanieren. Die Umleitung ist "
     "ausgeschildert."),
    ("La route sera fermée afin de rénover le pont.",
     "La route sera fermée dès lundi pour permettre la rénovation du pont."),
])
def test_the_pages_purpose_in_other_words_is_supported(claim: str, page: str) -> None:
    assert evidence(claim, page).support == "supported"
