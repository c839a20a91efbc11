"""A point of the compass the passage gives as another: "the western suburbs" where the
page says "the eastern suburbs", "low in the western sky" for "the eastern sky", "Nordost"
for "Südost".

Points of the compass are a closed class in every language, and a paraphrase keeps them:
the claim names one the passage's window does not, while the window names another.
A word holding two ("north-east", "Südost") counts as each.
"""

from __future__ import annotations

import re

from services.citations.scripts import LETTERS as _WORD

COMPASS: dict[str, tuple[tuple[str, ...], ...]] = {
    "en": (("north", "northern", "northward", "northwards"),
           ("east", "eastern", "eastward", "eastwards"),
           ("south", "southern", "southward", "southwards"),
           ("west", "western", "westward", "westwards")),
    "de": (("nord", "norden", "nördlich", "nördliche", "nördlichen", "nördlicher"),
           ("ost", "osten", "östlich", "östliche", "östlichen", "östlicher"),
           ("süd", "süden", "südlich", "südliche", "südlichen", "südlicher"),
           ("west", "westen", "westlich", "westliche", "westlichen", "westlicher")),
    "fr": (("nord",), ("est",), ("sud",), ("ouest",)),
    "es": (("norte",), ("este",), ("sur",), ("oeste",)),
    "it": (("nord",), ("est",), ("sud",), ("ovest",)),
    "pt": (("norte",), ("leste",), ("sul",), ("oeste",)),
    "nl": (("noord", "noorden", "noordelijk", "noordelijke"),
           ("oost", "oosten", "oostelijk", "oostelijke"),
           ("zuid", "zuiden", "zuidelijk", "zuidelijke"),
           ("west", "westen", "westelijk", "westelijke")),
}
"""Points of the compass (north, east, south, west first), per language. French "est"
and Spanish "este" are also "is" and "this": they count only in a compound or after
"l'"/"el" (see ``_AMBIGUOUS``)."""
_AMBIGUOUS = frozenset({"est", "este", "sur"})
_POINTS = {w: k for table in COMPASS.values() for k, words in enumerate(table) for w in words}
_PARTS = re.compile("|".join(sorted((w for w in _POINTS if len(w) >= 3 and w not in _AMBIGUOUS),
                                    key=len, reverse=True)))


def _points(text: str) -> dict[int, str]:
    """``point -> word`` for the points of the compass ``text`` names."""
    out: dict[int, str] = {}
    for word in _WORD.findall(text):
        lowered = word.lower()
        if lowered in _POINTS and lowered not in _AMBIGUOUS:
            out.setdefault(_POINTS[lowered], word)
        elif len(lowered) > 4:  # "north-east" is split above; "Südost", "Nordost" are not
            head = _PARTS.match(lowered)
            rest = lowered[head.end():] if head else ""
            if head and (rest in _POINTS or _PARTS.fullmatch(rest)):
                out.setdefault(_POINTS[head.group()], word)
                out.setdefault(_POINTS[rest], word)
    return out


def other_point(claim: str, window: str) -> tuple[str, str] | None:
    """``(claimed, stated)``: a point of the compass of ``claim`` that ``window`` does not
    name, and one it names instead; or None."""
    mine = _points(claim)
    if not mine:
        return None
    theirs = _points(window)
    for point, word in mine.items():
        if point not in theirs:
            other = next((w for p, w in theirs.items() if p not in mine), None)
            if other is not None:
                return word, other
    return None
