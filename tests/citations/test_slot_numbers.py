"""A number the claim puts where a neighbouring sentence of its passage puts another of
the same unit, after the same word ("for up to 90 days" against "for up to 60 days"),
is a wrong number, not only one to check."""

from __future__ import annotations

import pytest

from services.citations.slot_numbers import slot_rival
from tests.citations.judge import evidence

BATTERY = ("Der Akku hält im Eco-Modus bis zu 12 Stunden. Im Turbo-Modus sind es bis zu "
           "4 Stunden. Geladen wird per USB-C.")
TANK = ("The tank holds 40 litres. Refilling it takes about 8 minutes with the standard "
        "pump. A faster pump is sold separately.")
BATERIA = ("La batterie tient jusqu'à 12 heures en mode éco. En mode turbo, elle tient "
           "jusqu'à 4 heures. La recharge se fait par USB-C.")


def test_the_slot_is_the_unit_and_the_word_before() -> None:
    claim = "Offline use is now permitted for up to 90 days."
    assert slot_rival("90", claim, ["Offline use is permitted for up to 60 days."]) == "60"
    assert slot_rival("90", claim, ["Offline use is permitted after 60 days."]) is None
    assert slot_rival("90", claim, ["Refunds are paid for up to 60 days."]) is None


@pytest.mark.parametrize(("claim", "page"), [
    ("Der Akku hält im Eco-Modus bis zu 12 Stunden, im Turbo-Modus bis zu 6 Stunden.",
     BATTERY),
    ("The tank holds 40 litres, and refilling it takes about 5 minutes with the standard "
     "pump.", TANK),
    ("La batterie tient jusqu'à 12 heures en mode éco et jusqu'à 6 heures en mode turbo.",
     BATERIA),
])
def test_another_value_in_the_same_slot_is_unsupported(claim: str, page: str) -> None:
    wrong = evidence(claim, page)
    assert (wrong.support, wrong.reason) == ("unsupported", "numbers_differ")


def test_the_pages_own_value_is_supported() -> None:
    assert evidence("The tank holds 40 litres, and refilling it takes about 8 minutes with "
                    "the standard pump.", TANK).support == "supported"
    assert evidence("Der Akku hält im Eco-Modus bis zu 12 Stunden, im Turbo-Modus bis zu "
                    "4 Stunden.", BATTERY).support == "supported"
