"""A capitalised article that opens a sentence is no word of a name ("Die Stadt Halle")."""

from __future__ import annotations

from services.citations.signals import variant
from tests.citations.judge import evidence

CITY = ("Die Studie lief in Leipzig, Halle und Dresden. Ko-Autor Tobias Brandl forscht an der "
        "Universität Halle. Die Stadt Leipzig plant, die Ergebnisse bei der Überarbeitung "
        "ihres Lärmaktionsplans zu berücksichtigen.")


def test_a_city_swapped_after_the_same_article_and_noun_is_sure() -> None:
    wrong = evidence("Die Stadt Halle will die Ergebnisse bei der Überarbeitung ihres "
                     "Lärmaktionsplans berücksichtigen.", CITY)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_elsewhere")
    assert not variant("Leipzig", "Halle", "Die Stadt Leipzig plant", "Die Stadt Halle will")


def test_two_forms_of_one_name_still_share_their_words() -> None:
    assert variant("Site", "List", "The UNESCO World Heritage Site", "The UNESCO World "
                   "Heritage List")
