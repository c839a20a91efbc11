"""A name shortened from the starts of its words: "CalMac" for "Caledonian MacBrayne",
"FedEx" for "Federal Express", "HafenCity" for "Hafen City".

As an acronym does, such a short form names what the page spells out; a name the page
never writes in that form asks a check, not a verdict. The sign, in any language
written with capitals: the name is one word of two or more capitalised parts, and each
part starts a word of a run of the page's capitalised words, in order (small words
between them aside).

An acronym in capitals is stated where a passage writes the words it stands for
(``spelled_out``: "WHO" for "the World Health Organization"): a name in another form,
neither missing nor another's.
"""

from __future__ import annotations

import re

from services.citations.stop_words import STOP_WORDS

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


_ACRONYM = re.compile(r"[A-ZÀ-Þ]{2,6}")
LOWER_CASE_AT = 3
"""Letters at least of an acronym that a run of words not capitalised may spell out
("chronic kidney disease" for "CKD"); two letters start too many pairs of words."""


def spelled_out(acronym: str, text: str) -> bool:
    """Whether ``text`` writes the words ``acronym`` stands for: consecutive words whose
    first letters spell it ("World Health Organization" for "WHO"), small words between
    them aside ("Department of Health" for "DH"); capitalised words unless the acronym
    has ``LOWER_CASE_AT`` letters or more."""
    if not _ACRONYM.fullmatch(acronym):
        return False
    words = _WORD.findall(text)
    any_case = len(acronym) >= LOWER_CASE_AT
    for k, word in enumerate(words):
        if word[:1].upper() == acronym[0] and (any_case or word[:1].isupper()) and not (
                word.isupper()) and _spells(words, k + 1, acronym[1:], any_case):
            return True
    return False


def _spells(words: list[str], at: int, letters: str, any_case: bool) -> bool:
    """Whether ``letters`` start words of ``words`` from ``at`` on, in order, at most
    ``SKIPPED`` small words before each (in lower case; with ``any_case``, function words:
    "Food and Drug Administration")."""
    if not letters:
        return True
    for k in range(at, min(len(words), at + SKIPPED + 1)):
        word = words[k]
        if word[:1].upper() == letters[0] and (any_case or word[:1].isupper()) and not (
                word.isupper()):  # another acronym spells none ("PSOE y Podemos": no "PP")
            return _spells(words, k + 1, letters[1:], any_case)
        if word[:1].isupper() or (any_case and word.lower() not in STOP_WORDS):
            return False  # another word of the run, spelling no letter: no such run
    return False
