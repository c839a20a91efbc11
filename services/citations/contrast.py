"""Contrasts: "X instead of Y", "statt Y", "not Y but X" choose one thing over another.

A contrast holds a negation in its meaning but is not the opposite of a plain
statement: "Lorvain builds kerbed lanes rather than painting stripes" says what
"builds kerbed lanes, not painted stripes" says. What a contrast can get wrong
is which side is chosen. ``rejected`` finds the side a sentence turns down
(the words after "instead of", before Japanese "ではなく", after a negation
joined by "and"/"y"/"e" or followed by "but"/"sondern"/"sino"); ``flipped``
compares the two sides of a claim with those of its passage; ``turned_down_finding``
is what ``verdict.findings`` reports of a claim that states the side turned down.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from services.citations.clause_stops import ClauseStops
from services.citations.contrast_markers import (
    CONTRAST_AFTER,
    CONTRAST_BEFORE,
    CORRECTIVE,
    CORRECTIVE_ONLY,
)
from services.citations.cues import NEGATION_WORDS, STOP_WORDS
from services.citations.finding import Finding
from services.citations.numbers import Number, numbers
from services.citations.passages import Match, SourceIndex, terms

REJECTED_TERMS = 3
"""Content words after (or before) a contrast marker that make up the rejected side."""
_CLAUSE_END = ClauseStops(r"[,;:()，；：、（）。！？\n]|[.!?](?:\s|$)")
_WORD = re.compile(r"[^\W\d_]+|\d+(?:[.,]\d+)?")
_JOINERS = frozenset({"and", "und", "et", "y", "e", "en", "og", "och", "but"})
"""Words that make the negation right after them a contrast ("and not", "y no", "e não")."""


_MARKER_TERMS = frozenset(t for m in (*CONTRAST_AFTER, *CONTRAST_BEFORE) for t in terms(m))


@dataclass(frozen=True)
class Contrast:
    """The side a sentence turns down (its terms and its text) and all the sentence's terms."""

    rejected: frozenset[str]
    text: str
    whole: frozenset[str]

    @property
    def kept(self) -> frozenset[str]:
        return self.whole - self.rejected


def _marker(lowered: str, marker: str) -> int:
    """Where ``marker`` stands in ``lowered`` as whole words (CJK: anywhere), or -1."""
    at = lowered.find(marker)
    if ord(marker[0]) >= 0x3000:
        return at
    while at != -1:
        end = at + len(marker)
        if (at == 0 or not lowered[at - 1].isalnum()) and (
                end >= len(lowered) or not lowered[end].isalnum()):
            return at
        at = lowered.find(marker, at + 1)
    return -1


def _after(text: str, start: int) -> tuple[frozenset[str], str]:
    end = _CLAUSE_END.search(text, start)
    side = text[start : end.start() if end else len(text)]
    return frozenset(terms(side)[:REJECTED_TERMS]), side


def _before(text: str, end: int) -> tuple[frozenset[str], str]:
    starts = [m.end() for m in _CLAUSE_END.finditer(text, 0, end)]
    side = text[starts[-1] if starts else 0 : end]
    return frozenset(terms(side)[-REJECTED_TERMS:]), side


def rejected(text: str) -> Contrast | None:
    """The contrast of ``text``, or None when it has none."""
    lowered = text.lower()
    for marker in CONTRAST_AFTER:
        at = _marker(lowered, marker)
        if at != -1:
            return Contrast(*_after(lowered, at + len(marker)), whole=_whole(text))
    for marker in CONTRAST_BEFORE:
        at = _marker(lowered, marker)
        if at != -1:
            return Contrast(*_before(lowered, at), whole=_whole(text))
    if "不是" in lowered and "而是" in lowered.split("不是", 1)[1]:
        start = lowered.index("不是") + 2
        side = lowered[start : lowered.index("而是", start)]
        return Contrast(frozenset(terms(side)), side, _whole(text))
    words = list(_WORD.finditer(lowered))
    for k, match in enumerate(words):
        if match.group() not in NEGATION_WORDS:
            continue
        joined = k > 0 and words[k - 1].group() in _JOINERS
        corrected = any(_corrects(lowered, match.end(), w) for w in words[k + 1 :])
        if joined or corrected:
            found, side = _after(lowered, match.end())
            if len(found) < 2 and not joined:
                # Verb-final: "den Lärm in den Schlafzimmern nicht gemessen, sondern …"
                # turns down the words before the negation too.
                found = found | _before(lowered, match.start())[0]
            return Contrast(found, side, whole=_whole(text))
    return None


def _whole(text: str) -> frozenset[str]:
    """The terms of ``text`` but the contrast's own (read only for a text with one)."""
    return frozenset(terms(text)) - _MARKER_TERMS


CORRECTED_WORDS = 3
"""Content words at most after a "but" that follows a comma for it to correct ("…, but on
Tuesdays", "…, mas usados para reforçar as praias"): a correction names what stands
instead; a statement of its own has a subject, a verb and more."""


def _corrects(lowered: str, negation_end: int, word: re.Match[str]) -> bool:
    """Whether ``word``, after a negation ending at ``negation_end``, corrects it ("not
    X but Y"): a corrective that only corrects, or one in the negation's clause, or
    one after a comma followed by a few words ("nicht montags, aber dienstags")
    rather than a statement of its own ("not yet changed, but a group will report");
    never one whose own side is negated ("not X but no Y")."""
    if word.group() not in CORRECTIVE:
        return False
    end = _CLAUSE_END.search(lowered, word.end())
    rest = lowered[word.end() : end.start() if end else len(lowered)]
    if any(w in NEGATION_WORDS for w in _WORD.findall(rest)):
        # A correction states what holds instead: "not X but no Y" joins a second
        # condition to the one negation ("who were bitten but have no symptoms").
        return False
    if word.group() in CORRECTIVE_ONLY or not _CLAUSE_END.search(
            lowered, negation_end, word.start()):
        return True
    return sum(1 for w in _WORD.findall(rest) if w not in STOP_WORDS) <= CORRECTED_WORDS


def is_contrast(text: str) -> bool:
    """Whether ``text`` chooses one thing over another (see ``rejected``)."""
    return rejected(text) is not None


def _holds(terms_: frozenset[str], other: frozenset[str]) -> bool:
    """Whether ``other`` holds one of ``terms_`` (another ending counts: five letters)."""
    return any(t in other or (len(t) >= 5 and any(o[:5] == t[:5] for o in other))
               for t in terms_)


def flipped(claim: str, passage: str) -> bool:
    """Whether ``claim`` turns down what ``passage`` chooses: both contrast, the
    claim's rejected side shares nothing with the passage's and most of it stands
    among what the passage keeps ("bakes in each shop instead of centrally" against
    "instead of baking in each shop, it bakes centrally")."""
    mine, theirs = rejected(claim), rejected(passage)
    if mine is None or theirs is None or not mine.rejected or not theirs.rejected:
        return False
    # Most of the claim's rejected side, not one word of it: a verb after both sides
    # ("im Kühlschrank statt im Gefrierfach aufbewahrt") is kept by the page too.
    kept = sum(_holds(frozenset({t}), theirs.kept) for t in mine.rejected)
    return not _holds(mine.rejected, theirs.rejected) and 2 * kept > len(mine.rejected) and (
        not _same_choice(mine, theirs))


def _same_choice(mine: Contrast, theirs: Contrast) -> bool:
    """Whether the side ``mine`` keeps is the one ``theirs`` keeps and none it turns down:
    the sides turned down only read differently ("nicht abgerissen, sondern umschnitten"
    for "nicht abreißen, sondern umschneiden": a strong verb's other stem; the claim's
    side may take in the words before its negation, the page's not)."""
    chosen = mine.kept - CORRECTIVE - NEGATION_WORDS
    return bool(chosen) and _holds(chosen, theirs.kept - CORRECTIVE - NEGATION_WORDS) and not (
        _holds(chosen, theirs.rejected) or _holds(theirs.rejected, chosen))


def turned_down(claim: str, sentence: str) -> Contrast | None:
    """The contrast of ``sentence`` when ``claim``, with no contrast or negation of
    its own, states the side it turns down: all of that side's words (two or
    more) and at most one word of the side it keeps ("Halden bakes in each of
    its shops" against "instead of baking in each shop, Halden bakes
    centrally"). Numbers are weighed by ``turned_down_finding``."""
    theirs = rejected(sentence)
    if theirs is None or is_contrast(claim) or not NEGATION_WORDS.isdisjoint(
            _WORD.findall(claim.lower())):
        return None
    return theirs


def states_turned_down(claim: str, theirs: Contrast) -> bool:
    """Whether ``claim`` states the words of the side ``theirs`` turns down."""
    mine = frozenset(terms(claim))
    if len(theirs.rejected) < 2:
        return False
    holds_all = all(_holds(frozenset({t}), mine) for t in theirs.rejected)
    kept = sum(1 for t in theirs.kept if _holds(frozenset({t}), mine))
    return holds_all and kept <= 1


def turned_down_finding(claim: str, claimed: list[Number], index: SourceIndex,
                        match: Match) -> Finding | None:
    """The side a sentence of the passage turns down, stated by the claim as what
    holds: its words ("bakes in each of its shops" for "instead of baking in each
    shop") or its number ("12 quilos" for "em vez de 12 quilos, cerca de 4")."""
    for k in range(match.first, match.last + 1):
        sentence = index.sentence(k)
        theirs = turned_down(claim, sentence)
        if theirs is None:
            continue
        if states_turned_down(claim, theirs):
            return Finding("negation", claim.strip(), sentence.strip(), rule="contrast")
        refused = numbers(theirs.text)[:1]  # the number right after "statt", "instead of"
        kept = [n for n in numbers(sentence) if not any(n.agrees(r) for r in refused)]
        if kept and all(any(k.agrees(c) for c in claimed) for k in kept):
            continue  # both sides stated: the change ("passe de quatre à six")
        for number in claimed:
            if kept and any(number.agrees(r) for r in refused) and not any(
                    number.agrees(n) for n in kept):
                return Finding("numbers_differ", number.text, kept[0].text,
                               rule="contrast_number")
    return None
