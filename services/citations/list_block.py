"""The list or table a passage stands in: its items are one statement's parts.

A claim that sums up a recipe's ingredients ("ein Kilogramm Kartoffeln und 1,2 Liter
Gemüsebrühe") draws on bullets or table rows that are each a sentence of the page, often
more than a few apart; the items of one list may all be joined, as the sentences right
around a passage are. Structure, not words: any language's lists are written alike.
"""

from __future__ import annotations

import re

from services.citations.passages import Match, SourceIndex

_ITEM = re.compile(r"^[ \t]*(?:[-*+•]\s|\d{1,2}[.)]\s|\|)", re.MULTILINE)
"""A line that is a list's item or a table's row (a sentence may end one item and begin
the next: "Stir in the walnuts.\n5. Scrape into the tin")."""
MAX_ITEMS = 20
"""Items at most either side of the passage a list may add (a long list is no
statement's parts)."""


def is_item(sentence: str) -> bool:
    """Whether ``sentence`` is a list's item or a table's row."""
    return _ITEM.search(sentence.strip("\n")) is not None


def list_bounds(index: SourceIndex, match: Match) -> tuple[int, int]:
    """The first and last sentence of the list or table the window of ``match`` holds
    an item of (the window's own bounds when it holds none)."""
    first, last = match.first, match.last
    items = [k for k in range(first, last + 1) if is_item(index.sentence(k))]
    if not items:
        return first, last
    start, end = items[0], items[-1]
    while start > 0 and first - start < MAX_ITEMS and (step := _step(index, start, -1)):
        start -= step
    while end + 1 < len(index.spans) and end - last < MAX_ITEMS and (
            step := _step(index, end, 1)):
        end += step
    return min(first, start), max(last, end)


def _step(index: SourceIndex, at: int, way: int) -> int:
    """How far the list goes on from sentence ``at`` in direction ``way``: 1 to an item
    next to it, 2 past a sentence of an item's own (no heading) to the item after it
    ("4. Fold in the flour. Do not overmix.\n5. Scrape …"); 0 where it ends."""
    near = at + way
    if is_item(index.sentence(near)):
        return 1
    beyond = near + way
    if 0 <= beyond < len(index.spans) and not index.sentence(near).lstrip().startswith("#") and (
            is_item(index.sentence(beyond))):
        return 2
    return 0


def through_lists(index: SourceIndex, first: int, last: int) -> tuple[int, int]:
    """``first`` and ``last`` (sentences) moved on through a list or table each of them
    stands in: a reach that ends inside a table ("| 项目 | 参数 |", "|---|---|") takes
    the rest of its rows, which a summary of the paragraph above joins."""
    while last + 1 < len(index.spans) and last - first < 2 * MAX_ITEMS and is_item(
            index.sentence(last)) and is_item(index.sentence(last + 1)):
        last += 1
    while first > 0 and last - first < 2 * MAX_ITEMS and is_item(
            index.sentence(first)) and is_item(index.sentence(first - 1)):
        first -= 1
    return first, last
