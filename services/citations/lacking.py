"""A word of lack before a noun ("the missing option", "die fehlende Möglichkeit").

Said of a thing, a word of lack negates its noun the way "not possible" negates
a clause: "die fehlende Möglichkeit eines Downgrades" says "ein Downgrade ist
nicht möglich". So these forms count as negations (``cues.NEGATION``). But where
both texts name the same thing with it ("the missing parts will be delivered"
against "the missing parts will not be delivered"), it names the thing and
negates nothing the two disagree on: ``unshared`` sets it aside in both.
"""

from __future__ import annotations

import re

from services.citations.case_blind import CaseBlind
from services.citations.word_forms import holds_word

ATTRIBUTIVE: dict[str, tuple[str, ...]] = {
    "en": ("missing", "lacking"),
    "de": ("fehlende", "fehlenden", "fehlender", "fehlendes", "mangelnde", "mangelnden",
           "mangelnder"),
    "fr": ("manquant", "manquante", "manquants", "manquantes"),
    "it": ("mancante", "mancanti"),
    "nl": ("ontbrekende",),
}
"""Forms of a word of lack that stand before or after a noun, by language."""
_ALL = frozenset(w for words in ATTRIBUTIVE.values() for w in words)
_PHRASE = CaseBlind(r"\b(" + "|".join(sorted(_ALL, key=len, reverse=True))
                     + r")\s+([^\W\d_]+)")


def unshared(claim: str, page: str) -> tuple[str, str]:
    """``claim`` and ``page`` with each word of lack set aside that both say of the same
    noun (the word after it)."""
    mine = {m.group(2).lower(): m for m in _PHRASE.finditer(claim)}
    theirs = {m.group(2).lower(): m for m in _PHRASE.finditer(page)}
    shared = [w for w in mine if any(holds_word(w, t) or holds_word(t, w) for t in theirs)]
    if not shared:
        return claim, page
    nouns = set(shared) | {t for t in theirs if any(holds_word(w, t) or holds_word(t, w)
                                                     for w in shared)}

    def drop(match: re.Match[str]) -> str:
        return match.group(2) if match.group(2).lower() in nouns else match.group()

    return _PHRASE.sub(drop, claim), _PHRASE.sub(drop, page)
