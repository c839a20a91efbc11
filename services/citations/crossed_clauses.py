"""Names crossed between the clauses of a claim that a two-sentence window states apart.

"The old town hall was designed by Harriet Cole, and its clock tower was the work of
Edwin Marsh" against "The old town hall was designed by Edwin Marsh … Its clock tower …
was the work of Harriet Cole": the window of both sentences holds every word and both
names, so a check of the window as a whole finds nothing missing. Aligned clause by
clause, each clause matches the sentence that says what it says, and each of the two
sentences writes the name the other clause gives: the names are crossed. Structure, not
words: clauses cut at punctuation, names by capitals, in any language that writes them.
"""

from __future__ import annotations

from services.citations.clauses import clauses
from services.citations.passages import Match, SourceIndex, terms
from services.citations.signals import Finding, names

CLAUSE_TERMS = 2
"""Terms at least of a clause besides its name's that its sentence must hold, more than
any other sentence of the window holds, for the clause to be aligned to it."""


def _aligned(index: SourceIndex, window: range, rest: set[str]) -> int | None:
    """The one sentence of ``window`` holding most of ``rest`` (``CLAUSE_TERMS`` at least)."""
    held = sorted(((len(rest & index.counts(k).keys()), k) for k in window), reverse=True)
    (best, k), (second, _other) = held[0], held[1]
    return k if best >= CLAUSE_TERMS and best > second else None


def crossed_name(index: SourceIndex, claim: str, match: Match | None,
                 capitalises_nouns: bool) -> Finding | None:
    """A name of ``claim`` whose clause matches the sentence of ``match``'s window that
    writes another name of the claim, whose own clause matches the sentence writing the
    first one (see the module's doc)."""
    if match is None or match.first == match.last:
        return None
    parts = clauses(claim)
    if len(parts) < 2:
        return None
    window = range(match.first, match.last + 1)
    lowered = {k: index.sentence(k).lower() for k in window}
    placed: list[tuple[str, int, int]] = []  # (name, its clause, the sentence it aligns to)
    for name in dict.fromkeys(names(claim, capitalises_nouns)):
        at = next((c for c, (part, _found) in enumerate(parts) if name in part), None)
        if at is None:
            continue
        k = _aligned(index, window, parts[at][1] - set(terms(name)))
        if k is not None:
            placed.append((name, at, k))
    for name, clause, k in placed:
        for other, other_clause, j in placed:
            if other_clause != clause and j != k and (
                    other.lower() in lowered[k] and name.lower() not in lowered[k]
                    and name.lower() in lowered[j] and other.lower() not in lowered[j]):
                return Finding("name_elsewhere", name, other, rule="crossed_clause")
    return None
