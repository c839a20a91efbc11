"""A section shipped twice, as two variants of the page: the second copy is dropped.

Responsive pages write a section once for wide screens and once for narrow
ones, and carousels clone their slides to loop; a stylesheet we do not
evaluate shows one copy. Such a section is often a block of short lines (a
demo, a row of quotes, a card's facts) that ``prune._drop_repeats`` does not
weigh line by line. Here a whole block (a list, a table, a division)
repeated word for word goes when the two copies sit in differently built
branches of the page: the branches that part at their nearest common
ancestor differ in tag or class, as a desktop and a mobile variant do. Two
copies in alike branches (one tag, and one class or most of their class words:
``peers``) are items of one kind (a plan's features in each pricing card, a
product's colour swatches in each card), which the page shows each time.
"""

from __future__ import annotations

from lxml.html import HtmlElement

from services.extract.peers import are_peers

SECTION_TAGS = ("ul", "ol", "dl", "table", "div", "section")
"""Blocks that hold a section (its paragraphs and items are ``prune._drop_repeats``'s)."""
# A block shorter than this is a line or two, which a page may well say twice.
MIN_COPY_CHARS = 80
# ... and one of two copies holds at most half of the block's text (whitespace aside:
# the bound leaves room for a copy indented deeper than its twin).
MAX_COPY_SHARE = 0.75


def _branches(first: HtmlElement, copy: HtmlElement) -> tuple[HtmlElement, HtmlElement] | None:
    """The children of the two blocks' nearest common ancestor that hold each of them."""
    first_line = [first, *first.iterancestors()]
    places = {id(elem): i for i, elem in enumerate(first_line)}
    below = copy
    for ancestor in copy.iterancestors():
        at = places.get(id(ancestor))
        if at is not None:
            return (first_line[at - 1], below) if at > 0 else None
        below = ancestor
    return None


def _wraps_one(elem: HtmlElement) -> bool:
    """Whether ``elem`` holds one element and no text of its own."""
    if len(elem) != 1 or (elem.text or "").strip():
        return False
    return not (elem[0].tail or "").strip()


def _alike(one: HtmlElement, other: HtmlElement) -> bool:
    """Built alike: one tag and one class (none counts), or peers (most class words shared)."""
    same = one.tag == other.tag and (one.get("class") or "") == (other.get("class") or "")
    return same or are_peers(one, other)


def variant_copies(root: HtmlElement) -> list[HtmlElement]:
    """The later copies of sections that ``root`` holds twice in unlike branches, in page order."""
    seen: dict[str, HtmlElement] = {}
    doomed: list[HtmlElement] = []
    skip: HtmlElement | None = None
    # (Two copies fit in the block: a wrapper holding most of its text is none, and
    # its long text is not worth squeezing.)
    most = MAX_COPY_SHARE * len(root.text_content())
    for elem in root.iter(*SECTION_TAGS):
        if _wraps_one(elem):
            continue  # (its one child says the same, and is looked at next)
        raw = elem.text_content()
        if len(raw) < MIN_COPY_CHARS or len(raw) > most:
            continue
        if skip is not None and any(a is skip for a in elem.iterancestors()):
            continue  # (inside a copy already dropped)
        text = " ".join(raw.split())
        if len(text) < MIN_COPY_CHARS:
            continue
        first = seen.setdefault(text, elem)
        if first is elem:
            continue
        branches = _branches(first, elem)
        if branches is not None and not _alike(*branches):
            doomed.append(elem)
            skip = elem
    return doomed
