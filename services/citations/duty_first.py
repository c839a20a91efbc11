"""A restriction to "only after X" restated as a duty to do X first: "darf die Trinkmenge
nur nach Rücksprache mit der Hausärztin erhöht werden" and "eine höhere Trinkmenge muss
vorher mit der Hausärztin abgesprochen werden"; "only after an inspection" and "must be
inspected first". The restriction check (``restrict.widens``) reads the claim's "vorher"
in the place of "nach Rücksprache" as a case of its own.

The sign, in the languages written with spaces: the page's restrictive word ("nur",
"only") is followed by a word of "after" (``AFTER``), and the claim holds a word of
obligation (``cues.OBLIGATIONS``) and a word of "before" or "first" (``FIRST``). Closed
classes per language.
"""

from __future__ import annotations

import re

from services.citations.cues import OBLIGATION_WORDS

AFTER: dict[str, tuple[str, ...]] = {
    "en": ("after", "following"), "de": ("nach",), "fr": ("après",), "es": ("después", "tras"),
    "it": ("dopo",), "pt": ("depois", "após"), "nl": ("na",),
}
"""Words of "after" that open a precondition ("only after", "nur nach")."""
FIRST: dict[str, tuple[str, ...]] = {
    "en": ("first", "beforehand", "before", "prior", "in advance"),
    "de": ("vorher", "zuvor", "vorab", "erst", "zuerst", "vor"),
    "fr": ("avant", "préalablement", "d'abord", "au préalable"),
    "es": ("antes", "previamente", "primero"), "it": ("prima", "preventivamente"),
    "pt": ("antes", "previamente", "primeiro"), "nl": ("eerst", "vooraf", "voor"),
}
"""Words of "before" or "first" that put a duty ahead of the act."""
_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
_AFTER = frozenset(w for ws in AFTER.values() for w in ws)
_FIRST = frozenset(w for ws in FIRST.values() for w in ws if " " not in w)
_FIRST_PHRASES = tuple(w for ws in FIRST.values() for w in ws if " " in w)


def duty_first(claim: str, restricted: str) -> bool:
    """Whether ``claim`` restates as a duty to be done first what the page restricts to
    "only after" (``restricted``: the page's restrictive word and the word after it,
    "nur nach")."""
    words = _WORD.findall(restricted.lower())
    if len(words) < 2 or words[1] not in _AFTER:
        return False
    mine = _WORD.findall(claim.lower())
    return any(w in OBLIGATION_WORDS for w in mine) and (
        any(w in _FIRST for w in mine) or any(p in claim.lower() for p in _FIRST_PHRASES))
