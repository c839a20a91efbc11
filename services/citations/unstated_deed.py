"""A deed the claim gives "by" a person whom the page names only in another role, the
deed itself written nowhere on the page: "Geleitet wurde die Studie von Dr. Felix Brandt"
where the page names "Mitautor Dr. Felix Brandt" and writes no word of leading.

``agent_clause`` and ``active_agent`` weigh a deed the page gives another person; here
the page gives the deed to no one in those words (the study's lead is "das Team um Dr.
Katrin Albers"), so neither finds a holder. The sign, in any language written with
capitals: the claim's deed (the content word before its word of the agent, followed by
a title and a name: a person, not a work or a version) has no stem (``STEM`` letters, a
German "ge-" aside) inside any word of the page, and each place the page names the
claim's person sets a role word right before the name (titles aside: "Mitautor Dr. Felix
Brandt", "co-author Dr Felix Brandt"), none of them a word of the deed.
"""

from __future__ import annotations

import re

from services.citations.agent_clause import AGENT_WORDS
from services.citations.cues import STOP_WORDS
from services.citations.person_titles import is_title
from services.citations.scripts import CJK_SCRIPT
from services.citations.speakers import SAYING

STEM = 5
"""Letters of the deed that a word of the page must hold to write it."""
ROLE_LETTERS = 4
"""Letters at least of a role word before a name."""
_WORD = re.compile(r"[^\W\d_][\w'’-]*\.?")
_SAYING = frozenset(w for phrase in SAYING for w in phrase.split())


def unstated_deed(claim: str, page: str) -> tuple[str, str] | None:
    """``(the claim's deed and person, the page's role of that person)``, or None."""
    if CJK_SCRIPT.search(claim):
        return None
    found = _deed_and_person(claim)
    if found is None:
        return None
    deed, person = found
    stem = (deed[2:] if deed.startswith("ge") and len(deed) > 6 else deed)[:STEM]
    lowered = page.lower()
    if len(stem) < STEM or stem in lowered:
        return None
    words = _WORD.findall(page)
    roles = []
    for k, word in enumerate(words):
        if word.rstrip(".") != person[-1]:
            continue
        n = k - 1
        while n >= 0 and (words[n].rstrip(".") in person or is_title(words[n])):
            n -= 1
        role = words[n].rstrip(".") if n >= 0 else ""
        if len(role) < ROLE_LETTERS or role.lower() in STOP_WORDS or role.lower() in _SAYING:
            return None  # named once without a role of its own
        roles.append(role)
    if not roles:
        return None
    return f"{deed} … {' '.join(person)}", roles[0]


def _deed_and_person(claim: str) -> tuple[str, list[str]] | None:
    """``(deed, person)`` for the claim's word of the agent followed by a title and two
    capitalised words or more, the deed the nearest content word before it in its clause
    (past capitalised words and function words, or the clause's first word)."""
    words = _WORD.findall(claim)
    for k, word in enumerate(words):
        if word.lower() not in AGENT_WORDS:
            continue
        n = k + 1
        while n < len(words) and is_title(words[n]):
            n += 1
        if n == k + 1:
            continue  # a person only with a title ("von Dr. …"): "stammt von Malte Brenner"
        person = []
        while n < len(words) and words[n][:1].isupper() and words[n].rstrip(".").isalpha():
            person.append(words[n].rstrip("."))
            n += 1
        if len(person) < 2:
            continue
        for m in range(k - 1, -1, -1):
            before = words[m].rstrip(".")
            if before.lower() in STOP_WORDS or (before[:1].isupper() and m > 0):
                continue
            return (before.lower(), person) if len(before) >= STEM else None
    return None
