"""Two words for "one" crossed: "one summer in a single city" for "a single summer in one
city". A crossing swap of two fillers that each mean one says what the page says; the
words of one and of "single" are a closed class per language.
"""

from __future__ import annotations

import re

ONE_WORDS: frozenset[str] = frozenset({
    "a", "an", "one", "single", "sole", "only",  # en
    "ein", "eine", "einen", "einem", "einer", "eines", "einzig", "einzige", "einzigen",
    "einziger", "einziges", "einzelne", "einzelnen",  # de
    "un", "une", "seul", "seule",  # fr
    "uno", "una", "solo", "sola", "único", "única",  # es, it
    "um", "uma", "só", "unico", "unica",  # pt, it
    "een", "enkel", "enkele", "één",  # nl
})
"""Words of "one", "a single" (en, de, fr, es, it, pt, nl)."""
_WORD = re.compile(r"[^\W\d_]+")


def both_one(first: str, second: str) -> bool:
    """Whether the fillers ``first`` and ``second`` are each only words of "one"."""
    return all(bool(words := _WORD.findall(text.lower())) and all(w in ONE_WORDS for w in words)
               for text in (first, second))
