"""A card's linked title written twice inside the card is read once; other repeats stay."""

from __future__ import annotations

from lxml.html import fromstring

from services.extract import extract_page
from services.extract.title_copies import title_copies

NAMES = ("Studio Monitor Headphones", "Open Back Reference Set", "Wireless Travel Pair",
         "Closed Back Recording Set")


def _card(name: str, slug: str, second: str) -> str:
    return (f"<li><div class='inner'><h3><a href='/products/{slug}'>{name}</a></h3></div>"
            f"<div class='content'><div class='maker'>Maker</div>{second}"
            "<div class='price'>$279.95</div></div></li>")


def _copies(html: str) -> list[str]:
    return [" ".join(h.text_content().split()) for h in title_copies(fromstring(html))]


def test_a_cards_title_repeated_in_the_card_is_dropped_once() -> None:
    cards = "".join(_card(name, f"p{i}", f"<h3><a href='/products/p{i}'>{name}</a></h3>")
                    for i, name in enumerate(NAMES))
    assert _copies(f"<ul>{cards}</ul>") == list(NAMES)


def test_a_heading_leading_elsewhere_is_kept() -> None:
    cards = "".join(_card(name, f"p{i}", f"<h3><a href='/reviews/p{i}'>{name}</a></h3>")
                    for i, name in enumerate(NAMES))
    assert _copies(f"<ul>{cards}</ul>") == []


def test_the_same_title_far_apart_on_the_page_is_kept() -> None:
    filler = "<p>" + "A long paragraph of the running text about the products. " * 30 + "</p>"
    html = (f"<div><section><h2><a href='/products/p0'>{NAMES[0]}</a></h2>{filler}</section>"
            f"<aside><h4><a href='/products/p0'>{NAMES[0]}</a></h4>{filler}</aside></div>")
    assert _copies(html) == []


def test_unlinked_headings_are_no_card_titles() -> None:
    html = "<div><h3>Ingredients</h3><p>Flour</p><h3>Ingredients</h3><p>Sugar</p></div>"
    assert _copies(html) == []


def test_one_card_with_its_title_twice_is_left_alone() -> None:
    cards = "".join(
        _card(name, f"p{i}", "" if i else f"<h3><a href='/products/p{i}'>{name}</a></h3>")
        for i, name in enumerate(NAMES))
    assert _copies(f"<ul>{cards}</ul>") == []


def test_a_listing_reads_each_title_once() -> None:
    names = [f"Studio Model {letter} Headphones" for letter in "ABCDEFGH"]
    cards = "".join(_card(name, f"p{i}", f"<h3><a href='/products/p{i}'>{name}</a></h3>")
                    for i, name in enumerate(names))
    page = ("<html><head><title>Headphones</title></head><body><main><h1>Headphones</h1>"
            f"<ul>{cards}</ul></main></body></html>")
    markdown = extract_page(page, "https://shop.example.net/collections/headphones").markdown
    assert [markdown.count(name) for name in names] == [1] * len(names)
    assert markdown.count("$279.95") == len(names)
