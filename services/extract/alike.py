"""Which elements of one parent are alike: one template's posts, cards or rows."""

from __future__ import annotations

import re
from collections.abc import Iterator

from lxml.html import HtmlElement

_DIGIT = re.compile(r"\d")


def numbered(word: str) -> bool:
    """Whether a class word or an id holds a digit: it numbers or names one element (a
    post's number, a hash, "css-1x2y3z"), not the kind its siblings share."""
    return _DIGIT.search(word) is not None


def alike_kind(elem: HtmlElement) -> tuple[str, str]:
    """Tag and first class word without a digit: a post, card or panel marked by its
    state as well ("post first", "card odd", "panel showing") is one kind with its
    siblings, and so is one a template numbers ("post-4211 post", "msg_98 msg"). A
    class of such words alone (generated names, "css-1x2y3z") is its own kind whole."""
    words = (elem.get("class") or "").split()
    return str(elem.tag), next((word for word in words if not numbered(word)),
                               " ".join(words))


def unnumbered_class(elem: HtmlElement) -> str:
    """The class without the words a template numbers each element by ("feit-2 feit" is
    "feit"); a class of such words alone (generated names) is kept whole."""
    words = (elem.get("class") or "").split()
    return " ".join(word for word in words if not numbered(word)) or " ".join(words)


def template_kind(elem: HtmlElement) -> tuple[str, str]:
    """Tag and class without its numbered words (``unnumbered_class``): the cards or
    rows of one template, each numbered by an id of its own ("card-17 card")."""
    return str(elem.tag), unnumbered_class(elem)


def classed_ancestry(start: HtmlElement | None, stop: HtmlElement,
                     levels: int) -> Iterator[tuple[HtmlElement, HtmlElement, tuple[str, str]]]:
    """``(node, parent, kind)`` for ``start`` and its ancestors, at most ``levels`` of
    them and below ``stop``, that carry a class: where a post, card or panel may have its
    alike siblings (``thread`` finds the post a block is; ``post_trailers`` whether a
    signature trails one)."""
    node = start
    for _ in range(levels):
        if node is None or node is stop:
            return
        parent = node.getparent()
        if parent is None:
            return
        kind = alike_kind(node)
        if kind[1]:
            yield node, parent, kind
        node = parent
