"""A name the page never writes, joined by "and" to words the passage writes as they stand
("exported to PDF and CSV" for "exported to PDF"), is an item added to the page's list:
unsupported; a name in the place of the page's word ("over LAN") only asks for a check."""

from __future__ import annotations

from services.citations.detail import added_item
from tests.citations.judge import evidence

EXPORT = ("Invoices can be exported to PDF from the archive view. Each export is stored for 30 "
          "days. Connect the printer via Ethernet for batch printing.")


def test_an_item_after_and_beside_the_pages_own_words_is_added() -> None:
    assert added_item("notified by email and SMS.", "SMS", "The owner is notified by email.")
    assert not added_item("connected over LAN.", "LAN", "Connect it via Ethernet.")
    assert not added_item("sent by post and SMS.", "SMS", "The owner is notified by email.")


def test_an_added_name_is_unsupported_and_a_replacing_one_only_weak() -> None:
    wrong = evidence("From the archive view, invoices can be exported to PDF and CSV.", EXPORT)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_missing")
    right = evidence("For batch printing, the printer should be connected over LAN.", EXPORT)
    assert right.support == "weak"
