"""A listing's item titles: the one link that names each of alike items.

Chrome removal drops strips that are nearly all link text: a menu, a tag
list, a row of "read more" links. A listing's item names its item with one
such strip, a short title link ("Scream 7", "Neural Designer") in a block of
its own, while the rest of the item (a rank, a rating, a date, a price) is
plain text and stays. Dropping the title keeps the item's details and loses
what they are details of.

The structure tells a title from a menu, in any language and on any site:

- the strip leads to one place (all its links share one target) and reads
  as words (a price, a date or a post number names nothing);
- it sits inside a larger item, one of at least ``MIN_ITEMS`` alike siblings
  (``alike_kind``), not in a run of links alone (a menu's items are
  the links themselves), and the item is a card, not a post or a section;
- the item keeps some text of its own once chrome is gone;
- at least ``MIN_ITEMS`` alike items have such a title, in alike places;
- and the titles differ (one label in every item, "Apply" or "Read more",
  is a button).
"""

from __future__ import annotations

from collections.abc import Iterable

from lxml.html import HtmlElement

from services.extract.alike import alike_kind

# At least this many alike items, each with its title strip, make a listing.
MIN_ITEMS = 3
# The item keeps at least this many characters besides its title and its other chrome.
MIN_ITEM_REST = 3
# Titles name their items: at least this share of a group's strips read differently
# (a label repeated in every item is a button).
DISTINCT_SHARE = 1.0
# A title is words: at least this many letters, and this share of its characters.
MIN_LETTERS = 2
LETTER_SHARE = 0.5
# An item is a card, not a post or a section: it holds at most this many characters.
MAX_ITEM_CHARS = 1000
# How far up from the title its item is looked for.
MAX_ITEM_LEVELS = 6


def _reads_as_name(text: str) -> bool:
    """Words, not a figure: a price, a date, a post number or an initial names no item."""
    chars = [c for c in text if not c.isspace()]
    letters = sum(1 for c in chars if c.isalpha())
    return letters >= MIN_LETTERS and letters >= LETTER_SHARE * len(chars)


def _one_target(strip: HtmlElement) -> bool:
    targets = {(a.get("href") or "").strip() for a in strip.iter("a")}
    return len(targets) == 1 and "" not in targets


def _alike_siblings(elem: HtmlElement) -> int:
    parent = elem.getparent()
    if parent is None:
        return 0
    kind = alike_kind(elem)
    return sum(1 for child in parent if isinstance(child.tag, str) and alike_kind(child) == kind)


def _item_of(strip: HtmlElement, root: HtmlElement) -> HtmlElement | None:
    """The nearest ancestor of ``strip`` (below ``root``) that is one of alike siblings."""
    node = strip
    for _ in range(MAX_ITEM_LEVELS):
        parent = node.getparent()
        if parent is None or parent is root:
            return None
        if _alike_siblings(parent) >= MIN_ITEMS:
            return parent
        node = parent
    return None


def item_titles(doomed: Iterable[HtmlElement], strips: Iterable[HtmlElement],
                root: HtmlElement, sizes: dict[HtmlElement, tuple[int, int]]) -> set[HtmlElement]:
    """The strips of ``doomed`` that are the titles of a listing's items (see the docstring).

    ``doomed`` are the outermost elements chrome removal would drop from
    ``root``, ``strips`` those of them it drops only for being strips of links
    (the only ones that may be titles); ``sizes`` holds (text, link text)
    lengths as ``blocks.measure`` counts them.
    """
    gone = set(doomed)
    groups: dict[tuple[object, ...], list[HtmlElement]] = {}
    items: dict[HtmlElement, HtmlElement] = {}
    for strip in strips:
        if (not _one_target(strip) or _alike_siblings(strip) >= MIN_ITEMS
                or not _reads_as_name(strip.text_content())):
            continue  # (one of a run of links is a menu's item, not an item's title)
        item = _item_of(strip, root)
        if item is None or sizes.get(item, (0, 0))[0] > MAX_ITEM_CHARS:
            continue
        items[strip] = item
        key = (item.getparent(), *alike_kind(item), *alike_kind(strip))
        groups.setdefault(key, []).append(strip)
    titles: set[HtmlElement] = set()
    for group in groups.values():
        if len(group) < MIN_ITEMS or len({items[s] for s in group}) < len(group):
            continue  # (a title is one per item)
        names = {" ".join(s.text_content().split()).lower() for s in group}
        if len(names) < DISTINCT_SHARE * len(group):
            continue  # one label in every item: a button ("Apply", "Read more")
        kept = [s for s in group if _rest(items[s], gone, sizes) >= MIN_ITEM_REST]
        if len(kept) >= MIN_ITEMS:
            titles.update(kept)
    return titles


def _rest(item: HtmlElement, gone: set[HtmlElement],
          sizes: dict[HtmlElement, tuple[int, int]]) -> int:
    """The text of ``item`` that stays when the ``gone`` elements inside it are dropped."""
    dropped = sum(sizes.get(elem, (0, 0))[0] for elem in item.iterdescendants() if elem in gone)
    return sizes.get(item, (0, 0))[0] - dropped
