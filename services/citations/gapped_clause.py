"""A claim that fuses the two halves of a gapped sentence: "The ferry runs daily in
winter" where the page says "The ferry runs daily in summer, but only at weekends in
winter"; "Die Fähre fährt im Winter täglich" where it says "Die Fähre fährt im Sommer
täglich, im Winter nur am Wochenende".

The second clause leaves out what it shares with the first (a gap: "the ferry runs")
and sets its own words in parallel with the first clause's last ones ("weekends" for
"daily", "winter" for "summer"). Every word of the fused claim stands in the sentence,
so overlap finds nothing missing. The sign, in any spaced language: the claim is one
clause; the sentence's clause that gaps has words of its own (``k`` of them, two or
more) and the clause before it as many words of its own at its end, position by
position (or in crossed order), one pair at least in the same frame (the same function
word before both: "in summer", "in winter"); the claim holds a word of the first
clause's head and takes exactly one word of each pair, some from one clause and some
from the other. A claim that keeps one clause whole, or both, takes none mixed.
"""

from __future__ import annotations

import re
from itertools import pairwise

from services.citations.cues import ADVERSATIVE_WORDS, NEGATION_WORDS, ONLY, STOP_WORDS
from services.citations.passages import Match, SourceIndex
from services.citations.scripts import CJK_SCRIPT
from services.citations.word_forms import holds_word

PAIRS_AT_LEAST = 2
"""Parallel pairs at least of the two clauses (one pair is a mere contrast)."""
PAIRS_AT_MOST = 3
"""Parallel pairs at most: a longer second clause is a statement of its own, no gap."""
_WORD = re.compile(r"[^\W\d_][\w'’-]*")
_CLAUSE = re.compile(r"[,;:]")
_ONLY = frozenset(w for words in ONLY.values() for w in words)
"""Words of restriction ("only", "nur", "seulement"): a gapped clause's frame, no pair."""


def _content(text: str) -> list[str]:
    return [w for w in _WORD.findall(text.lower()) if len(w) >= 3 and w not in STOP_WORDS
            and w not in _ONLY and w not in ADVERSATIVE_WORDS]


def _held(word: str, words: list[str]) -> bool:
    return any(holds_word(w, word) for w in words)


def _before(clause: str) -> dict[str, str]:
    """Each word of ``clause`` (lowered) with the word right before it."""
    words = _WORD.findall(clause.lower())
    return {w: words[k - 1] for k, w in enumerate(words) if k}


def _pairs(first: str, second: str) -> tuple[list[str], list[tuple[str, str]]]:
    """The first clause's head (its own words before the pairs) and ``(the first
    clause's word, the second's)`` in parallel, when ``second`` gaps; else ``([], [])``."""
    if not NEGATION_WORDS.isdisjoint(_WORD.findall(first.lower())):
        return [], []  # "nicht nach Berlin, sondern nach Hamburg": a correction, no gap
    one, two = _content(first), _content(second)
    own_two = [w for w in two if not _held(w, one)]
    own_one = [w for w in one if not _held(w, two)]
    if len(own_two) != len(two) or not PAIRS_AT_LEAST <= len(two) <= PAIRS_AT_MOST or (
            len(own_one) <= len(two)):
        return [], []  # no gap: the second clause repeats words, or the first has no head
    before_one, before_two = _before(first), _before(second)
    for order in (two, two[::-1]):  # in the same order, or crossed ("en été, en hiver le …")
        pairs = list(zip(own_one[-len(two):], order, strict=True))
        if any(before_one.get(a) == before_two.get(b) and before_one.get(a) in STOP_WORDS
               for a, b in pairs):
            return own_one[: -len(two)], pairs
    return [], []  # no pair set in the same frame ("in summer", "in winter")


def gapped_fusion(claim: str, index: SourceIndex, match: Match) -> tuple[str, str] | None:
    """``(the claim's word, the page's in its place)`` when the claim fuses the two
    clauses of a gapped sentence of ``match`` (see the module); else None."""
    if CJK_SCRIPT.search(claim) or _CLAUSE.search(claim.rstrip(".!?")):
        return None
    mine = _content(claim)
    for k in range(match.first, match.last + 1):
        parts = [p for p in _CLAUSE.split(index.sentence(k)) if p.strip()]
        for first, second in pairwise(parts):
            head, pairs = _pairs(first, second)
            if not pairs or not any(_held(w, mine) for w in head):
                continue
            taken = [(_held(a, mine), _held(b, mine)) for a, b in pairs]
            if all(x != y for x, y in taken) and any(x for x, _ in taken) and any(
                    y for _, y in taken):
                a, b = next((a, b) for (a, b), (x, _y) in zip(pairs, taken, strict=True) if x)
                return a, b
    return None
