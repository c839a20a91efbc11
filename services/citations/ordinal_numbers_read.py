"""Ordinals written with digits read as ordinals, and a century as the years it spans.

"the 20th century", "das 20. Jahrhundert", "20世纪", "le 20e siècle": the number is no
figure with the unit "th" (which a page's "1937 the" would rival); a century is a stretch
of years, which a year the page gives within it ("1937") states, and a summary of the
page's dated events names ("Glenarrow struggled in the early 20th century" for "closed
between 1931 and 1936"). An ordinal's suffix after digits (en st/nd/rd/th, fr e/er/ème,
es/it/pt º/ª) and the words of a century (en, de, fr, es, it, pt, nl, zh, ja, ko) are
closed classes.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Protocol, TypeVar

from services.citations.case_blind import CaseBlind

SUFFIXES = ("st", "nd", "rd", "th", "ème", "eme", "º", "ª")
"""Suffixes after digits that make an ordinal ("20th", "20ème", "20º"); a number's kind
is its unit, so a number of one of these kinds is an ordinal."""
CENTURY_WORDS = ("century", "centuries", "jahrhundert", "jahrhunderts", "jahrhunderten",
                 "siècle", "siecle", "siglo", "secolo", "século", "seculo", "eeuw", "世纪",
                 "世紀", "세기")
"""Words of a century, after its number ("20th century", "20世纪")."""
_CENTURY = CaseBlind(r"(?<![\d.,])(\d{1,2})(?:" + "|".join(
    sorted(map(re.escape, SUFFIXES), key=len, reverse=True)) + r"|e|\.)?\s?(?:" + "|".join(
    CENTURY_WORDS) + r")")


class _Number(Protocol):
    """What is read of a ``numbers.Number`` (which imports this module)."""

    @property
    def text(self) -> str: ...
    @property
    def values(self) -> frozenset[float]: ...
    @property
    def kind(self) -> str: ...


N = TypeVar("N", bound=_Number)


def with_ordinals(text: str, out: list[N]) -> list[N]:
    """``out`` (``numbers.Number``) with each number ``text`` writes as an ordinal in digits
    of kind "ord", and each century's number worth the years it spans as well."""
    if not out:
        return out
    lowered = text.lower()
    if not any(n.kind in SUFFIXES for n in out) and not any(w in lowered for w in CENTURY_WORDS):
        return out
    centuries = {m.group(1) for m in _CENTURY.finditer(lowered)}
    read: list[N] = []
    for number in out:
        written, kind = number.text, number.kind
        if written in centuries and (kind in SUFFIXES or kind in ("", "e") or any(
                kind.startswith(w) for w in CENTURY_WORDS)):
            c = int(written)
            years = frozenset(float(y) for y in range((c - 1) * 100, c * 100 + 1))
            read.append(replace(number, values=number.values | years,  # type: ignore[type-var]
                                kind="ord"))
        elif kind in SUFFIXES:
            read.append(replace(number, kind="ord"))  # type: ignore[type-var]
        else:
            read.append(number)
    return read
