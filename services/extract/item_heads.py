"""Headless items: readability kept a listing's item bodies and dropped their heads.

A listing whose items each say something (a summary of an article, the blurb
of a course, the pitch of a collection) shows them as alike sibling blocks,
each a head (the item's name, often a heading or a link) above its body.
readability scores the bodies as paragraphs and cleans the heads away as
headings full of links, so its block reads as a run of unnamed summaries. The
main region holds the items whole; the element of it that holds the run and
readability's opening (a lead above the run) holds them with no more of the
page than readability kept, and is taken instead of the block. When the items
are links as a whole, the whole region is taken: read as one block, their
links would be pruned as link lists, and the region is pruned as a listing.

The structure tells it, in any language and on any site: the region holds a
run of at least ``MIN_ITEMS`` sibling blocks of one tag that make up most of
it; readability's block holds the body (the longest run of text) of nearly
every item and the head (the first run of text, a different one) of nearly
none of them. Items are matched by tag alone: a grid gives its cells
different width classes.
"""

from __future__ import annotations

from lxml.html import HtmlElement

from services.extract.blocks import measure
from services.extract.cards import HEAD_CHARS, sibling_runs

# At least this many sibling items make a run ...
MIN_ITEMS = 3
# ... holding at least this share of the main region's text.
RUN_SHARE = 0.6
# An item is a card, not a section of a text: at most this many characters on average.
MAX_ITEM_CHARS = 1000
# readability's block holds the body of at least this share of the items, and the
# head of at most ``HEAD_HELD`` of them.
BODY_HELD = 0.8
HEAD_HELD = 0.2
# Cards whose text is at least this share link text are links as a whole: pruned as one
# block's link lists they would go, so the whole region (pruned as a listing) is taken.
LINKED_CARDS = 0.5
# A head names its item: at least this many characters.
MIN_HEAD_CHARS = 8
# A table's rows are no items: their first cells are labels a table keeps or drops as a whole.
_TABLE_PARTS = frozenset(("tr", "td", "th", "tbody", "thead", "tfoot"))
# The heads readability dropped are at least this share of what the region holds
# beyond its block (else the region adds more than names: posts' signatures,
# chrome), and no more than all of it, give or take a space between items (else the
# block holds them, written otherwise).
HEADS_OF_EXTRA = 0.4


def _head_and_body(item: HtmlElement) -> tuple[str, str]:
    """An item's first run of text of ``MIN_HEAD_CHARS`` or more and its longest run."""
    texts = [" ".join(text.split()) for text in item.itertext()]
    texts = [text for text in texts if len(text) >= MIN_HEAD_CHARS]
    if not texts:
        return "", ""
    return texts[0], max(texts, key=len)


def _container(run: list[HtmlElement], article_text: str,
               region: HtmlElement) -> HtmlElement:
    """The run's parent, or its nearest ancestor in ``region`` that holds the block's opening.

    The items and what readability kept with them (a lead above the run), no more: the
    rest of the region (a sidebar, sections of other content) stayed out of the block.
    """
    head = article_text[:HEAD_CHARS]
    node = run[0].getparent()
    while node is not None and node is not region:
        if head in " ".join(node.text_content().split()):
            return node
        node = node.getparent()
    return region


def headless_items(article_text: str, region: HtmlElement, region_text: str,
                   sizes: dict[HtmlElement, tuple[int, int]] | None = None
                   ) -> HtmlElement | None:
    """The element holding a run whose item bodies readability's block holds without their
    heads, or ``None``.

    ``article_text`` and ``region_text`` are the block's and the region's text, spaces
    folded; ``sizes`` is ``measure(region)`` when the caller has it.
    """
    sizes = measure(region) if sizes is None else sizes
    region_len = sizes.get(region, (0, 0))[0]
    extra = len(region_text) - len(article_text)
    if extra <= 0:
        return None
    for run in sibling_runs(region, sizes, RUN_SHARE * region_len, fewest=MIN_ITEMS,
                            same_class=False, skip=_TABLE_PARTS):
        if sum(sizes[item][0] for item in run) > MAX_ITEM_CHARS * len(run):
            continue
        bodies = heads = missed = 0
        for item in run:
            head, body = _head_and_body(item)
            if not body or head == body:
                continue
            bodies += body in article_text
            if head in article_text:
                heads += 1
            else:
                missed += len(head)
        if (bodies >= BODY_HELD * len(run) and heads <= HEAD_HELD * len(run)
                and HEADS_OF_EXTRA * extra <= missed <= extra + len(run)):
            if sum(sizes[item][1] for item in run) >= LINKED_CARDS * sum(
                    sizes[item][0] for item in run):
                return region
            return _container(run, article_text, region)
    return None
