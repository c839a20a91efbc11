"""A list the passage closes inside quotation marks or brackets is closed all the same:
an item added after its last one is caught."""

from __future__ import annotations

from services.citations.support import explain

RAT = ("# Freibad\n\nDer Gemeinderat hat die Sanierung beschlossen. Bürgermeister Tobias "
       "Wirth sprach von einer „wichtigen Entscheidung für Familien“. Das Bad soll 2027 "
       "öffnen.")
MAYOR = ('# Park\n\nThe park reopened on Friday. The mayor called it "a space for '
         'children and pensioners". A café will open in May.')


def test_an_item_added_to_a_quoted_list_is_unsupported() -> None:
    assert explain("Bürgermeister Tobias Wirth sprach von einer wichtigen Entscheidung für "
                   "Familien und Vereine.", RAT)[0] == "unsupported"
    assert explain("The mayor called the park a space for children, pensioners and "
                   "dog owners.", MAYOR)[0] == "unsupported"


def test_the_quoted_list_as_it_stands_is_kept() -> None:
    assert explain("Bürgermeister Tobias Wirth sprach von einer wichtigen Entscheidung für "
                   "Familien.", RAT)[0] == "supported"
