"""The words of "instead of", a closed class per language: "statt zwei Jahren drei Jahre",
"three years instead of two", "au lieu de deux ans". Such a word sets what the claim says
against what it replaces; it states nothing of its own, so it is no word of a clause the
claim adds (``detail.added_clause``)."""

from __future__ import annotations

INSTEAD: dict[str, tuple[str, ...]] = {
    "en": ("instead", "rather"),
    "de": ("statt", "anstatt", "anstelle", "stattdessen"),
    "fr": ("lieu", "plutôt"),
    "es": ("vez", "lugar"),
    "it": ("invece", "anziché"),
    "pt": ("vez", "invés"),
    "nl": ("plaats", "plaatsvan"),
}
INSTEAD_WORDS = frozenset(w for words in INSTEAD.values() for w in words)
