"""A hedge in a short clause of its own ("…, which may cost them energy") is dropped
by a claim that states every word of that clause among many others, as much as by one
that matches the page clause for clause."""

from __future__ import annotations

import pytest

from services.citations.hedged_clause import dropped_hedge
from tests.citations.judge import evidence

BEES = "Urban bumblebees fly longer distances to find food, which may cost them energy."
LEVELS = "Nach dem Regen stiegen die Pegel deutlich, was die Schifffahrt behindern könnte."
WORKS = "Les travaux ont retardé la ligne, ce qui pourrait coûter 2 millions d'euros."
PARKING = "新规定实施后，停车位将减少三成，这可能增加市民的通勤时间。"


@pytest.mark.parametrize(("claim", "page"), [
    ("Researchers found that the longer foraging trips of city bumblebees cost them energy.",
     BEES),
    ("Die Messungen zeigen, dass der starke Anstieg der Pegel nach dem Regen die "
     "Schifffahrt behindert.", LEVELS),
    ("Selon le rapport, le retard pris par le chantier de la ligne coûtera 2 millions "
     "d'euros.", WORKS),
    ("调查显示，新规定实施后停车位大幅减少，增加市民的通勤时间。", PARKING),
])
def test_the_hedged_clause_stated_plainly_is_unsupported(claim: str, page: str) -> None:
    wrong = evidence(claim, page)
    assert (wrong.support, wrong.reason) == ("unsupported", "hedged")


def test_the_hedge_kept_or_a_condition_is_no_finding() -> None:
    assert dropped_hedge("City bumblebees fly longer foraging trips, which may cost them "
                         "energy.", BEES) is None
    assert dropped_hedge("Bumblebees could spend more energy on longer trips.", BEES) is None
    assert dropped_hedge("Bei Regen wird das Konzert in die Halle verlegt.",
                         "Das Konzert findet im Park statt; wenn es regnet, wird es in die "
                         "Halle verlegt.") is None


def test_an_adverb_of_possibility_keeps_the_hedge() -> None:
    assert dropped_hedge("Die längeren Flüge kosten die Hummeln womöglich Energie.",
                         "Stadthummeln fliegen weitere Strecken, was sie Energie kosten "
                         "könnte.") is None
