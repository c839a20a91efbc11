"""One word in two inflections: "booked" and "booking"; a derivation is another word."""

from __future__ import annotations

from services.citations.inflections import inflected_in, stem
from services.citations.spliced_item import spliced_item

WALKS = ("Rangers lead night walks from the visitor centre near Brecon between May and August; "
         "booking is required and places cost £8 per adult.")


def test_inflections_share_a_stem() -> None:
    assert stem("booked") == stem("booking") == "book"
    assert stem("planned") == stem("plans")
    assert stem("bucht") == stem("buchen")
    assert inflected_in("réservé", "la réservation est obligatoire") is False
    assert inflected_in("réservées", "il faut réserver")


def test_a_derivation_is_another_word() -> None:
    assert not inflected_in("safely", "to be safe for students")
    assert not inflected_in("homeless", "they went home")


def test_a_spliced_item_in_another_inflection_is_the_pages() -> None:
    claim = ("Night walks run from May to August near Brecon, cost £8 per adult and must be "
             "booked in advance.")
    assert spliced_item(claim, WALKS, []) is None
    added = ("Night walks run from May to August near Brecon, cost £8 per adult and include "
             "hot drinks and blankets.")
    assert spliced_item(added, WALKS, []) == "include hot drinks and blankets"
