"""The numbers a sentence states, read the way a reader reads them.

"1,400", "1.400" and "1 400" may all be one thousand four hundred; "7,8" is
seven point eight in most of Europe; "ten" is 10. Each number is kept with
every value its spelling allows and compared by those values, so a claim and a
page written with different separators still agree, while 2025 and 2026, or
21.4 and 24.1, never do. A number's *kind* (a year, or the word that follows
it: "minutes", "MB", "%") tells which of the page's numbers a claim's number
should be compared with.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from services.citations.cjk_percent import after_fraction_word, cjk_percents, percent_word
from services.citations.cjk_spoken_numbers import listed_numerals, spoken_decimals
from services.citations.cues import NUMBER_VALUES, STOP_WORDS
from services.citations.daytime import HOUR_WORDS, afternoon, cjk_clock_hours, hour_readings
from services.citations.doubling import multiples
from services.citations.fraction_words import COUNTS, PARTS
from services.citations.half_numbers import halves
from services.citations.metric_prefixes import prefixed_symbol
from services.citations.number_compounds import time_compounds
from services.citations.number_words import word_numbers
from services.citations.numerals import (
    MULTIPLES,
    cjk_numbers,
    cjk_range,
    month_numbers,
    ordinal_numbers,
)
from services.citations.ordinal_numbers_read import with_ordinals
from services.citations.per_answer import SHORT_TEXT, per_answer
from services.citations.quantity_units import quantity_unit
from services.citations.scripts import LETTERS
from services.citations.tenths import cjk_tenths, tenths_unit
from services.citations.unit_scales import MYRIADS, stated_in_unit
from services.months import month_of

# Digits with optional group separators (comma, dot, thin or plain space) and a
# decimal part; the unit is the word or symbol right after it.
_NUMBER = re.compile(
    r"(?<![0-9.])(?<![0-9],)(?<![A-Za-z\u00c0-\u024f])"
    r"(\d{1,3}(?:(?:[,.]|[ \u00a0\u202f](?=\d{3}\b))\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)"
    r"(?:\s?(%|°\s?[CF]?|[℃℉]|[^\W\d_]+|[\u3400-\u9fff]))?"
)
# A date written in digits ("14.03.2025", "12/09/2024"): its day and month are
# read as one number that may be either (the order differs between countries,
# and the page may name the month in words), its year as a year.
_DATE = re.compile(r"(?<![\d.,/])(\d{1,2})([./])(\d{1,2})\2(\d{4})(?![\d/]|[.,]\d)")
_DIGIT = re.compile(r"\d")
_ISO_DATE = re.compile(r"(?<![\d.,/-])(\d{4})-(\d{1,2})-(\d{1,2})(?![\d-])")
"""A date written year first ("2025-11-07"): its year, and its month and day as one."""
# A time of day ("10:00", "17:30"): one number, its hour with the minutes as
# hundredths (as "17.30 Uhr" reads), on the 12-hour clock too ("5 pm", "下午5点");
# also written the Chinese, Japanese or Korean way ("6点30分", "9時30分", "9시 30분"), a
# half hour too ("5点半", "5時半", "5시 반": 5.30).
_CLOCK = re.compile(r"(?<![\d.,:])([01]?\d|2[0-3])[:：]([0-5]\d)(?![\d:])"
                    r"|(?<![\d.,])([01]?\d|2[0-3])\s?[点點時시]\s?(?:([0-5]?\d)\s?[分분]|([半반]))")
# Words that scale the number before them ("1.5 million" is 1,500,000; "85억" is
# 8,500,000,000): the number keeps its written value too, so "1,5 millions"
# and "1.5 million" still agree with each other.
SCALES: dict[str, float] = {
    **dict.fromkeys(("thousand", "tausend", "mille", "mil", "duizend"), 1e3),
    **dict.fromkeys(("million", "millions", "mio", "millionen", "million", "millón",
                     "millones", "milione", "milioni", "miljoen", "milhão", "milhões",
                     "miljoenen"), 1e6),
    **dict.fromkeys(("billion", "billions", "mrd", "milliarde", "milliarden", "milliard",
                     "milliards", "miliardo", "miliardi", "miljard", "bilhão", "bilhões"),
                    1e9),
    "千": 1e3, "万": 1e4, "萬": 1e4, "亿": 1e8, "億": 1e8, "천": 1e3, "만": 1e4, "억": 1e8,
}
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
_YEAR = range(1000, 2200)


@dataclass(frozen=True)
class Number:
    """One number of a text: as written, its possible values, and its kind."""

    text: str
    values: frozenset[float]
    kind: str

    def agrees(self, other: Number) -> bool:
        return not self.values.isdisjoint(other.values)


def _values(text: str, grouped: bool = True) -> frozenset[float]:
    """Every value ``text`` can mean: one comma or point before three digits groups
    thousands ("15,000", "15.000", "15 000": 15000, never 15 too), any other is a
    decimal sign ("1,5", "21.4", "0.125"). ``grouped`` false keeps both readings of
    "1,250" where a figure of three decimals is as likely (a percentage, "1,250
    millions")."""
    text = text.replace("\u00a0", " ").replace("\u202f", " ")
    parts = re.split(r"([,. ])", text)
    digits, seps = parts[0::2], parts[1::2]
    if not seps:
        return frozenset({float(text)})
    whole = "".join(digits)
    if len(seps) == 1:
        head, tail = digits
        decimal = float(f"{head}.{tail}")
        if seps[0] == " ":
            return frozenset({float(whole)})
        if len(tail) != 3 or head == "0":
            return frozenset({decimal})  # no group of thousands follows a lone 0
        return frozenset({float(whole)} if grouped else {float(whole), decimal})
    if len(set(seps)) == 1:
        return frozenset({float(whole)})
    return frozenset({float("".join(digits[:-1]) + "." + digits[-1])})


PERCENT_WORDS = frozenset({"percent", "prozent", "procent", "percento", "pct"})
"""Words for "%" after a number, in one word."""
_PERCENT_SPLIT = re.compile(r"(?:per|pour|por)\s+(?:cent|ciento|cento)(?![^\W\d_])",
                            re.IGNORECASE)
""""%" in two words ("per cent", "pour cent", "por ciento", "per cento", "por cento")."""


def _percent(unit: str, text: str, end: int) -> bool:
    """Whether the number before ``unit`` (its match ending at ``end``) is a percentage
    written in words: of the kind "%", as the page's "63,5 %" is."""
    lowered = unit.lower()
    if lowered in PERCENT_WORDS:
        return True
    return lowered in ("per", "pour", "por") and bool(
        _PERCENT_SPLIT.match(text, end - len(unit)))


def _kind(text: str, value: frozenset[float], unit: str) -> str:
    if text.isdigit() and int(text) in _YEAR and unit not in ("%", "°") and not (
            quantity_unit(unit)):
        return "year"
    if not unit or (unit in _NO_KIND and not quantity_unit(unit)):
        return ""  # "£15 a day", not "50 ha" nor "13 A"
    if _CJK.match(unit):
        # "4至11月", "3到8人": the range's first number takes no kind from its joiner.
        return "" if unit[0] in _RANGE_JOINERS else unit
    return _unit_kind(unit)


_NO_KIND = STOP_WORDS - HOUR_WORDS
"""Function words after a number ("£15 a day", "£15 for charities", "12 in total"): they
say nothing of what it counts, so the number takes no kind from them, as one followed by
punctuation takes none; "£25 a day" and "£15 for charities" are then not of two kinds.
Written in lower case and no unit symbol ("50 ha" is a hectare, "13 A" an ampere)."""
_RANGE_JOINERS = frozenset("至到或和及与")
"""CJK words joining two numbers of one unit ("4至11月", "3到8人"): no unit of their own."""


YEAR_COUNTS = frozenset({
    "span",  # en "years" (``_unit_kind``)
    "jahr",  # de "Jahre", "Jahren"
    "ans", "an", "anné",  # fr "ans", "années"
    "año", "años",  # es
    "anni", "anno",  # it
    "anos", "ano",  # pt
    "jaar", "jare",  # nl
    "年", "년",  # zh, ja, ko
})
"""Kinds of a number that counts years (a unit word's first four letters, or its CJK
measure word): a duration, which two years stated may span."""


def _unit_kind(unit: str) -> str:
    """The kind a unit word gives its number: its first four letters, save that
    "2 years" is a duration, never of the kind of a calendar year ("2022"), and a metric
    unit written out with its prefix is its symbol ("kilometres": "km")."""
    kind = unit.lower()[:4]
    return "span" if kind == "year" else prefixed_symbol(unit) or kind  # "km", not "kilo"


JOINERS = frozenset({"to", "and", "or", "bis", "und", "oder", "statt", "à", "a", "au", "et",
                     "ou", "al", "y", "o", "e", "ed", "tot", "en", "of", "bzw", "resp"})
"""Words between two numbers that share the unit after the second ("55 to 65 minutes",
"alle 5 statt alle 15 Minuten", "entre 7 e 23 horas", "52 bzw. 47 kg", nl "3 resp. 4
meter"): the first is of its kind too."""
SHARED_GAP = 12
"""Characters at most from the joiner to the second number ("statt alle 15")."""


def numbers(text: str) -> list[Number]:
    """The numbers ``text`` states, in digits or as words (two to twelve), month names
    beside a date's digits and CJK numerals before a measure word (see ``numerals``)."""
    return list(_remembered(text)) if len(text) <= SHORT_TEXT else _numbers(text)


@per_answer
@lru_cache(maxsize=256)
def _remembered(text: str) -> tuple[Number, ...]:
    return tuple(_numbers(text))


def _numbers(text: str) -> list[Number]:
    out: list[Number] = []
    # Dates, times and figures are written with digits: a text with none (most
    # sentences) is only read for numbers in words.
    has_digits = _DIGIT.search(text) is not None
    dates = list(_DATE.finditer(text)) if has_digits else []
    for date in dates:
        day, month = float(date.group(1)), float(date.group(3))
        written = date.group(1) + date.group(2) + date.group(3)
        out.append(Number(written, frozenset({day, month}), ""))
        # Its month as a month name reads (either number may be the month).
        out.append(Number(written, frozenset({-day, -month}), "month"))
        out.append(Number(date.group(4), frozenset({float(date.group(4))}), "year"))
    for iso in _ISO_DATE.finditer(text) if has_digits else ():
        dates.append(iso)
        month, day = float(iso.group(2)), float(iso.group(3))
        out.append(Number(iso.group(2) + "-" + iso.group(3), frozenset({day, month}), ""))
        out.append(Number(iso.group(2), frozenset({-month}), "month"))
        out.append(Number(iso.group(1), frozenset({float(iso.group(1))}), "year"))
    spaceless = not text.isascii()
    clocks = list(_CLOCK.finditer(text)) if has_digits and (":" in text or spaceless) else []
    for clock in clocks:
        hour = int(clock.group(1) or clock.group(3))
        minutes = 0.3 if clock.group(5) else int(clock.group(2) or clock.group(4)) / 100
        out.append(Number(clock.group(), hour_readings(
            frozenset({hour + minutes}), hour=True,
            pm=afternoon(text, clock.start(), clock.end())), ""))
    dates += clocks
    shared: list[tuple[int, int]] = []  # (index in ``out``, end) of a number before a joiner
    for match in _NUMBER.finditer(text) if has_digits else ():
        if shared and shared[-1][1] > 0 and match.start() - shared[-1][1] <= SHARED_GAP:
            k = shared[-1][0]  # "5 statt 15 Minuten", "55 to 65 minutes": one unit for both
            shared[-1] = (k, 0)
            pending = out[k]
        else:
            pending = None
        if any(d.start() <= match.start() < d.end() for d in dates) or _list_marker(
                text, match) or (spaceless and after_fraction_word(text, match.start())):
            continue  # "百分之15": read as a share below
        digits, unit = match.group(1), match.group(2) or ""
        unit = {"℃": "°C", "℉": "°F"}.get(unit, unit)  # one sign for "°C"
        if unit and not unit[0].isalpha() and unit[0] not in "%°" and not _CJK.match(unit):
            unit = ""
        scale = SCALES.get(unit.lower().rstrip("."))
        if scale is None and unit and not unit[0].isascii():
            scale = SCALES.get(unit[0])  # "万人", "85억원": the scale is the first character
        share = unit == "%" or _percent(unit, text, match.end()) or percent_word(unit)
        if scale is not None and unit[0] in MYRIADS:
            # "1万", "3.5亿", "1300만": the product alone, "1万" never the 1 of "9月1日";
            # a Latin scale word keeps the written value (a table "in millions" gives it).
            values = frozenset(round(v * scale, 6) for v in _values(digits))
        elif scale is not None:
            values = _values(digits, grouped=False)
            values = values | {round(v * scale, 6) for v in values}
        else:
            values = _values(digits, grouped=not share)
        hour = unit.lower() in HOUR_WORDS or (bool(_CJK.match(unit)) and unit[0] in HOUR_WORDS)
        pm = afternoon(text, match.start(), match.end(1))
        if hour or pm:
            values = hour_readings(values, hour=hour, pm=pm)
        elif share:
            unit = "%"  # "63,5 Prozent", "12 per cent", "60パーセント": "63,5 %"
        if tenths_unit(unit):
            out.append(Number(digits, frozenset(v * 10 for v in values), "%"))
            continue
        kind = _kind(digits, values, unit) if scale is None else (
            unit if _CJK.match(unit) else _unit_kind(unit))
        if pending is not None and kind and kind != "year" and pending.kind != "year":
            out[out.index(pending)] = Number(pending.text, pending.values, kind)
        if unit.lower() in JOINERS:
            shared.append((len(out), match.end()))
        out.append(Number(digits, values, kind))
    for match in LETTERS.finditer(text.lower()):
        value = NUMBER_VALUES.get(match.group()) or MULTIPLES.get(match.group())
        if value is not None:
            rest = LETTERS.search(text.lower(), match.end())
            unit = rest.group() if rest is not None and rest.start() - match.end() <= 1 else ""
            out.append(Number(match.group(), frozenset({float(value)}),
                              _unit_kind(unit) if unit else ""))
    out = _with_word_numbers(text, out)
    out += [Number(written, frozenset({float(value)}), kind)
            for written, value, kind in time_compounds(text)]  # "dreijähriger": 3 years
    for written, times in multiples(text):
        out.append(Number(written, frozenset({float(times)}), ""))
    for written, month in month_numbers(text):
        out.append(Number(written, frozenset({float(-month)}), "month"))
    for written, value in ordinal_numbers(text):
        out.append(Number(written, frozenset({float(value)}), "ord"))
    if _CJK.search(text):
        out += [Number(written, frozenset({float(share)}), "%")
                for written, share in (*cjk_tenths(text), *cjk_percents(text))]
        for written, amount, measure in cjk_numbers(text):
            kind = "year" if measure == "年" and amount in _YEAR else (
                "%" if percent_word(measure) else measure)
            # A range ("三四个人": three or four) states both its numbers.
            for each in cjk_range(written) or (amount,):
                out.append(Number(written, frozenset({float(each)}), kind))
        out = _with_spoken(text, out)
        out += [Number(written, hour_readings(frozenset({hour}), hour=True,
                                              pm=afternoon(text, start, end)), "")
                for written, start, end, hour in cjk_clock_hours(text)]  # "晚上十点"
    return _with_halves(text, with_ordinals(text, out))


def _with_spoken(text: str, out: list[Number]) -> list[Number]:
    """``out`` with Chinese numbers in spoken forms ("一米五": 1.5 metres, in the place of
    a "两" of "两米五" read alone; "一" of "一、二层" as the first floor)."""
    for written, value, kind, whole in spoken_decimals(text):
        out = [n for n in out if not (n.text == whole and n.kind == kind)]
        out.append(Number(written, frozenset({value}), kind))
    out += [Number(w, frozenset({v}), kind) for w, v, kind in listed_numerals(text)]
    return out


def _with_word_numbers(text: str, out: list[Number]) -> list[Number]:
    """``out`` with the numbers past twelve ``text`` writes in words ("fifteen rooms",
    "two hundred seats"), each in the place of a number word of two to twelve it holds
    ("two" of "two hundred", "five" of "twenty-five")."""
    for start, end, value in word_numbers(text):
        written = text[start:end]
        inside = {w.lower() for w in LETTERS.findall(written)}
        at = next((k for k, n in enumerate(out) if n.text.lower() in inside), None)
        if at is not None:
            del out[at]
        rest = LETTERS.search(text, end)
        unit = rest.group() if rest is not None and rest.start() - end <= 1 else ""
        if unit.lower() in STOP_WORDS:
            unit = ""  # "Sixty of the 120 beds": a function word is no unit
        out.append(Number(written, frozenset({float(value)}), _unit_kind(unit) if unit else ""))
    return out


def _with_halves(text: str, out: list[Number]) -> list[Number]:
    """``out`` with each number ``text`` writes with a fraction ("six and a half years",
    "sechseinhalb Jahre", "六年半") read whole, in the place of its whole number."""
    for half in halves(text):
        unit = half.unit
        kind = unit if _CJK.match(unit[:1]) else _unit_kind(unit) if unit else ""
        scale = SCALES.get(unit.lower().rstrip("."))
        values = {half.value} if scale is None else {half.value, round(half.value * scale, 6)}
        number = Number(half.text, frozenset(values), kind)
        at = next((k for k, n in enumerate(out) if n.text == half.number
                   and half.value - 1 < min(n.values, default=0) <= half.value), None)
        if at is None:
            out.append(number)
        else:
            out[at] = number
    return out


_MARKER_END = re.compile(r"\d{1,2}[.)][ \t]+([^\W\d_]+)")


def _list_marker(text: str, match: re.Match[str]) -> bool:
    """Whether the number of ``match`` numbers an item of a list ("5. Scrape into the
    tin"): at a line's start, a point or bracket and a word after it, no month's
    name ("14. März" is a date)."""
    end = _MARKER_END.match(text, match.start())
    line = text.rfind("\n", 0, match.start()) + 1
    return end is not None and not text[line : match.start()].strip(" \t>") and (
        month_of(end.group(1)) is None)


# Shares written as fractions, in percent: "die Hälfte" is 50 %, "two thirds"
# 66.7 %. A claim's "50 %" agrees with them; they are never claimed numbers
# themselves ("a year and a half" is no share).
FRACTIONS: dict[str, float] = {
    **dict.fromkeys(("half", "hälfte", "moitié", "mitad", "metà", "metade", "helft",
                     "一半", "半价", "半價", "半分", "半額", "절반"), 50.0),
    **dict.fromkeys(("third", "thirds", "drittel", "tiers", "tercio", "tercios", "terzo",
                     "terzi", "terço", "terços", "derde", "三分之一", "3分の1"), 100 / 3),
    **dict.fromkeys(("quarter", "quarters", "viertel", "quart", "quarts", "cuarta",
                     "quarto", "quarti", "kwart", "四分之一", "4分の1"), 25.0),
    **dict.fromkeys(("五分之一", "5分の1"), 20.0),
    **dict.fromkeys(("十分之一", "10分の1"), 10.0),
}
_SPACELESS = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_COUNTED_PART = re.compile(r"(?<![^\W\d_])(" + "|".join(map(re.escape, COUNTS)) + r")\s+("
                           + "|".join(re.escape(w) for w in PARTS if w not in FRACTIONS)
                           + r")(?![^\W\d_])")
"""A part of ``fraction_words.PARTS`` the table above leaves out (fifths), after a word
that counts it."""
_FRACTION = re.compile("|".join(sorted((re.escape(w) for w in FRACTIONS), key=len,
                                       reverse=True)))


def shares(text: str) -> list[float]:
    """The shares ``text`` writes as fractions, in percent ("two thirds": 66.7)."""
    lowered = text.lower()
    out = []
    for match in _FRACTION.finditer(lowered):
        word = match.group()
        if not _SPACELESS.match(word) and (
                (match.start() and lowered[match.start() - 1].isalpha())
                or (match.end() < len(lowered) and lowered[match.end()].isalpha())):
            continue  # part of another word ("quartier", "derdeel")
        before = LETTERS.findall(lowered[max(0, match.start() - 20) : match.start()])[-1:]
        times = NUMBER_VALUES.get(before[0], 1) if before else 1
        out.append(FRACTIONS[word] * times)
    # Parts that are also ordinals ("a fifth", "ein Fünftel"; "the fifth year" is none):
    # only after a word that counts them.
    out += [100 * COUNTS[m.group(1)] * PARTS[m.group(2)] for m in _COUNTED_PART.finditer(lowered)]
    return out


def agrees_share(number: Number, stated: list[float]) -> bool:
    """Whether the percentage ``number`` is one of the ``stated`` shares (to a point)."""
    return number.kind == "%" and any(abs(v - s) < 1.0 for v in number.values
                                      for s in stated)




_OWN_KINDS = ("", "year", "month", "ord", "span")
TIME_UNITS = frozenset({
    "seco", "minu", "hour", "days", "day", "week", "mont",  # en ("years": "span")
    "seku", "stun", "tag", "tage", "woch", "mona", "jahr",  # de
    "heur", "jour", "sema", "mois", "an", "ans", "anné",  # fr
    "segu", "hora", "día", "días", "mes", "mese", "año", "años",  # es
    "ora", "ore", "gior", "sett", "anno", "anni",  # it
    "dia", "dias", "mês", "ano", "anos",  # pt
    "uur", "dag", "dage", "maan", "jaar",  # nl
    "秒", "分", "小", "时", "天", "日", "周", "月", "年", "週", "時", "초", "분", "시", "일",
    "주", "개",
})
"""Kinds of the units of time: a time is often told in another unit ("Halbstundentakt":
every 30 minutes; a year and a half: 18 months), so a time the page never states is no
sign of an invented one."""


_TWO_CHARACTER_MEASURES = frozenset("公千厘毫平立")
"""First characters of CJK measure words of two characters ("公里", "千克", "平方米")."""


def page_rival(claimed: Number, page: str) -> str | None:
    """A number of ``page`` in the claimed number's unit when the page nowhere
    states the claimed value in that unit, another spelling of it or another unit of
    its dimension (``unit_scales.stated_in_unit``: "5.8kg" for "5.8公斤"): "80元" where
    the page gives "190元" and "150元" and no "80元". A claim does not invent a price or
    a weight in a unit the page counts in; a number of no unit, a year, a month, an
    ordinal or a time may be a sum, a date or a time worked out or told in another
    unit. (Searched for, not read: a page's every number would cost more than the
    whole check.)"""
    kind = claimed.kind
    if kind in _OWN_KINDS or kind in TIME_UNITS or not kind.strip() or (
            _CJK.match(kind) and kind[0] in TIME_UNITS):  # "小时", "分钟"
        return None
    if _CJK.match(kind):
        # A CJK number's kind is the run after it ("元的电动自行车"): its measure word
        # leads it, one character or two ("元", "公斤", "平方米" as "平方").
        kind = kind[:2] if kind[0] in _TWO_CHARACTER_MEASURES else kind[0]
    unit = re.escape(kind) + ("" if _CJK.match(kind) else r"\w*")
    if kind in ("°c", "°f"):
        unit = f"(?:°\\s?{kind[1]}|{'℃' if kind == '°c' else '℉'})"
    spellings = {claimed.text} | {str(int(v)) for v in claimed.values if v == int(v)} | {
        w for w, v in NUMBER_VALUES.items() if v in claimed.values}
    for spelled in spellings:
        edge = r"(?<![\d.,])" if spelled[:1].isdigit() else r"(?<![^\W\d_])"
        if re.search(rf"{edge}{re.escape(spelled)}\s?{unit}", page, re.IGNORECASE):
            return None
    found = re.search(rf"(?<![\d.,])\d+(?:[.,]\d+)?\s?{unit}", page, re.IGNORECASE)
    if found is None or stated_in_unit(claimed, page):
        return None  # "5.8公斤" where the page writes "5.8kg"
    return found.group()
