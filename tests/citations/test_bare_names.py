"""German names told by standing bare, with no article (``bare_names``), so that a place
the page names in another clause, put in the slot of the one it credits, is caught by
``aligned_name_swap``."""

from services.citations.bare_names import bare_name
from services.citations.support import explain

CARS = ("## Neu in Version 5.4.0\n\n- In Leipzig und Dresden sind ab sofort auch "
        "E-Transporter buchbar; in Halle folgt das Angebot voraussichtlich im Frühjahr 2025.\n"
        "- Die Buchung ist ab sofort auch per Sprachbefehl möglich.")
HALL = CARS + "\n- Die Halle am Hauptbahnhof bleibt wegen Bauarbeiten geschlossen."
KIDS = ("Der Kurs ist geeignet für Kinder und Jugendliche ab zehn Jahren; Erwachsene zahlen "
        "den vollen Preis von 40 Euro.")


def test_a_place_of_another_clause_in_the_credited_places_slot_is_caught() -> None:
    claim = "E-Transporter sind seit Version 5.4.0 in Leipzig und Dresden buchbar."
    assert explain(claim, CARS)[0] == "supported"
    wrong = "In Leipzig und Halle sind ab sofort auch E-Transporter buchbar."
    assert explain(wrong, CARS)[0] == "unsupported"


def test_a_bare_word_is_a_name_a_word_after_an_article_is_a_noun() -> None:
    assert bare_name("Dresden", CARS, "") and bare_name("Halle", CARS, "")
    assert not bare_name("Halle", HALL, "")  # "Die Halle am Hauptbahnhof": a noun too
    assert not bare_name("Angebot", CARS, "")
    assert not bare_name("Erwachsene", KIDS, "")  # a clause's first word


def test_nouns_reworded_in_a_list_pass() -> None:
    assert explain("Der Kurs ist geeignet für Kinder und Teenager ab zehn Jahren.",
                   KIDS)[0] != "unsupported"
    assert explain("Der Kurs ist geeignet für Kinder und Jugendliche ab zehn Jahren.",
                   KIDS)[0] == "supported"
