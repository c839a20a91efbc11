"""Whether a capitalised word reads as a name where every noun is capitalised (German),
for ``aligned_name_swap``.

A capital tells no name there, but an article does tell a noun: a German noun in the
singular stands after an article, a contraction ("im", "vom") or an adjective, while a
place stands bare ("in Halle", "Leipzig und Dresden"). A word is read as a name when the
page writes it, and every time it writes it (and the claim too) it stands at no
sentence's start and after nothing but a preposition or a conjunction
(``BEFORE_NAMES``), a comma, a dash or another capitalised word, and never after an
article or a contraction (closed classes of ``common_nouns``). A plural noun stands bare
too ("für Kinder"): the sign is weak alone, and ``aligned_name_swap`` takes it only for a
word in an aligned slot, written on the page, whose rival is bare too.
"""

from __future__ import annotations

import re

from services.citations.common_nouns import _ARTICLES, CONTRACTIONS

BEFORE_NAMES = frozenset({
    "in", "aus", "nach", "von", "bei", "mit", "und", "oder", "sowie", "zwischen", "über",
    "bis", "ab", "für", "gegen", "um", "durch", "seit", "vor", "an", "auf", "zu", "nahe",
    "gen", "wie", "als", "außer", "ohne", "neben", "hinter", "unter", "via"})
"""German prepositions and conjunctions (closed classes) after which a name stands bare
("in Halle", "Leipzig und Dresden"); not a verb ("ist Grillen erlaubt": a noun made of a
verb stands bare after one)."""


def bare_name(word: str, page: str, claim: str) -> bool:
    """Whether ``word`` stands bare wherever ``page`` and ``claim`` write it, and
    ``page`` writes it."""
    seen = False
    for text in (page, claim):
        for found in re.finditer(rf"(?<![^\W\d_]){re.escape(word)}(?![^\W\d_])", text):
            before = text[max(0, found.start() - 30) : found.start()].rstrip()
            if not before or before[-1] in ".!?:;#*\n" or before[-1] in "„“\"(":
                return False  # a sentence's or a quotation's first word, or alone
            if before[-1] in ",–-/&":
                seen = seen or text is page
                continue
            last = re.split(r"\s+", before)[-1]
            if not last.isalpha():
                return False
            lower = last.lower()
            if lower in _ARTICLES or lower in CONTRACTIONS:
                return False
            if last[:1].isupper() or lower in BEFORE_NAMES:
                seen = seen or text is page
                continue
            return False
    return seen
