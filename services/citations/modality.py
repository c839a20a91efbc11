"""The future told at second hand: "said admission would remain free" says it will.

A modal such as "would", "würde" or "zou" after a verb of saying is the tense of
reported speech, not a possibility: a claim that states it plainly ("entry will
stay free") says what the page says. It stays a hedge when a word of weighing or
of possibility follows it ("said it would consider a buyback") or a condition
("would pay if …").
"""

from __future__ import annotations

from services.citations.cues import BACKSHIFT_WORDS, HEDGE_WORDS, REPORTING_WORDS
from services.citations.scripts import LETTERS


def reported_future(sentence: str, hedge: str) -> bool:
    """Whether ``hedge`` in ``sentence`` is a backshifted modal after a verb of saying,
    with no other hedge after it."""
    if hedge not in BACKSHIFT_WORDS:
        return False
    words = LETTERS.findall(sentence.lower())
    if hedge not in words:
        return False
    at = words.index(hedge)
    if not any(w in REPORTING_WORDS for w in words[:at]):
        return False
    return not any(w in HEDGE_WORDS and w not in BACKSHIFT_WORDS for w in words[at + 1 :])
