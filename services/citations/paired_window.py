"""The window of a claim that joins two sentences of one paragraph, where BM25 ranks one alone.

"Im denkmalgeschützten Verwaltungsgebäude ist seit 2008 ein kleines Museum untergebracht,
…, und der Förderverein mit rund 140 Mitgliedern bietet Gruppenführungen an" joins the
page's sentence about the museum to the next one about the association; BM25 weighs a
pair's length down, the museum's sentence alone ranks a hair above the pair, and the
number and the words of the second sentence read as missing. Where the pair ties with the
sentence (``NEAR_TIE``) and holds clearly more of the claim (``PAIR_GAIN``), it is the
window, but only when the neighbour adds a clause's worth: ``ADDED_TERMS`` terms, one at
least no name and no figure. A name taken alone from the sentence beside ("Mitautor Ivo
Brandt ergänzte, …" beside a quote of another) is what a swapped speaker or role looks
like, and stays for the name checks to weigh (as ``summary_window`` reads a summary).
"""

from __future__ import annotations

from collections.abc import Container

from services.citations.passages import Match, SourceIndex, terms
from services.citations.scripts import LETTERS

NEAR_TIE = 0.95
"""Share of the sentence's BM25 score from which a pair holding it ties with it ..."""
PAIR_GAIN = 0.15
"""... and the coverage the pair must add to take its place."""
ADDED_TERMS = 2
"""Terms of the claim at least the neighbour adds, one at least no name and no figure."""


def paired(index: SourceIndex, wanted: list[str], match: Match | None,
           named: Container[str]) -> Match | None:
    """``match``, or the pair of its sentence and a neighbour the claim (its terms
    ``wanted``) joins (see the module); ``named``: the words the page writes as names."""
    if match is None or match.first != match.last:
        return match
    mine = set(index.counts(match.first))
    for pair in index.tied_pairs(wanted, match, NEAR_TIE, PAIR_GAIN):
        other = pair.last if pair.first == match.first else pair.first
        added = (set(index.counts(other)) & set(wanted)) - mine
        names = {t for w in LETTERS.findall(index.sentence(other)) if w in named
                 for t in terms(w)}
        if len(added) >= ADDED_TERMS and any(t not in names and not t[:1].isdigit()
                                             for t in added):
            return pair
    return match
