"""An acronym where the passage writes another one is another thing; one the page never
writes for words it spells out only asks for a check."""

from __future__ import annotations

from services.citations.acronym_slot import other_acronym
from services.citations.support import explain

APP = ("# Release notes\n\nVersion 3.2 adds offline maps. A bug that caused the app to "
       "crash when importing GPX files larger than 50 MB has been fixed.")
ROUTER = ("# Router\n\nThe router has four Ethernet ports and one USB port. It supports "
          "Wi-Fi 6.")


def test_another_acronym_in_the_slot_is_unsupported() -> None:
    assert explain("A crash when importing KML files larger than 50 MB has been fixed.",
                   APP)[0] == "unsupported"
    assert other_acronym("Die Koalition aus CDU und FDP regiert seit 2021.", "FDP",
                         "Die Koalition aus CDU und SPD regiert seit 2021.") == "SPD"


def test_an_acronym_for_words_the_page_spells_out_is_only_a_check() -> None:
    assert explain("The router has four LAN ports and one USB port.", ROUTER)[0] != (
        "unsupported")
    assert other_acronym("The router has four LAN ports.", "LAN",
                         "The router has four Ethernet ports.") is None
