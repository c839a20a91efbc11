"""A section shipped twice for two screen sizes is read once; alike items repeated stay."""

from __future__ import annotations

from lxml.html import HtmlElement, fromstring

from services.extract.prune import prune
from services.extract.variant_copies import variant_copies

FACTS = "".join(f"<div><b>{n}x</b> faster planning in team number {n}</div>" for n in range(4))
FEATURES = ("<ul><li>Written by experts</li><li>Formatted to be read</li>"
            "<li>Ready in a week</li></ul>")


def _copies(html: str) -> list[str]:
    return [" ".join(e.text_content().split())[:12] for e in variant_copies(fromstring(html))]


def test_a_section_in_a_wide_and_a_narrow_variant_is_read_once() -> None:
    html = (f"<div><div class='grid wide-only'><div class='facts'>{FACTS}</div></div>"
            f"<div class='stack narrow-only'><div class='facts'>{FACTS}</div></div></div>")
    assert _copies(html) == ["0x faster pl"]


def test_a_list_repeated_in_alike_cards_stays() -> None:
    cards = "".join(f"<div class='plan card'><h3>Plan {n}</h3><p>${n}9</p>{FEATURES}</div>"
                    for n in range(3))
    assert _copies(f"<div class='plans'>{cards}</div>") == []


def test_cards_alike_but_for_a_word_of_their_own_are_alike() -> None:
    # (A card's own class words: its number, its stock.)
    cards = "".join(f"<li class='product type-product post-{n} {stock}'>{FEATURES}</li>"
                    for n, stock in ((11, "instock"), (12, "outofstock"), (13, "instock")))
    assert _copies(f"<ul class='products'>{cards}</ul>") == []


def test_a_short_block_said_twice_stays() -> None:
    html = ("<div><div class='a'><ul><li>Call us</li><li>Write</li></ul></div>"
            "<div class='b'><ul><li>Call us</li><li>Write</li></ul></div></div>")
    assert _copies(html) == []


def _page() -> HtmlElement:
    intro = "<p>" + "What the service does for a team, told at some length. " * 4 + "</p>"
    return fromstring(
        f"<div>{intro}<section class='stats wide-only'><div class='facts'>{FACTS}</div></section>"
        f"<div class='mobile stack'><div class='facts'>{FACTS}</div></div></div>")


def test_a_multi_block_region_reads_the_variants_once() -> None:
    region = _page()
    prune(region, multi_block=True)
    assert region.text_content().count("faster planning in team number 3") == 1


def test_readabilitys_single_block_is_left_as_it_is() -> None:
    block = _page()
    prune(block)
    assert block.text_content().count("faster planning in team number 3") == 2
