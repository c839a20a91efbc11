"""Which elements of one parent are alike: one template's posts, cards or rows."""

from __future__ import annotations

from collections.abc import Iterator

from lxml.html import HtmlElement


def alike_kind(elem: HtmlElement) -> tuple[str, str]:
    """Tag and first class: a post, card or panel marked by its state as well ("post
    first", "card odd", "panel showing") is one kind with its siblings."""
    return str(elem.tag), "".join((elem.get("class") or "").split()[:1])


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
