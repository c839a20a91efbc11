"""A place or name after a preposition that the passage fills with another of the page.

"… ist für den 19. Februar in Hannover angesetzt" where the passage says "in Hameln";
"… findet am ersten Septemberwochenende in Cochem statt" where it says "in
Bernkastel-Kues". Where every noun is capitalised (German), capitals do not tell a
name, so the name checks pass both. The sign, in any cased language: the claim and the
passage's sentence write one preposition of place or origin (``PLACE_PREPOSITIONS``, a
closed class) before different capitalised words; each is written as a name is on the
page (never in lower case, never right after an article: no noun), neither holds the
other, the sentence lacks the claim's word, the claim the sentence's, and the page writes
the claim's word elsewhere: it moved a name of the page into this statement.
"""

from __future__ import annotations

import re

from services.citations.calendar_names import calendar_word
from services.citations.common_nouns import after_contraction, article_noun, counted

PLACE_PREPOSITIONS: dict[str, tuple[str, ...]] = {
    "en": ("in", "at", "from", "near", "to"),
    "de": ("in", "nach", "aus", "bei", "von", "zu"),
    "fr": ("à", "en", "de", "près", "vers"),
    "es": ("en", "de", "desde", "cerca", "a", "hacia"),
    "it": ("a", "in", "da", "di", "presso", "verso"),
    "pt": ("em", "de", "no", "na", "perto", "para"),
    "nl": ("in", "te", "naar", "uit", "bij"),
}
"""Prepositions of place, origin or destination, per language."""
_PREPOSITIONS = frozenset(w for ws in PLACE_PREPOSITIONS.values() for w in ws)
_AFTER_PREPOSITION = re.compile(r"(?<![^\W\d_])([^\W\d_]+)\s+([A-ZÀ-ÞĀ-Ž][^\W\d_]*(?:-[\w]+)*)")
SHARED = 4
"""Letters two words share at their start or end to be forms or parts of one word
("Altstadtzone", "Zone")."""


def _slots(text: str) -> list[tuple[str, str]]:
    """``(preposition, word)`` for every capitalised word right after a preposition of
    place written in lower case."""
    return [(m.group(1), m.group(2)) for m in _AFTER_PREPOSITION.finditer(text)
            if m.group(1) in _PREPOSITIONS]


def _name_like(word: str, page: str, claim: str) -> bool:
    """Whether ``word`` is written as a name is: never in lower case on the page, never
    right after an article (a noun), not after a number (what it counts), no acronym, no
    month, day or season (a date, for ``calendar_names``)."""
    lowered = re.search(rf"(?<![^\W\d_]){re.escape(word.lower())}(?![^\W\d_])", page)
    return len(word) >= 3 and not word.isupper() and lowered is None and not calendar_word(
        word) and not (
        article_noun(word, page) or article_noun(word, claim) or after_contraction(
            claim, word) or counted(claim, word, True))


def _related(one: str, other: str) -> bool:
    a, b = one.lower(), other.lower()
    return a[:SHARED] == b[:SHARED] or a[-SHARED:] == b[-SHARED:] or a in b or b in a


def place_slot(claim: str, sentence: str, page: str) -> tuple[str, str] | None:
    """``(claimed, stated)``: a name of the page the claim puts after a preposition of
    place where ``sentence`` (the passage's) has another name; or None."""
    theirs = [(p, w) for p, w in _slots(sentence) if w not in claim]
    if not theirs:
        return None
    for preposition, mine in _slots(claim):
        if mine in sentence or mine not in page:
            continue
        for other_preposition, stated in theirs:
            if other_preposition == preposition and not _related(mine, stated) and (
                    _name_like(mine, page, claim) and _name_like(stated, page, claim)):
                return f"{preposition} {mine}", f"{preposition} {stated}"
    return None
