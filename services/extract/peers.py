"""Whether two sibling blocks are of one kind: parts of one article a page builder split.

A page builder marks each part of a split article with the same class words,
but often adds a word of its own to some parts: a modifier for the first part
("…_isFirst"), a hash unique to each block ("temp-6930f1e1"), an anchor offset
on the parts that head a section. It may also mark the parts only with
numbered ids ("media_group_315201", "media_group_315202"). Two blocks are
peers when they share the same tag and most of their marks: their class words
without digits (a word with digits names one block: a hash, a number), and an
id that ends in a number, without that number (it says what kind of block it
numbers; a plain id names one block).
"""

from __future__ import annotations

import re

from lxml.html import HtmlElement

from services.extract.alike import numbered

_NUMBER_END = re.compile(r"[\d_-]*\d$")
# Peers share at least this share of their marks (Jaccard index of the two sets).
_MIN_SHARED = 0.5
# Two blocks alike side by side are a layout (a text and its aside, a post and its
# comments); an article split by a page builder comes in more parts.
MIN_PARTS = 3


def marks(elem: HtmlElement) -> frozenset[str]:
    """The class words of ``elem`` without digits and, when its id ends in a number,
    the id without it."""
    words = {word for word in (elem.get("class") or "").split() if not numbered(word)}
    ident = elem.get("id") or ""
    stem = _NUMBER_END.sub("", ident)
    if stem != ident and stem and not numbered(stem):
        words.add("#" + stem)
    return frozenset(words)


def same_class(first: HtmlElement, second: HtmlElement) -> bool:
    """Whether two elements have one tag and one class (a class, not none or blank)."""
    kind = first.get("class")
    return bool(kind and kind.strip()) and second.tag == first.tag and second.get("class") == kind


def are_peers(first: HtmlElement, second: HtmlElement,
              first_marks: frozenset[str] | None = None) -> bool:
    """Whether two elements have one tag and the same class, or share most of their marks
    (none is never)."""
    if first.tag != second.tag:
        return False
    if same_class(first, second):
        return True
    one = marks(first) if first_marks is None else first_marks
    other = marks(second)
    if not one or not other:
        return False
    return len(one & other) >= _MIN_SHARED * len(one | other)


def unrepeated(group: list[HtmlElement], holder: HtmlElement,
               article: HtmlElement) -> list[HtmlElement]:
    """``group`` without the blocks that repeat text already kept: the article's, or an
    earlier block's (a page shows one text in a variant per screen size)."""
    seen = [" ".join(article.text_content().split())]
    kept = []
    for block in group:
        if block is not holder:
            text = " ".join(block.text_content().split())
            if any(text in earlier for earlier in seen):
                continue
            seen.append(text)
        kept.append(block)
    return kept
