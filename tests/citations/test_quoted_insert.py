"""A phrase inserted into a sentence of the passage the claim otherwise quotes
(``detail.quoted_insert``): caught where the claim rewords one word elsewhere or takes one
from another sentence, which the run check of ``detail`` does not allow; spared where the
page states the phrase beside the passage, where the claim only puts a lead-in before the
quoted sentence, and where it rewords the sentence rather than quoting it. Written for the
check, none taken from a labelled part."""

from __future__ import annotations

import pytest

from services.citations.detail import quoted_insert
from tests.citations.judge import evidence

HARBOUR = ("The ferry from Portlow runs three times a day in summer. Visitors can hire bicycles "
           "at the harbour kiosk from April to September. The kiosk also sells maps and sun "
           "cream. Most walkers head for the cliffs on the west side. The island's old "
           "lighthouse was restored in 1998 and is open on Sundays.")
LIBRARY = ("Die Stadtbibliothek hat im vergangenen Jahr rund 40.000 Medien verliehen. - Die "
           "Bibliothek im Rathaus (Marktplatz 3) ist von Montag bis Freitag geöffnet; der "
           "Ausweis kostet 10 Euro. - Für Schulklassen gibt es eigene Termine. Das alte "
           "Rathaus selbst wurde 1870 erbaut und 1985 saniert.")
SEATS = ("Visitors can hire bicycles with free child seats at the old harbour kiosk from April "
         "to September.")
TABLETS = ("Die Bibliothek im alten Rathaus ist von Montag bis Freitag geöffnet und verleiht "
           "sonntags kostenlose Tablets; der Ausweis kostet 10 Euro.")

CAUGHT = [(SEATS, HARBOUR), (TABLETS, LIBRARY)]

SPARED = [
    (SEATS, HARBOUR.replace("The kiosk also sells maps and sun cream.",
                            "Child seats are free at the kiosk.")),
    ("According to the harbour office, visitors can hire bicycles at the harbour kiosk from "
     "April to September.", HARBOUR),
    ("Visitors can rent bikes at the kiosk by the harbour between April and September.",
     HARBOUR),
]


@pytest.mark.parametrize(("claim", "page"), CAUGHT)
def test_a_phrase_inserted_into_a_quoted_sentence_is_caught(claim: str, page: str) -> None:
    assert evidence(claim, page).support == "unsupported"


@pytest.mark.parametrize(("claim", "page"), SPARED)
def test_a_stated_phrase_a_lead_in_or_a_rewording_is_spared(claim: str, page: str) -> None:
    assert evidence(claim, page).support != "unsupported"


def test_the_inserted_phrase_is_named() -> None:
    window = "Visitors can hire bicycles at the harbour kiosk from April to September."
    assert quoted_insert(SEATS, window, window, HARBOUR) == "with free child seats"


def test_a_longer_insertion_is_a_joined_statement_not_a_detail() -> None:
    window = "Visitors can hire bicycles at the harbour kiosk from April to September."
    claim = ("Visitors can hire bicycles, which cyclists praise for sturdy frames, wide tyres "
             "and comfortable saddles, at the harbour kiosk from April to September.")
    assert quoted_insert(claim, window, window, HARBOUR) is None


def test_a_phrase_with_a_figure_is_left_to_the_number_checks() -> None:
    window = "Store the crackers in an airtight tin for up to one week."
    claim = ("Store the crackers in an airtight tin for up to one week and warm them briefly "
             "at 150 degrees whenever needed.")
    assert quoted_insert(claim, window, window, window) is None
    assert quoted_insert(claim.replace("at 150 degrees", "in the oven"), window, window,
                         window) == "and warm them briefly in the oven whenever needed"


def test_a_statement_joined_with_and_that_the_page_makes_elsewhere_is_no_detail() -> None:
    window = "Visitors can hire bicycles at the harbour kiosk from April to September."
    claim = ("Visitors can hire bicycles at the harbour kiosk from April to September and free "
             "child seats are lent to renters.")
    assert quoted_insert(claim, window, window, HARBOUR) == (
        "and free child seats are lent to renters")
    page = f"{HARBOUR} In summer the kiosk lends free child seats to every renter."
    assert quoted_insert(claim, window, window, page) is None


def test_two_words_inserted_into_a_quoted_sentence_are_a_detail_not_into_a_row() -> None:
    window = "Members (£4 a month) also get offline maps for all of the county's footpaths."
    claim = ("Members, who pay £4 a month, also get guided audio tours and offline maps for "
             "all of the county's footpaths.")
    assert quoted_insert(claim, window, window, window) == "guided audio tours and"
    two = claim.replace("guided audio tours", "audio tours")
    assert quoted_insert(two, window, window, window) == "audio tours and"
    # A row leaves out the verb and the noun a sentence told from it needs.
    row = "- Resolution: 2K at up to 30 fps; Pro: 3K at 25 fps"
    told = "It records 2K at up to 30 fps, while the Pro model offers 3K at 25 fps."
    assert quoted_insert(told, row, row, row) is None
