"""Teaser cards beside an article (other posts, each a linked title over a short excerpt) are
dropped from readability's block with their label; an article's own sections whose headings
link off the site (a product list naming each shop) stay, and so do fewer than three alike
cards."""

from __future__ import annotations

import lxml.html

from services.extract import extract_page
from services.extract.teaser_cards import teaser_cards

URL = "https://site.example.net/story"
WORDS = ("harbour", "orchard", "lantern", "meadow", "quarry", "glacier", "thicket", "cavern")


def _prose(seed: int, sentences: int) -> str:
    word = WORDS[seed % len(WORDS)]
    return " ".join(f"The {word} number {seed} changed in season {n}, and the keepers wrote down "
                    f"what they saw, step by step, so that others could follow it later."
                    for n in range(sentences))


def _card(seed: int) -> str:
    return (f"<div class='item'><div class='image'><a href='/post-{seed}'><img src='/{seed}.jpg'>"
            f"</a></div><div class='content'><h3><a href='/post-{seed}'>Other post {seed}</a></h3>"
            f"<p>{_prose(seed, 1)}</p></div></div>")


def _page(cards: int) -> str:
    body = "".join(f"<p>{_prose(n, 4)}</p>" for n in range(6))
    related = "".join(_card(20 + n) for n in range(cards))
    return ("<html><head><title>Story</title></head><body>"
            "<nav><a href='/'>Home</a> <a href='/news'>News</a></nav>"
            f"<div class='page'><article><h1>Story</h1>{body}</article>"
            f"<div class='more'><div class='label'><h2>Zebra</h2></div>"
            f"<div class='list'>{related}</div></div></div>"
            "<footer><a href='/privacy'>Privacy</a> Copyright the site</footer></body></html>")


def test_a_run_of_cards_is_found_with_its_label() -> None:
    root = lxml.html.fromstring(_page(3))
    found = teaser_cards(root, URL)
    assert [e.get("class") for e in found] == ["item", "item", "item", "label"]


def test_cards_leave_the_article() -> None:
    text = extract_page(_page(3), URL).markdown
    assert "season 3" in text
    assert "number 21" not in text
    assert "Zebra" not in text


def test_two_alike_blocks_are_no_run() -> None:
    assert teaser_cards(lxml.html.fromstring(_page(2)), URL) == []


def test_sections_with_linked_headings_are_the_article() -> None:
    sections = "".join(f"<div class='entry'><h3><a href='https://shop.example.com/{n}'>Item {n}"
                       f"</a></h3><p>{_prose(n, 3)}</p></div>" for n in range(4))
    page = ("<html><head><title>Best items</title></head><body><article><h1>Best items</h1>"
            f"<p>{_prose(9, 3)}</p>{sections}</article></body></html>")
    assert teaser_cards(lxml.html.fromstring(page), URL) == []
    assert "number 3" in extract_page(page, URL).markdown
