"""An item added to the end of the passage's list is one also when the sentence goes
on after a comma ("by email and SMS, once ..."), and an acronym ("SMS") is a content
word of the item though short."""

from __future__ import annotations

from services.citations.list_items import added_to_list
from services.citations.support import explain

SHOP = ("Der Laden öffnet um neun. Sobald ein Paket da ist, bekommen Kunden den Code per "
        "E-Mail. Pakete bleiben eine Woche.")
BOUTIQUE = ("La boutique ouvre à neuf heures. Dès qu'un colis est arrivé, les clients reçoivent "
            "le code de retrait par e-mail. Les colis sont gardés une semaine.")


def test_an_item_added_before_a_comma_is_found() -> None:
    assert added_to_list("Kunden bekommen den Code per E-Mail und SMS, sobald das Paket da ist.",
                         "Sobald ein Paket da ist, bekommen Kunden den Code per E-Mail.",
                         SHOP) == "SMS"


def test_the_added_item_makes_the_sentence_unsupported() -> None:
    assert explain("Les clients reçoivent le code de retrait par e-mail et par SMS, dès que le "
                   "colis est arrivé.", BOUTIQUE)[0] == "unsupported"


def test_an_item_the_page_lists_stays_supported() -> None:
    page = SHOP.replace("per E-Mail.", "per E-Mail und SMS.")
    assert explain("Kunden bekommen den Code per E-Mail und SMS, sobald das Paket da ist.",
                   page)[0] == "supported"
