"""A number and a half read as one number: "six and a half years", "sechseinhalb Jahre",
"zes en een half jaar", "deux ans et demi", "6½ hours", "六年半", "一个半月", "2시간 반".

Read word by word, "six and a half years" is six (and "half years" half a year), so a
page's "6.5 years" or "78 months" stands against a claim that says the same. Here the
whole, its half and the unit after them are read together: the number is worth its
whole and a half (a quarter, three quarters), of the kind of its unit. The words are
closed classes: number words two to twelve (``cues.NUMBER_VALUES``), the words of a
fraction after "and" (``duration_fractions.AND_FRACTION``), the German compounds in
"-einhalb", the signs "½ ¼ ¾", and the Chinese and Japanese "半" after a measure word.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from services.citations.case_blind import CaseBlind
from services.citations.cues import NUMBER_VALUES, STOP_WORDS
from services.citations.duration_fractions import and_fraction
from services.citations.numerals import CJK_DIGITS, cjk_value
from services.citations.scripts import CJK

_WORD_NUMBER = "|".join(sorted(NUMBER_VALUES, key=len, reverse=True))
_NUMBER = CaseBlind(rf"(?<![\w.,])(\d+(?:[.,]\d+)?|{_WORD_NUMBER})(?![\w½¼¾])")
"""A whole number in digits or in words, the start of "six and a half"."""
_UNIT_AFTER = re.compile(r"[ \u00a0](?!and\b|und\b|et\b|en\b|y\b|e\b)([^\W\d_]+)\.?")
"""The word right after a number, its unit ("six years and a half")."""
_WORD_AFTER = re.compile(r"[ \u00a0]+([^\W\d_]+)")
SIGNS = {"½": 0.5, "¼": 0.25, "¾": 0.75}
"""Fractions written as one sign after the digits ("6½", "2¾")."""
_SIGNED = re.compile(r"(?<![\w.,])(\d+)\s?([½¼¾])")
GERMAN_HALVES: dict[str, float] = {
    "anderthalb": 1.5, "eineinhalb": 1.5,
    **{f"{w}einhalb": v + 0.5 for w, v in NUMBER_VALUES.items() if w in (
        "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf",
        "zwölf")},
}
"""German numbers "and a half" written as one word ("zweieinhalb", "anderthalb")."""
_GERMAN = CaseBlind(r"(?<![^\W\d_])(" + "|".join(sorted(GERMAN_HALVES, key=len, reverse=True))
                    + r")(?![^\W\d_])")
_CJK_NUMERAL = "[" + "".join(CJK_DIGITS) + "十百千]+"
CJK_HALF_MEASURES = ("小时", "小時", "个月", "個月", "年", "天", "周", "週", "星期", "倍",
                     "公里", "公斤", "斤", "米", "日")
"""Measure words a Chinese or Japanese "半" follows ("六年半", "三天半", "两倍半")."""
_CJK_AFTER = re.compile(rf"(\d+(?:\.\d+)?|{_CJK_NUMERAL})("
                        + "|".join(CJK_HALF_MEASURES) + ")半")
_KOREAN_AFTER = re.compile(r"(\d+(?:\.\d+)?)\s?(시간|개월|년|주|일)\s?반(?![\uac00-\ud7af]{2})")
"""Korean writes the half after the unit, often spaced ("2시간 반", "1년 반")."""
_CJK_BEFORE = re.compile(rf"(\d+|{_CJK_NUMERAL})([个個])半(月|小时|小時|钟头|鐘頭|星期)")
"""The half between "个" and the unit ("一个半月", "两个半小时")."""
_HALF_STEMS = ("half", "halb", "½", "¼", "¾", "demi", "medi", "mezz", "meio", "meia", "quart",
               "cuarto", "viertel", "kwart", "半", "반")
"""Letters every fraction above holds (checked before the patterns)."""


BEFORE_UNIT = ("and a half", "and one half", "and one-half", "and a quarter", "and one quarter",
               "and one-quarter", "and three quarters", "and three-quarters",
               "and three quarter", "and three-quarter", "und ein viertel", "und drei viertel",
               "und ein halb", "und eine halbe", "en een half", "en een halve")
"""The fractions written between a number and its unit ("two and a half hours", "twee en
een half uur"); the other languages write them after the unit ("deux heures et demie")."""
AMOUNT = (r"(?:\d+(?:[.,]\d+)?|" + _WORD_NUMBER + r")\s+(?:" + "|".join(BEFORE_UNIT)
          + r")|" + "|".join(sorted(GERMAN_HALVES, key=len, reverse=True)) + r"|\d+\s?[½¼¾]")
"""A regular expression (no groups) for a number with its fraction before a unit."""


def half_amount(written: str) -> float | None:
    """The value of a number written with its fraction (one ``AMOUNT`` matches), or None."""
    found = halves(written)
    return found[0].value if found and found[0].text == written else None


@dataclass(frozen=True)
class Half:
    """One number with its fraction: as written (``text``, the number's own word or
    digits where the unit stands between them), its value and its unit (a word, or
    a CJK measure word)."""

    text: str
    number: str
    value: float
    unit: str


def _whole(written: str) -> float | None:
    lowered = written.lower()
    if lowered in NUMBER_VALUES:
        return float(NUMBER_VALUES[lowered])
    if written[:1].isdigit():
        return float(written.replace(",", "."))
    return cjk_value(written)


def halves(text: str) -> list[Half]:
    """The numbers ``text`` writes with a fraction of one (see the module's doc)."""
    lowered = text.lower()
    if not any(stem in lowered for stem in _HALF_STEMS):
        return []  # most texts: a plain search is far cheaper than the patterns
    out: list[Half] = []
    for match in _NUMBER.finditer(text):
        whole = _whole(match.group(1))
        if whole is None:
            continue
        fraction = and_fraction(text, match.end())
        if fraction is not None:  # "six and a half years"
            unit = _WORD_AFTER.match(text, fraction[0])
            out.append(Half(text[match.start() : fraction[0]], match.group(1),
                            whole + fraction[1], unit.group(1) if unit else ""))
            continue
        unit = _UNIT_AFTER.match(text, match.end())
        if unit is None or unit.group(1).lower() in STOP_WORDS:
            continue
        fraction = and_fraction(text, unit.end())
        if fraction is None:
            continue
        after = _WORD_AFTER.match(text, fraction[0])
        if after is not None and after.group(1).lower() not in STOP_WORDS:
            continue  # "3 eggs and a half cup of milk": the fraction is the next amount's
        out.append(Half(match.group(1), match.group(1), whole + fraction[1], unit.group(1)))
    for match in _GERMAN.finditer(text):
        unit = _WORD_AFTER.match(text, match.end())
        out.append(Half(match.group(1), match.group(1), GERMAN_HALVES[match.group(1).lower()],
                        unit.group(1) if unit else ""))
    for match in _SIGNED.finditer(text):
        unit = _WORD_AFTER.match(text, match.end())
        out.append(Half(match.group(), match.group(1), int(match.group(1)) + SIGNS[
            match.group(2)], unit.group(1) if unit else ""))
    for match in _CJK_AFTER.finditer(text):
        whole = _whole(match.group(1))
        if whole is not None:
            out.append(Half(match.group(1), match.group(1), whole + 0.5, match.group(2)))
    for match in _KOREAN_AFTER.finditer(text):
        out.append(Half(match.group(1), match.group(1), float(match.group(1)) + 0.5,
                        match.group(2)))
    for match in _CJK_BEFORE.finditer(text):
        whole = _whole(match.group(1))
        if whole is not None:
            out.append(Half(match.group(1), match.group(1), whole + 0.5, match.group(3)))
    return out


QUARTER_HOURS: dict[str, float] = {
    **dict.fromkeys(("quarter of an hour", "quarter-hour", "quarter hour", "viertelstunde",
                     "quart d'heure", "quart d’heure", "cuarto de hora", "quarto d'ora",
                     "quarto d’ora", "quarto de hora", "kwartier", "一刻钟", "一刻鐘"), 900.0),
    **dict.fromkeys(("three quarters of an hour", "dreiviertelstunde", "trois quarts d'heure",
                     "tres cuartos de hora", "tre quarti d'ora", "três quartos de hora",
                     "drie kwartier", "三刻钟", "三刻鐘"), 2700.0),
}
"""Words that are a length of time by themselves, a quarter or three quarters of an hour
("eine Viertelstunde", "un quart d'heure", "一刻钟"), in seconds."""
_QUARTER_STEMS = ("quart", "viertel", "cuarto", "kwartier", "刻")
_QUARTERS = CaseBlind("|".join(
    re.escape(w) if CJK.match(w) else rf"(?<![^\W\d_]){re.escape(w)}(?![^\W\d_])"
    for w in sorted(QUARTER_HOURS, key=len, reverse=True)))


def quarter_hours(text: str) -> list[tuple[int, int, float]]:
    """``(start, end, seconds)`` of each quarter or three quarters of an hour ``text``
    names in one word or phrase."""
    lowered = text.lower()
    if not any(stem in lowered for stem in _QUARTER_STEMS):
        return []  # most texts: a plain search is far cheaper than the pattern
    return [(m.start(), m.end(), QUARTER_HOURS[m.group().lower()])
            for m in _QUARTERS.finditer(text)]
