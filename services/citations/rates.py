"""How often, told the other way round: "twice an hour" for "every 30 minutes",
"sechsmal am Tag" for "alle 4 Stunden", "每天两班" for "每隔12小时一班".

A page gives an interval and a claim the count per hour or day it makes, or the
reverse; read number by number, the claim's "twice" or "6" stands against the page's
"30" or "4". Here each rate is read whole, in events per second: an interval after a
word of each ("every", "alle", "cada", "每隔": one event per its length, see
``durations``), or a count of times ("twice", "sechsmal", "three times", "两次") before
or after a period ("an hour", "am Tag", "täglich", "每天"). A claim's number inside one
rate agrees with the page when the passage states the same rate in the other form.
"""

from __future__ import annotations

import re

from services.citations.case_blind import CaseBlind
from services.citations.cues import NUMBER_VALUES
from services.citations.durations import durations
from services.citations.number_place import number_at
from services.citations.numbers import Number
from services.citations.numerals import MULTIPLES, TIMES, cjk_value

_HOUR, _DAY = 3600.0, 86400.0
EVERY = ("every", "each", "alle", "jede", "jeden", "jedes", "toutes les", "tous les", "cada",
         "a cada", "ogni", "elke", "iedere", "om de", "每隔", "每")
"""Words of each before an interval ("every 30 minutes", "alle 4 Stunden", "每隔2小时")."""
PERIODS: dict[float, tuple[str, ...]] = {
    _HOUR: ("an hour", "a hour", "per hour", "each hour", "every hour", "hourly", "pro stunde",
            "je stunde", "in der stunde", "stündlich", "par heure", "por hora", "a la hora",
            "all'ora", "per ora", "per uur", "每小时", "每小時", "一小时", "1小时"),
    _DAY: ("a day", "per day", "each day", "every day", "daily", "am tag", "pro tag", "je tag",
           "täglich", "par jour", "al día", "por día", "al giorno", "por dia", "per dag",
           "每天", "每日", "一天", "1天", "一日"),
    7 * _DAY: ("a week", "per week", "each week", "every week", "weekly", "pro woche",
               "je woche", "in der woche", "wöchentlich", "par semaine", "por semana",
               "a la semana", "alla settimana", "每周", "每星期", "一周"),
}
"""Periods a count of times is given for, by their length in seconds."""
ONCE = ("once", "einmal", "eenmaal", "一次")
"""Words for one time (the number reader counts from two)."""
_CJK_TIMES = "次班趟回"
_PERIOD = "|".join(sorted((re.escape(p) for ps in PERIODS.values() for p in ps), key=len,
                          reverse=True))
_PERIOD_SECONDS = {p: s for s, ps in PERIODS.items() for p in ps}
_COUNT_WORD = "|".join(sorted((*MULTIPLES, *ONCE, *NUMBER_VALUES), key=len, reverse=True))
_COUNT = CaseBlind(
    rf"(?<![^\W\d_])(?:({'|'.join(MULTIPLES)}|{'|'.join(ONCE)})"
    rf"|(\d+|{_COUNT_WORD})(?:\s|-)?(?:{'|'.join(sorted(TIMES))}))"
    rf"\s+(?:(?:am|im|pro|per|a|an)\s+)?({_PERIOD})(?![^\W\d_])")
"""A count of times before its period ("twice an hour", "6 mal am Tag", "einmal täglich")."""
_CJK_COUNT = re.compile(rf"({_PERIOD})[^\d一二两三四五六七八九十，。；]{{0,6}}"
                        rf"(\d+|[一二两三四五六七八九十]+)\s?[{_CJK_TIMES}]")
"""A period before its count of times ("每天发车两次", "每小时3班")."""
_SPACED_EVERY = "|".join(sorted((w for w in EVERY if w.isascii()), key=len, reverse=True))
_EVERY = CaseBlind(rf"(?:(?<![^\W\d_])(?:{_SPACED_EVERY})"
                   rf"|{'|'.join(w for w in EVERY if not w.isascii())})\s*$")
_REACH = 12
"""Characters at most before an interval that its word of each may stand in."""
TOLERANCE = 0.01


def _count(written: str) -> float | None:
    lowered = written.lower()
    if lowered in MULTIPLES:
        return float(MULTIPLES[lowered])
    if lowered in ONCE:
        return 1.0
    if lowered in NUMBER_VALUES:
        return float(NUMBER_VALUES[lowered])
    if written.isdigit():
        return float(written)
    return cjk_value(written)


def rates(text: str) -> list[tuple[int, int, float]]:
    """``(start, end, events per second)`` of each rate ``text`` states."""
    out = []
    for match in _COUNT.finditer(text):
        count = _count(match.group(1) or match.group(2))
        if count:
            out.append((match.start(), match.end(),
                        count / _PERIOD_SECONDS[match.group(3).lower()]))
    for match in _CJK_COUNT.finditer(text):
        count = _count(match.group(2))
        if count:
            out.append((match.start(), match.end(), count / _PERIOD_SECONDS[match.group(1)]))
    for start, end, seconds in durations(text):
        if seconds and _EVERY.search(text[max(0, start - _REACH) : start]):
            out.append((start, end, 1 / seconds))
    return out


def same_rate(number: Number, claim: str, window: str) -> bool:
    """Whether ``number`` of ``claim`` counts a rate ("twice an hour") that ``window``
    states in the other form ("every 30 minutes")."""
    return rate_stated(claim, number_at(claim, number.text), window)


def rate_stated(text: str, at: int | None, other: str) -> bool:
    """Whether the number at ``at`` of ``text`` counts a rate that ``other`` states too,
    in either form (any rate of ``text`` for ``at`` None)."""
    if at == -1:
        return False
    mine = [r for start, end, r in rates(text) if at is None or start <= at < end]
    if not mine:
        return False
    theirs = [r for _start, _end, r in rates(other)]
    return any(abs(m - t) <= TOLERANCE * max(m, t) for m in mine for t in theirs)
