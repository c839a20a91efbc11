"""A point of the compass the passage gives as another."""

from __future__ import annotations

from services.citations.compass_words import other_point
from services.citations.support import explain

BIKES = ("# Bikes\n\nThe scheme will add 60 docking stations by June. Councillor Omar Sheikh "
         "said new stations would be placed in the eastern suburbs, which currently have "
         "none. Rides cost £1.50.")


def test_another_point_of_the_compass_is_unsupported() -> None:
    assert explain("Councillor Omar Sheikh said new stations would be placed in the western "
                   "suburbs.", BIKES)[0] == "unsupported"
    assert other_point("Aus dem Nordost-Krater stieg eine Aschewolke auf.",
                       "Aus dem Südost-Krater stieg eine Aschewolke auf.") == (
        "Nordost", "Südost")


def test_names_holding_a_point_and_the_same_point_are_kept() -> None:
    assert other_point("Westfield Zoo lies in the north of the city.",
                       "The zoo lies in the northern part of the city, near Eastgate.") is None
    assert explain("New stations will go in the eastern suburbs, Councillor Omar Sheikh "
                   "said.", BIKES)[0] != "unsupported"
