"""A sentence that speaks of someone by a pronoun ("Den Standort wählte er", "She added
that ..."), right after a sentence that names them: what it says, it says of that name.

A claim that names the person ("Hollerbach entschied sich für den Standort") is then no
swap with another name the sentence holds ("am Fluss Wiesent"): the pronoun stands for
the claim's name. A sentence that opens with "It" ("It has a 6.4-inch screen … than the
N6") speaks of the thing named just before ("The Norvik N7 goes on sale …"), not of the
one it is compared with. Personal pronouns of the third person are a closed class; those
of the spaced languages the word tables cover are given (``speakers.PRONOUNS``, ``IT``).
"""

from __future__ import annotations

import re

from services.citations.passages import SourceIndex
from services.citations.speakers import PRONOUNS

_PRONOUN = re.compile(r"(?<!\w)(?:" + "|".join(PRONOUNS) + r")(?!\w)", re.IGNORECASE)
IT: tuple[str, ...] = ("it", "es", "il", "elle", "esso", "essa", "ele", "ela", "het")
"""Pronouns for a thing, at a sentence's start (where Dutch "het" and German "es" are
the subject)."""
_OPENING = re.compile(r"\W*(?:" + "|".join((*PRONOUNS, *IT)) + r")(?!\w)", re.IGNORECASE)


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


def opens_with_it(sentence: str, before: str, name: str) -> bool:
    """Whether ``sentence`` opens with a pronoun ("It has …", "Es bietet …") and
    ``before`` names ``name``: the sentence speaks of it."""
    words = name.split()
    return bool(words) and _OPENING.match(sentence) is not None and re.search(
        rf"(?<!\w){re.escape(words[-1])}(?!\w)", before, re.IGNORECASE) is not None


LEAD = 3
"""Sentences that open a page (its title among them): where it names what it is about."""


def named_in_lead(name: str, index: SourceIndex) -> bool:
    """Whether the page's first ``LEAD`` sentences name ``name``: the page's own subject,
    which a passage may speak of as "the city", "the race", "both companies"."""
    lead = " ".join(index.sentence(k) for k in range(min(LEAD, len(index.spans))))
    return re.search(rf"(?<!\w){re.escape(name)}(?!\w)", lead) is not None
