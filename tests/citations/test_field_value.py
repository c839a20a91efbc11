"""A name the claim gives to a "label: value" field that the passage fills with another
name, the claim's name standing in another field, is unsupported, in any language."""

from __future__ import annotations

import pytest

from services.citations.field_value import field_swap, label_swap
from services.citations.support import explain

CREDITS = {
    "en": ("# The Salt Road\n\nThe Salt Road is a 2024 documentary about the last salt "
           "caravans of the Sahel.\n\nDirector: Jonas Lindt; camera: Anna Berger; music: "
           "Paul Roth\n\nIt runs 94 minutes.",
           "The Salt Road was directed by Anna Berger.",
           "The documentary's director is Anna Berger.",
           "The Salt Road's director is Jonas Lindt, with camera by Anna Berger."),
    "de": ("# Die Salzstraße\n\nDie Salzstraße ist ein Dokumentarfilm von 2024 über die "
           "letzten Salzkarawanen des Sahel.\n\nRegie: Jonas Lindt; Kamera: Anna Berger; "
           "Musik: Paul Roth\n\nDer Film dauert 94 Minuten.",
           "Bei der Salzstraße führte Anna Berger Regie.",
           "Die Regie des Dokumentarfilms hatte Anna Berger.",
           "Die Regie hatte Jonas Lindt, die Kamera führte Anna Berger."),
    "fr": ("# La Route du sel\n\nLa Route du sel est un documentaire de 2024 sur les "
           "dernières caravanes de sel du Sahel.\n\nRéalisation : Jonas Lindt ; image : "
           "Anna Berger ; musique : Paul Roth\n\nLe film dure 94 minutes.",
           "La réalisation du documentaire est signée Anna Berger.",
           "La réalisation du documentaire est signée Anna Berger.",
           "La réalisation est signée Jonas Lindt et l'image Anna Berger."),
}


@pytest.mark.parametrize("lang", sorted(CREDITS))
def test_a_name_given_to_another_field_is_unsupported(lang: str) -> None:
    page, _, wrong, right = CREDITS[lang]
    assert field_swap(wrong, page) is not None
    assert explain(wrong, page)[0] == "unsupported"
    assert field_swap(right, page) is None
    assert explain(right, page)[0] != "unsupported"


def test_a_label_the_claim_does_not_write_is_no_field_swap() -> None:
    page = CREDITS["en"][0]
    assert field_swap("Anna Berger filmed The Salt Road.", page) is None
    # A specification's fields hold no names.
    assert field_swap("The mower's weight is 24.8 kg.", "Weight: 24.8 kg; Width: 46 cm") is None


ITEMS = {
    "zh": ("# 霞浦滩涂摄影指南\n\n霞浦有几处适合拍摄滩涂的机位：\n\n"
           "- 北岐：以日出闻名，退潮后滩涂上的水道在晨光中呈金色，免费开放。\n"
           "- 东壁：适合拍摄日落，观景台门票20元。\n"
           "- 杨家溪：秋季可拍枫叶和古榕。\n\n最佳季节是每年9月至11月。",
           "以日出闻名的东壁在退潮后，滩涂上的水道会在晨光中呈现金色。",
           "北岐以日出闻名，退潮后滩涂上的水道会在晨光中呈金色。"),
    "en": ("# Visiting Hartwell Abbey\n\nThe abbey is open daily from March to October.\n\n"
           "- Transport: a shuttle bus runs from the station every hour.\n"
           "- Tickets: adults £12, children under 16 free.\n"
           "- Parking: a pay-and-display car park beside the gatehouse.\n\n"
           "Dogs on leads are welcome in the grounds.",
           "The tickets include a shuttle bus that runs from the station every hour.",
           "For transport, a shuttle bus runs from the station every hour."),
    "de": ("# Besuch im Kloster Hartwell\n\nDas Kloster ist von März bis Oktober täglich "
           "geöffnet.\n\n"
           "- **Anfahrt:** Ein Shuttlebus fährt stündlich vom Bahnhof zum Kloster.\n"
           "- **Eintritt:** Erwachsene 12 Euro, Kinder unter 16 Jahren frei.\n"
           "- **Parken:** Ein gebührenpflichtiger Parkplatz liegt am Torhaus.\n\n"
           "Hunde sind an der Leine willkommen.",
           "Im Eintritt ist ein Shuttlebus enthalten, der stündlich vom Bahnhof zum Kloster "
           "fährt.",
           "Zur Anfahrt fährt stündlich ein Shuttlebus vom Bahnhof zum Kloster."),
}


@pytest.mark.parametrize("lang", sorted(ITEMS))
def test_an_items_value_given_to_another_items_label_is_unsupported(lang: str) -> None:
    page, wrong, right = ITEMS[lang]
    passage = [line for line in page.splitlines() if line.startswith("- ")][:1]
    assert label_swap(wrong, page, passage) is not None
    assert explain(wrong, page)[0] == "unsupported"
    assert label_swap(right, page, passage) is None
    assert explain(right, page)[0] != "unsupported"


def test_a_claim_naming_several_items_sums_up_the_list() -> None:
    page = ITEMS["en"][0]
    passage = [line for line in page.splitlines() if line.startswith("- ")][:1]
    claim = ("Tickets and parking aside, transport is easy: a shuttle bus runs from the "
             "station every hour.")
    assert label_swap(claim, page, passage) is None
    # A value the claim's other words do not stand in is no item's.
    assert label_swap("Parking is free for blue badge holders.", page, passage) is None


def test_a_label_the_passages_value_writes_is_a_word_of_it() -> None:
    page = ("- Transport: a shuttle bus runs from the station every hour, and parking at "
            "the station is free.\n- Parking: a car park beside the gatehouse.\n")
    passage = page.splitlines()[:1]
    claim = "A shuttle bus runs hourly from the station, where parking is free."
    assert label_swap(claim, page, passage) is None


SPECS = {
    "de": ("- Höhe: 1,85 m, Breite: 60 cm\n- Gewicht: 32 kg mit Batterie\n"
           "- Leistung: 300 W\n",
           "Mit Batterie wiegt der Roboter 32 Kilogramm und hat eine Höhe von 185 Zentimetern.",
           "Mit Batterie wiegt der Roboter 32 Kilogramm und hat eine Höhe von 2 Metern."),
    "en": ("- Height: 1.85 m, width: 60 cm\n- Weight: 32 kg with battery\n"
           "- Power: 300 W\n",
           "With its battery the robot weighs 32 kg and has a height of 185 cm.",
           "With its battery the robot weighs 32 kg and has a height of 2 metres."),
}


@pytest.mark.parametrize("lang", sorted(SPECS))
def test_another_label_with_its_own_figure_is_a_second_line_summed_up(lang: str) -> None:
    page, both, other = SPECS[lang]
    passage = page.splitlines()[1:2]
    assert label_swap(both, page, passage) is None  # "185 cm" is the height's "1.85 m"
    assert label_swap(other, page, passage) is not None
