"""A length of time told in another unit: "in rund 70 Minuten" for "in ca. 1 Std. 10
Min.", "eight centuries" for "about 800 years", "一个半小时" for "90分钟".

A claim retells a duration in the unit it finds natural; read number by number, the
page's "1" and "10" stand against the claim's "70". Here a duration is read whole, a
number with its unit of time (a closed class, given for every supported language)
and the smaller ones that follow it ("1 h 10 min", "2 hours and 15 minutes",
"1小时10分钟"), and compared in seconds.
"""

from __future__ import annotations

import re

from services.citations.case_blind import CaseBlind
from services.citations.cues import NUMBER_VALUES
from services.citations.duration_fractions import and_fraction
from services.citations.half_numbers import AMOUNT, half_amount, quarter_hours
from services.citations.number_place import number_at
from services.citations.number_words import WORD_VALUES
from services.citations.numbers import Number
from services.citations.numerals import CJK_DIGITS, cjk_value

_MINUTE, _HOUR, _DAY = 60.0, 3600.0, 86400.0
_YEAR = 365.25 * _DAY
UNITS: dict[float, tuple[str, ...]] = {
    1.0: ("seconds", "second", "secs", "sec", "s", "sekunden", "sekunde", "sek", "secondes",
          "seconde", "segundos", "segundo", "seg", "secondi", "secondo", "seconden"),
    _MINUTE: ("minutes", "minute", "mins", "min", "minuten", "minuta", "minutos", "minuto",
              "minuti", "minuut"),
    _HOUR: ("hours", "hour", "hrs", "hr", "h", "stunden", "stunde", "std", "heures", "heure",
            "horas", "hora", "ore", "ora", "uur", "uren"),
    _DAY: ("days", "day", "tagen", "tage", "tag", "jours", "jour", "días", "día", "dias",
           "dia", "giorni", "giorno", "dagen", "dag"),
    7 * _DAY: ("weeks", "week", "wochen", "woche", "semaines", "semaine", "semanas",
               "semana", "settimane", "settimana", "weken"),
    _YEAR / 12: ("months", "month", "monaten", "monate", "monat", "mois", "meses", "mes",
                 "mês", "mesi", "mese", "maanden", "maand"),
    _YEAR: ("years", "year", "jahren", "jahre", "jahr", "années", "année", "ans", "an",
            "años", "año", "anni", "anno", "anos", "ano", "jaren", "jaar"),
    10 * _YEAR: ("decades", "decade", "jahrzehnten", "jahrzehnte", "jahrzehnt", "décennies",
                 "décennie", "décadas", "década", "decenni", "decennio", "decennia",
                 "decennium"),
    100 * _YEAR: ("centuries", "century", "jahrhunderten", "jahrhunderte", "jahrhundert",
                  "siècles", "siècle", "siglos", "siglo", "secoli", "secolo", "séculos",
                  "século", "eeuwen", "eeuw"),
}
"""Units of time in the spaced languages, by their length in seconds."""
CJK_UNITS: dict[float, tuple[str, ...]] = {
    1.0: ("秒钟", "秒鐘", "秒", "초"),
    _MINUTE: ("分钟", "分鐘", "分間", "분"),
    _HOUR: ("小时", "小時", "時間", "시간"),
    _DAY: ("天", "日間", "일간"),
    7 * _DAY: ("星期", "周", "週間", "주"),
    _YEAR / 12: ("个月", "個月", "か月", "ヶ月", "カ月", "개월"),
    _YEAR: ("年", "년"),
    100 * _YEAR: ("世纪", "世紀", "세기"),
}
"""Units of time in Chinese, Japanese and Korean, by their length in seconds."""
ONE = ("a", "an", "one", "ein", "eine", "einen", "einer", "un", "une", "uno", "una", "um",
       "uma", "een")
"""Words for one before a unit of time ("an hour", "eine Stunde")."""
HALF_AND = ("anderthalb", "eineinhalb")
"""Words for one and a half ("anderthalb Stunden")."""
HALF = ("half an", "half a", "half", "halbe", "halben", "een half", "een halve", "halve")
"""Words for a half before a unit of time ("half an hour", "eine halbe Stunde")."""

_SECONDS = {w: s for s, words in UNITS.items() for w in words}
_CJK_SECONDS = {w: s for s, words in CJK_UNITS.items() for w in words}
_WORD_NUMBER = "|".join(sorted((*NUMBER_VALUES, *WORD_VALUES, *ONE), key=len, reverse=True))
_SPACED = CaseBlind(
    rf"(?<![\w.,])({AMOUNT}|\d+(?:[.,]\d+)?|{'|'.join(HALF)}|{_WORD_NUMBER}|{'|'.join(HALF_AND)})"
    rf"(?:-|\s)?({'|'.join(sorted(_SECONDS, key=len, reverse=True))})\.?(?![^\W\d_])")
_CJK_NUMERAL = "[" + "".join(CJK_DIGITS) + "十百千]+"
_CJK = re.compile(rf"(\d+(?:\.\d+)?|{_CJK_NUMERAL})?\s?([个個])?(半)?\s?"
                  rf"({'|'.join(sorted(_CJK_SECONDS, key=len, reverse=True))})")
_KOREAN_HALF = re.compile(r"\s?반(?![\uac00-\ud7af]{2})")
"""A Korean half after the unit ("2시간 반", "1년 반"; not "반드시", "반년")."""
_CJK_UNIT = re.compile("[" + "".join({unit[0] for unit in _CJK_SECONDS}) + "]")
"""The first character of a CJK unit of time: where none stands, ``_CJK`` finds nothing."""
_CJK_MONTHS = re.compile(rf"(\d+|{_CJK_NUMERAL})[个個]半月")
_JOIN = re.compile(r"\s*(?:,|and|und|et|y|e|en|&)?\s*$", re.IGNORECASE)
JOIN_GAP = 6
"""Characters at most between two parts of one duration ("1 Std. 10 Min.")."""
_YEARS = range(1000, 2200)


def _amount(written: str) -> float | None:
    lowered = written.lower()
    if (fractional := half_amount(written)) is not None:  # "six and a half", "sechseinhalb"
        return fractional
    if lowered in ONE:
        return 1.0
    if lowered in HALF_AND:
        return 1.5
    if lowered in HALF:
        return 0.5
    if lowered in NUMBER_VALUES:
        return float(NUMBER_VALUES[lowered])
    if lowered in WORD_VALUES:  # "zwanzig Jahre", "thirty days"
        return float(WORD_VALUES[lowered])
    if written[:1].isdigit():
        return float(written.replace(",", "."))
    if all(c in CJK_DIGITS for c in written) and len(written) == 1:
        return float(CJK_DIGITS[written])
    return cjk_value(written)


def durations(text: str) -> list[tuple[int, int, float]]:
    """``(start, end, seconds)`` of each duration ``text`` states, the parts of one
    told in several units ("1 Std. 10 Min.") summed into one."""
    parts: list[tuple[int, int, float, float]] = []  # start, end, seconds, unit
    for match in _SPACED.lowered_finditer(text):  # its groups read in ``text`` (not lower-cased)
        amount = _amount(text[match.start(1) : match.end(1)])
        unit = _SECONDS[match.group(2).lower()]
        if text[match.start(2) : match.end(2)] == "s" and not text[match.start(2) - 1].isspace():
            continue  # "the 1990s", "5s": no seconds unless spaced ("2 min 30 s")
        if amount is not None and not (unit >= _YEAR and amount in _YEARS):
            fraction = and_fraction(text, match.end())  # "an hour and a quarter"
            end, amount = (fraction[0], amount + fraction[1]) if fraction else (
                match.end(), amount)
            parts.append((match.start(), end, amount * unit, unit))
    for match in _CJK.finditer(text) if _CJK_UNIT.search(text) else ():
        unit = _CJK_SECONDS[match.group(4)]
        written, halved = match.group(1), match.group(3)
        amount = _amount(written) if written else (0.0 if halved else None)
        if amount is None or (unit >= _YEAR and amount in _YEARS):
            continue
        end = match.end()
        if not halved and text[end : end + 1] == "半":  # "六年半", "三天半"
            halved, end = "半", end + 1
        elif not halved and (korean := _KOREAN_HALF.match(text, end)):  # "2시간 반"
            halved, end = "반", korean.end()
        parts.append((match.start(), end, (amount + (0.5 if halved else 0)) * unit, unit))
    for match in _CJK_MONTHS.finditer(text):  # "一个半月": "个月" with the half between
        amount = _amount(match.group(1))
        if amount is not None:
            parts.append((match.start(), match.end(), (amount + 0.5) * _YEAR / 12, _YEAR / 12))
    quarters = quarter_hours(text)  # "eine Viertelstunde": no hour of its own ("of an hour")
    parts = [p for p in parts if not any(s <= p[0] < e for s, e, _q in quarters)]
    parts += [(start, end, seconds, _MINUTE) for start, end, seconds in quarters]
    parts.sort()
    out: list[tuple[int, int, float]] = []
    last_unit = 0.0
    for start, end, seconds, unit in parts:
        if out and unit < last_unit and start - out[-1][1] <= JOIN_GAP and _JOIN.match(
                text[out[-1][1] : start]):
            first, _end, total = out[-1]
            out[-1] = (first, end, total + seconds)
        else:
            out.append((start, end, seconds))
        last_unit = unit
    return out


def told_duration(number: Number, claim: str) -> list[float]:
    """The seconds of each duration of ``claim`` that ``number`` is written in (none when
    it tells no duration)."""
    at = number_at(claim, number.text)
    if at == -1:
        return []
    return [s for start, end, s in durations(claim) if start <= at < end]


TOLERANCE = 0.01
"""Share by which two durations may differ and still be one ("a month" for "30 days")."""


def same_duration(number: Number, claim: str, page: str) -> bool:
    """Whether ``number`` of ``claim`` tells a duration that ``page`` states in another
    unit or in several ("70 Minuten" for "1 Std. 10 Min.")."""
    mine = told_duration(number, claim)
    if not mine:
        return False
    theirs = [s for _start, _end, s in durations(page)]
    return any(abs(m - t) <= (CALENDAR_TOLERANCE if max(m, t) >= _MONTH_DAYS * _DAY
                              else TOLERANCE) * max(m, t) for m in mine for t in theirs)


_MONTH_DAYS = 28
CALENDAR_TOLERANCE = 0.04
"""Share by which two durations of a month or more may differ: months have 28 to 31 days
("90天" for "三个月", "six weeks" for "a month and a half")."""
