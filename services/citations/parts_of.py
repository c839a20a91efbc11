"""A number a claim works out from a share the page gives in words: "Kinder zahlen 8
Euro" for "Erwachsene 16 Euro, Kinder die Hälfte", "60 beds" for "half of its 120
beds", "三分之一" of 90 as 30.

The page states a number and a fraction of it ("half", "die Hälfte", "一半", "a
third"); the claim that gives the part as a number invents nothing, so long as the
number is the page's and the page's sentence writes the fraction (``numbers.shares``,
a closed class of words given for every supported language).
"""

from __future__ import annotations

from services.citations.numbers import Number, shares

_OWN_KINDS = frozenset({"year", "month", "ord"})
CLOSE = 0.01
"""Share by which the worked-out part may differ from the claim's number (rounding)."""


def part_of(number: Number, stated: list[Number], window: str) -> bool:
    """Whether ``number`` is a fraction that ``window`` writes in words of a number it
    states (``stated``) of the same kind or of none."""
    if number.kind in _OWN_KINDS:
        return False
    fractions = shares(window)
    if not fractions:
        return False
    for other in stated:
        if other.kind in _OWN_KINDS or (number.kind and other.kind and
                                        other.kind != number.kind):
            continue
        for whole in other.values:
            for share in fractions:
                part = whole * share / 100
                if any(abs(v - part) <= CLOSE * max(abs(part), 1e-9) for v in number.values):
                    return True
    return False
