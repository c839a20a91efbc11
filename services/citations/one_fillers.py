"""Two words for "one" crossed: "one summer in a single city" for "a single summer in one
city". A crossing swap of two fillers that each mean one says what the page says; the
words of one and of "single" are a closed class per language.
"""

from __future__ import annotations

from services.citations.scripts import LETTERS

ONE: dict[str, tuple[str, ...]] = {
    "en": ("a", "an", "one"), "de": ("ein", "eine", "einen", "einem", "einer", "eines"),
    "fr": ("un", "une"), "es": ("un", "una", "uno"), "it": ("un", "una", "uno"),
    "pt": ("um", "uma"), "nl": ("een",),
}
"""Words of one, the indefinite article too ("a reason", "ein Grund")."""
SINGLE: dict[str, tuple[str, ...]] = {
    "en": ("single", "sole", "only"),
    "de": ("einzig", "einzige", "einzigen", "einziger", "einziges", "einzelne", "einzelnen"),
    "fr": ("seul", "seule"), "es": ("solo", "sola", "único", "única"),
    "it": ("solo", "sola", "unico", "unica"), "pt": ("só", "único", "única"),
    "nl": ("enkel", "enkele", "één"),
}
"""Words of "a single", "only one" (Dutch "één": the stressed "one")."""
ONE_WORDS: frozenset[str] = frozenset(w for table in (ONE, SINGLE) for words in table.values()
                                      for w in words)
"""Words of "one", "a single" (en, de, fr, es, it, pt, nl)."""


def both_one(first: str, second: str) -> bool:
    """Whether the fillers ``first`` and ``second`` are each only words of "one"."""
    return all(bool(words := LETTERS.findall(text.lower())) and all(w in ONE_WORDS for w in words)
               for text in (first, second))
