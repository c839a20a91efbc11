"""A negation of a time before a point: "was not finished until 1871" says it was
finished in 1871.

English "not ... until", Spanish "no ... hasta", Italian "non ... fino a",
Portuguese "não ... até" and French "ne ... pas avant" tell when a thing happened
(at the earliest), not that it did not: a page that says "was completed in 1871"
says the same. The negation and the word of "until" must stand in one clause, and the
other text must have no "until" of its own: "will pay rent until the market reopens"
against "won't pay rent until it reopens" is the opposite over the same time.
"""

from __future__ import annotations

from services.citations.cues import NEGATION_WORDS
from services.citations.numbers import numbers
from services.citations.scripts import LETTERS

UNTIL_WORDS = frozenset({"until", "till", "hasta", "fino", "até", "avant"})


def only_then(negated: str, plain: str) -> bool:
    """Whether a negation of the clause ``negated`` is followed by a word of "until" in
    it, and ``plain`` (the other text's clause) has none, nor a time of its own: "was
    mechanised in 1888" against "was not mechanised until 1912" puts the deed at
    another time (a number of ``plain`` none of ``negated``'s numbers agrees with)."""
    words = LETTERS.findall(negated.lower())
    first = next((k for k, w in enumerate(words) if w in NEGATION_WORDS), -1)
    return first != -1 and not UNTIL_WORDS.isdisjoint(words[first + 1 :]) and (
        UNTIL_WORDS.isdisjoint(LETTERS.findall(plain.lower()))) and not _other_time(
            negated, plain)


def _other_time(negated: str, plain: str) -> bool:
    """Whether ``plain`` states a number and ``negated`` states numbers, none of them its."""
    theirs, mine = numbers(negated), numbers(plain)
    return bool(theirs) and bool(mine) and not any(m.agrees(t) for m in mine for t in theirs)
