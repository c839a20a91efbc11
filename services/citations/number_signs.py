"""The words that stand for "number" before a figure ("Bus Nr. 290", "No. 7", "n° 12",
"núm. 3", "第"): a sign of a figure, no word of a name. Closed class, per language."""

from __future__ import annotations

import re

NUMBER_SIGNS: dict[str, tuple[str, ...]] = {
    "en": ("no", "nos", "nr"),
    "de": ("nr",),
    "fr": ("n°", "no", "nº"),
    "es": ("núm", "nº", "n°", "nro"),
    "it": ("n°", "nº", "num"),
    "pt": ("nº", "n°", "núm"),
    "nl": ("nr", "no"),
}
"""Abbreviations of "number" written before a figure."""
_SIGNS = frozenset(w for words in NUMBER_SIGNS.values() for w in words)
_FIGURE_AFTER = re.compile(r"\.?\s?\d")


def number_sign(word: str, text: str, end: int) -> bool:
    """Whether ``word``, ending at ``end`` of ``text``, is a sign of "number" before a
    figure ("Nr" of "Bus Nr. 290")."""
    return word.lower() in _SIGNS and _FIGURE_AFTER.match(text, end) is not None
