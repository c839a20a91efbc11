"""Which elements of one parent are alike: one template's posts, cards or rows."""

from __future__ import annotations

import re
from collections.abc import Iterator

from lxml.html import HtmlElement

_DIGIT = re.compile(r"\d")
# A word that ends in a number and has no other digit ("post-4211", "msg_98"); a hash
# ("temp-f0d58899", "el-cd6da9b") is no number.
_NUMBERED = re.compile(r"\D*\d+")


def alike_kind(elem: HtmlElement) -> tuple[str, str]:
    """Tag and first class word without a digit: a post, card or panel marked by its
    state as well ("post first", "card odd", "panel showing") is one kind with its
    siblings, and so is one a template numbers ("post-4211 post", "msg_98 msg"). A
    class of such words alone (generated names, "css-1x2y3z") is its own kind whole."""
    words = (elem.get("class") or "").split()
    return str(elem.tag), next((word for word in words if not _DIGIT.search(word)),
                               " ".join(words))


def unnumbered_class(elem: HtmlElement) -> str:
    """The class without the words a template numbers each element by ("feit-2 feit" is
    "feit"); a class of such words alone (generated names) is kept whole."""
    words = (elem.get("class") or "").split()
    return " ".join(word for word in words if not _DIGIT.search(word)) or " ".join(words)


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


def numbered_runs(parent: HtmlElement, fewest: int) -> dict[HtmlElement, tuple[str, str]]:
    """The children of ``parent`` that a template numbers one by one, each with its
    ``template_kind``: at least ``fewest`` children of one kind, each with numbered words
    ("post-4211 post", "post-4212 post") no other of them carries, each word a number
    at the end of a name.

    Numbers an item alone carries are its id; numbered words siblings share or that
    few siblings hold are a layout ("col-md-8 column" beside "col-md-4 column": two
    columns) or a state ("row bg1", "row bg2"), and each of those stays its own kind, as
    do blocks named by hashes ("temp-f0d58899": one page builder's blocks, which split
    parts and sections alike carry).
    """
    groups: dict[tuple[str, str], list[tuple[HtmlElement, frozenset[str]]]] = {}
    for child in parent:
        if not isinstance(child.tag, str):
            continue
        numbered = frozenset(word for word in (child.get("class") or "").split()
                             if _DIGIT.search(word))
        if numbered and all(_NUMBERED.fullmatch(word) for word in numbered):
            groups.setdefault(template_kind(child), []).append((child, numbered))
    runs: dict[HtmlElement, tuple[str, str]] = {}
    for kind, members in groups.items():
        if len(members) < fewest or _DIGIT.search(kind[1]):
            continue  # (few, or a class of numbered words alone: generated names)
        words = [word for _, numbered in members for word in numbered]
        if len(words) == len(set(words)):
            runs.update((child, kind) for child, _ in members)
    return runs
