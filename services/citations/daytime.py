"""An hour of the day on either clock: "5 pm", "下午5点", "오후 5시" and "17:00",
"17 Uhr", "17时" are one time.

A writer keeps the clock of the country or the text in front of them, so a claim
may give the afternoon hour on the 12-hour clock where the page gives it on the
24-hour clock, or the other way round. Each reading counts: an hour after noon
on the 24-hour clock (13 to 23, before an hour word or written "17:00") is also
that hour less twelve, and an hour marked as afternoon or evening ("pm", "下午",
"午後", "오후") is also that hour plus twelve. "6 pm" and "17:00" still differ.
"""

from __future__ import annotations

import re

HOUR_WORDS = frozenset({"uhr", "时", "時", "点", "點", "시"})
"""Words after a number that make it an hour of the day ("17 Uhr", "17时", "17시");
not a word of a duration ("hours", "Stunden", "小时"), nor "h", which is both
("17h", "20 h of battery")."""
AFTERNOON_BEFORE = ("下午", "晚上", "傍晚", "夜里", "夜間", "午後", "夜", "오후", "저녁", "밤")
"""Words of the afternoon or evening before an hour ("下午5点", "午後5時", "오후 5시")."""
_AFTERNOON_AFTER = re.compile(r"\s?(?:pm|p\.\s?m\.?)(?![^\W\d_])", re.IGNORECASE)
""""pm" after an hour ("5 pm", "5 p.m.", "5pm")."""
NOON = 12


def afternoon(text: str, start: int, end: int) -> bool:
    """Whether the hour written at ``text[start:end]`` is marked as afternoon or
    evening, by a word before it ("下午", "오후 ") or "pm" after it."""
    before = text[max(0, start - 3) : start].rstrip()
    return before.endswith(AFTERNOON_BEFORE) or bool(_AFTERNOON_AFTER.match(text, end))


def hour_readings(values: frozenset[float], *, hour: bool, pm: bool) -> frozenset[float]:
    """``values`` (an hour, minutes as hundredths: 17.30) with their reading on the
    other clock: less twelve for an ``hour`` after noon, plus twelve for one marked
    ``pm`` before noon."""
    out = set(values)
    for value in values:
        if hour and NOON < value < 2 * NOON:
            out.add(round(value - NOON, 2))
        if pm and 1 <= value < NOON:
            out.add(round(value + NOON, 2))
    return frozenset(out)
