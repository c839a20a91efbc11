"""A deed the claim puts in the passive, "by" a person, that the page tells in the active
of another person: "The dosing section was reviewed by consultant obstetrician Dr Sarah
Lindqvist" where the page says "Dr Sarah Lindqvist, consultant obstetrician, is the
guideline lead; Anna Brookes, lead pharmacist, reviewed the dosing section".

Both names stand in the passage, every word of the claim does too, and the page writes
no word of the agent ("by") for ``agent_clause`` to match, while ``agent_role`` reads
only the words before a name. The sign, in any language written with capitals: the
claim's deed (the content word before its word of the agent, ``agent_clause.AGENT_WORDS``)
and its person (two capitalised words or more after it, titles between); a clause of
the page (cut at ";" and at a sentence's end, so an apposition stays whole) holds the
deed after another person's name, which the claim does not write; and no clause of the
page that names the claim's person holds the deed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from services.citations.agent_clause import AGENT_WORDS
from services.citations.clause_stops import ClauseStops
from services.citations.cues import STOP_WORDS
from services.citations.person_titles import PERSON_TITLES
from services.citations.word_forms import holds_word

DEED_REACH = 3
"""Words at most between the deed and the word of the agent ("reviewed in May by")."""
TITLE_REACH = 3
"""Lower-case words (titles) at most between the word of the agent and the name."""
DEED_LETTERS = 4
"""Letters at least of a deed word, so a short one matches no other by its start."""
_WORD = re.compile(r"[^\W\d_][\w'’-]*\.?")
_CLAUSE = ClauseStops(r";|[.!?](?:\s|$)|\n")


def _capital(word: str) -> bool:
    return word[:1].isupper() and word[1:2].islower()


def _person(words: list[str], k: int) -> list[str]:
    """The run of two capitalised words or more from ``words[k]`` (a short title such as
    "Dr" or "Prof." set aside), or []."""
    out: list[str] = []
    for w in words[k:]:
        if not _capital(w):
            break
        out.append(w.rstrip("."))
    while len(out) > 2 and out[0].lower() in PERSON_TITLES:
        out = out[1:]
    return out if len(out) >= 2 else []


def _claimed(claim: str) -> tuple[str, list[str]] | None:
    """``(deed, person)`` of the claim's first word of the agent followed by a person."""
    words = _WORD.findall(claim)
    for k, word in enumerate(words):
        if word.lower() not in AGENT_WORDS:
            continue
        start = next((n for n in range(k + 1, min(len(words), k + 2 + TITLE_REACH))
                      if _capital(words[n])), None)
        if start is None or any(_capital(w) for w in words[k + 1 : start]):
            continue
        person = _person(words, start)
        deed = next((w.lower() for w in reversed(words[max(0, k - DEED_REACH) : k])
                     if w.lower() not in STOP_WORDS and not _capital(w)), "")
        if person and len(deed) >= DEED_LETTERS:
            return deed, person
    return None


def active_agent_swap(claim: str, sentences: Sequence[str]) -> tuple[str, str] | None:
    """``(the claim's person, the page's)`` when the page tells the claim's deed of
    another person in the active and of the claim's person nowhere; else None."""
    found = _claimed(claim)
    if found is None:
        return None
    deed, person = found
    surname, lowered = person[-1].lower(), claim.lower()
    clauses = [c for s in sentences for c in _CLAUSE.split(s) if c.strip()]
    if not any(surname in c.lower() for c in clauses) or any(
            surname in c.lower() and holds_word(c, deed) for c in clauses):
        return None
    for clause in clauses:
        words = _WORD.findall(clause)
        at = next((n for n, w in enumerate(words) if holds_word(w, deed)
                   and not _capital(w) and len(w) >= DEED_LETTERS), None)
        if at is None:
            continue
        for n in range(at - 1, -1, -1):
            other = _person(words, n)
            if other and (n == 0 or not _capital(words[n - 1])):
                if other[-1].lower() not in lowered:
                    return " ".join(person), " ".join(other)
                break
    return None
