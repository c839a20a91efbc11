"""Chinese numbers in their spoken forms: a trailing digit after a unit, and numerals
listed with "、" before one measure word.

- "一米五" is 1.5 metres, "三块五" 3.5 yuan, "两万五" 25,000, "一千二" 1,200: a
  single digit after a unit of a decimal system, with nothing after it, is the next
  place down (tenths of the unit, or the next power of ten of the magnitude). Read
  digit by digit, "一米五" is no number at all ("一" alone is also "a"), and a page
  that says "一米五" stands against a claim that says "1.5米".
- "一、二层" is the first and the second floor: numerals listed with "、" share the
  measure word after the last ("三、四月", "一、二年级"), as "一二层" and "三四个人"
  are read as both their numbers (``numerals.cjk_range``).

The words are closed classes: the CJK digits, the units of the decimal system that
take a spoken tenth (metre, yuan, jin), and the magnitudes (hundred to hundred million).
"""

from __future__ import annotations

import re

from services.citations.numerals import CJK_DIGITS, CJK_MAGNITUDES, CJK_NUMERAL_CHARS, MEASURES

TENTH_UNITS = frozenset("米块塊元斤")
"""Units whose spoken tenth follows them ("一米五", "三块五", "两斤半" is a half)."""
_DIGIT = "".join(CJK_DIGITS)
_NUMERAL = CJK_NUMERAL_CHARS
_STEP = "".join((*TENTH_UNITS, *CJK_MAGNITUDES))
"""A unit or magnitude whose next place down follows it ("两万五": 25,000)."""
_SPOKEN = re.compile(rf"(?<![{_NUMERAL}第])([{_DIGIT}])([{_STEP}])([{_DIGIT}])"
                     rf"(?![{_NUMERAL}角毛分两兩])")
"""A digit, a unit or magnitude and one digit after it ("一米五", "两万五"), not a run
that goes on ("一米五十", "三块五毛" is read by its unit "毛" as written)."""
_LISTED = re.compile(rf"(?<![{_NUMERAL}第])([{_DIGIT}十]{{1,3}})、(?=[{_DIGIT}十]{{1,3}}(.))")
"""A numeral before "、" and another numeral with the word after it ("一、二层")."""


def spoken_decimals(text: str) -> list[tuple[str, float, str, str]]:
    """``(as written, value, kind, whole)`` for each spoken decimal of ``text``: "一米五"
    is ``("一米五", 1.5, "米", "一")``; a magnitude's kind is the measure word after it,
    if any ("两万五人": "人")."""
    out = []
    for match in _SPOKEN.finditer(text):
        whole, unit, tenth = (CJK_DIGITS[match.group(1)], match.group(2),
                              CJK_DIGITS[match.group(3)])
        if unit in CJK_MAGNITUDES:
            step = CJK_MAGNITUDES[unit]
            after = text[match.end() : match.end() + 1]
            out.append((match.group(), float(whole * step + tenth * step // 10),
                        after if after in MEASURES else "", match.group(1)))
        else:
            out.append((match.group(), whole + tenth / 10, unit, match.group(1)))
    return out


def listed_numerals(text: str) -> list[tuple[str, float, str]]:
    """``(as written, value, measure)`` for each numeral ``text`` lists with "、" before
    another that a measure word follows ("一、二层": the "一" of the first floor)."""
    out = []
    for match in _LISTED.finditer(text):
        measure = match.group(2)
        value = _small(match.group(1))
        if measure in MEASURES and value is not None:
            out.append((match.group(1), float(value), measure))
    return out


def _small(run: str) -> int | None:
    """The value of a numeral up to ninety-nine ("三": 3, "十二": 12, "二十": 20)."""
    if "十" not in run:
        return CJK_DIGITS[run] if len(run) == 1 else None
    tens, _, ones = run.partition("十")
    if len(tens) > 1 or len(ones) > 1 or "十" in ones:
        return None
    return (CJK_DIGITS[tens] if tens else 1) * 10 + (CJK_DIGITS[ones] if ones else 0)
