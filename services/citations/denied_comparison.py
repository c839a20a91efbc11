"""A negation that denies a comparison, not the verb it stands before: "bottles did not
contain more particles than jars" says both contain particles, as many; "nicht mehr
Fehler als", "no tuvo más casos que", "niet meer deeltjes dan".

A negated clause with a comparative (a closed class per spaced language, and the English,
German and Dutch "-er" forms) and after it a word of "than" turns round the difference,
so a claim that states the verb plainly ("one honey contained 212 particles") is not
turned round by it; a claim that compares ("farm honey contained more particles than
supermarket honey") is.
"""

from __future__ import annotations

from services.citations.cues import NEGATION_WORDS
from services.citations.scripts import LETTERS

COMPARATIVES = frozenset({
    "more", "less", "fewer", "mehr", "weniger", "plus", "moins", "más", "menos", "più",
    "meno", "mais", "meer", "minder",
})
"""Comparatives of amount (en, de, fr, es, it, pt, nl)."""
COMPARED_WITH = frozenset({"than", "als", "que", "dan", "che", "di"})
"""Words of "than" after a comparative (en, de, fr/es/pt, nl, it) that compare two things;
not the "de" of ``cues.THANS``, which also stands between a comparative and its noun
("plus de particules")."""
_ER_LANGUAGES_THAN = frozenset({"than", "als", "dan"})
"""The "than" of the languages whose adjectives compare with "-er" ("higher than",
"höher als", "hoger dan")."""
REACH = 4
"""Words at most from the negation to the comparative, and from it to "than"."""


def denied_comparison(clause: str) -> bool:
    """Whether the negation of ``clause`` bears on a comparison: a comparative within
    ``REACH`` words after it and a word of "than" within ``REACH`` words after that."""
    words = LETTERS.findall(clause.lower())
    return any(_compared(words, k + 1, min(len(words), k + 1 + REACH))
               for k, word in enumerate(words) if word in NEGATION_WORDS)


def compares(text: str) -> bool:
    """Whether ``text`` states a comparison anywhere: a comparative, then "than"."""
    words = LETTERS.findall(text.lower())
    return _compared(words, 0, len(words))


def _compared(words: list[str], first: int, last: int) -> bool:
    """Whether a comparative among ``words[first:last]`` has a word of "than" after it."""
    for j in range(first, last):
        thans = [w for w in words[j + 1 : j + 1 + REACH] if w in COMPARED_WITH]
        if words[j] in COMPARATIVES and thans:
            return True
        if words[j].endswith("er") and len(words[j]) > 4 and (
                _ER_LANGUAGES_THAN.intersection(words[j + 1 : j + 2])):
            return True  # "higher than", "höher als"
    return False
