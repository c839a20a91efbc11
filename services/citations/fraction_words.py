"""A share in words the passage gives as another: "Half of the new bikes will be electric"
where the page says "A third of the new bikes will be electric"; "ein Viertel" for "ein
Drittel".

Shares written as words are a closed class (``HALVES``, ``PARTS`` after a number word of
``COUNTS``; in Chinese "一半", tenths "七成" and "三分之一"); the number checks read figures.
The claim states a share its passage's window does not, while the window states another
share in words: "约有一半建于这一时期" where the page says "约有七成建于这一时期".
"""

from __future__ import annotations

import re

from services.citations.case_blind import CaseBlind
from services.citations.numerals import CJK_DIGITS

HALVES = ("half", "hälfte", "moitié", "mitad", "metà", "metade", "helft")
"""Words for a half, per language (en, de, fr, es, it, pt, nl)."""
PARTS: dict[str, float] = {
    **dict.fromkeys(("third", "thirds", "drittel", "tiers", "tercio", "tercios", "terzo",
                     "terzi", "terço", "terços", "derde", "derden"), 1 / 3),
    **dict.fromkeys(("quarter", "quarters", "viertel", "quart", "quarts", "cuarto", "cuartos",
                     "quarto", "quarti", "kwart"), 1 / 4),
    **dict.fromkeys(("fifth", "fifths", "fünftel", "cinquième", "quinto", "quinti",
                     "vijfde"), 1 / 5),
}
"""Words for a part, counted by the word before them ("a third", "zwei Drittel")."""
COUNTS: dict[str, int] = {
    **dict.fromkeys(("a", "an", "one", "ein", "eine", "un", "une", "uno", "una", "um", "uma",
                     "een"), 1),
    **dict.fromkeys(("two", "zwei", "deux", "dos", "due", "dois", "duas", "twee"), 2),
    **dict.fromkeys(("three", "drei", "trois", "tres", "tre", "três", "drie"), 3),
}
"""Number words before a part ("a third" is an ordinal after "the": "the third stage")."""
_SHARE = CaseBlind(
    r"(?<![^\W\d_])(?:(" + "|".join(COUNTS) + r")\s+(" + "|".join(PARTS) + r")|("
    + "|".join(HALVES) + r"))(?![^\W\d_])")


_CJK_DIGIT = "[" + "".join(c for c, v in CJK_DIGITS.items() if v) + "]"
_CJK_SHARE = re.compile(
    rf"(一半|半数)|({_CJK_DIGIT})成(?!不变|不變)|({_CJK_DIGIT}|十)分之({_CJK_DIGIT})")
"""A share in Chinese: a half, tenths ("七成"; "一成不变" is an idiom), "X分之Y"."""


def _shares(text: str) -> dict[float, str]:
    """``share -> as written`` for the shares ``text`` writes in words."""
    out: dict[float, str] = {}
    for found in _SHARE.finditer(text):
        count, part, half = found.groups()
        value = 0.5 if half else COUNTS[count.lower()] * PARTS[part.lower()]
        out.setdefault(round(value, 3), found.group())
    for found in _CJK_SHARE.finditer(text):
        half, tenths, whole, part = found.groups()
        value = 0.5 if half else CJK_DIGITS[tenths] / 10 if tenths else CJK_DIGITS[part] / (
            10 if whole == "十" else CJK_DIGITS[whole])
        out.setdefault(round(value, 3), found.group())
    return out


def other_share(claim: str, window: str) -> tuple[str, str] | None:
    """``(claimed, stated)``: a share in words of ``claim`` that ``window`` does not state,
    and one it states instead; or None."""
    mine = _shares(claim)
    if not mine:
        return None
    theirs = _shares(window)
    for value, written in mine.items():
        if value not in theirs:
            other = next((w for v, w in theirs.items() if v not in mine), None)
            if other is not None:
                return written, other
    return None
