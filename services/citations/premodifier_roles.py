"""A role written right before a person's name, no comma between: "consultant
paediatrician Fiona Clarke", "la pédiatre Claire Dubois", "el cardiólogo Luis Pérez",
"Pro-vice-chancellor for education Dr Alan Pritchard said …".

``apposition_role.appositions`` and ``roles_first`` read a role set off by commas; news
and guidance as often set it before the name as a premodifier. Read where the role's
words are written in lower case (a German noun is capitalised like a name, so German
roles are left to the comma forms), its first word capitalised only where a sentence
starts: one to three words right before two capitalised words or more (titles between
them set aside), function words and words of "according to" or of saying leading the
role set aside ("by consultant paediatrician": "consultant paediatrician").
"""

from __future__ import annotations

import re
from functools import lru_cache

from services.citations.cues import STOP_WORDS
from services.citations.person_titles import is_title
from services.citations.speakers import ACCORDING, SAYING

_CREDITING = frozenset(w for phrase in (*ACCORDING, *SAYING) for w in phrase.split())
"""Words of "according to" and of saying, which lead up to a role but are none."""

_ROLE_BEFORE = re.compile(
    r"(?:^|(?<=[.!?]\s)|(?<=\n)|(?<=[\s(\"“„'‘])(?=[a-zà-ÿ]))"
    r"((?:[^\W\d_][\w'’-]*\s+)(?:[a-zà-ÿ][\w'’-]*\s+){0,2})"
    r"((?:[A-ZÀ-ÞĀ-Ž][\w'’-]*\.?\s+){0,2}[A-ZÀ-ÞĀ-Ž][\w'’-]+\s+[A-ZÀ-ÞĀ-Ž][\w'’-]+)")


@lru_cache(maxsize=32)
def roles_before(text: str) -> list[tuple[str, str]]:
    """``(name, role)`` for every person (two capitalised words or more, titles aside)
    whose role stands right before the name in lower case (or opens the sentence)."""
    out = []
    for match in _ROLE_BEFORE.finditer(text):
        words = match.group(2).split()
        while words and is_title(words[0]):
            words = words[1:]
        role = match.group(1).split()
        while role and (role[0].lower() in STOP_WORDS or role[0].lower() in _CREDITING):
            role = role[1:]
        if len(words) >= 2 and role:
            out.append((" ".join(words), " ".join(role)))
    return out
