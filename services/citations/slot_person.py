"""A person the claim names in the slot where the passage names another.

"Geleitet wurde die Studie von Dr. Sabine Krüger" where the passage says "Geleitet
wurde die Untersuchung von Dr. Katrin Albers"; "led by Prof. Ana Ruiz" where it says
"led by Prof. Maria Costa". Where every noun is capitalised (German) a capitalised word
the page never writes may be a noun of the claim's own, so the name check only asks
for a look. Two capitalised words in a row, neither of them on the page, after the
same word as two capitalised words of the passage's sentence that the claim does not
write (a role, "von", "by"; an abbreviated title between read past, the role perhaps
with an ending: "Oberbürgermeister Klaus Reinhardt" for "Oberbürgermeisterin Dr. Anke
Sommer"), are another person in the same place: structure, not words, holds in every
language that capitalises names.
"""

from __future__ import annotations

import re

from services.citations.person_titles import is_title
from services.citations.word_forms import with_ending

__all__ = ["slot_person"]

_TOKEN = re.compile(r"[^\W\d_][\w'’-]*\.?|\S")


def _pairs(text: str) -> list[tuple[str, str]]:
    """``(word before, "First Last")`` for every two capitalised words in a row of
    ``text`` that do not open it or a sentence of it."""
    tokens = _TOKEN.findall(text)
    found = []
    for k in range(1, len(tokens) - 1):
        first, last, before = tokens[k], tokens[k + 1], tokens[k - 1]
        if before in {".", "!", "?", ":", "\n"} or not (
                first[:1].isupper() and last[:1].isupper()):
            continue
        if first.endswith(".") or not first[1:2].islower() or not last[1:2].islower():
            continue  # a title ("Dr.") or an acronym is no part of the pair
        if k + 2 < len(tokens) and tokens[k + 2][:1].isupper():
            continue  # three capitalised words: a name of a thing, not a person
        if before.endswith(".") and is_title(before) and k >= 2:
            before = tokens[k - 2]  # "Oberbürgermeisterin Dr. Anke Sommer": the role
        found.append((before.lower(), f"{first} {last.rstrip('.')}"))
    return found


FORM_LETTERS = 5
"""Letters at least two words share when one is the other with an ending ("-in")."""
ENDING = 3
"""Letters at most of such an ending."""


def _same_word(mine: str, theirs: str) -> bool:
    """Whether two words before a name are one word, perhaps with an ending
    ("Oberbürgermeister", "Oberbürgermeisterin")."""
    return mine == theirs or (min(len(mine), len(theirs)) >= FORM_LETTERS
                              and with_ending(mine, theirs, ENDING))


def slot_person(claim: str, sentences: list[str], page: str) -> tuple[str, str] | None:
    """``(the claim's name, the passage's)`` when ``claim`` writes two capitalised words
    the page (``page``, lower-cased) holds neither of, after the word before two
    capitalised words of one of ``sentences`` that the claim does not write; else None."""
    mine = [(b, n) for b, n in _pairs(claim)
            if not any(w.lower() in page for w in n.split())]
    if not mine:
        return None
    lowered = claim.lower()
    for sentence in sentences:
        for before, name in _pairs(sentence):
            if any(w.lower() in lowered for w in name.split()):
                continue
            for mine_before, mine_name in mine:
                if _same_word(mine_before, before):
                    return mine_name, name
    return None
