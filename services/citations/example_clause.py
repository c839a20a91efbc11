"""A sentence's clauses with its examples kept in the clause they give examples of.

"It is not suitable for medical equipment or for appliances that must not be switched off
unexpectedly, such as fridges or freezers": the fridges are what is not suitable; cut at
the comma, the clause "such as fridges or freezers" negates nothing, and a claim that "can
be used to switch fridges and freezers" matches it and no negation. "Das liturgische
Läuten, z. B. zum Gottesdienst am Sonntag oder zum Abendgebet, ist von dem Urteil
ausdrücklich nicht betroffen": the example stands between the subject and what is said of
it, and the cuts leave the subject without its "nicht betroffen".

So a clause that opens with a word of example (``example_slot.EXAMPLES``, a closed class
of each tabled language: "such as", "z. B.", "例如"; or one of ``LOOSE_EXAMPLES`` before a
word: "like", "etwa"; not one that also includes a case, ``INCLUSIONS``) after a comma, a
bracket or a dash is joined to the clause before it; and where that clause is the
sentence's opening words only (``SUBJECT_WORDS`` at most: a subject) and a comma closes
the example, to the clause after it too, which says what holds of the subject. The full
stops of a word of example ("z. B.", "e.g.") cut nothing either.
"""

from __future__ import annotations

import re

from services.citations.clause_stops import ClauseStops
from services.citations.example_slot import EXAMPLES, LOOSE_EXAMPLES
from services.citations.scripts import LETTERS

SUBJECT_WORDS = 4
"""Words at most of the opening clause read as the subject an example interrupts."""
_JOINING = frozenset(",(—–，（")
"""Marks after which a clause may give examples of the one before it."""
INCLUSIONS = frozenset({"including"})
"""Words of example that also include a case ("including children over 12"): the clause
after them stays a clause of its own, which ``included_negated`` reads as the case
included."""
_EXAMPLES = tuple(w for ws in EXAMPLES.values() for w in ws if w not in INCLUSIONS)
_WORDS = tuple({*_EXAMPLES, *(w for ws in LOOSE_EXAMPLES.values() for w in ws)})
_EXAMPLE = re.compile(r"\s*(?:(?:" + "|".join(sorted(
    (re.escape(w) for w in _EXAMPLES), key=len, reverse=True))
    + r")(?![^\W\d_])|(?:" + "|".join(w for ws in LOOSE_EXAMPLES.values() for w in ws)
    + r")\s+(?=[^\W\d_]))", re.IGNORECASE)


def examples_kept(text: str, cut: re.Pattern[str] | ClauseStops) -> list[str]:
    """``text`` cut where ``cut`` matches, but not at a word of example's full stop, and
    with each clause of examples joined to the clause it gives examples of."""
    lowered = text.lower()
    if not any(w in lowered for w in _WORDS) or not _EXAMPLE.search(text):
        return cut.split(text)  # no word of example: a first look by substrings, fast
    inside = [(m.start(), m.end()) for m in _EXAMPLE.finditer(text)]
    pieces: list[tuple[int, int, str]] = []  # (start, end, the mark that ends it)
    start = 0
    for mark in cut.finditer(text):
        if any(a <= mark.start() < b for a, b in inside):
            continue  # "z. B. zum …": the word of example's own full stops
        pieces.append((start, mark.start(), mark.group().strip()))
        start = mark.end()
    pieces.append((start, len(text), ""))
    joined: list[tuple[int, int, str]] = []
    k = 0
    while k < len(pieces):
        a, b, ends = pieces[k]
        if joined and joined[-1][2][:1] in _JOINING and _EXAMPLE.match(text, a):
            first, last, _mark = joined.pop()
            if not joined and ends == "," and k + 1 < len(pieces) and len(
                    LETTERS.findall(text[first:last])) <= SUBJECT_WORDS:
                b, ends = pieces[k + 1][1], pieces[k + 1][2]  # "X, such as Y, is …"
                k += 1
            joined.append((first, b, ends))
        else:
            joined.append((a, b, ends))
        k += 1
    return [text[a:b] for a, b, _m in joined]
