"""The paragraph a summary claim condenses: several of its sentences, each giving a clause.

A one-sentence summary of a paragraph ("Version 4.0 raises the default cache, drops
Python 3.9 and speeds up startup") aligns to several sentences of one paragraph (or of
one list or table): each of them holds a clause of the claim that the others lack. The
best one- or two-sentence window then holds too little of it, or lacks a figure or a
name the next sentence states, and the claim is judged as a paraphrase of one sentence
it is not. This finds such a claim's sentences and the window spanning them, so that it
is judged against what the paragraph says as a whole (or a short section or page: a
changelog's version with its lists, a news item's lead and paragraphs, ``blocks``).

Alignment, not words: the claim's terms are laid over the paragraph's sentences, the
sentence holding most of them first, then each sentence that adds terms the chosen ones
lack. A sentence counts as a source of the summary only when it adds a clause's worth
(``ADDED_TERMS`` terms, one at least no name and no figure: a name taken alone from another
sentence is what a swapped role looks like, and stays for the name checks to weigh).
Paragraphs are cut at blank lines and headings, as any language's are.
"""

from __future__ import annotations

import math
import re

from services.citations.judgment import SUPPORTED_AT
from services.citations.passages import Match, SourceIndex, soft_credit
from services.citations.scripts import CJK
from services.citations.section_spread import section_of
from services.citations.summary_figures import figure_sources

REACH = 6
"""Sentences at most either side of the window that its paragraph may add."""
SHORT = 12
"""Sentences at most of a page or a section a claim may sum up as a whole (a news item's
lead and its paragraphs, a changelog's version with its lists)."""
ADDED_TERMS = 2
"""Terms a sentence must add, one at least no name and no figure, to count as one the
claim sums up; a CJK clause adds more character pairs (``ADDED_CJK_TERMS``)."""
ADDED_CJK_TERMS = 3
SUMMARY_AT = SUPPORTED_AT
"""Coverage the claim's sentences must reach together to stand for it as a whole: the
bar one sentence must reach for a claim it holds."""
GAIN = 0.08
"""Coverage the other sentences must add to the window's for the claim to be a summary."""

_HEADING = re.compile(r"^\s*#{1,6}\s")


def blocks(index: SourceIndex, match: Match) -> list[tuple[int, int]]:
    """``(first, last)`` sentences a summary claim may draw on, narrowest first: the
    window's paragraph, then the whole page or the section under the heading above the
    window when it is short (``SHORT``)."""
    found = [paragraph(index, match)]
    section = section_of(index, match)
    if len(index.spans) <= SHORT:
        found.append((0, len(index.spans) - 1))
    elif section is not None and section[1] - section[0] < SHORT:
        found.append(section)
    return list(dict.fromkeys(found))


def paragraph(index: SourceIndex, match: Match) -> tuple[int, int]:
    """``(first, last)`` sentences of the block holding ``match``'s window: cut at a blank
    line and at a heading, at most ``REACH`` sentences either side of the window."""
    text, spans = index.text, index.spans
    first = match.first
    while first > 0 and match.first - first < REACH and not _cut(text, spans, first):
        first -= 1
    last = match.last
    while last + 1 < len(spans) and last - match.last < REACH and not _cut(text, spans, last + 1):
        last += 1
    return first, last


def _cut(text: str, spans: list[tuple[int, int]], k: int) -> bool:
    """Whether a paragraph ends between sentences ``k - 1`` and ``k``: a blank line, or a
    heading on either side."""
    return "\n\n" in text[spans[k - 1][0] : spans[k][0]] or any(
        _HEADING.match(text[spans[j][0] : spans[j][1]]) is not None for j in (k - 1, k))


def _weights(index: SourceIndex, wanted: list[str]) -> dict[str, float]:
    """Each term's rarity over the page, its occurrences standing for the sentences
    holding it (a count over the text, no sentence tokenized)."""
    n = len(index.spans)
    return {term: math.log(1 + (n - (df := max(1, min(n, index.lowered.count(term)))) + 0.5)
                           / (df + 0.5)) for term in wanted}


def _held(index: SourceIndex, wanted: list[str], k: int) -> dict[str, float]:
    """How far sentence ``k`` holds each of ``wanted`` (1 as it is, less in another form)."""
    counts = index.counts(k)
    found = set(counts)
    lowered = index.sentence(k).lower()
    out = {}
    for term in wanted:
        credit = 1.0 if term in counts else soft_credit(term, found, lowered)
        if credit:
            out[term] = credit
    return out


def summed_sentences(index: SourceIndex, wanted: list[str], match: Match, plain: set[str],
                     bounds: tuple[int, int]) -> tuple[list[int], float, float] | None:
    """The sentences from ``bounds`` (first, last: see ``blocks``) a claim (its terms
    ``wanted``; ``plain``: those that are no name and no figure) sums up, with the coverage
    of the sentence holding most of it alone and of them together; None when it aligns to
    fewer than two."""
    written, wanted = wanted, list(dict.fromkeys(wanted))
    if not wanted:
        return None
    first, last = bounds
    if last - first < 1:
        return None
    weights = _weights(index, wanted)
    total = sum(weights.values())
    held = {k: _held(index, wanted, k) for k in range(first, last + 1)}
    got: dict[str, float] = {}

    def gain(k: int) -> float:
        return sum(weights[t] * max(0.0, c - got.get(t, 0.0)) for t, c in held[k].items())

    chosen: list[int] = []
    own = 0.0
    while True:
        rest = [k for k in held if k not in chosen]
        if not rest:
            break
        best = max(rest, key=lambda k: (gain(k), -abs(k - match.focus)))
        added = [t for t, c in held[best].items() if c > got.get(t, 0.0)]
        said = [t for t in added if t in plain]
        cjk = sum(1 for t in said if CJK.match(t))
        if chosen and (not said or not (len(added) - cjk >= ADDED_TERMS or cjk >= ADDED_CJK_TERMS)):
            break
        if gain(best) <= 0:
            break
        chosen.append(best)
        for t, c in held[best].items():
            got[t] = max(got.get(t, 0.0), c)
        if len(chosen) == 1:
            own = sum(weights[t] * c for t, c in got.items()) / total
    if chosen:  # the sentence giving a figure of the claim the others lack
        for k in figure_sources(index, written, plain, set(got),
                                [k for k in held if k not in chosen]):
            chosen.append(k)
            for t, c in held[k].items():
                got[t] = max(got.get(t, 0.0), c)
    if len(chosen) < 2:
        return None
    together = sum(weights[t] * c for t, c in got.items()) / total
    return sorted(chosen), own, together


def summary_window(index: SourceIndex, wanted: list[str], match: Match, plain: set[str],
                   bounds: tuple[int, int]) -> tuple[Match, list[int]] | None:
    """The window spanning the sentences of ``bounds`` a summary claim draws on (its
    coverage theirs together) and those sentences; None when the claim is no summary of
    several of them (see ``summed_sentences``) or they hold too little of it."""
    found = summed_sentences(index, wanted, match, plain, bounds)
    if found is None:
        return None
    chosen, own, together = found
    if together < SUMMARY_AT or together - max(own, match.coverage) < GAIN:
        return None
    first, last = chosen[0], chosen[-1]
    focus = match.focus if first <= match.focus <= last else chosen[0]
    return Match(index.spans[first][0], index.spans[last][1], match.score, together,
                 first, last, focus), chosen
