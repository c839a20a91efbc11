"""A capitalised adjective of a name the page writes names the same place."""

from __future__ import annotations

from services.citations.place_adjectives import adjective_of_page_name
from services.citations.support import explain

ZOO = ("# Elephant calf\n\nAn elephant calf was born at Westfield Zoo on 4 June, weighing "
       "112 kilograms. The father, Sanjay, was moved to a zoo in Poland last year. The "
       "mother came from Rotterdam Zoo in 2015. Head keeper Laura Finch said the calf was "
       "drinking well. Visitors can see the herd from the new viewing platform.")


def test_an_adjective_of_a_page_name_is_that_place() -> None:
    assert adjective_of_page_name("Polish", ZOO)
    assert adjective_of_page_name("Essener", "Die Zeche Zollverein in Essen entstand 1847.")
    assert explain("The father, Sanjay, moved to a Polish zoo last year.", ZOO)[0] != (
        "unsupported")


def test_another_country_adjective_is_still_a_name() -> None:
    assert not adjective_of_page_name("Norwegian", ZOO)
    assert explain("The father, Sanjay, was moved to a zoo in Norway last year.",
                   ZOO)[0] == "unsupported"
