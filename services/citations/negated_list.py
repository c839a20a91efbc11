"""A negated clause with the list it negates past its comma: "Do not use heating pellets,
charcoal or wood chunks in the hopper" negates the charcoal too.

Cut at commas (``clauses``), the clause " charcoal or wood chunks in the hopper" negates
nothing, and a claim that "can also load charcoal" matches it and no negation, while one
that says "not charcoal" seems to flip it. The short clauses right after a negated one, up
to the one that closes the list with a coordinator ("or", "und", "et" …:
``cues.COORDINATORS``), are read as part of it.
"""

from __future__ import annotations

import re

from services.citations.clause_cues import cues
from services.citations.clauses import clauses
from services.citations.cues import COORDINATOR_WORDS
from services.citations.scripts import LETTERS

LIST_ITEMS = 3
"""Clauses at most after a negated one that may continue the list it negates."""
ITEM_WORDS = 8
"""Words at most of such a clause."""


def listed_clauses(text: str, context: str = "") -> list[str]:
    """The clauses of ``text`` (a clause of ``context``, which tells its language), a negated
    one joined to the clauses after it that continue its list up to the one that closes it
    with a coordinator."""
    parts = [part for part, _t in clauses(text)]
    starts = _starts(text, parts)
    out: list[str] = []
    k = 0
    while k < len(parts):
        part = parts[k]
        if cues(part, context or text).negated:
            for end in range(k + 1, min(len(parts), k + 1 + LIST_ITEMS)):
                words = LETTERS.findall(parts[end].lower())
                if len(words) > ITEM_WORDS or cues(parts[end], context or text).negated:
                    break
                if not COORDINATOR_WORDS.isdisjoint(words):
                    if _commas_only(text, starts[k], starts[end]):
                        part, k = ",".join(parts[k : end + 1]), end
                    break
        out.append(part)
        k += 1
    return out


_OTHER_CUT = re.compile(r"[;:；：—–()（）!?。！？\n]|\.\s")


def _starts(text: str, parts: list[str]) -> list[int]:
    """Where each of the clauses ``parts`` stands in ``text``, read in order (a clause
    written twice is found where it stands, not at its first place); -1 if not found."""
    out, cursor = [], 0
    for part in parts:
        at = text.find(part, cursor)
        out.append(at)
        cursor = at + len(part) if at != -1 else cursor
    return out


def _commas_only(text: str, start: int, stop: int) -> bool:
    """Whether only commas cut ``text`` between the clauses starting at ``start`` and
    ``stop``: a list goes on past a comma, not past a semicolon or a stop ("not the only
    pressure; habitat loss and pesticides matter too" says two things)."""
    return -1 < start < stop and not _OTHER_CUT.search(text, start, stop)
