"""Two items the claim joins that the passage states apart, one negated or only planned
(``split_items``): caught in en/de/fr; the affirmed item alone, or both told as the page
tells them, spared."""

from __future__ import annotations

import pytest

from services.citations.split_items import split_items
from tests.citations.judge import evidence

EN = ("# Scanner S2\n\nThe S2 is a compact document scanner. It reads PDF files from a USB "
      "stick. Support for EPUB files is planned for a later update. It weighs 1.2 kg.")
DE = ("# Kamera K3\n\nDie K3 ist eine Außenkamera. Sie funkt im 2,4-GHz-Band mit 2,4 GHz; "
      "5 GHz wird nicht unterstützt. Sie wiegt 300 g.")
FR = ("# Caméra C5\n\nLa C5 est une caméra d'extérieur. Elle fonctionne en Wi-Fi 2,4 GHz ; le "
      "5 GHz n'est pas pris en charge. Elle pèse 300 g.")


@pytest.mark.parametrize(("wrong", "right", "page"), [
    ("The S2 reads both PDF and EPUB files from a USB stick.",
     "The S2 reads PDF files from a USB stick.", EN),
    ("Die K3 funkt mit 2,4 GHz und 5 GHz.", "Die K3 funkt mit 2,4 GHz, 5 GHz wird nicht "
     "unterstützt.", DE),
    ("La C5 fonctionne en Wi-Fi 2,4 GHz et 5 GHz.", "La C5 fonctionne en Wi-Fi 2,4 GHz.", FR),
])
def test_an_item_the_page_negates_or_plans_joined_to_one_it_affirms(wrong: str, right: str,
                                                                    page: str) -> None:
    assert evidence(wrong, page).support == "unsupported"
    assert evidence(right, page).support == "supported"


def test_items_the_page_states_alike_or_in_one_clause_are_left_alone() -> None:
    assert split_items("It reads PDF and EPUB files.",
                       "It reads PDF files. It also reads EPUB files.") is None
    assert split_items("It reads PDF and EPUB files.",
                       "It reads PDF and EPUB files, but not DOCX.") is None
    assert split_items("It reads PDF and EPUB files.",
                       "It reads PDF files. EPUB support is planned.") is not None
