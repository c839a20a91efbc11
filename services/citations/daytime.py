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

from services.citations.numerals import cjk_value

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


DAY_PARTS = ("早上", "早晨", "清晨", "上午", "中午", "下午", "傍晚", "晚上", "夜里", "夜間",
             "夜间", "凌晨", "半夜", "午夜", "次日", "当天", "當天", "当晚", "午前", "午後",
             "夜")
"""Chinese and Japanese words of a part of the day before an hour ("晚上十点", "次日六时",
"午後三時"): the numeral after them tells the time, not a count ("三点建议": three points)."""
QUARTERS = {"一": 15.0, "三": 45.0}
"""Minutes of "一刻" and "三刻" after an hour ("九点一刻": 9:15)."""
_CJK_HOUR = re.compile(
    "(?<![〇零一二两兩三四五六七八九十第])([〇零一二两兩三四五六七八九十]{1,3})[点點时時]"
    "(?:(钟|鐘|整)|(半)|([〇零一二两兩三四五六七八九十]{1,3})分|([一三])刻)?")
"""An hour in CJK numerals and its minutes ("十点", "六点半", "八点十五分", "九点一刻")."""


def cjk_clock_hours(text: str) -> list[tuple[str, int, int, float]]:
    """``(as written, start, end, hour)`` for each hour of the day ``text`` writes in
    Chinese or Japanese numerals ("晚上十点": 10, "六点半": 6.30, "八点十五分": 8.15;
    minutes as hundredths, as ``hour_readings`` takes them), where a word of a part of the
    day stands before it or its minutes or "钟" after it: "一点" alone is also "a little",
    "三点" also "three points"; ``start`` and ``end`` span the numeral."""
    out = []
    for match in _CJK_HOUR.finditer(text):
        hour = cjk_value(match.group(1))
        timed = any(match.group(k) for k in (2, 3, 4, 5))
        if hour is None or hour > 24 or not (
                timed or _after_day_part(text, match.start())):
            continue
        minutes = 30.0 if match.group(3) else (cjk_value(match.group(4)) or 0.0) if (
            match.group(4)) else QUARTERS.get(match.group(5) or "", 0.0)
        out.append((match.group(), match.start(1), match.end(1), hour + minutes / 100))
    return out


def _after_day_part(text: str, at: int) -> bool:
    """Whether a word of ``DAY_PARTS`` ends ``text`` before ``at``, spaces aside: read in
    place, not on a copy of all the text before (a page's every "一点" would copy it)."""
    while at and text[at - 1].isspace():
        at -= 1
    return text.endswith(DAY_PARTS, 0, at)
