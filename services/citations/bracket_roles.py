"""A role the page gives one person in brackets, set by the claim beside another person.

"The guideline's lead author is Mark Osei, a consultant paediatrician" where the page
writes "Prepared by Dr. Naomi Clarke (consultant paediatrician, lead author) and Mark
Osei (senior pharmacist)". Every word of the claim stands in the passage, and the
binding check reads a bracket as a clause of its own, so nothing ties the role to its
name there. A bracket right after a name says who that person is, in any language
written with capitals (credits, author lists, team pages: "Dr. Anna Roth (Oberärztin)").

The sign: the page brackets a role after two or more names; the claim names one of them
and, beside that name (``REACH`` content words), words of another's bracket that the
name's own bracket lacks, none of its own, and does not name the other person.
"""

from __future__ import annotations

import re

from services.citations.cues import STOP_WORDS

_NAME = r"(?:[A-ZÀ-ÞĀ-Ž][\w'’.-]*\s+){0,3}[A-ZÀ-ÞĀ-Ž][\w'’-]+"
_BRACKETED = re.compile(rf"({_NAME})\s*[(（]([^()（）]{{3,80}})[)）]")
_WORD = re.compile(r"[^\W\d_][\w'’-]*")
REACH = 4
"""Content words at most between a name of the claim and a word of a role beside it."""
STEM = 5
"""Letters a word shares with another to count as it in another form."""
ROLE_WORDS = 3
"""Letters at least of a word of a role that counts."""


def _stem(word: str) -> str:
    lowered = word.lower()
    return lowered[:STEM] if len(lowered) > STEM else lowered


def _role(text: str) -> set[str]:
    return {_stem(w) for w in _WORD.findall(text)
            if len(w) >= ROLE_WORDS and w.lower() not in STOP_WORDS}


def _roles(page: str) -> tuple[dict[str, set[str]], set[str]]:
    """``surname -> stems of its bracketed role`` for each name the page brackets a role
    after ("Mark Osei (senior pharmacist)": "osei"), and the words of those names."""
    out: dict[str, set[str]] = {}
    named: set[str] = set()
    for found in _BRACKETED.finditer(page):
        name = [w.lower() for w in _WORD.findall(found.group(1))]
        role = _role(found.group(2))
        if name and role and not any(c.isdigit() for c in found.group(2)):
            out.setdefault(name[-1], set()).update(role)
            named.update(name)
    return out, named


def bracket_role_swap(claim: str, passage: str) -> tuple[str, str] | None:
    """``(claimed, stated)``: a name of ``claim`` and the other name whose bracketed
    role the claim sets beside it (see the module); or None."""
    if "(" not in passage and "（" not in passage:
        return None
    roles, named = _roles(passage)
    if len(roles) < 2:
        return None
    words = _WORD.findall(claim)
    lowered = [w.lower().removesuffix("'s").removesuffix("’s") for w in words]
    for k, word in enumerate(lowered):
        if word not in roles or not words[k][:1].isupper():
            continue
        beside = _beside(words, lowered, k, roles, named)
        own = roles[word]
        for other, theirs in roles.items():
            if other == word or other in lowered:
                continue
            given = {s for s in beside if s in theirs and s not in own}
            if given and not (beside & own):
                return words[k], next(m.group() for m in _BRACKETED.finditer(passage)
                                      if m.group(1).split()[-1].lower() == other)
    return None


def _beside(words: list[str], lowered: list[str], k: int, roles: dict[str, set[str]],
            named: set[str]) -> set[str]:
    """Stems of the content words within ``REACH`` of ``words[k]`` on either side, up to
    another name; the words of the page's names ("Mark" of "Mark Osei") left out."""
    out: set[str] = set()
    for step in (-1, 1):
        seen, j = 0, k + step
        while 0 <= j < len(words) and seen < REACH:
            if lowered[j] in roles:
                break
            if len(words[j]) >= ROLE_WORDS and lowered[j] not in STOP_WORDS and (
                    lowered[j] not in named):
                out.add(_stem(words[j]))
                seen += 1
            j += step
    return out
