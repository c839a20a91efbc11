"""A card's title written twice inside the card: the second copy is dropped.

Shop themes build a product card with two variants of its heading, one shown
when the card has a picture and one when it has none; a stylesheet we do not
evaluate hides one of them. The reader sees the title once; the page's text
has it twice in every card, which doubles each item's name in a listing.
``prune._drop_repeats`` drops repeated blocks only when they are long (a title
is short), so these copies are told by structure instead: a heading whose link
leads where an earlier heading's link leads, with the same words, both inside
one card-sized block, in at least ``MIN_ITEMS`` cards (a theme's variants recur
in every card; one card with its title twice is that card's own matter, and
dropping it would tip the choice of the page's main block on a single heading).
A heading repeated elsewhere on the page (a title in a listing and again in a
sidebar) is in no common card and stays.
"""

from __future__ import annotations

from lxml.html import HtmlElement

from services.extract.dom import HEADING_TAGS, text_length
from services.extract.item_titles import MAX_ITEM_CHARS, MIN_ITEMS
from services.extract.titles import heading_text


def _target(heading: HtmlElement) -> str | None:
    """Where the heading's one link leads (None for no link, several, or no address)."""
    links = [a for a in heading.iterdescendants("a") if a.get("href") is not None]
    if len(links) != 1:
        return None
    return str(links[0].get("href")).split("#")[0] or None


def _in_one_card(first: HtmlElement, second: HtmlElement) -> bool:
    """Whether the smallest block holding both headings is no larger than a card."""
    ancestors = set(first.iterancestors())
    for common in second.iterancestors():
        if common in ancestors:
            return text_length(common) <= MAX_ITEM_CHARS
    return False


def title_copies(root: HtmlElement) -> list[HtmlElement]:
    """The second and later copies of a card's linked title in ``root``, in page order."""
    seen: dict[tuple[str, str], HtmlElement] = {}
    doomed: list[HtmlElement] = []
    for heading in root.iter(*HEADING_TAGS):
        target = _target(heading)
        text = heading_text(heading)
        if target is None or not text:
            continue
        key = (text.casefold(), target)
        first = seen.get(key)
        if first is not None and _in_one_card(first, heading):
            doomed.append(heading)
        else:
            seen[key] = heading
    # One card with its title twice is the page's own choice; a listing's cards alike
    # in it are its theme's variants.
    return doomed if len(doomed) >= MIN_ITEMS else []
