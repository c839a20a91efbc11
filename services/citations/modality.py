"""The future told at second hand: "said admission would remain free" says it will.

A modal such as "would", "würde" or "zou" after a verb of saying is the tense of
reported speech, not a possibility: a claim that states it plainly ("entry will
stay free") says what the page says. It stays a hedge when a word of weighing or
of possibility follows it ("said it would consider a buyback") or a condition
("would pay if …").

Reported speech runs on past its verb of saying: "„Wir rekonstruieren nichts, was nicht
belegt ist", betont Dr. Lanz. Fehlende Zinnen würden daher nicht wieder aufgebaut." The
modal of the sentence right after a quotation or a verb of saying is the same tense of
reported speech, not a possibility of its own.
"""

from __future__ import annotations

import re

from services.citations.cues import BACKSHIFT_WORDS, HEDGE_WORDS, REPORTING_WORDS
from services.citations.scripts import LETTERS
from services.citations.sentences import sentence_spans

_QUOTATION = re.compile(r"[\"„“”«»][^\"„“”«»]{3,}[\"„“”«»]|[‘‚][^‘’‚]{3,}[’‘]")
"""A quotation: words between quotation marks of any language's style, double ("…", „…“,
«…») or single (‘…’, ‚…‘). A single quotation opens with ‘ or ‚ only: ’ is the apostrophe
("L’écran", "hall’s") as often as a closing mark, and an apostrophe before an inch mark
(65") is no quotation."""


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
    return _alone(words, at)


def _alone(words: list[str], at: int) -> bool:
    """Whether no hedge but a backshifted modal follows the modal at ``words[at]``."""
    return not any(w in HEDGE_WORDS and w not in BACKSHIFT_WORDS for w in words[at + 1 :])


def reported_on(passage: str, sentence: str, hedge: str) -> bool:
    """Whether ``hedge`` in ``sentence`` (of ``passage``) is a backshifted modal, with no
    other hedge after it, right after a sentence of ``passage`` that reports speech: one
    with a quotation or a verb of saying. Reported speech goes on in it."""
    if hedge not in BACKSHIFT_WORDS:
        return False
    words = LETTERS.findall(sentence.lower())
    if hedge not in words or not _alone(words, words.index(hedge)):
        return False
    at = passage.find(sentence.strip()[:40])
    before = [passage[s:e] for s, e in sentence_spans(passage) if e <= at] if at > 0 else []
    if not before:
        return False
    said = before[-1]
    return bool(_QUOTATION.search(said)) or any(
        w in REPORTING_WORDS for w in LETTERS.findall(said.lower()))
