"""Labels set apart for screen readers, repeated in every card, leave the Markdown.

Told by the frameworks' utility classes and by repetition beside shown text,
not by words: the pages are in German, French and Spanish.
"""

from __future__ import annotations

import lxml.html
import pytest

from services.extract import extract_page
from services.extract.screen_reader import screen_reader_labels

URL = "https://shop.example.org/kollektion"
PRODUCTS = ("Wanderschuh Alpin", "Regenjacke Nordwind", "Rucksack Gipfel 30",
            "Trinkflasche Quelle", "Stirnlampe Nachtfalter", "Schlafsack Daune")
INTRO = ("Unsere Ausrüstung für Touren in den Bergen wird in kleinen Werkstätten gefertigt "
         "und hält viele Jahre. Jedes Stück ist geprüft, repariert sich leicht und begleitet "
         "Sie auf jeder Etappe, bei Sonne wie bei Regen.")


def _cards(label_class: str, regular: str, sale: str, vendor: str) -> str:
    return "".join(
        f"<li class='karte'><h3>{name}</h3>"
        f"<div class='hersteller'><span class='{label_class}'>{vendor}</span>"
        f"<span>Bergwerk</span></div>"
        f"<div class='preis'><span class='{label_class}'>{regular}</span>"
        f"<s>{80 + i},00 €</s><span class='{label_class}'>{sale}</span>"
        f"<span>{60 + i},00 €</span></div></li>"
        for i, name in enumerate(PRODUCTS))


def _page(cards: str) -> str:
    return ("<html><head><title>Kollektion</title></head><body><main><h1>Kollektion</h1>"
            f"<p>{INTRO}</p><ul class='raster'>{cards}</ul></main></body></html>")


@pytest.mark.parametrize(("label_class", "regular", "sale", "vendor"), [
    ("visually-hidden visually-hidden--inline", "Normaler Preis", "Angebotspreis", "Hersteller:"),
    ("sr-only", "Prix normal", "Prix soldé", "Fabricant :"),
    ("screen-reader-text", "Precio habitual", "Precio de oferta", "Proveedor:"),
])
def test_a_listings_repeated_labels_leave_and_its_items_stay(
        label_class: str, regular: str, sale: str, vendor: str) -> None:
    markdown = extract_page(_page(_cards(label_class, regular, sale, vendor)), URL).markdown
    for name in PRODUCTS:
        assert name in markdown
    assert "65,00 €" in markdown and "85,00 €" in markdown
    for label in (regular, sale, vendor):
        assert label not in markdown


def test_labels_in_plain_classes_are_no_screen_reader_text() -> None:
    markdown = extract_page(_page(_cards("etikett", "Normaler Preis", "Angebotspreis",
                                         "Hersteller:")), URL).markdown
    assert "Normaler Preis" in markdown and "Hersteller:" in markdown


def _block(html: str) -> lxml.html.HtmlElement:
    return lxml.html.fragment_fromstring(html, create_parent="div")


def test_a_label_that_stands_for_a_drawn_mark_stays() -> None:
    # A comparison table: each cell draws a check mark and says "Oui" to screen readers.
    rows = "".join(f"<tr><td>Service {i}</td><td><i class='coche'></i>"
                   f"<span class='sr-only'>Oui</span></td></tr>" for i in range(5))
    assert screen_reader_labels(_block(f"<table>{rows}</table>")) == []


def test_a_label_said_once_stays() -> None:
    cards = "".join(f"<p><span class='sr-only'>Precio {i}</span><span>{i} €</span></p>"
                    for i in range(5))
    assert screen_reader_labels(_block(cards)) == []


def test_labels_beside_shown_text_are_found() -> None:
    cards = "".join(f"<p><span class='sr-only'>Precio</span><span>{i} €</span></p>"
                    for i in range(2))
    assert [label.text for label in screen_reader_labels(_block(cards))] == ["Precio"] * 2


@pytest.mark.parametrize("label_class", [
    "govuk-visually-hidden", "u-visually-hidden", "chakra-visually-hidden",
    "Visually-Hidden", "SR-Only", "VisuallyHidden",
])
def test_prefixed_and_capitalised_classes_are_the_same_convention(label_class: str) -> None:
    cards = "".join(f"<p><span class='{label_class}'>Prezzo</span><span>{i} €</span></p>"
                    for i in range(2))
    assert [label.text for label in screen_reader_labels(_block(cards))] == ["Prezzo"] * 2


@pytest.mark.parametrize("label_class", ["not-sr-only", "md:not-sr-only", "mysr-only"])
def test_a_class_that_undoes_or_merely_holds_the_name_is_none(label_class: str) -> None:
    cards = "".join(f"<p><span class='{label_class}'>Prezzo</span><span>{i} €</span></p>"
                    for i in range(2))
    assert screen_reader_labels(_block(cards)) == []
