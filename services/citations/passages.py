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
from functools import lru_cache

from services.citations.chinese_senses import same_sense
from services.citations.compounds import spelled_by_parts
from services.citations.connectives import CONNECTIVES
from services.citations.contractions import spelled_out
from services.citations.cues import CJK_COUNTED, NUMBER_VALUES, STOP_WORDS
from services.citations.numerals import CJK_DIGITS, spelled_as_digits
from services.citations.participles import without_ge
from services.citations.per_answer import SHORT_TEXT, per_answer
from services.citations.scripts import CJK as _CJK
from services.citations.scripts import CJK_CHARS
from services.citations.sentences import sentence_spans
from services.citations.unit_names import UNIT_SYMBOLS

_VERSION = r"\d{1,3}(?:\.\d{1,3}){2,}(?!\.?\d)"
"""A version number ("4.2.0", "1.2.3.4"): one term, not three digits that outweigh the
sentence about it; a date ("12.05.2025") ends in four digits and is split as before."""
_TOKEN = re.compile(f"[{CJK_CHARS}]+|[^\\W\\d_{CJK_CHARS}][^\\W_{CJK_CHARS}]*"
                    f"|(?=\\d)(?:{_VERSION}|[^\\W_{CJK_CHARS}]+)")
"""A CJK run, a word, a version number or a run of digits (and letters after them): a
version is tried only where a digit stands, a word where a letter does, which finds the
same tokens as trying all three everywhere, three times faster."""
_ASCII_WORD = re.compile(r"[a-z]+")
"""What ``_TOKEN`` finds in lower-case ASCII text without digits, found faster."""
_ASCII_TOKEN = re.compile(f"[a-z][a-z0-9]*|(?=[0-9])(?:{_VERSION}|[a-z0-9]+)")
"""What ``_TOKEN`` finds in lower-case ASCII text, found faster."""
_ANY_DIGIT = re.compile(r"\d")

_SUFFIXES = (("ies", "y"), ("iest", "y"), ("ier", "y"), ("sses", "ss"), ("ing", ""), ("ed", ""),
             ("es", ""), ("s", ""), ("ly", ""))

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
        number = NUMBER_VALUES.get(word)
        if number is not None:
            term = _TERMS[word] = str(number)  # "drei" and "3" match
        elif word in UNIT_SYMBOLS:
            term = _TERMS[word] = UNIT_SYMBOLS[word]  # "Millimeter" and "mm" match
        else:
            # A participle's "ge" cut ("eingebaut": "einbaut", as "Einbau").
            term = _TERMS[word] = "" if word in STOP_WORDS or word in CONNECTIVES else _stem(
                without_ge(word))
    return term


_GLUED = re.compile(r"(\d+)([^\W\d_]{1,3})")
"""A number with its unit or scale written on ("170c", "72m", "5km"): two terms."""
_COUNTED = re.compile(CJK_COUNTED)
_DIGIT_SPLIT = re.compile(r"(\d+)")
_NUMBER_HINT = re.compile(CJK_COUNTED + "|[〇零一二两兩三四五六七八九十]"
                                         "[〇零一二两兩三四五六七八九十百千万萬亿億]")
"""A numeral before a counter, two in a row or one before a myriad: what ``_COUNTED`` and
``spelled_as_digits`` may rewrite (one search for both)."""
_MYRIADS = frozenset("万萬亿億")
_MYRIAD = re.compile("[万萬亿億]")
_NUMERALS = re.compile("[〇零一二两兩三四五六七八九十万萬亿億]")


def _digit(match: re.Match[str]) -> str:
    return str(CJK_DIGITS[match.group(1)])


def cjk_in_digits(text: str) -> str:
    """``text`` with the Chinese numbers it writes in characters before a counter or as
    a run written in digits ("五次" as "5次", "三十五" as "35"), as ``terms`` reads them: a
    page and a claim that write one figure in the two scripts share its words."""
    return _COUNTED.sub(_digit, spelled_as_digits(text)) if _NUMBER_HINT.search(text) else text


def terms(text: str) -> list[str]:
    """The matching terms of ``text``: stemmed words, CJK character bigrams."""
    return list(_remembered(text)) if len(text) <= SHORT_TEXT else _terms_of(text)


@per_answer
@lru_cache(maxsize=1024)
def _remembered(text: str) -> tuple[str, ...]:
    """``terms`` of a short text, read once an answer: a claim, its window and their
    clauses are read by many checks."""
    return tuple(_terms_of(text))


def _terms_of(text: str) -> list[str]:
    out: list[str] = []
    append = out.append
    myriads = False
    lowered = spelled_out(text.lower())
    if lowered.isascii():
        # No CJK, so no number spelled in characters (most sentences): a simpler scan
        # finds the tokens, and only those starting with a digit may be glued to a unit.
        get = _TERMS.get
        if _ANY_DIGIT.search(lowered) is None:  # words of letters alone: looked up at once
            tokens = _ASCII_WORD.findall(lowered)
            found = list(map(get, tokens))
            if None in found:
                found = [_term(token) if term is None else term
                         for term, token in zip(found, tokens, strict=True)]
            return list(filter(None, found))
        for token in _ASCII_TOKEN.findall(lowered):
            if token[0] <= "9" and not token.isdigit() and (
                    glued := _GLUED.fullmatch(token)) is not None:
                append(glued.group(1))
                token = glued.group(2)
            term = get(token)
            if term is None:
                term = _term(token)
            if term:
                append(term)
        return out
    for token in _TOKEN.findall(lowered):
        if token[0] >= "\u3040" and _CJK.match(token):
            # "三个鸡蛋" is "3个鸡蛋", "一千万亩" is "1000万亩": a number spelled in
            # characters in digits, as a page writing it in digits is matched.
            digits = token
            if _NUMERALS.search(token):
                myriads = myriads or _MYRIAD.search(token) is not None
                if _NUMBER_HINT.search(token):
                    digits = _COUNTED.sub(_digit, spelled_as_digits(token))
            if digits != token:
                for piece in _DIGIT_SPLIT.split(digits):
                    if piece.isdigit() or len(piece) == 1:
                        append(piece)
                    elif piece:
                        out.extend([piece[i : i + 2] for i in range(len(piece) - 1)])
            elif len(token) == 1:
                append(token)
            else:
                out.extend([token[i : i + 2] for i in range(len(token) - 1)])
        else:
            glued = _GLUED.fullmatch(token) if token[0].isdigit() else None
            if glued is not None:
                # "170C", "£72m", "5km": the number and its unit, as "170 °C", "72 m".
                append(glued.group(1))
                token = glued.group(2)
            term = _TERMS.get(token)
            if term is None:
                term = _term(token)
            if term:
                append(term)
    if myriads:
        for k in range(len(out) - 1):
            # "3000万" is not "3000": a number before a myriad keeps it ("3000万人"
            # against "三千多年").
            if out[k + 1][:1] in _MYRIADS and out[k].isdigit():
                out[k] += out[k + 1][0]
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
        elif (_term(token) in wanted and token not in STOP_WORDS) or (
                token.isdigit() and token + lowered[match.end() : match.end() + 1] in wanted):
            _add(spans, start, match.end())  # a number, with its myriad ("1000万") too
    return spans


def _add(spans: list[tuple[int, int]], start: int, end: int) -> None:
    if spans and spans[-1][1] == start:
        spans[-1] = (spans[-1][0], end)
    else:
        spans.append((start, end))


PREFIX = 5
"""Letters of a word that find the sentences holding it in another form."""
SECOND_LOOK_BELOW = 0.33
"""Coverage under which the sentences holding the claim's words only inside
longer words are weighed too (the verdict's ``WEAK_AT``) ..."""
SECOND_LOOK_AT = 0.45
"""... and the coverage such a sentence must reach to take the window's place
(the verdict's ``SUPPORTED_AT``): a sentence that holds little of the claim in
other forms is no better evidence than the one found by whole words."""


@dataclass(frozen=True)
class Match:
    """The best window of a source for one claim.

    Attributes:
        start, end: the window's character span in the source text.
        score: its BM25 score.
        coverage: share of the claim's terms (weighted by rarity) the window
            holds, 0..1; a word the window holds in another form (another
            ending, inside a compound, a CJK pair sharing a character) counts
            in part (``soft_credit``).
        first, last: the window's first and last sentence (indexes).
        focus: the window's sentence that matches the claim best.
    """

    start: int
    end: int
    score: float
    coverage: float
    first: int = 0
    last: int = 0
    focus: int = 0


_GROUPED = re.compile(r"(?<=\d)[.,\u00a0\u202f ](?=\d{3}(?!\d))")
"""A separator between digit groups ("1.200", "1,200", "1 200")."""


_UMLAUTS = str.maketrans("äöü", "aou")


def _trigrams(word: str) -> set[str]:
    padded = f" {word} "
    return {padded[k : k + 3] for k in range(len(padded) - 2)}


def soft_credit(term: str, window: set[str], window_text: str) -> float:
    """How far ``window`` (its terms; ``window_text`` lower-cased) holds ``term`` in
    another form: 1.0 for the same stem with another ending or a compound part
    ("Sicherheitsupdate" holds "update"), 0.75 for a close spelling (most
    character triples shared: "geknetet" and "kneten"), 0.5 or 0.25 for a CJK
    pair one or both of whose characters the window has; otherwise 0."""
    if _CJK.match(term):
        if len(term) < 2:
            return 0.0
        return 0.25 * sum(1 for c in set(term) if c in window_text)
    if term.isdigit():
        # "1200" is written "1.200", "1,200" or "1 200" too.
        return 1.0 if len(term) > 3 and term in _GROUPED.sub("", window_text) else 0.0
    if len(term) < 4:
        return 0.0
    if len(term) >= 5 and term in window_text:
        return 1.0  # a part of a longer word: a compound or another ending
    if spelled_by_parts(term, window):
        return 1.0  # a compound whose parts the window writes apart ("Hersteller", "Garantie")
    grams = _trigrams(term)
    best = 0.0
    plain = term.translate(_UMLAUTS)
    for other in window:
        if len(other) < 4 or other.isdigit() or _CJK.match(other):
            continue
        # An umlaut marks a German plural or comparative ("Antrag", "Anträge").
        theirs_plain = other.translate(_UMLAUTS)
        shared = 0
        while shared < min(len(plain), len(theirs_plain)) and (
                plain[shared] == theirs_plain[shared]):
            shared += 1
        if shared >= 5 or (shared >= 4 and shared == min(len(term), len(other))):
            return 1.0
        if len(other) >= 5 and other in term:
            best = max(best, 0.75)  # the claim's compound holds the page's word
            continue
        theirs = _trigrams(other)
        if 2 * len(grams & theirs) >= len(grams) + len(theirs):
            best = max(best, 0.75)
    return best


_NO_TERMS: Counter[str] = Counter()
"""The counts of a sentence that holds none of a claim's terms, as far as BM25 reads them."""
HOLDING_KEPT = 64
"""Claims' sentence look-ups a source remembers (``SourceIndex._present``)."""


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
        lowered = self.lowered = text.lower()
        # Lower-casing can change the length of a few scripts' text; then
        # positions no longer line up, and every sentence is a candidate.
        self._lowered = lowered if len(lowered) == len(text) else None
        self.lengths = [end - start for start, end in self.spans]
        self.average = (sum(self.lengths) / len(self.lengths)) if self.lengths else 0.0
        self._counts: dict[int, Counter[str]] = {}
        self._sentences: tuple[str, ...] | None = None
        self._holding: dict[tuple[str, ...], list[int]] = {}

    def counts(self, i: int) -> Counter[str]:
        """The terms of sentence ``i`` with their counts (computed once)."""
        counts = self._counts.get(i)
        if counts is None:
            start, end = self.spans[i]
            counts = self._counts[i] = Counter(_terms_of(self.text[start:end]))
        return counts

    def _present(self, wanted: list[str]) -> list[int]:
        """The sentences holding one of ``wanted`` as it is, in order (remembered for the
        last few claims: a claim's checks ask again and again)."""
        key = tuple(wanted)
        present = self._holding.get(key)
        if present is None:
            if len(self._holding) > HOLDING_KEPT:
                self._holding.clear()
            present = self._holding[key] = [
                i for i in sorted(self._candidates(wanted))
                if not self.counts(i).keys().isdisjoint(wanted)]
        return present

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
        present = self._present(wanted)
        if not present:
            return self._in_other_forms(wanted)
        n = len(self.spans)
        weights = self._weights(wanted, present)
        best: tuple[float, int, int] | None = None
        holding = set(present)
        for i in sorted(holding | {i - 1 for i in present if i > 0}):
            for j in (i, i + 1):
                if j >= n or (j == i and i not in holding):
                    continue
                score = self._bm25(weights, i, j, holding)
                if best is None or score > best[0]:
                    best = (score, i, j)
        assert best is not None
        score, i, j = best
        coverage = self._coverage(weights, i, j)
        if coverage < SECOND_LOOK_BELOW:
            # The words in other forms only ("Holzbau" in "Holzbauweise",
            # "Solaranlage" beside "Photovoltaikanlage") may sit in a sentence
            # that shares no whole word with the claim: the sentence holding
            # most of the claim in any form wins when it holds enough.
            for k in sorted((self._candidates(wanted) | self._by_prefix(wanted)) - {i, j}):
                other = self._coverage(weights, k, k)
                if other > coverage and other >= SECOND_LOOK_AT:
                    coverage, i, j = other, k, k
                    score = self._bm25(weights, k, k)
        if i == j and SECOND_LOOK_BELOW <= coverage < SECOND_LOOK_AT:
            # A claim joining a sentence to its neighbour ("Sky Replace … desktop-only"
            # for a list item's two sentences): the pair holds what the sentence alone
            # does not, though its length weighs it down in BM25.
            for a, b in ((i - 1, i), (i, i + 1)):
                if a >= 0 and b < n and (other := self._coverage(weights, a, b)) > max(
                        coverage, SECOND_LOOK_AT - 1e-9):
                    coverage, i, j = other, a, b
                    score = self._bm25(weights, a, b)
        focus = i if j == i or self._bm25(weights, i, i) >= self._bm25(weights, j, j) else j
        return Match(self.spans[i][0], self.spans[j][1], score, coverage, i, j, focus)

    def tied_pairs(self, claim_terms: list[str], match: Match, tie: float,
                   gain: float) -> list[Match]:
        """Windows of ``match``'s one sentence and a neighbour of its paragraph that rank
        within ``tie`` (a share) of it in BM25, which weighs a pair's length down, and hold
        at least ``gain`` more of ``claim_terms``, best first."""
        k, n = match.first, len(self.spans)
        pairs = [(a, b) for a, b in ((k - 1, k), (k, k + 1))
                 if a >= 0 and b < n and self._one_paragraph(a, b)]
        if match.first != match.last or not pairs:
            return []
        wanted = list(dict.fromkeys(claim_terms))
        present = self._present(wanted)
        weights = self._weights(wanted, present)
        score, coverage = self._bm25(weights, k, k), self._coverage(weights, k, k)
        found = []
        for a, b in pairs:
            if self._bm25(weights, a, b) >= tie * score and (
                    other := self._coverage(weights, a, b)) >= coverage + gain:
                found.append(Match(self.spans[a][0], self.spans[b][1], self._bm25(weights, a, b),
                                   other, a, b, k))
        return sorted(found, key=lambda m: -m.coverage)

    def _one_paragraph(self, a: int, b: int) -> bool:
        """Whether neighbouring sentences ``a`` and ``b`` stand in one paragraph: no blank
        line between them, no heading among them."""
        text, spans = self.text, self.spans
        return "\n\n" not in text[spans[a][1] : spans[b][0]] and not any(
            text.startswith("#", spans[k][0]) for k in (a, b))

    def _in_other_forms(self, wanted: list[str]) -> Match | None:
        """The sentence holding most of ``wanted`` when none holds one of them as it
        is: every word in another form ("Beschäftigte" for "beschäftigt",
        "1200" for "1.200") is still a match when it covers ``SECOND_LOOK_AT``."""
        if self._lowered is None:
            return None
        weights = self._weights(wanted, [])
        best: tuple[float, int] | None = None
        for k in sorted(self._by_prefix(wanted)):
            coverage = self._coverage(weights, k, k)
            if coverage >= SECOND_LOOK_AT and (best is None or coverage > best[0]):
                best = (coverage, k)
        if best is None:
            return None
        coverage, k = best
        return Match(self.spans[k][0], self.spans[k][1], 0.0, coverage, k, k, k)

    def _by_prefix(self, wanted: list[str]) -> set[int]:
        """Sentences holding the first ``PREFIX`` letters of one of ``wanted`` (or a long
        number's last three digits): where a word may stand in another form
        ("Stickstoffdioxid" for "Stickstoffdioxidwerte", "1.200" for "1200")."""
        lowered = self._lowered
        if lowered is None:
            return set()
        probes = {t[:PREFIX] if len(t) > PREFIX else t for t in wanted
                  if len(t) >= 4 and not _CJK.match(t)}
        probes |= {t[-3:] for t in wanted if len(t) > 3 and t.isdigit()}
        found: set[int] = set()
        for probe in probes:
            at = lowered.find(probe)
            while at != -1:
                found.add(bisect.bisect_right(self.starts, at) - 1)
                at = lowered.find(probe, at + 1)
        return {i for i in found if i >= 0}

    def _weights(self, wanted: list[str], present: list[int]) -> dict[str, float]:
        """Each of ``wanted``'s rarity weight (BM25's idf) over the sentences
        ``present`` that hold one of them."""
        n = len(self.spans)
        df = Counter(t for counts in map(self.counts, present) for t in wanted if t in counts)
        # A term the source lacks weighs as one it holds once: on a short source
        # (a search snippet) the claim's own words would otherwise outweigh all
        # the words the two share.
        return {t: math.log(1 + (n - max(df[t], 1) + 0.5) / (max(df[t], 1) + 0.5))
                for t in wanted}

    def spread(self, claim_terms: list[str], match: Match, reach: int) -> float:
        """The coverage of ``claim_terms`` by ``match``'s window widened by ``reach``
        sentences either side: how much of a claim that sums up several
        sentences (of one paragraph or of neighbouring ones) they hold together."""
        wanted = list(dict.fromkeys(claim_terms))
        if not wanted:
            return 0.0
        present = self._present(wanted)
        return self._coverage(self._weights(wanted, present), max(0, match.first - reach),
                              min(len(self.spans) - 1, match.last + reach))

    def spread_between(self, claim_terms: list[str], first: int, last: int) -> float:
        """The coverage of ``claim_terms`` by sentences ``first`` to ``last`` together."""
        wanted = list(dict.fromkeys(claim_terms))
        present = self._present(wanted)
        return self._coverage(self._weights(wanted, present), first, last) if wanted else 0.0

    def rivals(self, claim_terms: list[str], match: Match, reach: int,
               share: float) -> list[int]:
        """Sentences within ``reach`` of ``match``'s window, outside it, that cover
        ``claim_terms`` at least ``share`` as well as the window does, best first."""
        wanted = list(dict.fromkeys(claim_terms))
        present = self._present(wanted)
        weights = self._weights(wanted, present)
        found = []
        for k in present:
            if abs(k - match.focus) <= reach and not match.first <= k <= match.last:
                coverage = self._coverage(weights, k, k)
                if coverage >= share * match.coverage:
                    found.append((coverage, k))
        return [k for _coverage, k in sorted(found, reverse=True)]

    def _coverage(self, weights: dict[str, float], i: int, j: int) -> float:
        """Share of the claim's terms (by ``weights``) sentences ``i`` to ``j`` hold."""
        found = set(self.counts(i)).union(*(self.counts(k) for k in range(i + 1, j + 1)))
        window_text = self.text[self.spans[i][0] : self.spans[j][1]].lower()
        total = sum(weights.values())
        covered = 0.0
        for term, weight in weights.items():
            if term in found:
                covered += weight
            elif _CJK.match(term) and same_sense(term, found):
                covered += weight  # another word of the same sense ("游览", "参观")
            else:
                covered += weight * soft_credit(term, found, window_text)
        return covered / total if total else 0.0

    def main_sentence(self, match: Match, wanted: list[str]) -> int:
        """The sentence of ``match``'s window holding most of ``wanted``."""
        keys = set(wanted)
        return max(range(match.first, match.last + 1),
                   key=lambda k: len(keys & self.counts(k).keys()))

    def sentence(self, i: int) -> str:
        """The text of sentence ``i``."""
        start, end = self.spans[i]
        return self.text[start:end]

    def sentences(self) -> list[str]:
        """The text of every sentence, in order (cut once; a new list each call)."""
        if self._sentences is None:
            self._sentences = tuple(self.text[start:end] for start, end in self.spans)
        return list(self._sentences)

    def around(self, match: Match, before: int, after: int = 0) -> str:
        """The window of ``match`` with ``before`` sentences before it and ``after`` after."""
        first = max(0, match.first - before)
        last = min(len(self.spans) - 1, match.last + after)
        return self.text[self.spans[first][0] : self.spans[last][1]]

    def _bm25(self, weights: dict[str, float], i: int, j: int,
              holding: set[int] | None = None) -> float:
        """BM25 of sentences ``i`` to ``j`` for ``weights``' terms; a sentence not in
        ``holding`` (when given: those holding one of the terms) counts none of them, and
        is not tokenized for it."""
        length = self.lengths[i] + (self.lengths[j] if j != i else 0)
        norm = K1 * (1 - B + B * length / self.average) if self.average else K1
        first = (self.counts(i) if holding is None or i in holding else _NO_TERMS).get
        second = None if j == i else (
            self.counts(j) if holding is None or j in holding else _NO_TERMS).get
        score = 0.0
        boost = K1 + 1
        if second is None:  # one sentence (most windows): no second look-up
            for term, weight in weights.items():
                tf = first(term, 0)
                if tf:
                    score += weight * tf * boost / (tf + norm)
            return score
        for term, weight in weights.items():
            tf = first(term, 0) + second(term, 0)
            if tf:
                score += weight * tf * boost / (tf + norm)
        return score
