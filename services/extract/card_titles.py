"""A listing's cards whose summaries readability kept and whose titles it dropped.

A card shows a title (a link, often in a heading) above a summary. readability
scores the summaries as prose and strips the title links as link-dense clutter,
so its block reads as a string of paragraphs with nothing to say which item
each belongs to, or where it leads. When the block holds nearly every card's
summary and nearly none of their titles, the main region (the whole run, titles
included) is the better reading. Structure only: no class names, no words.
"""

from __future__ import annotations

import lxml.etree
from lxml.html import HtmlElement

# A run: at least this many sibling cards built alike (a grid may give each its
# own width class, so likeness is the set of tags inside, not the class) ...
MIN_CARDS = 3
# ... holding most of the region's text.
CARDS_SHARE = 0.7
# Nearly every summary is in the block ...
MIN_SUMMARIES_HELD = 0.8
# ... and nearly no title is ...
MAX_TITLES_HELD = 0.2
# ... and the region is little more than the block and the titles (a thread's
# posts, of which readability kept some bodies but not all, say much more).
MIN_BLOCK_AND_TITLES = 0.85


def _folded(text: str) -> str:
    return " ".join(text.split())


def _title(card: HtmlElement) -> str:
    """The text of the card's first link that says something (its title)."""
    for link in card.iter("a"):
        text = _folded(link.text_content())
        if text:
            return text
    return ""


def _summary(card: HtmlElement) -> str:
    """The longest run of text in the card."""
    return max((_folded(text) for text in card.itertext()), key=len, default="")


def _article_beside(cards: list[HtmlElement]) -> bool:
    """Whether the tree of ``cards`` holds an article of its own beside them: an
    ``<article>`` (or a block marked up with a schema.org type) that holds the page's
    ``<h1>`` and none of the cards (a post with excerpts of other posts under it)."""
    root = cards[0].getroottree().getroot()
    inside = {id(a) for card in cards for a in card.iterancestors()}
    for holder in root.xpath("//article[.//h1] | //*[@itemtype][.//h1]"):
        if id(holder) not in inside:
            return True
    return False


def titles_dropped(cards: list[HtmlElement], article_text: str, region_len: int) -> bool:
    """Whether readability's block (``article_text``, spaces folded) holds the summaries of
    ``cards`` (a run of alike items, see ``cards.card_run``) but not their titles, and the
    main region (``region_len`` characters) adds little else."""
    pairs = [(_title(card), _summary(card)) for card in cards]
    pairs = [(title, summary) for title, summary in pairs
             if title and summary and title not in summary and summary not in title]
    if not pairs or len(pairs) < MIN_SUMMARIES_HELD * len(cards) or _article_beside(cards):
        return False
    summaries = sum(1 for _, summary in pairs if summary in article_text)
    titles = sum(1 for title, _ in pairs if title in article_text)
    titles_len = sum(len(title) for title, _ in pairs)
    return (summaries >= MIN_SUMMARIES_HELD * len(pairs)
            and titles <= MAX_TITLES_HELD * len(pairs)
            and len(article_text) + titles_len >= MIN_BLOCK_AND_TITLES * region_len)


def _shape(card: HtmlElement) -> tuple[str, frozenset[str]]:
    return card.tag, frozenset(e.tag for e in card.iter(lxml.etree.Element))


def alike_cards(region: HtmlElement, sizes: dict[HtmlElement, tuple[int, int]]
                ) -> list[HtmlElement]:
    """The largest run of sibling cards of ``region`` built alike (one tag, the same tags
    inside), when it holds most of the region's text, else ``[]``."""
    least = CARDS_SHARE * sizes.get(region, (0, 0))[0]
    best: list[HtmlElement] = []
    best_len = 0
    for parent in region.iter(lxml.etree.Element):
        if sizes.get(parent, (0, 0))[0] < least or least == 0:
            continue
        groups: dict[tuple[str, frozenset[str]], list[HtmlElement]] = {}
        for child in parent:
            if isinstance(child.tag, str) and sizes.get(child, (0, 0))[0] > 0:
                groups.setdefault(_shape(child), []).append(child)
        for items in groups.values():
            total = sum(sizes[item][0] for item in items)
            if len(items) >= MIN_CARDS and total > best_len:
                best, best_len = items, total
    return best if best_len >= least > 0 else []
