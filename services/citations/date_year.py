"""A full date whose day and month the passage gives with another year.

"安居App 4.2.0版本于2025年10月18日发布" where the passage heads the release "2026年10月18日";
"released on 18 October 2025" where it says "18 October 2026"; "am 3. Oktober 1812
gegründet" where it says "am 3. Oktober 1821". The day and the month agree, so the
claim means the passage's date, and its year is not the one the page gives for that
day anywhere: the claim states the wrong year. Dates are read in the forms every
supported language writes them (CJK "年月日", "18 October 2025", "October 18, 2025",
"18. Oktober 2025", "18 de octubre de 2025", "18.10.2025", "2025-10-18"); the month
names are the closed table of ``services.months``.
"""

from __future__ import annotations

import re

from services.months import fold, month_names

__all__ = ["other_year"]

_MONTHS = month_names(("en", "de", "fr", "es", "it", "pt", "nl"))
_NAME = r"([^\W\d_]{3,12})\.?"
_FORMS: tuple[tuple[re.Pattern[str], tuple[int, int, int]], ...] = (
    # (pattern, (day group, month group, year group))
    (re.compile(r"(?<!\d)(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]"), (3, 2, 1)),
    (re.compile(r"(?<![\d.])(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)"), (3, 2, 1)),
    (re.compile(r"(?<![\d.])(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})(?!\d)"), (1, 2, 3)),
    (re.compile(r"(?<![\d.])(\d{1,2})(?:\.|er|º|°)?\s+(?:de\s+)?" + _NAME
                + r",?\s+(?:de\s+)?(\d{4})(?!\d)"), (1, 2, 3)),
    (re.compile(_NAME + r"\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?!\d)"), (2, 1, 3)),
)


def _dates(text: str) -> list[tuple[int, int, str]]:
    """``(day, month, year)`` of every full date ``text`` writes."""
    found = []
    for pattern, (d, m, y) in _FORMS:
        for hit in pattern.finditer(text):
            month_text = hit.group(m)
            month = int(month_text) if month_text.isdigit() else _MONTHS.get(
                fold(month_text).rstrip("."))
            if month is None and not month_text.isdigit():
                month = next((v for k, v in _MONTHS.items() if fold(k) == fold(month_text)),
                             None)
            day = int(hit.group(d))
            if month is not None and 1 <= month <= 12 and 1 <= day <= 31:
                found.append((day, month, hit.group(y)))
    return found


def other_year(claim: str, window: str, page: str) -> tuple[str, str] | None:
    """``(the claim's year, the window's)`` for a full date of ``claim`` whose day and
    month ``window`` gives with another year, when neither the window nor the page
    gives that day and month with the claim's year; else None."""
    mine = _dates(claim)
    if not mine:
        return None
    theirs = _dates(window)
    anywhere = set(_dates(page)) | set(theirs)
    for day, month, year in mine:
        if (day, month, year) in anywhere or year in window:
            continue
        other = next((y for d, m, y in theirs if (d, m) == (day, month) and y != year), None)
        if other is not None:
            return year, other
    return None
