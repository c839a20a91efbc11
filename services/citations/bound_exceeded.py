"""A bound the page sets and then speaks of exceeding: "Ein Brauer durfte höchstens 16
Brauvorgänge pro Jahr durchführen; wer mehr braute, musste eine Buße zahlen" told as
"Wer mehr als 16 Mal braute, musste eine Buße zahlen"; "at most 20 guests; anyone who
brings more pays extra" as "anyone who brings more than 20 guests pays extra".

The bound check reads "mehr als 16" against "höchstens 16" as the bound turned round. But
the page's next clause says "more" with no number of its own: more than the bound, the
case the claim states. The sign, in any language written with spaces: another clause of
the passage holds a bare comparative (no figure in the two words after it) of the claim's
direction (``MORE``, ``LESS``: closed classes), and shares with the claim a word (as
written) that the clause setting the bound lacks: the claim states that clause, not the
bound's. A claim that puts "more than 16" in the bound's own clause ("durfte mehr als 16
Brauvorgänge durchführen") shares no such word and stays flagged.
"""

from __future__ import annotations

import re

from services.citations.clause_stops import ClauseStops
from services.citations.cues import STOP_WORDS
from services.citations.passages import terms

MORE = frozenset({"more", "mehr", "plus", "más", "più", "mais", "meer", "longer", "länger"})
"""Bare comparatives past an upper bound, per language (en, de, fr, es, it, pt, nl)."""
LESS = frozenset({"less", "fewer", "weniger", "moins", "menos", "meno", "minder", "shorter",
                  "kürzer"})
"""Bare comparatives below a lower bound."""
_CLAUSE = ClauseStops(r"[;:,.!?]\s|[;:]")


def _bare(clause: str, comparatives: frozenset[str]) -> bool:
    """Whether ``clause`` (lower-cased) holds one of ``comparatives`` with no figure in the
    next words ("wer mehr braute"; not "mehr als 20")."""
    return any(re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])(?!\W+(?:\w+\W+)?\d)", clause)
               for w in comparatives)


def exceeded_clause(claim: str, passage: str, bound_number: str, claim_lower: bool) -> bool:
    """Whether a clause of ``passage`` with no figure says "more" (``claim_lower``; else
    "less") and shares a word with ``claim`` that the clause holding ``bound_number`` lacks."""
    comparatives = MORE if claim_lower else LESS
    parts = _CLAUSE.split(passage)
    bound = next((p for p in parts if bound_number in p), "")
    theirs_bound = set(terms(bound))
    mine = {t for t in terms(claim) if not t[:1].isdigit()}
    for part in parts:
        if part == bound or not _bare(part.lower(), comparatives):
            continue
        shared = {t for t in set(terms(part)) & mine if t not in theirs_bound and len(t) >= 4
                  and t not in STOP_WORDS and t not in comparatives}
        if shared:
            return True
    return False
