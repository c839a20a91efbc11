"""Inflected forms of the words of "free of charge": German adjectives take endings
("freien Eintritt", "kostenlose Führung", "gebührenfreies Parken") that the tables of
``cues.FREE`` list only in their base form. A closed class of endings."""

from __future__ import annotations

from collections.abc import Iterable

from services.citations.cues import FREE_WORDS

ADJECTIVE_ENDINGS = ("en", "em", "er", "es", "e")
"""German strong and weak adjective endings (Dutch "-e" too), longest first."""


def inflected_free(words: Iterable[str]) -> bool:
    """Whether a word of ``words`` (lower-cased) is an inflected word of "free of charge"
    ("freien", "kostenlose")."""
    for word in words:
        for ending in ADJECTIVE_ENDINGS:
            if word.endswith(ending) and len(word) - len(ending) >= 4 and (
                    word[: -len(ending)] in FREE_WORDS):
                return True
    return False
