"""Someone else in the page's role: "Ordnungsamtsleiterin Claudia Berger" where the page
writes "Ordnungsamtsleiterin Sabine Krüger", "chief executive Jane Doe" where it has
"chief executive John Smith".

A name the page never states is often only another spelling, and asks a check. Not
when the claim writes it right after a role word that the page writes right before
another person's name, no word of which the claim's name shares: the role is the
page's, its holder is not. In any language written with capitals.
"""

from __future__ import annotations

import re

from services.citations.cues import STOP_WORDS

_WORD = re.compile(r"[^\W\d_][\w'’-]*")
PREFIX = 6
"""Letters a role word shares with the page's to be the same role in another form
("Ordnungsamtsleiter", "Ordnungsamtsleiterin")."""


def _runs(text: str) -> list[tuple[str, list[str]]]:
    """``(role, name)`` for each word of ``text`` followed by two or three capitalised
    words ("Ordnungsamtsleiterin Sabine Krüger", "curator Helen Marsh")."""
    words = [(m.group(), m.start(), m.end()) for m in _WORD.finditer(text)]
    out = []
    for k in range(len(words) - 2):
        role = words[k][0]
        if len(role) < 4 or text[words[k][2] : words[k + 1][1]].strip(" ,"):
            continue
        name: list[str] = []
        for word, start, _end in words[k + 1 : k + 4]:
            if not word[:1].isupper() or (name and text[words[k + len(name)][2] : start] != " "):
                break
            name.append(word)
        if len(name) >= 2:
            out.append((role, name))
    return out


def other_holder(claim: str, name: str, page: str) -> str | None:
    """The name the page writes after the role word the claim writes before the name
    holding ``name`` (a word of it), when that name shares no word with the claim's
    and the page never writes the claim's; or ``None``."""
    for role, person in _runs(claim):
        if name not in person or role.lower() in STOP_WORDS:
            continue
        if any(w in page for w in person):
            continue  # the page names them: a swap of roles is for the other checks
        stem = role.lower()[:PREFIX]
        for theirs, other in _runs(page):
            if len(theirs) >= PREFIX and theirs.lower()[:PREFIX] == stem and not (
                    set(other) & set(person)):
                return " ".join(other)
    return None


def name_heads(claim: str, claimed: list[str]) -> list[str]:
    """Capitalised words of ``claim`` right before one of its names (``claimed``): the
    first name of a person the claim names first ("Karen" of "Karen Liu will chair"),
    which no check reads as a name at the sentence's start."""
    heads = []
    for name in claimed:
        for match in re.finditer(rf"([^\W\d_][\w'’-]*) {re.escape(name)}(?!\w)", claim):
            if match.group(1)[:1].isupper():
                heads.append(match.group(1))
    return heads
