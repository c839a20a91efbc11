"""False alarms of the support check on correct claims, each a general fault, probed with
sentences written for the test in several languages; the wrong claim beside each is still
caught.

- A contraction is its words spelled out: "don't" matches "do not" (not the terms "don"
  and "t"), Italian "nell'" is "nella"; a claim's negation bears on the page clause that
  holds the word it negates ("can't jump" and "cannot jump, fly or swim").
"""

from __future__ import annotations

from services.citations.contractions import spelled_out
from services.citations.passages import terms
from services.citations.support import explain

LIBRARY_EN = ("# Library rules\n\nThe reading room opens at 9 am. Visitors do not need to book a "
              "seat in advance. Food is not allowed in the reading room. The library will not "
              "open on public holidays.")
MUSEUM_IT = ("Il museo resta chiuso il lunedì. L'ingresso all'area archeologica è gratuito per "
             "i minori di 18 anni.")
INSECTS_EN = ("# Bed bugs at home\n\nBed bugs are small insects that feed on blood. They are most common in hotels and "
              "are spread by luggage and second-hand furniture. They cannot fly or jump, and "
              "they are not a sign of a dirty home.")


def test_contractions_are_spelled_out() -> None:
    assert spelled_out("children don't have to, it won't, we can’t") == (
        "children do not have to, it will not, we can not")
    assert spelled_out("they'll say we've") == "they say we"
    assert spelled_out("dell'acqua jusqu'à") == "della acqua jusque à"
    assert "t" not in terms("The path isn't paved and doesn't drain.")
    assert "don" not in terms("Visitors don't pay.")
    assert "won" in terms("Kiprop won the race.")  # "won" alone is a word


def test_a_contracted_negation_matches_the_page_spelled_out() -> None:
    assert explain("Visitors don't have to book a seat in advance.", LIBRARY_EN)[0] == (
        "supported")
    assert explain("The library won't open on public holidays.", LIBRARY_EN)[0] == "supported"
    assert explain("Food isn't allowed in the reading room.", LIBRARY_EN)[0] == "supported"
    assert explain("L'ingresso nell'area archeologica è gratuito per chi ha meno di 18 anni.",
                   MUSEUM_IT)[0] == "supported"


def test_a_dropped_negation_is_still_caught_beside_contractions() -> None:
    assert explain("The library will open on public holidays.", LIBRARY_EN)[0] == "unsupported"
    assert explain("Visitors need to book a seat in advance.", LIBRARY_EN)[0] == "unsupported"
    assert explain("Food is allowed in the reading room.", LIBRARY_EN)[0] == "unsupported"


def test_a_negation_bears_on_the_clause_holding_its_word() -> None:
    assert explain("Bed bugs can't fly or jump; they are spread by luggage and second-hand "
                   "furniture.", INSECTS_EN)[0] == "supported"
    assert explain("Bed bugs can't fly or jump.", INSECTS_EN)[0] == "supported"
    assert explain("Bed bugs can fly or jump.", INSECTS_EN)[0] == "unsupported"
