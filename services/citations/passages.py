"""Finding the passage of a source that best matches a sentence: BM25 over sentence windows.

Words are lower-cased, stop words dropped and plural/verb endings trimmed;
Chinese, Japanese and Korean text, written without spaces, is cut into
overlapping character pairs (bigrams), which match across word boundaries the
way a CJK reader scans. A source's text is split into sentences once
(``SourceIndex``); every sentence and every pair of neighbouring sentences is a
candidate window, ranked by BM25 against the claim's words. How much of the
claim the best window covers (each word weighted by its rarity in the source)
is what the support check judges.
"""

from __future__ import annotations

import bisect
import math
import re
from collections import Counter
from dataclasses import dataclass

_CJK_CHARS = "\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af"
_TOKEN = re.compile(f"[{_CJK_CHARS}]+|[^\\W_{_CJK_CHARS}]+")
_CJK = re.compile(f"[{_CJK_CHARS}]")
# Sentence ends: Western punctuation followed by a space, CJK punctuation
# (written without a space), or a line break.
_BOUNDARY = re.compile(r"[.!?][\"'”’)\]]*\s+|[。！？；][\"”’）」』]*\s*|\n\s*")
_MAX_SENTENCE = 400  # longer stretches without punctuation (tables, lists) are cut

_STOP_TEXT = (
    "a an the and or but if of to in on at by for with from as into than then that this "
    "these those is are was were be been being it its it's he she they them their his her "
    "we our you your i me my not no nor so too very can could will would shall should may "
    "might must do does did has have had having there here which who whom whose what when "
    "where why how all any both each few more most other some such only own same just also "
    "about over under again further once up down out off above below between through during "
    "before after while per via"
)
_STOP_WORDS = frozenset(_STOP_TEXT.split())
_SUFFIXES = (("ies", "y"), ("sses", "ss"), ("ing", ""), ("ed", ""), ("es", ""), ("s", ""),
             ("ly", ""))

_NUMBER_CONTEXT = 3  # sentences before a window where its numbers may stand

K1 = 1.2
B = 0.75


_TERMS: dict[str, str] = {}  # word -> its term ("" for a stop word), shared by all calls
_TERMS_LIMIT = 200_000


def _stem(word: str) -> str:
    if len(word) <= 3 or word.isdigit():
        return word
    for suffix, replacement in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)] + replacement
    return word


def _term(word: str) -> str:
    term = _TERMS.get(word)
    if term is None:
        if len(_TERMS) > _TERMS_LIMIT:
            _TERMS.clear()
        term = _TERMS[word] = "" if word in _STOP_WORDS else _stem(word)
    return term


def terms(text: str) -> list[str]:
    """The matching terms of ``text``: stemmed words, CJK character bigrams."""
    out: list[str] = []
    append = out.append
    for token in _TOKEN.findall(text.lower()):
        if token[0] >= "\u3040" and _CJK.match(token):
            if len(token) == 1:
                append(token)
            else:
                out.extend([token[i : i + 2] for i in range(len(token) - 1)])
        else:
            term = _TERMS.get(token)
            if term is None:
                term = _term(token)
            if term:
                append(term)
    return out


def term_spans(text: str, wanted: set[str]) -> list[tuple[int, int]]:
    """Character spans of ``text`` whose terms are in ``wanted`` (merged when adjacent)."""
    spans: list[tuple[int, int]] = []
    lowered = text.lower()
    for match in _TOKEN.finditer(lowered):
        token, start = match.group(), match.start()
        if _CJK.match(token):
            for i in range(len(token)):
                pair = token[i : i + 2] if len(token) > 1 else token
                if pair in wanted or (i and token[i - 1 : i + 1] in wanted):
                    _add(spans, start + i, start + i + 1)
        elif _term(token) in wanted and token not in _STOP_WORDS:
            _add(spans, start, match.end())
    return spans


def _add(spans: list[tuple[int, int]], start: int, end: int) -> None:
    if spans and spans[-1][1] == start:
        spans[-1] = (spans[-1][0], end)
    else:
        spans.append((start, end))


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of each sentence of ``text``, surrounding spaces excluded."""
    spans: list[tuple[int, int]] = []
    start = 0
    for match in _BOUNDARY.finditer(text):
        _push(text, start, match.end(), spans)
        start = match.end()
    _push(text, start, len(text), spans)
    return spans


def _push(text: str, start: int, end: int, spans: list[tuple[int, int]]) -> None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    while end - start > _MAX_SENTENCE:
        cut = text.rfind(" ", start + _MAX_SENTENCE // 2, start + _MAX_SENTENCE)
        cut = cut if cut > start else start + _MAX_SENTENCE
        spans.append((start, cut))
        start = cut
        while start < end and text[start].isspace():
            start += 1
    if end > start:
        spans.append((start, end))


@dataclass(frozen=True)
class Match:
    """The best window of a source for one claim.

    Attributes:
        start, end: the window's character span in the source text.
        score: its BM25 score.
        coverage: share of the claim's terms (weighted by rarity) the window holds, 0..1.
        missing_numbers: numbers of the claim the window does not contain.
    """

    start: int
    end: int
    score: float
    coverage: float
    missing_numbers: tuple[str, ...] = ()


class SourceIndex:
    """A source's sentences, ready to rank windows against claims.

    Sentences are tokenized lazily: a claim's terms are first looked up as
    plain substrings of the lower-cased text (every word a term comes from
    contains the term, or the term less a final "y" for "-ies" plurals), and
    only the sentences holding one are tokenized. The document frequencies are
    exact all the same, since no other sentence can contain the term. Window
    length, for BM25's length normalization, is counted in characters.
    """

    def __init__(self, text: str) -> None:
        self.text = text
        self.spans = sentence_spans(text)
        self.starts = [start for start, _end in self.spans]
        lowered = text.lower()
        # Lower-casing can change the length of a few scripts' text; then
        # positions no longer line up, and every sentence is a candidate.
        self._lowered = lowered if len(lowered) == len(text) else None
        self.lengths = [end - start for start, end in self.spans]
        self.average = (sum(self.lengths) / len(self.lengths)) if self.lengths else 0.0
        self._counts: dict[int, Counter[str]] = {}

    def counts(self, i: int) -> Counter[str]:
        """The terms of sentence ``i`` with their counts (computed once)."""
        counts = self._counts.get(i)
        if counts is None:
            start, end = self.spans[i]
            counts = self._counts[i] = Counter(terms(self.text[start:end]))
        return counts

    def _candidates(self, wanted: list[str]) -> set[int]:
        """Sentences that may hold one of ``wanted`` (a superset of those that do)."""
        lowered = self._lowered
        if lowered is None:
            return set(range(len(self.spans)))
        found: set[int] = set()
        for term in wanted:
            probe = term[:-1] if len(term) > 3 and term.endswith("y") else term
            at = lowered.find(probe)
            while at != -1:
                i = bisect.bisect_right(self.starts, at) - 1
                if i >= 0:
                    found.add(i)
                    at = lowered.find(probe, max(at + 1, self.spans[i][1]))
                else:
                    at = lowered.find(probe, at + 1)
        return found

    def best(self, claim_terms: list[str]) -> Match | None:
        """The window (one sentence or two neighbours) ranking first for ``claim_terms``."""
        wanted = list(dict.fromkeys(claim_terms))
        if not wanted or not self.spans:
            return None
        present = [i for i in sorted(self._candidates(wanted))
                   if not self.counts(i).keys().isdisjoint(wanted)]
        if not present:
            return None
        n = len(self.spans)
        df = Counter(t for i in present for t in wanted if t in self.counts(i))
        weights = {t: math.log(1 + (n - df[t] + 0.5) / (df[t] + 0.5)) for t in wanted}
        best: tuple[float, int, int] | None = None
        holding = set(present)
        for i in sorted(holding | {i - 1 for i in present if i > 0}):
            for j in (i, i + 1):
                if j >= n or (j == i and i not in holding):
                    continue
                score = self._bm25(weights, i, j)
                if best is None or score > best[0]:
                    best = (score, i, j)
        assert best is not None
        score, i, j = best
        found = set(self.counts(i)) | set(self.counts(j))
        total = sum(weights.values())
        covered = sum(w for t, w in weights.items() if t in found)
        # A number may be stated a few sentences before the window (the
        # version or year a paragraph is about); one found nowhere near differs.
        near = set().union(*(self.counts(k) for k in range(max(0, i - _NUMBER_CONTEXT), j + 1)))
        numbers = tuple(t for t in wanted if t.isdigit() and t not in near)
        return Match(self.spans[i][0], self.spans[j][1], score,
                     covered / total if total else 0.0, numbers)

    def _bm25(self, weights: dict[str, float], i: int, j: int) -> float:
        length = self.lengths[i] + (self.lengths[j] if j != i else 0)
        norm = K1 * (1 - B + B * length / self.average) if self.average else K1
        first, second = self.counts(i), self.counts(j) if j != i else None
        score = 0.0
        for term, weight in weights.items():
            tf = first.get(term, 0) + (second.get(term, 0) if second is not None else 0)
            if tf:
                score += weight * tf * (K1 + 1) / (tf + norm)
        return score
