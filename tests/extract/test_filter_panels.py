"""A listing's filter panels (checkboxes, buttons) and the labels of its sort and page-size
fields go; a task list, a list of links and an accordion of questions stay, and so do the
parts of later cards a script marked hidden before drawing them. The pages are in German:
the rules read structure."""

from __future__ import annotations

from lxml.html import fromstring

from services.extract import dom, extract_page
from services.extract.filter_panels import filter_panels

URL = "https://laden.example.de/taschen"

ITEMS = ("Reisetasche Alpen", "Rucksack Nordsee", "Koffer Bodensee", "Trolley Elbe",
         "Kulturbeutel Harz", "Umhängetasche Rhein")
LEAD = ("Handgepäck für kurze und lange Reisen: leichte Koffer, robuste Rucksäcke und "
        "Taschen, die in jedes Gepäckfach passen. Alle Modelle mit zwei Jahren Garantie.")


def _checkboxes(name: str, values: tuple[str, ...]) -> str:
    rows = "".join(f"<li><input type='checkbox' id='{name}{i}'><label for='{name}{i}'>{v}"
                   f"</label></li>" for i, v in enumerate(values))
    return f"<details open><summary>{name}</summary><ul>{rows}</ul></details>"


def _buttons(values: tuple[str, ...]) -> str:
    rows = "".join(f"<li><button><span>{v}</span><span>Filtern nach {v}</span></button></li>"
                   for v in values)
    return f"<div><ul>{rows}</ul></div>"


def _page(aside: str) -> str:
    cards = "".join(
        f"<div class='karte'><h3><a href='/p/{i}'>{name}</a></h3><p>{40 + i * 7},95 €</p>"
        f"<p>Wasserabweisendes Gewebe, {20 + i} Liter, Rollen aus Gummi.</p></div>"
        for i, name in enumerate(ITEMS))
    return (
        "<html><head><title>Taschen</title></head><body><main><h1>Taschen</h1>"
        f"<p>{LEAD}</p>{aside}<div class='raster'>{cards}</div></main></body></html>"
    )


COLOURS = ("Schwarz", "Blau", "Grün", "Grau", "Rot")
SIZES = ("unter 40 cm", "40 bis 55 cm", "über 55 cm")


def test_checkbox_and_button_panels_are_dropped_with_their_label() -> None:
    html = _page(_checkboxes("Farbe", COLOURS) + _buttons(SIZES))
    markdown = extract_page(html, URL).markdown
    for value in COLOURS + SIZES:
        assert value not in markdown
    assert "Farbe" not in markdown
    for name in ITEMS:
        assert name in markdown


def test_panels_found_before_widgets_are_stripped() -> None:
    doc = fromstring(_page(_checkboxes("Farbe", COLOURS) + _buttons(SIZES)))
    panels = filter_panels(doc)
    assert [p.tag for p in panels] == ["details", "ul"]


def _spoken_buttons(facet: str, values: tuple[str, ...]) -> str:
    rows = "".join(f"<li><button><span aria-hidden='true'>{v}</span><span>Filtern nach "
                   f"{facet}: {v}</span></button></li>" for v in values)
    return f"<ul>{rows}</ul>"


LONG_SIZES = ("35 bis 45 cm (Handgepäck unter dem Sitz)", "46 bis 55 cm (Handgepäck im Fach)",
              "56 bis 69 cm (mittlerer Koffer)")


def test_a_value_written_to_be_seen_and_to_be_heard_counts_once() -> None:
    # Each value twice (over the length of a filter value), once hidden from screen readers.
    doc = fromstring(_page(_spoken_buttons("Größe", LONG_SIZES)))
    assert [p.tag for p in filter_panels(doc)] == ["ul"]


def _radios(facet: str, values: tuple[str, ...]) -> str:
    rows = "".join(f"<li><label><input type='radio' name='{facet}{i}'> {v}</label></li>"
                   for i, v in enumerate(values))
    return f"<div><button>{facet}</button><ul>{rows}</ul></div>"


TWO_PRICES = ("150 bis 199 €", "ab 250 €")
TWO_COLOURS = ("Schwarz", "Edelstahl")
TWO_WEIGHTS = ("unter 3 kg", "3 bis 5 kg")


def test_facets_of_two_values_go_in_a_panel_of_several() -> None:
    panel = "<div>" + "".join(_radios(f, v) for f, v in (
        ("Preis", TWO_PRICES), ("Farbe", TWO_COLOURS), ("Gewicht", TWO_WEIGHTS))) + "</div>"
    markdown = extract_page(_page(panel), URL).markdown
    for value in TWO_PRICES + TWO_COLOURS + TWO_WEIGHTS:
        assert value not in markdown
    for name in ITEMS:
        assert name in markdown


def test_two_pairs_of_choices_stay() -> None:
    # Two questions with two answers each are no panel of facets.
    pairs = "".join(f"<p>Frage {i}: Wie oft reisen Sie im Jahr mit Handgepäck?</p>"
                    + _radios(f"f{i}", ("selten", "oft")) for i in range(2))
    doc = fromstring(_page(pairs))
    assert filter_panels(doc) == []


def test_task_list_links_and_accordions_stay() -> None:
    ticks = "".join(f"<li><input type='checkbox' disabled checked> {v}</li>" for v in COLOURS)
    links = "".join(f"<li><a href='/f/{v}'>{v}</a><input type='checkbox'></li>" for v in SIZES)
    answers = "".join(
        f"<li><button>Frage {i}?</button><div>Die Antwort auf Frage {i} ist ausführlich und "
        f"erklärt, wie lange die Lieferung dauert und was sie kostet.</div></li>"
        for i in range(4))
    doc = fromstring(f"<html><body><ul>{ticks}</ul><ul>{links}</ul><ul>{answers}</ul>"
                     "</body></html>")
    assert filter_panels(doc) == []
    dom.strip_invisible(doc)
    text = doc.text_content()
    assert all(v in text for v in COLOURS + SIZES)


def test_labels_of_fields_to_choose_or_type_in_are_dropped_with_them() -> None:
    sort = ("<div><label>Sortieren nach:</label><select name='s'><option>Preis</option>"
            "</select><label for='n'>Artikel je Seite</label><select name='n'>"
            "<option>30</option></select><label>Menge <input type='number'></label></div>")
    markdown = extract_page(_page(sort), URL).markdown
    for label in ("Sortieren nach", "Artikel je Seite", "Menge"):
        assert label not in markdown
    for name in ITEMS:
        assert name in markdown


def test_labels_of_checkboxes_and_of_nothing_stay() -> None:
    doc = fromstring("<html><body><p><label><input type='checkbox'> Ich stimme zu</label></p>"
                     "<p><label>Lieferzeit:</label> zwei bis drei Werktage</p></body></html>")
    dom.strip_invisible(doc)
    text = doc.text_content()
    assert "Ich stimme zu" in text and "Lieferzeit:" in text


def _cards(shown: int) -> str:
    return "".join(
        f"<div class='karte'><h3><a href='/p/{i}'>{name}</a></h3>"
        f"<p class='preis' aria-hidden='{'false' if i < shown else 'true'}'>{40 + i * 7},95 €</p>"
        f"<p>Wasserabweisendes Gewebe, {20 + i} Liter, Rollen aus Gummi.</p></div>"
        for i, name in enumerate(ITEMS))


def test_later_cards_parts_a_script_has_not_drawn_yet_stay() -> None:
    html = (f"<html><head><title>Taschen</title></head><body><main><h1>Taschen</h1><p>{LEAD}"
            f"</p><div class='raster'>{_cards(3)}</div></main></body></html>")
    markdown = extract_page(html, URL).markdown
    for i in range(len(ITEMS)):
        assert f"{40 + i * 7},95 €" in markdown


def test_a_kind_shown_once_or_in_turn_stays_hidden() -> None:
    once = _cards(1)
    turns = once.replace("aria-hidden='true'>47", "aria-hidden='false'>47").replace(
        "aria-hidden='false'>40", "aria-hidden='true'>40")
    for cards in (once, turns):
        doc = fromstring(f"<html><body><main>{cards}</main></body></html>")
        dom.strip_invisible(doc)
        text = doc.text_content()
        assert "61,95 €" not in text
