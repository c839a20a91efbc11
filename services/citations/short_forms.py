"""A name shortened from the starts of its words: "CalMac" for "Caledonian MacBrayne",
"FedEx" for "Federal Express", "HafenCity" for "Hafen City".

As an acronym does, such a short form names what the page spells out; a name the page
never writes in that form asks a check, not a verdict. The sign, in any language
written with capitals: the name is one word of two or more capitalised parts, and each
part starts a word of a run of the page's capitalised words, in order (small words
between them aside).
"""

from __future__ import annotations

import re

_PART = re.compile(r"[A-ZÀ-ÞĀ-ſ][a-zß-ÿā-ſ]*")
_WORD = re.compile(r"[^\W\d_][\w'’-]*")
SKIPPED = 2
"""Small words at most between two words of the long form ("für", "of the")."""


def short_form(name: str, page: str) -> bool:
    """Whether ``name`` (one word, "CalMac") is made of the starts of consecutive
    capitalised words of ``page`` ("Caledonian MacBrayne")."""
    parts = _PART.findall(name)
    if len(parts) < 2 or "".join(parts) != name:
        return False
    words = _WORD.findall(page)
    starts = [k for k, w in enumerate(words) if w[:1].isupper()
              and w.lower().startswith(parts[0].lower()) and w != name]
    return any(_follows(words, k + 1, parts[1:]) for k in starts)


def _follows(words: list[str], at: int, parts: list[str]) -> bool:
    """Whether ``parts`` start words of ``words`` from ``at`` on, each capitalised and
    at most ``SKIPPED`` small words after the one before."""
    if not parts:
        return True
    for k in range(at, min(len(words), at + SKIPPED + 1)):
        word = words[k]
        if word[:1].isupper() and word.lower().startswith(parts[0].lower()):
            return _follows(words, k + 1, parts[1:])
        if word[:1].isupper():
            return False  # another name's word: the run is broken
    return False


_FOLD = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "é": "e", "è": "e",
                       "á": "a", "à": "a", "ó": "o", "ò": "o", "í": "i", "ú": "u", "ñ": "n",
                       "ç": "c", "ø": "oe", "å": "aa", "æ": "ae"})


def spelled_alike(a: str, b: str) -> bool:
    """Whether two names are one written with and without its accents or umlauts
    ("Krüger", "Krueger"; "José", "Jose")."""
    return a.lower() != b.lower() and a.lower().translate(_FOLD) == b.lower().translate(_FOLD)
