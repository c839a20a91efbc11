"""Numbers a claim works out from the passage's: a share in words for a percentage ("gut
zwei Drittel" for "68 %"), the gap between two figures the passage compares ("six
minutes less than" for "6 hours 52 minutes … compared with 6 hours 58 minutes"), and their
ratio ("four times longer" for "from 30 seconds to 120 seconds").

Neither number stands on the page as the claim writes it, yet both say what it says; the
number check would read "zwei" against "68" or "six" against "52". Fractions and words
of comparison and multiplication are closed classes (``numbers.FRACTIONS``,
``cues.BOUNDS``, ``numerals.TIMES``).
"""

from __future__ import annotations

from services.citations.case_blind import CaseBlind
from services.citations.cues import BOUND_WORDS, NUMBER_VALUES
from services.citations.durations import TOLERANCE, durations
from services.citations.fraction_words import COUNTS, PARTS
from services.citations.number_place import number_at
from services.citations.numbers import FRACTIONS, Number, shares
from services.citations.numerals import MULTIPLES, TIMES
from services.citations.scripts import LETTERS as _WORD
from services.citations.signed_prices import beside_sign, signed_kind

SHARE_SLACK = 2.5
"""Points of percent a share in words may lie from the page's ("gut zwei Drittel": 68 %)."""
COMPARED_WORDS = 3
"""Words after a number within which the claim says it is a gap ("minutes less than")."""
_OWN_KINDS = ("", "year", "month", "ord", "%")


def _after(claim: str, number: Number, count: int) -> list[str]:
    at = number_at(claim, number.text)
    if at == -1:
        return []
    return [w.lower() for w in _WORD.findall(claim[at + len(number.text):])[:count]]


def fraction_share(number: Number, claim: str, stated: list[Number]) -> bool:
    """Whether ``number`` counts the fraction written right after it in ``claim`` ("zwei
    Drittel", "three quarters", "three-fifths") or is a term of a ratio in words ("zwei
    von fünf", "one in four") and the passage (``stated``) gives that share in percent."""
    after = _after(claim, number, 1)
    part = (FRACTIONS.get(after[0]) or 100 * PARTS.get(after[0], 0)) if after else 0
    shares = {v * part for v in number.values} if part else set(ratio_shares(number, claim))
    return any(n.kind == "%" and abs(v - s) <= SHARE_SLACK
               for n in stated for v in n.values for s in shares)


RATIO_JOINS = ("out of", "of every", "in", "von", "aus", "sur", "de cada", "em cada", "su",
               "op de", "op")
"""Words between the two numbers of a ratio in words ("two in five", "zwei von fünf",
"deux sur cinq", "dos de cada cinco", "due su cinque", "twee op de vijf")."""
_RATIO = CaseBlind(r"(?<![^\W\d_])(?=(\d+|[^\W\d_]+)\s+(?:" + "|".join(RATIO_JOINS)
                   + r")\s+(\d+|[^\W\d_]+)(?![^\W\d_]))")
"""Two numbers and a word of ratio between (read overlapping: "Kinder in zwei von fünf")."""


def ratio_shares(number: Number, claim: str) -> list[float]:
    """The shares in percent of the ratios in words of ``claim`` that ``number`` is a term
    of ("zwei von fünf": 40)."""
    at = number_at(claim, number.text)
    out = []
    for found in _RATIO.finditer(claim):
        if at == -1 or not found.start() <= at < found.end(2):
            continue
        part, whole = _word_value(found.group(1)), _word_value(found.group(2))
        if part and whole and part < whole and not _year_like(found.group(2)):
            out.append(100 * part / whole)
    return out


def _year_like(written: str) -> bool:
    """A whole written as a year ("3 in 2025", "zwei von 1990") is a date, not a ratio."""
    return len(written) == 4 and written.isdigit() and 1500 <= int(written) <= 2100


def _word_value(written: str) -> float | None:
    lowered = written.lower()
    if written.isdigit():
        return float(written)
    value = NUMBER_VALUES.get(lowered) or COUNTS.get(lowered)
    return float(value) if value else None


def stated_gap(number: Number, claim: str, stated: list[Number], window: str = "") -> bool:
    """Whether ``claim`` compares with ``number`` ("six minutes less than", "drei Tage
    mehr als") and it is the gap between two numbers of its kind the passage states, or
    between two durations it states in several units ("8 hours 41 minutes", "9 hours 5
    minutes": 24 minutes)."""
    if number.kind in _OWN_KINDS or BOUND_WORDS.isdisjoint(_after(claim, number,
                                                                  COMPARED_WORDS)):
        return False
    kinds = _gap_kinds(number, claim)
    signed = signed_kind(number, claim, window)
    same = [v for n in stated if kinds is None or n.kind in kinds or (
        signed and beside_sign(n.text, window)) for v in n.values]
    if not _gaps(same).isdisjoint(round(v, 6) for v in number.values):
        return True
    at = number_at(claim, number.text)
    mine = [s for start, end, s in durations(claim) if start <= at < end]
    theirs = _gaps([s for _start, _end, s in durations(window)]) if mine and window else set()
    return any(abs(m - t) <= TOLERANCE * max(m, t) for m in mine for t in theirs)


_POINT_KINDS = frozenset({"perc", "proz", "proc"})
"""Kinds the number reader gives "percentage points", "Prozentpunkte", "procentpunten"."""
_POINTS = frozenset({"poin", "punt"})
"""... and "points de pourcentage", "puntos porcentuales", "punti percentuali", which
are points of a percentage only with that word after them (``_PERCENT``)."""
_PERCENT = CaseBlind(r"p[eo]u?rcent|porcent|procent")


def _gap_kinds(number: Number, claim: str) -> frozenset[str] | None:
    """The kinds of the passage's numbers whose gap ``number`` may be: "%" for points of
    a percentage ("0.4 percentage points" between "5.2%" and "4.8%"), any where the
    number reader took the comparative for its unit ("€4 less than": the currency sign
    stands before it), else its own kind."""
    if number.kind in _POINT_KINDS or (number.kind in _POINTS and _PERCENT.search(
            " ".join(_after(claim, number, COMPARED_WORDS)))):
        return frozenset({"%"})
    if len(number.kind) >= 3 and any(b.startswith(number.kind) for b in BOUND_WORDS):
        return None
    return frozenset({number.kind})


def _gaps(values: list[float]) -> set[float]:
    return {round(abs(a - b), 6) for k, a in enumerate(values) for b in values[k + 1 :]
            if a != b}


RATIO_SLACK = 0.02
"""Share a ratio may lie from the factor the claim states (rounding)."""


def stated_ratio(number: Number, claim: str, stated: list[Number]) -> bool:
    """Whether ``number`` is a factor in ``claim`` ("four times longer", "zweimal so
    viele", "twice") and two numbers of one kind the passage states stand in that ratio."""
    if number.text.lower() not in MULTIPLES and not TIMES.intersection(_after(claim, number, 1)):
        return False
    by_kind: dict[str, list[float]] = {}
    for n in stated:
        if n.kind not in _OWN_KINDS:
            by_kind.setdefault(n.kind, []).extend(v for v in n.values if v > 0)
    return any(abs(a / b - v) <= RATIO_SLACK * v for values in by_kind.values()
               for a in values for b in values if a > b for v in number.values)


CHANGE_BY: dict[str, tuple[str, ...]] = {
    "en": ("by",), "de": ("um",), "fr": ("de",), "es": ("en",), "it": ("di",), "pt": ("em",),
    "nl": ("met",),
}
"""The word before the size of a change ("fell by 0.4 points", "sank um 0,4 Punkte")."""
_CHANGE_BY = CaseBlind(r"(?<![^\W\d_])(?:" + "|".join(
    w for ws in CHANGE_BY.values() for w in ws) + r")\s*[€$£]?\s*$")


def change_to_stated(number: Number, claim: str, claimed: list[Number],
                     stated: list[Number]) -> bool:
    """Whether ``number`` is the size of a change ("dropped by 0.4 percentage points to
    4.8%") from a number of the passage to another that the claim states too: the claim
    gives the change and its end, the passage its start and end ("from 5.2% to 4.8%")."""
    at = number_at(claim, number.text)
    if at == -1 or not _CHANGE_BY.search(claim[:at]):
        return False
    kinds = _gap_kinds(number, claim)
    for end in claimed:
        if end is number or not any(end.agrees(s) for s in stated):
            continue
        for start in stated:
            if start.agrees(end) or start.kind in ("year", "month", "ord") or (
                    kinds is not None and kinds != {number.kind} and start.kind not in kinds):
                continue  # the reader's kinds of bare figures are the words after them
                # ("von 1800 auf 2100": "auf"): the start is any figure of the passage
            if any(abs(abs(a - b) - v) < 1e-6 for a in start.values for b in end.values
                   for v in number.values):
                return True
    return False


SHARE_OF_SLACK = 0.02
"""Share a count may lie from the share of a total it is (rounding: "a third of 12,000"
is 4,000)."""


def share_of_stated(number: Number, stated: list[Number], window: str) -> bool:
    """Whether ``number`` is a share the passage gives of a total it states: "4,000 of the
    12,000 objects" for "12,000 objects, a third of them"; "800 members" for "40 % of its
    2,000 members". The share is a fraction in words (``numbers.shares``) or a percentage."""
    parts = shares(window) + [v for n in stated if n.kind == "%" for v in n.values]
    totals = [v for n in stated if n.kind not in ("%", "year", "month", "ord") for v in n.values]
    return any(abs(t * p / 100 - v) <= SHARE_OF_SLACK * v for v in number.values if v
               for t in totals if t > v for p in parts if 0 < p < 100)
