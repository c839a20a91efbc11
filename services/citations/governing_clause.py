"""The clause whose last word governs the next one: "Der Hersteller plant, im Frühjahr
eine Düse anzubieten" (German sets a comma before an infinitive with "zu"), "The
council intends, once funding is agreed, to ...". A plan or a thought weighed stated
in that word bears on the clause after the comma, where the statement stands."""

from __future__ import annotations

import re

from services.citations.clauses import CLAUSE

_LAST_WORD = re.compile(r"([^\W\d_][\w'’-]*)\W*$")


def governing_clause(passage: str, part: str) -> tuple[str, str]:
    """``(clause, last word)`` of the clause of ``passage`` right before ``part``, in the
    same sentence and ended by a comma; ``("", "")`` when there is none."""
    at = passage.find(part)
    if at <= 0:
        return "", ""
    before = passage[:at].rstrip()
    if not before.endswith(","):
        return "", ""
    before = before[:-1]
    pieces = CLAUSE.split(before)
    clause = pieces[-1] if pieces else ""
    last = _LAST_WORD.search(clause)
    return (clause, last.group(1).lower()) if last else ("", "")
