"""A figure doubled or tripled, in words: "nearly double the estimate", "verdoppelt",
"el doble", "翻了一番", "提高了一倍" (grown by once itself) state two (three) times, as
"twice" does (``numerals.MULTIPLES``).

A claim's "almost twice what was estimated" for the page's "nearly double the
original estimate" gives the same figure; read only as a number, "double" would
be missing. Only where the word is a multiple: the verb ("doubled", "verdoppelt",
"duplicó"), or the noun or adjective before a determiner or "what" ("double the",
"das Doppelte", "le double", "il doppio"), never an attribute ("a double room").
"""

from __future__ import annotations

import re

_DETERMINER = r"(?=\s+(?:the|what|that|its|their|his|her|this|of)\b)"
_TIMES: dict[int, re.Pattern[str]] = {
    2: re.compile(
        r"\b(?:doubled|doubling|doubles|double" + _DETERMINER + r"|verdoppel\w*|doppelt\s+so"
        r"|das\s+doppelte|doublé\w*|le\s+double|duplic\w*|el\s+doble|raddoppi\w*"
        r"|il\s+doppio|dobrou|dobraram|dobrado|o\s+dobro|verdubbel\w*|het\s+dubbele)\b"
        r"|翻了一番|翻一番|翻番|(?:提高|增加|增长|上升|上涨|扩大|提升)了?一倍", re.IGNORECASE),
    3: re.compile(
        r"\b(?:tripled|triples|triple" + _DETERMINER + r"|verdreifach\w*|dreimal\s+so"
        r"|das\s+dreifache|triplé\w*|le\s+triple|triplic\w*|el\s+triple|il\s+triplo"
        r"|o\s+triplo|verdrievoudig\w*)\b", re.IGNORECASE),
}


_STEMS: dict[int, tuple[str, ...]] = {
    2: ("doubl", "dopp", "dupl", "dobl", "dobr", "dubbel", "翻", "倍"),
    3: ("pl", "dr"),
}
"""Letters one of which every word of ``_TIMES`` holds (no "i" nor "s", which the
case-blind patterns also match as "ı" and "ſ"): a text with none of them states no
multiple, and most texts have none."""


def multiples(text: str) -> list[tuple[str, int]]:
    """``(written, times)`` for each doubling or tripling ``text`` states in words."""
    lowered = text.lower()
    return [(m.group(), times) for times, pattern in _TIMES.items()
            if any(stem in lowered for stem in _STEMS[times])
            for m in pattern.finditer(text)]
