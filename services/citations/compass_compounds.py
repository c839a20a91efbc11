"""A point of the compass inside a compound, swapped: "am Nordufer" where the passage says
"am Südufer", "Noordkust" for "Zuidkust", "北岸" for "南岸", "东门" for "西门".

``compass_words`` weighs a point written as a word ("the western suburbs"); German, Dutch
and Chinese write it inside a compound, with the rest of the compound the same on both
sides. The sign: the claim has a compound of a point of the compass and a rest the
passage's window writes only with another point (the same rest: "ufer", "岸"). The points
are a closed class in every language (``compass_words.COMPASS``; Chinese 东南西北).
"""

from __future__ import annotations

import re

from services.citations.case_blind import CaseBlind
from services.citations.compass_words import COMPASS

_HEADS: dict[str, int] = {w: k for lang in ("de", "nl") for k, words in enumerate(COMPASS[lang])
                          for w in words[:1]}
"""The compounding form of each point ("nord", "süd", "noord", "zuid") and its point."""
_CJK_POINTS = {"北": 0, "东": 1, "東": 1, "南": 2, "西": 3}
REST = 3
"""Letters at least of the rest of a compound ("ufer", "seite", "kust")."""
_COMPOUND = CaseBlind(r"(?<![^\W\d_])(" + "|".join(sorted(_HEADS, key=len, reverse=True))
                      + rf")([^\W\d_]{{{REST},}})")
_CJK_COMPOUND = re.compile("([北东東南西])([\u4e00-\u9fff])")


def _compounds(text: str) -> dict[str, dict[int, str]]:
    """``rest -> {point: compound}`` for the compounds of a point of the compass in ``text``."""
    out: dict[str, dict[int, str]] = {}
    for found in _COMPOUND.finditer(text):
        head, rest = found.group(1).lower(), found.group(2).lower()
        if rest[:3] in ("ost", "wes", "nor", "süd", "oos", "zui"):
            continue  # "Nordost", "Südwesten": two points, ``compass_words``' own
        out.setdefault(rest, {})[_HEADS[head]] = found.group()
    for found in _CJK_COMPOUND.finditer(text):
        rest = found.group(2)
        if rest in _CJK_POINTS:
            continue  # "东南", "西北": two points
        out.setdefault(rest, {})[_CJK_POINTS[found.group(1)]] = found.group()
    return out


def other_compound_point(claim: str, window: str) -> tuple[str, str] | None:
    """``(claimed, stated)``: a compound of ``claim`` with a point of the compass that
    ``window`` writes only with another point; or None."""
    mine = _compounds(claim)
    if not mine:
        return None
    theirs = _compounds(window)
    for rest, points in mine.items():
        stated = theirs.get(rest, {})
        for point, word in points.items():
            if stated and point not in stated:
                return word, next(iter(stated.values()))
    return None
