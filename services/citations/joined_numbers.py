"""Numbers that show a claim joins two sentences of a page: a figure of the claim that the
passage's main sentence lacks and another sentence states ("rund 1,1 Millionen Menschen"
for "ca. 1,1 Mio. Menschen" two sentences on) is as sure a sign of a summary as two
shared words, in any language.

Only figures: not a year, a month or a number that is part of a name ("NHS 111",
"Windows 7": a capitalised word right before it), which say when or who, not how much.
"""

from __future__ import annotations

import re

from services.citations.number_place import number_at
from services.citations.numbers import Number, numbers

_NAME_BEFORE = re.compile(r"(?:^|\s)[A-Z][\w-]*\s*$")
_DATES = ("year", "month")


def _figure(number: Number, text: str) -> bool:
    """Whether ``number`` of ``text`` is a figure (how much), not a date or part of a name."""
    if number.kind in _DATES or number.kind.startswith(_DATES):
        return False
    at = number_at(text, number.text)
    return at > 0 and not _NAME_BEFORE.search(text[max(0, at - 30) : at])


def numbers_joined(claim: str, main: str, other: str) -> int:
    """How many figures of ``claim`` ``other`` states (by value) and ``main`` does not."""
    theirs, mains = numbers(other), numbers(main)
    return sum(1 for n in numbers(claim) if _figure(n, claim)
               and any(n.agrees(t) for t in theirs) and not any(n.agrees(m) for m in mains))
