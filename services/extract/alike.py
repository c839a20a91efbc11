"""Which elements of one parent are alike: one template's posts, cards or rows."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator

from lxml.html import HtmlElement

_DIGIT = re.compile(r"\d")
# A word that ends in a number and has no other digit ("post-4211", "msg_98"); a hash
# ("temp-f0d58899", "el-cd6da9b") is no number.
_NUMBERED = re.compile(r"\D*\d+")


# What ``alike_kind`` and ``unnumbered_class`` make of each class attribute met (a page
# repeats a few on thousands of elements, and rules ask about each element again);
# past ``MAX_KNOWN`` answers a table starts afresh (generated names fill it page after page).
MAX_KNOWN = 4096
_FIRST_WORDS: dict[str, str] = {}
_UNNUMBERED: dict[str, str] = {}


def _kept(known: dict[str, str], classes: str, kind: str) -> str:
    if len(known) >= MAX_KNOWN:
        known.clear()
    known[classes] = kind
    return kind


def numbered(word: str) -> bool:
    """Whether a class word or an id holds a digit: it numbers or names one element (a
    post's number, a hash, "css-1x2y3z"), not the kind its siblings share."""
    return _DIGIT.search(word) is not None


def alike_kind(elem: HtmlElement) -> tuple[str, str]:
    """Tag and first class word without a digit: a post, card or panel marked by its
    state as well ("post first", "card odd", "panel showing") is one kind with its
    siblings, and so is one a template numbers ("post-4211 post", "msg_98 msg"). A
    class of such words alone (generated names, "css-1x2y3z") is its own kind whole."""
    classes = elem.get("class") or ""
    kind = _FIRST_WORDS.get(classes)
    if kind is None:
        words = classes.split()
        kind = _kept(_FIRST_WORDS, classes,
                     next((word for word in words if not numbered(word)), " ".join(words)))
    return str(elem.tag), kind


def unnumbered_class(elem: HtmlElement) -> str:
    """The class without the words a template numbers each element by ("feit-2 feit" is
    "feit"); a class of such words alone (generated names) is kept whole."""
    classes = elem.get("class") or ""
    kind = _UNNUMBERED.get(classes)
    if kind is None:
        words = classes.split()
        kind = _kept(_UNNUMBERED, classes,
                     " ".join(word for word in words if not numbered(word)) or " ".join(words))
    return kind


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


def numbered_runs(parent: HtmlElement, fewest: int, *,
                  grid: bool = False) -> dict[HtmlElement, tuple[str, str]]:
    """The children of ``parent`` that a template numbers one by one, each with its kind
    (tag and the class words that are no number): at least ``fewest`` children of one
    kind, each with number words ("post-4211 post", "post-4212 post": a name that ends
    in a number and has no other digit) that no other of them carries.

    Numbers an item alone carries are its id; number words siblings share or that
    few siblings hold are a layout ("col-md-8 column" beside "col-md-4 column": two
    columns) or a state ("row bg1", "row bg2"), and each of those stays its own kind
    (a numbered post's state that takes turns is part of its kind: "post-7 post bg2"
    beside "post-8 post bg1"); blocks that share other number words are a layout's
    columns or rows ("row-3 row gutters2"), unless ``grid`` says a run of cells is
    sought: then number words all of them carry are part of the kind too ("card-17
    col-xs-12", the cards of a listing laid out in a grid).
    A hash is no number ("temp-f0d58899"): blocks a page builder names by hashes
    alone stay their own kinds, and a numbered item's generated class ("post-17
    css-1x2y3z") is part of its kind.
    """
    groups: dict[tuple[str, str], list[tuple[HtmlElement, list[str], list[str]]]] = {}
    for child in parent:
        if not isinstance(child.tag, str):
            continue
        words = (child.get("class") or "").split()
        numbers = [word for word in words if _NUMBERED.fullmatch(word)]
        rest = [word for word in words if not _NUMBERED.fullmatch(word)]
        if numbers and (rest or grid):
            groups.setdefault((str(child.tag), " ".join(rest)), []).append(
                (child, words, numbers))
    runs: dict[HtmlElement, tuple[str, str]] = {}
    for (tag, _), members in groups.items():
        if len(members) < fewest:
            continue
        # Number words several of them carry are a state when they take turns, each
        # block carrying one ("bg1", "bg2"): part of the kind. Otherwise they are a
        # layout's measures ("col-4", "gutters2"), its blocks columns or rows, not items.
        counts = Counter(word for _, _, numbers in members for word in numbers)
        shared = {word for word, count in counts.items() if count > 1}
        everywhere = grid and all(counts[word] == len(members) for word in shared)
        if shared and not everywhere and (len(shared) < 2 or any(
                len(shared.intersection(numbers)) != 1 for _, _, numbers in members)):
            continue
        kinds: dict[tuple[str, str], list[HtmlElement]] = {}
        for child, words, numbers in members:
            kind = (tag, " ".join(word for word in words if counts[word] != 1))
            if kind[1] and any(counts[word] == 1 for word in numbers):
                kinds.setdefault(kind, []).append(child)
        for kind, children in kinds.items():
            if len(children) >= fewest:
                runs.update((child, kind) for child in children)
    return runs


def in_numbering(elem: HtmlElement) -> bool:
    """Whether ``elem``'s class may put it in a run ``numbered_runs`` finds (not given
    ``grid``): a word that numbers it ("post-4211") beside one that does not ("post")."""
    words = (elem.get("class") or "").split()
    numbers = sum(1 for word in words if _NUMBERED.fullmatch(word))
    return 0 < numbers < len(words)


# Items numbered one by one come in runs of at least this many (fewer are columns).
MIN_NUMBERED_RUN = 3


def template_siblings(elem: HtmlElement) -> Iterator[HtmlElement]:
    """The siblings of ``elem`` of its kind: of its ``template_kind``, or numbered one by
    one with it (``numbered_runs``: "post-17 css-1x2y3z" beside "post-18 css-1x2y3z"),
    those before it first, nearest first, then those after it."""
    kind = template_kind(elem)
    parent = elem.getparent()
    numbered = None
    runs: dict[HtmlElement, tuple[str, str]] = {}
    if parent is not None and any(_NUMBERED.fullmatch(word)
                                  for word in (elem.get("class") or "").split()):
        runs = numbered_runs(parent, MIN_NUMBERED_RUN)
        numbered = runs.get(elem)
    for sibling in (*elem.itersiblings(preceding=True), *elem.itersiblings()):
        if template_kind(sibling) == kind or (numbered is not None
                                              and runs.get(sibling) == numbered):
            yield sibling
