"""Numbers written without digits: month names in dates, ordinals, "twice", CJK numerals.

"4. März 2026" and "4. Mai 2026" differ in one word, which is a number a reader
reads as one; "十五座" and "十一座" differ in one character; "the third-largest"
and "the second-largest" in one word. All are read here as numbers so the number
check weighs them like any other:

- a month name (``services.months``, the table the date reader uses, in some
  forty languages) counts only beside a day or a year written in digits ("4 May",
  "May 2026", "4 de mayo"), so the English modal "may" or the planet "Mars" are
  never months; its value is the month's negative (-3 for March), which no
  written number has, and a date written in digits ("14.03.2025") carries the
  negatives of its day and month as a month of its own, so the two agree;
- an ordinal ("third", "dritten", "tercera", "第三") is of its own kind, set only
  against another ordinal; "twice", "zweimal" are two;
- a run of CJK numerals counts only before a measure word ("座", "名", "年",
  "人"), never as a lone "一" (also "a", "once") nor starting with "百", "千"
  or "万" (also "people", "by all means"); its kind is the measure word, as for
  a number in digits ("11座").
"""

from __future__ import annotations

import re

from services.citations.cues import STOP_WORDS
from services.citations.unit_scales import UNITS
from services.months import month_of

_DIGITS = re.compile(r"\d+")
_MONTH_BEFORE = re.compile(r"(?<![^\W\d_])([^\W\d_]+)\.?,?\s*(?:de\s+|del\s+)?$")
"""A word right before a day or year ("May 3", "mayo de 2025")."""
_MONTH_AFTER = re.compile(r"(?:\.|º|er|st|nd|rd|th)?\s*(?:de\s+|of\s+)?([^\W\d_]+)(?![^\W\d_])")
"""A word right after a day ("4. März", "4 de mayo", "4th of May")."""
_DAY_OR_YEAR = re.compile(r"\d{4}(?!\d)|\d{1,2}(?:st|nd|rd|th)?(?![\d.,]?\s*[^\W\d_])")
"""A year, or a day not followed by a word ("May 3, 2025"; not "may 3 times")."""

MULTIPLES: dict[str, int] = {
    "twice": 2, "thrice": 3,
    "zweimal": 2, "dreimal": 3, "viermal": 4, "fünfmal": 5, "sechsmal": 6,
    "tweemaal": 2, "driemaal": 3, "viermaal": 4,
}
"""Adverbs that are a number of times ("twice a day": two a day). French, Spanish,
Italian and Portuguese write the number as a word of its own ("deux fois", "dos veces")."""
TIMES: frozenset[str] = frozenset({"times", "mal", "fois", "veces", "volte", "vezes", "keer",
                                  "maal"})
"""Words after a number that count times ("three times", "sechs mal", "deux fois")."""

ORDINALS: dict[str, tuple[str, ...]] = {
    "en": ("second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
           "tenth"),
    "de": ("zweit", "dritt", "viert", "fünft", "sechst", "siebt", "acht", "neunt", "zehnt"),
    "fr": ("deuxième", "troisième", "quatrième", "cinquième", "sixième", "septième",
           "huitième", "neuvième", "dixième"),
    "es": ("", "tercer", "", "quint", "sext", "séptim", "octav", "noven", "décim"),
    "it": ("", "terz", "", "quint", "sest", "settim", "ottav", "", "decim"),
    "pt": ("", "terceir", "", "quint", "sext", "sétim", "oitav", "", "décim"),
    "nl": ("tweede", "derde", "vierde", "vijfde", "zesde", "zevende", "achtste", "negende",
           "tiende"),
}
"""Second to tenth, as stems where the word takes endings ("zweiten", "segunda", "terza");
"first" is left out, like "one": it is as often "earliest" as a count. Left empty: words
that are as often something else ("cuarto", "quarto": a room; Portuguese "segundo" and
Italian "secondo": "according to", so Spanish "segundo" too; "nono")."""
_ORDINAL_ENDINGS = {"de": ("e", "en", "er", "es", "em"), "es": ("o", "a", "os", "as"),
                    "it": ("o", "a", "i", "e"), "pt": ("o", "a", "os", "as")}
ORDINAL_VALUES: dict[str, int] = {}
for _lang, _stems in ORDINALS.items():
    for _number, _stem in enumerate(_stems, start=2):
        for _ending in _ORDINAL_ENDINGS.get(_lang, ("",)) if _stem else ():
            ORDINAL_VALUES.setdefault(_stem + _ending, _number)
ORDINAL_VALUES["tercer"] = 3  # "el tercer puente"
for _word in ("achte", "achten", "achter", "achtes", "achtem"):
    ORDINAL_VALUES.pop(_word, None)  # "achte" (de): also "respect"
_ORDINAL_CJK = re.compile("第([〇零一二两兩三四五六七八九十百千]+)")
_FIRST_CJK = re.compile("首(?=[个個座家次批位届屆款台部条條所])")
"""Chinese "首" before a measure word: "first" ("全国首个", "首次", "首批"), as "第一个"."""

CJK_DIGITS = {"〇": 0, "零": 0, "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5,
              "六": 6, "七": 7, "八": 8, "九": 9}
"""The Chinese and Japanese digits, for numbers here and for words matched in
``passages`` ("三个" as "3个")."""
_UNIT = {"十": 10, "百": 100, "千": 1000}
_MYRIAD = {"万": 10_000, "萬": 10_000, "亿": 100_000_000, "億": 100_000_000}
CJK_MAGNITUDES = {char: value for char, value in (*_UNIT.items(), *_MYRIAD.items())
                  if char != "十"}
"""The hundreds and above of a Chinese or Japanese numeral ("百", "万", "亿")."""
CJK_NUMERAL_CHARS = "".join((*CJK_DIGITS, *_UNIT, *_MYRIAD))
"""Every character of a Chinese or Japanese numeral ("三千五百", "两万")."""
MEASURES = frozenset("个個座名位人件次家所条條只头頭辆輛台架艘本册冊张張层層栋棟间間项項"
                     "种種倍年月日天岁歲米里吨噸元块塊号號处處届屆场場部棵株份批例度校社店基"
                     "回枚杯首篇章节節番匹尾颗顆粒盏盞幢户戶")
"""Measure words (classifiers and counters) that follow a Chinese or Japanese number."""
_KATAKANA = re.compile("[\u30a1-\u30fa]")
_KATAKANA_RUN = re.compile("[\u30a1-\u30fa\u30fc]+")
"""A unit written in katakana ("メートル", "トン", "キロ") after a Japanese number."""
_TIME_AFTER = re.compile("(?:[个個])?(半)?(小时|小時|分钟|分鐘|分間|時間|星期|週間|周|秒钟|秒)")
"""A unit of time after a CJK numeral, with "个" and a half between ("一个半小时")."""
_CJK_RUN = re.compile(f"([{CJK_NUMERAL_CHARS}]+)([多余餘几幾]?)(.)")
_CJK_UNIT = re.compile("|".join(sorted(
    (re.escape(u) for u in UNITS if len(u) > 1 and "\u4e00" <= u[0] <= "\u9fff"),
    key=len, reverse=True)))
"""A metric unit of two characters or more ("公顷", "公里", "毫升", "平方米"): after CJK
numerals a measure as the one-character ones are ("一千公顷" is 1000 hectares)."""


def _month(word: str) -> int | None:
    """The month ``word`` names, unless it is also a function word written in lower case
    ("75 % des 11,5 millions": French "des", not Norwegian "des[ember]"; Dutch "maar",
    Portuguese "tem"): "May 3" is the month, "may 3" is not."""
    if word.islower() and word in STOP_WORDS:
        return None
    return month_of(word)


def month_numbers(text: str) -> list[tuple[str, int]]:
    """``(as written, month)`` for the month names of ``text`` that stand beside a
    day or a year in digits (read from each run of digits: pages have few)."""
    found: dict[int, tuple[str, int]] = {}
    for digits in _DIGITS.finditer(text):
        start, end = digits.span()
        if end - start <= 2:
            after = _MONTH_AFTER.match(text, end, min(len(text), end + 16))
            if after is not None and (month := _month(after.group(1))) is not None:
                found[after.start(1)] = (after.group(1), month)
        if _DAY_OR_YEAR.match(text, start) is not None and (
                start == 0 or not text[start - 1].isdigit()):
            before = _MONTH_BEFORE.search(text, max(0, start - 16), start)
            if before is not None and (month := _month(before.group(1))) is not None:
                found[before.start(1)] = (before.group(1), month)
    return [found[k] for k in sorted(found)]


def _value(run: str) -> int | None:
    """The value of a run of CJK numerals ("十五": 15, "一百二十": 120, "二〇二五": 2025)."""
    if not any(c in _UNIT or c in _MYRIAD for c in run):
        return int("".join(str(CJK_DIGITS[c]) for c in run)) if len(run) > 1 else CJK_DIGITS[run]
    total, section, digit = 0, 0, None
    for char in run:
        if char in CJK_DIGITS:
            if digit is not None:
                return None  # two digits side by side with units around: not a number
            digit = CJK_DIGITS[char]
        elif char in _UNIT:
            section += (1 if digit is None else digit) * _UNIT[char]
            digit = None
        else:
            total += (section + (digit or 0)) * _MYRIAD[char]
            section, digit = 0, None
    return total + section + (digit or 0)


def cjk_value(run: str) -> float | None:
    """A CJK numeral of up to thousands read digit by unit ("十五": 15, "一百二十": 120);
    ``None`` for a run with any other character (durations and amounts of time)."""
    total, digit = 0, None
    for char in run:
        if char in CJK_DIGITS:
            digit = CJK_DIGITS[char]
        elif char in "十百千":
            total += (1 if digit is None else digit) * {"十": 10, "百": 100, "千": 1000}[char]
            digit = None
        else:
            return None
    return float(total + (digit or 0))


_NEXT = {("一", "两"), ("两", "三")} | {
    (a, b) for a, b in zip("一二三四五六七八", "二三四五六七八九", strict=True)}
"""Two CJK digits side by side that are a range of two numbers ("三四个人": three or four)."""


def cjk_range(run: str) -> tuple[int, int] | None:
    """The two numbers a run of CJK numerals ending in two neighbouring digits gives
    ("三四": 3 or 4, "两三": 2 or 3, "十五六": 15 or 16), or None. Chinese writes 34 as
    "三十四", so "三四" is never thirty-four; a year written digit by digit
    ("二〇二三") has no unit before its last two digits and is left alone."""
    if len(run) < 2 or (run[-2], run[-1]) not in _NEXT or (
            len(run) > 2 and run[-3] not in _UNIT):
        return None
    low = _value(run[:-1])
    return None if low is None else (low, low + 1)


def ordinal_numbers(text: str) -> list[tuple[str, int]]:
    """``(as written, value)`` for the ordinals of ``text`` written as words ("third",
    "zweiten", "第三", "首个": first)."""
    out = [(w, ORDINAL_VALUES[w.lower()]) for w in re.findall(r"[^\W\d_]+", text)
           if w.lower() in ORDINAL_VALUES]
    for match in _ORDINAL_CJK.finditer(text):
        value = _value(match.group(1))
        if value is not None:
            out.append((match.group(), value))
    out += [(match.group(), 1) for match in _FIRST_CJK.finditer(text)]
    out += [(word, place) for word, place in PLACES.items() if word in text]
    return out


PLACES = {"冠军": 1, "亚军": 2, "季军": 3}
"""Chinese words for the first three places ("获得亚军": second), as "第二名"."""


_SECONDARY = ("二", "次")
""""二次" alone is "secondary, re-" ("二次使用": reuse, "二次污染"; Japanese "二次会"), no
count: Chinese counts twice as "两次" and the second time as "第二次". (A lone "一" is
never read: also "a", "once".)"""


def cjk_numbers(text: str) -> list[tuple[str, float, str]]:
    """``(as written, value, measure word)`` for the numbers ``text`` writes in CJK
    numerals before a measure word."""
    out = []
    for match in _CJK_RUN.finditer(text):
        run, measure = match.group(1), match.group(3)
        timed = _TIME_AFTER.match(text, match.start(3)) if not match.group(2) else None
        if timed is not None and run[0] not in "百千万萬亿億" and (
                value := _value(run)) is not None:
            # A length of time ("两小时", "一个半小时", "三周"): its unit is the measure.
            out.append((run, value + (0.5 if timed.group(1) else 0), timed.group(2)))
            continue
        metric = _CJK_UNIT.match(text, match.start(3))
        amount = len(run) > 1 and run[-1] in _MYRIAD  # "十二億円", "三千万美元": any noun
        if not (measure in MEASURES or metric or amount or _KATAKANA.match(measure)) or (
                run == "一" or (run, measure) == _SECONDARY) or run[0] in "百千万萬亿億":
            continue
        value = _value(run)
        if value is None and (pair := cjk_range(run)) is not None:
            value = pair[0]  # "十五六岁": read as a range by ``cjk_range``
        if value is not None:
            unit = metric or _KATAKANA_RUN.match(text, match.start(3))
            if unit is not None:  # the whole unit, as a number in digits reads it
                measure = unit.group()
            out.append((run, value, measure))
    return out


_SPELLED = re.compile("(?<![〇零一二两兩三四五六七八九十百千万萬亿億第])"
                      "([〇零一二两兩三四五六七八九十][〇零一二两兩三四五六七八九十百千]*)"
                      "(?![〇零一二两兩三四五六七八九十百千])")


def _as_digits(match: re.Match[str]) -> str:
    run, after = match.group(1), match.string[match.end() : match.end() + 1]
    if after in _MYRIAD or (len(run) > 1 and any(c in _UNIT for c in run)) or (
            len(run) == 4 and after == "年"):
        value = _value(run)
        return run if value is None else str(value)
    return run


def spelled_as_digits(text: str) -> str:
    """``text`` with the Chinese numbers it spells in characters written in digits, up
    to a myriad as a writer in digits leaves it ("一千万亩": "1000万亩", "三十五": "35",
    "两万": "2万", "二〇二五年": "2025年"): the same number in the other script. A lone
    numeral ("一起", "十分"), other runs of digit characters ("一二") and an ordinal
    ("第三") are left as they are."""
    return _SPELLED.sub(_as_digits, text)
