"""A point of the compass inside a compound, swapped ("Nordufer" for "Südufer", "北岸")."""

from __future__ import annotations

from services.citations.compass_compounds import other_compound_point
from tests.citations.judge import evidence

LAKE_DE = ("Wegen der Blaualgen ist das Baden im See verboten. Der Kiosk am Südufer bleibt "
           "geöffnet, hat aber seine Öffnungszeiten verkürzt. Der Steg ist gesperrt.")
LAKE_NL = ("Zwemmen in het meer is verboden. Het kiosk aan de Zuidoever blijft open, maar "
           "met kortere openingstijden. De steiger is gesloten.")
PARK_ZH = "公园每天早上六点开放。游客可从南门进入公园，北门正在维修。园内禁止烧烤。"


def test_another_point_in_the_same_compound_is_a_swap() -> None:
    wrong = evidence("Der Kiosk am Nordufer bleibt geöffnet, hat aber seine Öffnungszeiten "
                     "verkürzt.", LAKE_DE)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_elsewhere")
    wrong = evidence("Het kiosk aan de Noordoever blijft open, maar met kortere openingstijden.",
                     LAKE_NL)
    assert wrong.support == "unsupported"
    assert other_compound_point("Noordoever", "aan de Zuidoever") == ("Noordoever", "Zuidoever")
    assert other_compound_point("游客可从西门进入公园。", "游客可从南门进入") == ("西门", "南门")


def test_the_same_point_or_a_compound_of_two_points_is_no_swap() -> None:
    right = evidence("Der Kiosk am Südufer bleibt offen, aber kürzer.", LAKE_DE)
    assert right.support != "unsupported"
    assert other_compound_point("Der Wind kommt aus Nordost.", "Der Wind kommt aus Südost.") \
        is None  # two points in one word: ``compass_words``' own
    assert other_compound_point("北门正在维修。", "游客可从南门进入公园，北门正在维修。") is None
    assert other_compound_point("这些东西很贵。", "那些东西很便宜。") is None
