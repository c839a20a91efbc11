"""A role set beside a name that the page sets beside that name differently.

"Councillor Jen Mayhew, the council leader, said …" where the page writes "Councillor
Jen Mayhew, the cabinet member for transport, said …", "The trust's director, Dr Ravi
Mehta, …" where it writes "The trust's ecologist, Dr Ravi Mehta, …": a model keeps the
person and gives them a role of its own. The sign, in any language written with spaces: the claim
and the page each set a phrase between commas after one person's name (an apposition),
the two phrases share no word in any form, and half or more of the claim's words are
nowhere on the page (a role the page gives elsewhere, "who chairs the committee", is
worth no verdict).
"""

from __future__ import annotations

import re
from functools import lru_cache

from services.citations.cues import STOP_WORDS
from services.citations.detail import stands_in
from services.citations.relative_clause import same_statement
from services.citations.sentences import sentence_spans
from services.citations.speakers import ACCORDING, SAYING

_NAME = r"(?:[A-ZÀ-ÞĀ-Ž][\w'’-]+\s+){0,2}[A-ZÀ-ÞĀ-Ž][\w'’-]+"
_SAID = "|".join(sorted((re.escape(w) for w in SAYING), key=len, reverse=True))
_APPOSITION = re.compile(rf"({_NAME}),\s+((?:[^\W\d_][\w'’-]*\s*){{1,8}}?)"
                         rf"(?=,|\s+(?:{_SAID})\b)")
_ROLE_FIRST = re.compile(rf"((?:[^\W\d_][\w'’-]*\s+){{0,3}}[^\W\d_][\w'’-]*),\s+({_NAME})(?=,)")
ROLE_WORDS = 3
"""Letters at least of a word of a role that counts."""


@lru_cache(maxsize=32)
def appositions(text: str) -> list[tuple[str, str]]:
    """``(name, phrase)`` for every phrase set between commas after a name; not after a
    name a statement is credited to ("According to co-author Samuel Idowu, species with
    small … leaves captured …", "Laut Studienleiterin Anna Berg, …"): that comma closes
    the crediting phrase, and what follows is the statement."""
    return [(m.group(1), m.group(2).strip()) for m in _APPOSITION.finditer(text)
            if not _credited(text, m.start())]


CLAUSE_CHARS = 300
"""Characters before a name that hold the start of its sentence (a crediting phrase is short)."""
CREDIT_WORDS = 6
"""Words at most between a word of "according to" and the name it credits."""


def _credited(text: str, at: int) -> bool:
    """Whether the sentence of ``text`` up to the name at ``at`` opens with a word of
    "according to" (``speakers.ACCORDING``) and a few words of role, nothing else ("…,
    according to Jen Mayhew, the council leader, …" sets a role beside her)."""
    start = max(0, at - CLAUSE_CHARS)
    near = text[start : at + 1]  # the name's first letter tells whether a full stop ends
    opening = next((a for a, _b in reversed(sentence_spans(near)) if a <= at - start), 0)
    clause = near[opening : at - start].lower()
    if re.search(r"[,;:]", clause):
        return False
    words = clause.split()
    return len(words) <= CREDIT_WORDS + 2 and any(
        re.search(rf"(?<![^\W\d_]){re.escape(word)}(?![^\W\d_])", clause) for word in ACCORDING)


@lru_cache(maxsize=32)
def roles_first(text: str) -> list[tuple[str, str]]:
    """``(name, role)`` for every name set off by commas after its role ("The trust's
    ecologist, Dr Ravi Mehta, said …")."""
    return [(m.group(2), m.group(1)) for m in _ROLE_FIRST.finditer(text)
            if m.group(1)[:1].islower() or m.group(1).split()[0].lower() in STOP_WORDS]


def role_words(phrase: str) -> list[str]:
    return [w.lower() for w in re.findall(r"[^\W\d_]+", phrase)
            if len(w) >= ROLE_WORDS and w.lower() not in STOP_WORDS]


def other_role(claim: str, page: str) -> tuple[str, str] | None:
    """``(claimed, stated)``: the role ``claim`` sets beside a name and the one the page
    sets beside it, when they share no word (or one only, ``_other_roles``) and the
    claim's is mostly not on the page,
    or (a role before the name) the claim's has a word nowhere on the page and the
    page's one the claim's lacks; or None."""
    after, before = appositions(claim), roles_first(claim)
    if not after and not before:
        return None
    lowered = page.lower()
    for name, role in after:
        mine = role_words(role)
        if not mine or 2 * sum(not stands_in(w, lowered) for w in mine) < len(mine):
            continue
        for other_name, other in appositions(page):
            theirs = role_words(other)
            if other_name.split()[-1] != name.split()[-1] or not theirs:
                continue
            if same_statement(role, other):
                continue  # "who was not involved" for "who took no part": no role
            if _other_roles(mine, role, theirs, other, len(name.split()) > 1):
                return f"{name}, {role}", f"{other_name}, {other}"
    for name, role in before:
        if not any(not stands_in(w, lowered) for w in role_words(role)):
            continue
        for other_name, other in roles_first(page):
            if other_name.split()[-1] == name.split()[-1] and any(
                    not stands_in(t, role.lower()) for t in role_words(other)):
                return f"{role}, {name}", f"{other}, {other_name}"
    return None


OWN_WORDS = 2
"""Words at least each of two roles holds that the other lacks, where they share one."""


def _other_roles(mine: list[str], role: str, theirs: list[str], other: str,
                 person: bool) -> bool:
    """Whether two appositions of one name set other roles: they share no word, or, after
    a person's name of two words or more ("Ruth Allan"; not a noun capitalised as every
    German noun is, "Kinder, die …"), one only (the body both roles belong to: "the
    ambulance service's chief executive" for "the service's medical director") while
    each holds ``OWN_WORDS`` the other lacks."""
    own = [w for w in mine if not stands_in(w, other.lower())]
    their_own = [t for t in theirs if not stands_in(t, role.lower())]
    if len(own) == len(mine) and len(their_own) == len(theirs):
        return True
    return person and len(mine) - len(own) <= 1 and len(own) >= OWN_WORDS and (
        len(their_own) >= OWN_WORDS)
