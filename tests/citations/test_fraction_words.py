"""A share in words the passage states as another."""

from __future__ import annotations

from services.citations.fraction_words import other_share
from services.citations.support import explain

BIKES = ("# Bikes\n\nThe scheme will add 500 bikes by the end of June. A third of the new "
         "bikes will be electric. Rides will still cost £1.50.")


def test_another_share_is_unsupported() -> None:
    assert explain("Half of the new bikes will be electric.", BIKES)[0] == "unsupported"
    assert other_share("Ein Viertel der Räder fährt elektrisch.",
                       "Ein Drittel der Räder fährt elektrisch.") == ("Ein Viertel",
                                                                      "Ein Drittel")


def test_the_same_share_or_an_ordinal_is_kept() -> None:
    assert explain("One third of the new bikes will be electric.", BIKES)[0] != "unsupported"
    assert other_share("The third stage opens in half a year.",
                       "A quarter of the route opens in half a year.") is None
