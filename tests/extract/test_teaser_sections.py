"""Labelled card lists after a region's own prose are teasers; a listing's cards are not.
The pages are in German: the rule reads structure, not words."""

from __future__ import annotations

from lxml.html import HtmlElement, fromstring

from services.extract.blocks import measure
from services.extract.teaser_sections import drop_teaser_sections, teaser_sections

PROSE = (
    "Wir beraten mittelständische Unternehmen bei der Auswahl, Einführung und dem Betrieb "
    "ihrer Datenplattformen, von der ersten Bestandsaufnahme bis zum laufenden Betrieb."
)


def card(i: int) -> str:
    return (f"<div class='karte'><a href='/beitrag/{i}'><span>Beitrag Nummer {i}</span>"
            f"<span>Eine kurze Vorschau auf den Inhalt des Beitrags {i} und seine Themen.</span>"
            "</a></div>")


def cards_section(cards: int = 4) -> str:
    items = "".join(card(i) for i in range(cards))
    return (f"<section class='block'><div class='kopf'><h2>Aktuelles</h2></div>"
            f"<div class='liste'>{items}</div></section>")


def region(paragraphs: int, *, cards: int = 4) -> HtmlElement:
    prose = "".join(f"<p>{PROSE} Absatz {i}.</p>" for i in range(paragraphs))
    return fromstring(f"<main><h1>Leistungen</h1><section>{prose}</section>"
                      f"{cards_section(cards)}</main>")


def found_labels(root: HtmlElement) -> list[str]:
    return [s.findtext(".//h2") or "" for s in teaser_sections(root, measure(root))]


def test_a_labelled_card_list_after_the_pages_own_prose_is_teasers() -> None:
    root = region(8)
    assert found_labels(root) == ["Aktuelles"]
    drop_teaser_sections(root)
    text = root.text_content()
    assert "Beitrag Nummer 2" not in text
    assert "Absatz 7." in text


def test_a_listing_with_a_line_of_introduction_keeps_its_cards() -> None:
    assert found_labels(region(1)) == []


def test_a_card_list_as_long_as_the_prose_before_it_stays() -> None:
    assert found_labels(region(4, cards=6)) == []


def test_two_cards_are_no_card_list() -> None:
    assert found_labels(region(8, cards=2)) == []


def test_a_heading_over_prose_is_a_section_of_the_page() -> None:
    prose = "".join(f"<p>{PROSE} Absatz {i}.</p>" for i in range(8))
    root = fromstring(f"<main><section>{prose}</section><section><h2>Ablauf</h2>"
                      f"<div><p>{PROSE}</p><p>{PROSE}</p><p>{PROSE}</p></div></section></main>")
    assert found_labels(root) == []
