"""A figure the passage gives to one item, tied by the claim to another."""

from __future__ import annotations

from services.citations.crossed_numbers import crossed_number
from services.citations.support import explain

VOTES = ("# Wahl\n\nDie Liste Grün erhielt 41 % der Stimmen, vor der Bürgerliste (33 %) "
         "und den Freien Wählern (18 %). Die Wahlbeteiligung stieg leicht.")
SURVEY = ("# Survey\n\nOf the 2,400 trees surveyed, oaks made up 38%, followed by beech "
          "(27%) and ash (12%). Ash dieback was found in most ash trees.")
BUDGET = ("# Budget\n\nLe budget prévoit 40 millions d'euros pour les écoles, 25 millions "
          "d'euros pour les routes et 8 millions d'euros pour la culture.")


def test_a_figure_given_to_another_item_is_unsupported() -> None:
    assert crossed_number("Oaks made up 38%, and beech 12%.", SURVEY.split("\n\n")[1]) == (
        "12", "27")
    assert explain("Of the trees surveyed, oaks made up 38%, while beech accounted for 12%.",
                   SURVEY)[0] == "unsupported"
    assert explain("Die Liste Grün erhielt 41 % der Stimmen, die Bürgerliste kam auf 18 %.",
                   VOTES)[0] == "unsupported"


def test_each_figure_with_its_own_item_is_supported() -> None:
    assert explain("Of the trees surveyed, oaks made up 38%, while beech accounted for 27%.",
                   SURVEY)[0] == "supported"
    assert crossed_number("Le budget prévoit 25 millions d'euros pour les routes.",
                          BUDGET) is None
    # A figure in words, or a year, is for the other number checks.
    assert crossed_number("Die Liste Grün erhielt 41 % der Stimmen, die Bürgerliste "
                          "kam auf ein Drittel.", VOTES) is None
