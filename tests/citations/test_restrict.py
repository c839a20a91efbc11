"""A restriction widened: the one case a statement holds for replaced by another."""

from __future__ import annotations

from services.citations.restrict import widens
from tests.citations.judge import evidence

STATION = ("Auf der Station gelten neue Regeln. Besuche sind nur nachmittags erlaubt, "
           "Blumen sind nicht gestattet.")
MUSEUM = "The museum is open only on weekdays, from 9 am to 5 pm. Entry costs 6 pounds."


def test_another_case_in_the_place_of_the_only_one_is_unsupported() -> None:
    assert widens("The museum is open every day from 9 am to 5 pm.", MUSEUM) == (
        "every day", "only weekdays")
    wrong = evidence("Besuche sind auf der Station ganztägig erlaubt.", STATION)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")


def test_the_case_restated_or_left_out_is_no_widening() -> None:
    assert widens("Besuche sind am Nachmittag erlaubt.", STATION) is None
    assert widens("Auf der Station sind Besuche erlaubt.", STATION) is None
    assert widens("The museum only opens on weekdays.", MUSEUM) is None
