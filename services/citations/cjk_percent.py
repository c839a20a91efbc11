"""Shares written the CJK way: Chinese "百分之六十" (sixty of a hundred) is 60 %,
"千分之五" 0.5 %; Japanese "60パーセント" and Korean "60퍼센트" are 60 % too.

Chinese writes a percentage as a fraction of a hundred, the numerator last, in numerals
or digits ("百分之三十八", "百分之15", "百分之十二点五"); a claim that gives "38%" says
what a page's "百分之三十八" says, and one that gives "百分之二十五" where the page says
"百分之十五" states another figure. Japanese and Korean write the word for "percent"
after the number, as European languages do ("Prozent").
"""

from __future__ import annotations

import re

from services.citations.numerals import CJK_DIGITS, CJK_NUMERAL_CHARS, cjk_value

PER = {"百分之": 1.0, "千分之": 0.1}
"""Words of a fraction of a hundred or a thousand before its numerator, and the share in
percent one of it is."""
PERCENT_AFTER = ("パーセント", "퍼센트")
"""Words for "percent" after a number (Japanese, Korean)."""
_DIGITS = "".join(CJK_DIGITS)
_SHARE = re.compile(
    rf"({'|'.join(PER)})(?:(\d+(?:\.\d+)?)|([{CJK_NUMERAL_CHARS}]+)(?:[点點]([{_DIGITS}]+))?)")
"""A fraction word and its numerator, in digits or numerals with a decimal part after
"点" ("百分之十二点五")."""


def cjk_percents(text: str) -> list[tuple[str, float]]:
    """``(as written, percent)`` for each share ``text`` writes as a fraction of a hundred
    or a thousand ("百分之六十": 60, "百分之15": 15, "千分之五": 0.5)."""
    out = []
    for match in _SHARE.finditer(text):
        per, digits, run, decimals = match.groups()
        if digits is not None:
            value: float | None = float(digits)
        else:
            value = cjk_value(run)
            if value is not None and decimals:
                value += float("0." + "".join(str(CJK_DIGITS[c]) for c in decimals))
        if value is not None:
            out.append((match.group(), round(value * PER[per], 6)))
    return out


def after_fraction_word(text: str, start: int) -> bool:
    """Whether the number in digits at ``text[start]`` is the numerator of a fraction word
    ("百分之15"): read as a share by ``cjk_percents``, not as a number of its own."""
    return any(text.endswith(word, 0, start) for word in PER)


def percent_word(unit: str) -> bool:
    """Whether ``unit`` (the characters after a number) opens with a word for "percent"
    written after it ("パーセント", "퍼센트")."""
    return unit.startswith(PERCENT_AFTER)
