"""A sentence that speaks of someone by a pronoun ("Den Standort wählte er", "She added
that ..."), right after a sentence that names them: what it says, it says of that name.

A claim that names the person ("Hollerbach entschied sich für den Standort") is then no
swap with another name the sentence holds ("am Fluss Wiesent"): the pronoun stands for
the claim's name. Personal pronouns of the third person are a closed class; those of the
spaced languages the word tables cover are given (``speakers.PRONOUNS``).
"""

from __future__ import annotations

import re

from services.citations.speakers import PRONOUNS

_PRONOUN = re.compile(r"(?<!\w)(?:" + "|".join(PRONOUNS) + r")(?!\w)", re.IGNORECASE)


def refers_back(sentence: str, before: str, name: str) -> bool:
    """Whether ``sentence`` speaks of someone by a personal pronoun and ``before`` (the
    sentence before it) names ``name`` (by its last word, the surname)."""
    words = name.split()
    if not words or not before:
        return False
    surname = words[-1]
    if not re.search(rf"(?<!\w){re.escape(surname)}(?!\w)", before, re.IGNORECASE):
        return False
    return _PRONOUN.search(sentence) is not None
