"""How many terms two clauses share, a word in another ending counted too.

The stemmer trims "reduces" to "reduc" and leaves "reduce" whole; a clause of the
page that says "may reduce exposure" shares "reduce" with a claim's "reduces
exposure" all the same. Two terms are one word when they are equal, or share their
first ``PREFIX`` letters and differ by at most ``ENDING`` letters in length.
"""

from __future__ import annotations

from collections.abc import Set

PREFIX = 5
"""Letters two forms of one word share from their start."""
ENDING = 3
"""Letters at most by which two forms of one word differ in length."""


def overlap(mine: Set[str], theirs: Set[str]) -> int:
    """The number of terms of ``mine`` that ``theirs`` holds, in any ending."""
    return sum(1 for term in mine if term in theirs or (len(term) >= PREFIX and any(
        other[:PREFIX] == term[:PREFIX] and abs(len(other) - len(term)) <= ENDING
        for other in theirs)))
