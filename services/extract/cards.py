"""Repetition: a page whose content is a run of alike items (a listing's cards).

A listing, a search result page or a category page shows its content as many
sibling blocks made by one template: same tag, same class, each leading
somewhere with a link. readability scores single blocks of prose, so on such
a page it keeps one block beside the run (a lead, a consent notice, a promo)
or a few of its items. The run itself says what the page is, in any language
and on any site: when alike linked items hold most of the main region and
readability's block holds almost none of them, the region is the content.
So it is when the page opens with a lead that readability keeps and a long
run of such cards follows it, with next to nothing else in the region
(``cards_after_lead``).
"""

from __future__ import annotations

import lxml.etree
from lxml.html import HtmlElement

from services.extract.alike import numbered_runs, template_kind
from services.extract.blocks import measure

# At least this many alike siblings make a run.
MIN_CARDS = 3
# The run holds at least this share of the main region's text ...
CARDS_SHARE = 0.7
# ... its items are cards, not sections: each holds at most this many characters
# on average (a section of a long text, or a post, holds more) ...
MAX_CARD_CHARS = 1000
# ... and nearly every item leads somewhere (a link in it).
LINKED_SHARE = 0.8
# Cards say something besides their link (a summary, a price, a date): a run
# whose text is nearly all link text may be a column of links beside the
# content, and is taken for the content only when readability's block lies
# outside the main region (a consent notice, a banner).
MAX_LINK_DENSITY = 0.9
# The first characters of readability's block, this many, locate it in the region.
HEAD_CHARS = 60
# readability's block holds at most this share of the items when it missed the run.
MAX_HELD_SHARE = 0.1


def card_run(region: HtmlElement,
             sizes: dict[HtmlElement, tuple[int, int]]) -> list[HtmlElement]:
    """The largest run of alike sibling blocks of ``region`` that looks like a listing's cards.

    Alike means one parent, one tag and one class; the run is returned when it
    meets the thresholds above, else ``[]``. ``sizes`` is ``measure(region)``.
    """
    region_len = sizes.get(region, (0, 0))[0]
    if region_len == 0:
        return []
    runs = sibling_runs(region, sizes, CARDS_SHARE * region_len)
    if not runs:
        return []
    best = max(runs, key=lambda run: sum(sizes[item][0] for item in run))
    best_len = sum(sizes[item][0] for item in best)
    if (best_len > MAX_CARD_CHARS * len(best)
            or sum(1 for item in best if _leads_somewhere(item)) < LINKED_SHARE * len(best)):
        return []
    return best


def _leads_somewhere(item: HtmlElement) -> bool:
    """Whether a card is a link or holds one (a whole card is often one ``<a>``)."""
    return item.tag == "a" or item.find(".//a") is not None


def _longest_text(elem: HtmlElement) -> str:
    """The longest run of text in ``elem`` (a card's title or summary), spaces folded."""
    return max((" ".join(text.split()) for text in elem.itertext()), key=len, default="")


def misses_cards(article_text: str, region: HtmlElement, region_text: str,
                 sizes: dict[HtmlElement, tuple[int, int]] | None = None) -> bool:
    """Whether ``region`` is a run of cards of which readability's block holds almost none.

    ``article_text`` and ``region_text`` are the block's and the region's text,
    spaces folded; ``sizes`` is ``measure(region)`` when the caller has it. An
    item counts as held when its longest run of text appears in the block.
    """
    sizes = measure(region) if sizes is None else sizes
    cards = card_run(region, sizes)
    if not cards:
        return False
    links = sum(sizes[card][1] for card in cards)
    if links > MAX_LINK_DENSITY * sum(sizes[card][0] for card in cards):
        head = article_text[:HEAD_CHARS]
        if head in region_text:
            return False
    held = 0
    for card in cards:
        text = _longest_text(card)
        if text and text in article_text:
            held += 1
    return held <= MAX_HELD_SHARE * len(cards)


# A listing that opens with a lead: readability keeps the lead (prose scores
# higher than cards) and leaves the cards after it. Its run is long: at least
# this many alike items (an article's "read next" grid or carousel shows a
# handful, up to nine or so; a page of results shows more) ...
MIN_LEAD_CARDS = 10
# ... of which this share lie outside readability's block, ...
OUTSIDE_SHARE = 0.9
# ... holding at least this share of the main region, which is mostly the
# block and the run (at least ``LEAD_AND_CARDS`` of it: chrome that removal
# missed, a share bar or a sign-up box, may make up the rest).
LEAD_CARDS_SHARE = 0.2
LEAD_AND_CARDS = 0.8
# Each card says more than its link (a summary): a column of headed link lists
# beside a text (a sidebar, a footer) says little else.
LEAD_CARDS_LINK_DENSITY = 0.5


def sibling_runs(region: HtmlElement, sizes: dict[HtmlElement, tuple[int, int]], least: float,
                 *, fewest: int = MIN_CARDS, same_class: bool = True,
                 skip: frozenset[str] = frozenset()) -> list[list[HtmlElement]]:
    """Runs of at least ``fewest`` siblings of ``region`` with ``least`` characters or more:
    one parent, one tag and one class (but for numbered words: ``template_kind``, and
    ``numbered_runs`` of a grid's cells: "card-17 col-xs-12") unless
    ``same_class`` is false; no tag of ``skip``.
    ``sizes`` is ``measure(region)``."""
    runs: list[list[HtmlElement]] = []
    for parent in region.iter(lxml.etree.Element):
        if sizes.get(parent, (0, 0))[0] < least:
            continue
        groups: dict[tuple[str, str], list[HtmlElement]] = {}
        numbered = numbered_runs(parent, fewest, grid=True) if same_class else {}
        for child in parent:
            if (isinstance(child.tag, str) and child.tag not in skip
                    and sizes.get(child, (0, 0))[0] > 0):
                kind = ((numbered.get(child) or template_kind(child)) if same_class
                        else (child.tag, ""))
                groups.setdefault(kind, []).append(child)
        runs.extend(items for items in groups.values()
                    if len(items) >= fewest and sum(sizes[i][0] for i in items) >= least)
    return runs


def cards_after_lead(article_text: str, region: HtmlElement, region_text: str,
                     sizes: dict[HtmlElement, tuple[int, int]] | None = None) -> bool:
    """Whether the main region is readability's block followed by a listing's cards.

    The cards are a long run of alike, linked items with text besides their
    links, past the block's start and outside it; block and run together make
    up nearly all of the region. ``article_text`` and ``region_text`` are the
    two blocks' text, spaces folded; ``sizes`` is ``measure(region)`` when the
    caller has it.
    """
    region_len = len(region_text)
    if not region_len or len(article_text) < HEAD_CHARS:
        return False
    start = region_text.find(article_text[:HEAD_CHARS])
    if start < 0:
        return False
    sizes = measure(region) if sizes is None else sizes
    for run in sibling_runs(region, sizes, LEAD_CARDS_SHARE * region_len):
        if len(run) < MIN_LEAD_CARDS:
            continue
        text = sum(sizes[item][0] for item in run)
        links = sum(sizes[item][1] for item in run)
        if (text > MAX_CARD_CHARS * len(run) or links > LEAD_CARDS_LINK_DENSITY * text
                or len(article_text) + text < LEAD_AND_CARDS * region_len
                or sum(1 for item in run if _leads_somewhere(item)) < LINKED_SHARE * len(run)):
            continue
        heads = [_longest_text(item) for item in run]
        outside = [head for head in heads if head and head not in article_text]
        if len(outside) >= OUTSIDE_SHARE * len(run) and region_text.find(outside[0]) > start:
            return True
    return False


# A card's thumbnail and its title link lead to the same page; the title's
# link is looked for this many levels above the thumbnail's.
_THUMBNAIL_LEVELS = 4


def thumbnail_images(root: HtmlElement) -> list[HtmlElement]:
    """Images of ``root`` that are a card's thumbnail link beside the card's title link.

    A card shows its picture as a link with no text and its title as a link
    to the same address. The picture's alt text (a description of a photo
    the reader cannot see, or the title again) says nothing of what the card
    leads to that its title does not. The title link is looked for in the
    thumbnail link's nearest ``_THUMBNAIL_LEVELS`` ancestors inside ``root``.
    """
    titled: dict[str, list[HtmlElement]] = {}
    for link in root.iter("a"):
        href = link.get("href")
        if href and link.text_content().strip():
            titled.setdefault(href, []).append(link)
    found = []
    for img in root.iter("img"):
        link = next(img.iterancestors("a"), None)
        href = None if link is None else link.get("href")
        if link is None or not href or href not in titled or link.text_content().strip():
            continue
        near: set[HtmlElement] = set()
        for level, ancestor in enumerate(link.iterancestors()):
            if level >= _THUMBNAIL_LEVELS:
                break
            near.add(ancestor)
            if ancestor is root:
                break
        if any(not near.isdisjoint(title.iterancestors()) for title in titled[href]):
            found.append(img)
    return found
