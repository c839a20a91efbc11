"""Teaser cards inside an article block: other posts, each a linked title over its excerpt.

A page shows other posts beside its article ("related", "more from"): a run of
alike blocks made by one template (same tag and class, but for the words a
template numbers each card by: ``alike.template_kind``), each holding a
heading that is nothing but a link to another page of the same site, and a
short excerpt.
readability's cleaning drops linked headings, and what is left of each card,
its excerpt, reads like a paragraph of the article. Found before that
cleaning, while the titles still say what the cards are, the run is dropped
with its short label.

An article's own sections may carry linked headings too: a list of products,
each named by a link to its shop, leads off the site; a section that says more
than a card's excerpt (``MAX_CARD_CHARS``) is no card.
"""

from __future__ import annotations

import lxml.etree
from lxml.html import HtmlElement

from services.extract.alike import template_kind
from services.extract.dom import HEADING_TAGS, link_length, text_length
from services.weburl import try_parse

# At least this many alike siblings make a run of cards.
MIN_CARDS = 3
# A card says little: its title and an excerpt of at most this many characters.
MAX_CARD_CHARS = 500
# A card's title heading is a link: this share of its text or more is link text.
TITLE_LINK_SHARE = 0.9
# Cards beside an article hold less than this share of the block; a block
# that is mostly cards is a listing, or readability's mistake, and other
# rules judge it whole.
MAX_CARDS_SHARE = 0.5
# A label ("Related posts") above the run is at most this long.
MAX_LABEL_CHARS = 40


def _host(url: str) -> str:
    """The host of an absolute ``url`` as a browser reads it, less "www."; "" for a
    relative one."""
    parsed = try_parse(url)
    host = parsed.host if parsed is not None else ""
    return host[4:] if host.startswith("www.") else host


def _leads_within(href: str, host: str) -> bool:
    """Whether a link leads to another page of the site on ``host`` (not within the page)."""
    if not href or href.startswith("#"):
        return False
    target = _host(href)
    return (not target or target == host or target.endswith("." + host)
            or host.endswith("." + target))


def _linked_title(card: HtmlElement, host: str) -> bool:
    """Whether ``card`` holds one heading, and that heading is a link to a page of ``host``."""
    headings = list(card.iter(*HEADING_TAGS))
    if len(headings) != 1:
        return False
    heading = headings[0]
    text = text_length(heading)
    if not text or link_length(heading) < TITLE_LINK_SHARE * text:
        return False
    return all(_leads_within((a.get("href") or "").strip(), host) for a in heading.iter("a"))


def _is_card(card: HtmlElement, host: str) -> bool:
    return 0 < text_length(card) <= MAX_CARD_CHARS and _linked_title(card, host)


def _label(run_parent: HtmlElement, root: HtmlElement) -> HtmlElement | None:
    """The short block just before the run's holder (its label), up to ``root``."""
    node = run_parent
    while node is not root:
        previous = node.getprevious()
        while previous is not None and not isinstance(previous.tag, str):
            previous = previous.getprevious()
        if previous is not None:
            length = text_length(previous)
            return previous if 0 < length <= MAX_LABEL_CHARS else None
        parent = node.getparent()
        if parent is None:
            return None
        node = parent
    return None


def teaser_cards(root: HtmlElement, url: str) -> list[HtmlElement]:
    """The runs of teaser cards in ``root`` with their labels (outermost only, page order);
    none when they hold ``MAX_CARDS_SHARE`` of ``root`` or more.

    ``url`` is the page's address: the cards lead to other pages of its site.
    """
    host = _host(url)
    found: list[HtmlElement] = []
    for parent in root.iter(lxml.etree.Element):
        if len(parent) < MIN_CARDS:  # (too few children to hold a run)
            continue
        groups: dict[tuple[str, str], list[HtmlElement]] = {}
        for child in parent:
            if isinstance(child.tag, str):
                groups.setdefault(template_kind(child), []).append(child)
        for (_, kind), items in groups.items():
            if not kind.strip() or len(items) < MIN_CARDS:
                continue
            if all(_is_card(item, host) for item in items):
                found.extend(items)
                label = _label(parent, root)
                if label is not None:
                    found.append(label)
    inside: set[HtmlElement] = set()
    for elem in found:
        inside.update(elem.iterdescendants())
    found = [elem for elem in found if elem not in inside]
    if found and sum(map(text_length, found)) >= MAX_CARDS_SHARE * text_length(root):
        return []
    return found
