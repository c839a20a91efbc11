"""Two "not X but Y" sentences that keep the same side are no flip even when the side
they turn down reads differently (a strong verb's other stem: "abgerissen" for
"abreißen") and the claim's turned-down side takes in the words before its negation;
the same sentence with the sides the other way round stays caught."""

from __future__ import annotations

from services.citations.contrast import flipped
from services.citations.support import explain

BURNS = ("Verbrennungen: Die Stelle sofort mit lauwarmem Wasser kühlen. Kleidung, die an der "
         "Haut festklebt, nicht abreißen, sondern umschneiden. Keine Hausmittel wie Mehl oder "
         "Butter auftragen.")
PAGE = "Kleidung, die an der Haut festklebt, nicht abreißen, sondern umschneiden."


def test_the_same_side_kept_is_no_flip() -> None:
    assert not flipped("An der Haut festklebende Kleidung soll nicht abgerissen, sondern "
                       "umschnitten werden.", PAGE)
    assert explain("An der Haut festklebende Kleidung soll nicht abgerissen, sondern "
                   "umschnitten werden.", BURNS)[0] == "supported"


def test_the_sides_the_other_way_round_stay_caught() -> None:
    assert flipped("An der Haut festklebende Kleidung soll nicht umschnitten, sondern "
                   "abgerissen werden.", PAGE)
    assert explain("An der Haut festklebende Kleidung soll nicht umschnitten, sondern "
                   "abgerissen werden.", BURNS)[0] == "unsupported"
    assert explain("Kleidung, die an der Haut festklebt, nicht umschneiden, sondern abreißen.",
                   BURNS)[0] == "unsupported"
    assert flipped("Halden bakes in each shop instead of centrally.",
                   "Instead of baking in each shop, Halden bakes centrally.")
