"""A name shortened from the starts of the page's name's words ("CalMac" for "Caledonian
MacBrayne") asks a check, as an acronym does; another company's name is no short form."""

from __future__ import annotations

from services.citations.short_forms import short_form
from services.citations.support import explain

FERRY = ("In summer, Caledonian MacBrayne also runs a car ferry between Mallaig and Armadale, "
         "which takes around 45 minutes; booking ahead is essential in July and August.")
PARCEL = "Parcels sent by Federal Express reach the island within two working days."


def test_a_short_form_is_made_of_the_starts_of_the_names_words() -> None:
    assert short_form("CalMac", FERRY)
    assert short_form("FedEx", PARCEL)
    assert not short_form("CalMac", "In summer, Western Ferries also runs a car ferry.")
    assert not short_form("Calmac", FERRY)  # one part: no short form to read


def test_a_short_form_of_the_pages_name_is_not_unsupported() -> None:
    claim = "In summer a CalMac car ferry runs from Mallaig to Armadale in about 45 minutes."
    assert explain(claim, FERRY)[0] != "unsupported"
    assert explain("FedEx parcels reach the island within two working days.", PARCEL)[0] != (
        "unsupported")


def test_another_companys_name_is_not_supported() -> None:
    claim = "In summer a Stena Line car ferry runs from Mallaig to Armadale in about 45 minutes."
    assert explain(claim, FERRY)[0] != "supported"
