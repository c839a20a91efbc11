"""A fraction after a unit of time: "an hour and a half", "an hour and a quarter", "two
hours and three quarters", "une heure et quart", "una hora y cuarto". Closed classes per
language (the words of a half, a quarter and three quarters after "and")."""

from __future__ import annotations

import re

AND_FRACTION: dict[str, dict[str, float]] = {
    "en": {"and a half": 0.5, "and one half": 0.5, "and one-half": 0.5, "and a quarter": 0.25,
           "and one quarter": 0.25, "and one-quarter": 0.25, "and three quarters": 0.75,
           "and three-quarters": 0.75, "and three quarter": 0.75, "and three-quarter": 0.75},
    "de": {"und ein halb": 0.5, "und eine halbe": 0.5, "und ein viertel": 0.25,
           "und drei viertel": 0.75},
    "fr": {"et demie": 0.5, "et demi": 0.5, "et quart": 0.25, "et un quart": 0.25,
           "trois quarts": 0.75},
    "es": {"y media": 0.5, "y medio": 0.5, "y cuarto": 0.25, "y un cuarto": 0.25,
           "y tres cuartos": 0.75},
    "it": {"e mezza": 0.5, "e mezzo": 0.5, "e un quarto": 0.25, "e tre quarti": 0.75},
    "pt": {"e meia": 0.5, "e meio": 0.5, "e um quarto": 0.25, "e três quartos": 0.75},
    "nl": {"en een half": 0.5, "en een kwartier": 0.25, "en drie kwartier": 0.75},
}
_VALUES = {p: v for words in AND_FRACTION.values() for p, v in words.items()}
_AFTER = re.compile(r"\s+(" + "|".join(sorted((re.escape(p) for p in _VALUES), key=len,
                                               reverse=True)) + r")\b", re.IGNORECASE)


def and_fraction(text: str, end: int) -> tuple[int, float] | None:
    """``(end, fraction)`` of a fraction of the unit right after ``end`` of ``text``
    ("… hour and a quarter": 0.25), or None."""
    found = _AFTER.match(text, end)
    return (found.end(), _VALUES[found.group(1).lower()]) if found else None
