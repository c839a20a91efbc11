"""The page's subject, named in its title, has no role to swap: a claim that names it where
a sentence (or a table row) of the page leaves it out says what the page is about."""

from __future__ import annotations

import pytest

from services.citations.titled_subject import titled_subject
from tests.citations.judge import evidence


def test_only_words_of_the_title_are_its_subject() -> None:
    assert titled_subject("pro", "l", "AeroDry DH-25 Pro Dehumidifier – Technical Specifications")
    assert titled_subject("Kettle X2", "kg", "Kettle X2: user manual")
    assert not titled_subject("Nordvent", "l", "AeroDry DH-25 Pro Dehumidifier")
    assert not titled_subject("标准版", "l", "空气净化器标准版说明书")
    assert not titled_subject("Lumen Leaf", "kobo clara", "Lumen Leaf 7 – Technical Specifications")


_SPEC_PAGE = (
    "# HumiStop HS-18 Pro Dehumidifier – Technical Specifications\n\nThe HumiStop HS-18 Pro is a "
    "compressor dehumidifier for flats and cellars up to 40 m². It is made by Kestrel Home GmbH "
    "and went on sale in March 2024.\n\n## Key specifications\n\n| Specification | Value |\n"
    "|---|---|\n| Extraction rate | 18 L/day (at 27 °C, 60 % RH) |\n| Water tank capacity | 3 L |\n"
    "| Rated power | 320 W |\n| Weight | 11.5 kg |\n")


@pytest.mark.parametrize(("claim", "page"), [
    ("The HS-18 Pro can extract 18 litres of moisture a day at 27 °C and 60% relative humidity.",
     _SPEC_PAGE),
    ("The BrewMaster K3 Plus boils 1.7 litres of water in about 4 minutes.",
     "# BrewMaster K3 Plus Kettle – Specifications\n\n| Specification | Value |\n|---|---|\n"
     "| Boiling time | 4 min for 1.7 L |\n| Power | 2200 W |\n"),
    ("Der VentoAir S2 Pro fördert bis zu 300 Kubikmeter Luft pro Stunde.",
     "# VentoAir S2 Pro – Technische Daten\n\n| Merkmal | Wert |\n|---|---|\n"
     "| Luftleistung | bis zu 300 m³/h |\n| Leistung | 45 W |\n"),
])
def test_naming_the_titled_subject_of_a_table_row_is_no_swap(claim: str, page: str) -> None:
    assert evidence(claim, page).support != "unsupported"
