"""The list or table a passage stands in: its items are one statement's parts.

A claim that sums up a recipe's ingredients ("ein Kilogramm Kartoffeln und 1,2 Liter
Gemüsebrühe") draws on bullets or table rows that are each a sentence of the page, often
more than a few apart; the items of one list may all be joined, as the sentences right
around a passage are. Structure, not words: any language's lists are written alike.
"""

from __future__ import annotations

import re

from services.citations.passages import Match, SourceIndex

_ITEM = re.compile(r"\s*(?:[-*+•]\s|\d{1,2}[.)]\s|\|)")
"""A line that is a list's item or a table's row."""
MAX_ITEMS = 20
"""Items at most either side of the passage a list may add (a long list is no
statement's parts)."""


def is_item(sentence: str) -> bool:
    """Whether ``sentence`` is a list's item or a table's row."""
    return _ITEM.match(sentence) is not None


def list_bounds(index: SourceIndex, match: Match) -> tuple[int, int]:
    """The first and last sentence of the list or table the window of ``match`` holds
    an item of (the window's own bounds when it holds none)."""
    first, last = match.first, match.last
    items = [k for k in range(first, last + 1) if is_item(index.sentence(k))]
    if not items:
        return first, last
    start, end = items[0], items[-1]
    while start > 0 and first - start < MAX_ITEMS and is_item(index.sentence(start - 1)):
        start -= 1
    while end + 1 < len(index.spans) and end - last < MAX_ITEMS and is_item(
            index.sentence(end + 1)):
        end += 1
    return min(first, start), max(last, end)
