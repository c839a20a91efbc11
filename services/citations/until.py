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
from services.citations.scripts import LETTERS

UNTIL_WORDS = frozenset({"until", "till", "hasta", "fino", "até", "avant"})


def only_then(negated: str, plain: str) -> bool:
    """Whether a negation of the clause ``negated`` is followed by a word of "until" in
    it, and ``plain`` (the other text's clause) has none."""
    words = LETTERS.findall(negated.lower())
    first = next((k for k, w in enumerate(words) if w in NEGATION_WORDS), -1)
    return first != -1 and not UNTIL_WORDS.isdisjoint(words[first + 1 :]) and (
        UNTIL_WORDS.isdisjoint(LETTERS.findall(plain.lower())))
