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
from services.citations.numbers import Number, numbers
from services.citations.passages import Match, SourceIndex

FIGURES = 2
"""Figures in digits a claim must give for its figures' sentences to stand for it."""
REACH = 6
"""Sentences at most between the first and the last of those sentences."""


def claim_figures(claim: str) -> list[Number]:
    """The figures ``claim`` writes in digits, years and months of dates left out."""
    return [n for n in numbers(claim) if n.text[:1].isdigit() and n.kind not in (
        "year", "month")]


def figure_places(index: SourceIndex, figures: list[Number], match: Match, spread: int, *,
                  unitless: bool = False) -> list[list[int]] | None:
    """For each of ``figures``, the sentences that state it of its unit (``unitless``:
    or of none, the first figure of a range) in the window of ``match``, the list or
    table around it, or within ``spread`` sentences of it; None when one stands in none."""
    first, last = list_bounds(index, match)
    lo = max(0, min(first, match.first - spread))
    hi = min(len(index.spans) - 1, max(last, match.last + spread))
    stated = {k: numbers(index.sentence(k)) for k in range(lo, hi + 1)}
    places = []
    for number in figures:  # of its unit: "30 kg" is no "30 cm"
        found = [k for k, theirs in stated.items() if any(
            number.agrees(n) and ((unitless and not n.kind) or same_unit(number.kind, n.kind))
            for n in theirs)]
        if not found:
            return None
        places.append(found)
    return places


def figure_rows(index: SourceIndex, claim: str, wanted: list[str], match: Match,
                spread: int) -> float:
    """The coverage of ``wanted`` (the claim's terms) by the window of ``match`` and the
    sentences near it that state the claim's figures, 0 when one figure stands in none."""
    mine = claim_figures(claim)
    if len(mine) < FIGURES:
        return 0.0
    places = figure_places(index, mine, match, spread)
    if places is None:
        return 0.0
    chosen = {match.first, match.last}
    for found in places:
        if not any(match.first <= k <= match.last for k in found):
            chosen.add(min(found, key=lambda k: abs(k - match.focus)))
    if max(chosen) - min(chosen) > REACH:
        return 0.0
    return index.spread_between(wanted, min(chosen), max(chosen))
