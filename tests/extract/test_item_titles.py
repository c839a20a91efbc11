"""A listing's item titles survive chrome removal; menus and buttons do not; a thin
reading falls back to the whole page. The pages are in Polish: the rules read structure."""

from __future__ import annotations

import pytest
from lxml.html import fromstring

from services.extract import extract_page, pipeline
from services.extract.blocks import measure
from services.extract.item_titles import item_titles
from services.extract.pipeline import MIN_ARTICLE_CHARS
from services.extract.thin import thin_reading

URL = "https://ranking.example.pl/narzedzia"

NAMES = ("Kowal Analityka", "Sowa Dane", "Mrówka Chmura", "Bóbr Obliczenia", "Jeż Wizja",
         "Lis Modele", "Dzik Prognozy", "Wilk Mowa", "Żubr Tłumacz", "Ryś Obrazy")
LEAD = (
    "Zestawienie narzędzi uczenia maszynowego uszeregowanych według oceny użytkowników. "
    "Ocena łączy opinie, łatwość wdrożenia i koszt utrzymania w ciągu pierwszego roku."
)


def _row(i: int, name: str, button: bool = False) -> str:
    more = f"<div class='akcja'><a href='/porownaj/{i}'>Porównaj</a></div>" if button else ""
    return (
        f"<div class='wiersz'><div class='miejsce'>{i + 1}.</div>"
        f"<div class='nazwa'><a href='/produkt/{i}'>{name}</a></div>"
        f"<span class='ocena'>{9 - i * 0.2:.1f}</span>"
        f"<span class='opis'>wdrożenie w {i + 2} dni</span>{more}</div>"
    )


def _ranking(rows: str) -> str:
    return (
        "<html><head><title>Ranking narzędzi</title></head><body>"
        "<nav><ul><li><a href='/'>Start</a></li><li><a href='/o-nas'>O nas</a></li></ul></nav>"
        f"<main><h1>Ranking narzędzi</h1><p>{LEAD}</p><div class='tabela'>{rows}</div></main>"
        "</body></html>"
    )


def test_a_ranked_listing_keeps_the_name_of_each_item_beside_its_score() -> None:
    rows = "".join(_row(i, name, button=True) for i, name in enumerate(NAMES))
    md = extract_page(_ranking(rows), URL).markdown
    for name in NAMES:
        assert name in md
    assert "8.8" in md


def test_a_label_repeated_in_every_item_is_a_button_not_a_title() -> None:
    rows = "".join(_row(i, name, button=True) for i, name in enumerate(NAMES))
    md = extract_page(_ranking(rows), URL).markdown
    assert "Porównaj" not in md


def _strips(html: str) -> tuple[list, object, dict]:
    root = fromstring(html)
    sizes = measure(root)
    strips = [e for e in root.iter("div", "ul") if e.find("a") is not None
              and sizes[e][1] == sizes[e][0]]
    return strips, root, sizes


def test_a_menu_of_bare_links_has_no_item_titles() -> None:
    links = "".join(f"<li><div><a href='/k/{i}'>{name}</a></div></li>"
                    for i, name in enumerate(NAMES))
    strips, root, sizes = _strips(f"<div><ul class='menu'>{links}</ul><p>{LEAD}</p></div>")
    assert item_titles(strips, strips, root, sizes) == set()


def test_prices_and_dates_as_links_name_no_item() -> None:
    rows = "".join(
        f"<div class='karta'><p>{name} w dobrej cenie</p>"
        f"<div class='cena'><a href='/p/{i}'>{100 + i},99 zł</a></div></div>"
        for i, name in enumerate(NAMES))
    strips, root, sizes = _strips(f"<div>{rows}</div>")
    assert strips
    assert item_titles(strips, strips, root, sizes) == set()


def test_titles_of_alike_items_are_found_and_a_lone_one_is_not() -> None:
    rows = "".join(_row(i, name) for i, name in enumerate(NAMES))
    strips, root, sizes = _strips(f"<div>{rows}</div>")
    titles = item_titles(strips, strips, root, sizes)
    assert {" ".join(t.text_content().split()) for t in titles} == set(NAMES)
    strips, root, sizes = _strips(f"<div>{_row(0, NAMES[0])}{_row(1, NAMES[1])}</div>")
    assert item_titles(strips, strips, root, sizes) == set()


def test_a_reading_is_thin_when_both_blocks_hold_a_line() -> None:
    line = fromstring("<div><p>Znajdź najbliższego sprzedawcę</p></div>")
    text = fromstring(f"<div><p>{LEAD}</p><p>{LEAD}</p></div>")
    assert thin_reading(line, line, MIN_ARTICLE_CHARS)
    assert thin_reading(None, line, MIN_ARTICLE_CHARS)
    assert not thin_reading(line, text, MIN_ARTICLE_CHARS)
    assert not thin_reading(text, None, MIN_ARTICLE_CHARS)


def test_a_page_whose_main_holds_a_line_is_read_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    # The first reading alone (the second reader would find the cards on its own).
    monkeypatch.setattr(pipeline, "second_opinion", lambda doc, url: "")
    cards = "".join(
        f"<div class='kafel'><a href='/kosiarka/{i}'><h4>Model K{i}00</h4>"
        f"<h3>Kosiarka automatyczna do ogrodu do {i + 1} arów z czujnikiem deszczu</h3></a>"
        f"<p>Cena {1999 + 500 * i} zł, dostawa w {i + 2} dni robocze</p></div>" for i in range(8))
    html = (
        "<html><head><title>Kosiarki</title></head><body>"
        "<main><h3>Kosiarki automatyczne</h3><p>Podaj kod pocztowy, a wskażemy najbliższy"
        " punkt serwisowy.</p></main>"
        f"<div class='promo-siatka'>{cards}</div></body></html>"
    )
    md = extract_page(html, URL).markdown
    for i in (0, 4, 7):
        assert f"Model K{i}00" in md
