"""A length of time a claim gives rounded in another unit: "just under six hours" for
"5 hours 54 minutes", "knapp anderthalb Stunden" for "86 Minuten", "约一个半小时" for
"88分钟".

``durations.same_duration`` reads a duration whole and wants the two within a hundredth;
a claim that says it rounds (a word of ``cues.APPROXIMATORS`` before the figure, which the
caller reads) may lie as far from the page's as a rounded figure may
(``signals.ROUNDING``), and a word for "nearly" (``round_figures.NEARLY``) puts the page's
duration at or under the claim's.
"""

from __future__ import annotations

from services.citations.durations import durations, same_duration, told_duration
from services.citations.numbers import Number
from services.citations.round_figures import nearly

ROUNDED_DURATION = 0.05
"""How far at most, as a share of the page's, a duration the claim rounds may lie from it."""


def rounded_duration(number: Number, claim: str, page: str, *, under: bool) -> bool:
    """Whether ``number`` of ``claim``, which the claim says is approximate, tells a
    duration that ``page`` states within ``ROUNDED_DURATION`` of it (``under``: the claim
    says "nearly", so the page's lies at or under the claim's)."""
    mine = told_duration(number, claim)
    if not mine:
        return False
    return any(t > 0 and abs(m - t) <= ROUNDED_DURATION * t and not (under and t > m)
               for m in mine for _start, _end, t in durations(page))


def duration_said(number: Number, claim: str, page: str, *, approximate: bool) -> bool:
    """Whether ``page`` states the duration ``number`` of ``claim`` tells, in any unit
    (``same_duration``) or, where the claim says it rounds (``approximate``), rounded."""
    return same_duration(number, claim, page) or (approximate and rounded_duration(
        number, claim, page, under=nearly(claim, number.text)))
