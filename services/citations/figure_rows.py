"""How much of a claim the sentences stating its figures hold together: a summary of
several rows of a table ("Ohne Akkus wiegt der Trimmer 2,9 kg, seine Schnittbreite beträgt
30 cm" for the rows "| Schnittbreite | 30 cm |" and "| Gewicht ohne Akkus | 2,9 kg |").

The best window holds one row, so little of such a claim that it only asks for a check.
When every figure of the claim (two or more, in digits) stands, of its unit, in the window or in a
sentence of the list or table around it (or within ``SPREAD`` sentences), the window and
those sentences together are the claim's passage. Structure, any language.
"""

from __future__ import annotations

from services.citations.figures_beside import same_unit
from services.citations.list_block import list_bounds
from services.citations.numbers import numbers
from services.citations.passages import Match, SourceIndex

FIGURES = 2
"""Figures in digits a claim must give for its figures' sentences to stand for it."""
REACH = 6
"""Sentences at most between the first and the last of those sentences."""


def figure_rows(index: SourceIndex, claim: str, wanted: list[str], match: Match,
                spread: int) -> float:
    """The coverage of ``wanted`` (the claim's terms) by the window of ``match`` and the
    sentences near it that state the claim's figures, 0 when one figure stands in none."""
    mine = [n for n in numbers(claim) if n.text[:1].isdigit() and n.kind not in (
        "year", "month")]
    if len(mine) < FIGURES:
        return 0.0
    first, last = list_bounds(index, match)
    lo = max(0, min(first, match.first - spread))
    hi = min(len(index.spans) - 1, max(last, match.last + spread))
    chosen = {match.first, match.last}
    for number in mine:
        places = [k for k in range(lo, hi + 1) if any(  # of its unit: "30 kg" is no "30 cm"
            number.agrees(n) and same_unit(number.kind, n.kind)
            for n in numbers(index.sentence(k)))]
        if not places:
            return 0.0
        if not any(match.first <= k <= match.last for k in places):
            chosen.add(min(places, key=lambda k: abs(k - match.focus)))
    if max(chosen) - min(chosen) > REACH:
        return 0.0
    return index.spread_between(wanted, min(chosen), max(chosen))
