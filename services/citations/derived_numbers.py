"""Numbers a claim works out from the passage's: a share in words for a percentage ("gut
zwei Drittel" for "68 %"), the gap between two figures the passage compares ("six
minutes less than" for "6 hours 52 minutes … compared with 6 hours 58 minutes"), and their
ratio ("four times longer" for "from 30 seconds to 120 seconds").

Neither number stands on the page as the claim writes it, yet both say what it says; the
number check would read "zwei" against "68" or "six" against "52". Fractions and words
of comparison and multiplication are closed classes (``numbers.FRACTIONS``,
``cues.BOUNDS``, ``TIMES``).
"""

from __future__ import annotations

import re

from services.citations.cues import BOUND_WORDS
from services.citations.durations import TOLERANCE, durations
from services.citations.numbers import FRACTIONS, Number
from services.citations.numerals import MULTIPLES

SHARE_SLACK = 2.5
"""Points of percent a share in words may lie from the page's ("gut zwei Drittel": 68 %)."""
COMPARED_WORDS = 3
"""Words after a number within which the claim says it is a gap ("minutes less than")."""
_WORD = re.compile(r"[^\W\d_]+")
_OWN_KINDS = ("", "year", "month", "ord", "%")


def _after(claim: str, number: Number, count: int) -> list[str]:
    at = claim.find(number.text)
    if at == -1:
        return []
    return [w.lower() for w in _WORD.findall(claim[at + len(number.text):])[:count]]


def fraction_share(number: Number, claim: str, stated: list[Number]) -> bool:
    """Whether ``number`` counts the fraction written right after it in ``claim`` ("zwei
    Drittel", "three quarters", "deux tiers") and the passage (``stated``) gives that
    share in percent."""
    after = _after(claim, number, 1)
    if not after or after[0] not in FRACTIONS:
        return False
    shares = {v * FRACTIONS[after[0]] for v in number.values}
    return any(n.kind == "%" and abs(v - s) <= SHARE_SLACK
               for n in stated for v in n.values for s in shares)


def stated_gap(number: Number, claim: str, stated: list[Number], window: str = "") -> bool:
    """Whether ``claim`` compares with ``number`` ("six minutes less than", "drei Tage
    mehr als") and it is the gap between two numbers of its kind the passage states, or
    between two durations it states in several units ("8 hours 41 minutes", "9 hours 5
    minutes": 24 minutes)."""
    if number.kind in _OWN_KINDS or BOUND_WORDS.isdisjoint(_after(claim, number,
                                                                  COMPARED_WORDS)):
        return False
    same = [v for n in stated if n.kind == number.kind for v in n.values]
    if not _gaps(same).isdisjoint(round(v, 6) for v in number.values):
        return True
    at = claim.find(number.text)
    mine = [s for start, end, s in durations(claim) if start <= at < end]
    theirs = _gaps([s for _start, _end, s in durations(window)]) if mine and window else set()
    return any(abs(m - t) <= TOLERANCE * max(m, t) for m in mine for t in theirs)


def _gaps(values: list[float]) -> set[float]:
    return {round(abs(a - b), 6) for k, a in enumerate(values) for b in values[k + 1 :]
            if a != b}


TIMES = frozenset({"times", "mal", "fois", "veces", "volte", "vezes", "keer", "maal"})
"""Words after a number that make it a factor ("four times", "vier mal", "trois fois")."""
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
