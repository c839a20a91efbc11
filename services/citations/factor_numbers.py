"""A factor a claim works out from two figures the passage states: "roughly four times as
much … 1,270 versus 310", "fast das Doppelte des Richtwerts von 100.000" for 180.000,
"是白天 1.1°C 的两倍多" for 2.8°C, "more than double the 0.21 tonnes" for 0.52.

The page states the two figures; the claim adds how they compare, rounded as a writer
rounds and often with a bound: "more than", "nearly", "roughly". The factor is stated when
two figures of the passage, of one kind or both given by the claim itself, stand in that
ratio: at or above it after "more than" (below the next whole factor), a little under it
after "nearly", within ``LOOSE`` of it after "roughly", within ``PLAIN`` of it otherwise.
The bound words are closed classes per language.
"""

from __future__ import annotations

import re

from services.citations.case_blind import CaseBlind
from services.citations.cues import APPROXIMATOR_WORDS
from services.citations.doubling import multiples
from services.citations.number_place import number_at
from services.citations.numbers import Number
from services.citations.numerals import MULTIPLES
from services.citations.numerals import TIMES as COUNTED_TIMES
from services.citations.round_figures import nearly

TIMES = (*sorted(COUNTED_TIMES), "fold", "fach", "倍")
"""Words after a number that make it a factor ("four times", "vier mal", "三倍")."""
MORE_THAN: dict[str, tuple[str, ...]] = {
    "en": ("more than", "over", "above"), "de": ("mehr als", "über"),
    "fr": ("plus de", "plus du"), "es": ("más de", "más del"), "it": ("più di", "oltre"),
    "pt": ("mais de", "mais do"), "nl": ("meer dan", "ruim"), "zh": ("超过", "多于"),
}
"""Words before a factor that put the ratio above it ("more than double")."""
MORE_AFTER = ("多", "余", "有余", "以上")
"""Chinese words after "倍" that put the ratio above it ("两倍多")."""
PLAIN = 0.1
"""Share a ratio may lie from a factor stated plainly (the writer rounds "4.1" to "four")."""
LOOSE = 0.15
"""Share a ratio may lie from a factor stated as approximate ("roughly four times")."""
NEARLY_LOW = 0.8
"""Share of the factor a ratio reaches at least after "nearly" ("fast das Doppelte": 1.8)."""
_MORE = CaseBlind(r"(?<![^\W\d_])(?:" + "|".join(
    sorted((w for words in MORE_THAN.values() for w in words), key=len, reverse=True))
    + r")\s*$")
BEFORE_CHARS = 16
"""Characters before a factor where a bound word may stand."""


def _factor(number: Number, claim: str) -> bool:
    """Whether ``number`` of ``claim`` is a factor: a multiple in words ("twice", "das
    Doppelte", "verdoppelt") or a number before "times", "mal", "倍"."""
    if number.text.lower() in MULTIPLES or any(w == number.text for w, _n in multiples(claim)):
        return True
    at = number_at(claim, number.text)
    after = claim[at + len(number.text) : at + len(number.text) + 8].lower().lstrip(" -")
    return at != -1 and after.startswith(TIMES)


def _bound(number: Number, claim: str) -> str:
    """"more", "nearly", "about" or "" for the word bounding the factor ``number``."""
    at = number_at(claim, number.text)
    before = claim[max(0, at - BEFORE_CHARS) : at]
    end = at + len(number.text)
    after = claim[end : end + 4].lstrip(" 个倍")
    if _MORE.search(before) or after.startswith(MORE_AFTER):
        return "more"
    if nearly(claim, number.text):
        return "nearly"
    words = re.findall(r"[^\W\d_]+", before.lower())[-2:]
    if any(w in APPROXIMATOR_WORDS for w in words) or any(
            w in before[-3:] for w in APPROXIMATOR_WORDS if not w.isascii()):
        return "about"
    return ""


def _fits(ratio: float, factor: float, bound: str) -> bool:
    if bound == "more":
        return factor <= ratio < factor + 1
    if bound == "nearly":
        return NEARLY_LOW * factor <= ratio <= factor
    return abs(ratio - factor) <= (LOOSE if bound == "about" else PLAIN) * factor


def stated_factor(number: Number, claim: str, claimed: list[Number],
                  stated: list[Number]) -> bool:
    """Whether ``number`` is a factor of ``claim`` (numbers ``claimed``) that two of the
    passage's numbers ``stated`` stand in: both of one kind, or both stated by the claim."""
    if not _factor(number, claim):
        return False
    own = [n for n in stated if n is not number and any(
        n.agrees(c) for c in claimed if c is not number)]
    pairs: list[tuple[float, float]] = []
    for k, a in enumerate(stated):
        for b in stated[k + 1 :]:
            if (a.kind == b.kind and a.kind not in ("year", "month", "ord")) or (
                    a in own and b in own):
                pairs += [(x, y) for x in a.values for y in b.values if x > 0 and y > 0]
    bound = _bound(number, claim)
    return any(_fits(max(x, y) / min(x, y), factor, bound) for x, y in pairs
               for factor in number.values if factor > 1)
