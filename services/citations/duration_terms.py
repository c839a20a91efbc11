"""A claim that tells a duration in other units than its passage ("dos años y medio" for
"30 meses", "a year and a half" for "18 months"): matched again with the passage's words
for it.

The words of a duration differ with its unit, so a claim that converts one loses their
weight in the coverage though it says what the passage says; the number check weighs the
value itself (``durations.same_duration``). The claim is matched again with each such
duration written as the passage writes it, and the better of the two windows is kept.
"""

from __future__ import annotations

from services.citations.durations import TOLERANCE, durations
from services.citations.passages import Match, SourceIndex, terms
from services.citations.subject_match import best_window


def in_passage_units(claim: str, window: str) -> str | None:
    """``claim`` with each duration that ``window`` states in other words written as the
    window writes it, or None when there is none."""
    theirs = durations(window)
    if not theirs:
        return None
    out, changed = claim, False
    for start, end, seconds in reversed(durations(claim)):
        for first, last, other in theirs:
            if abs(seconds - other) <= TOLERANCE * max(seconds, other) and (
                    claim[start:end].lower() != window[first:last].lower()):
                out = out[:start] + window[first:last] + out[end:]
                changed = True
                break
    return out if changed else None


def rematched(index: SourceIndex, claim: str, match: Match | None, below: float,
              weak_at: float, spread: tuple[int, float]) -> Match | None:
    """``match``, or the window found for ``claim`` with its durations in the units of
    ``match``'s window when that one holds more of it (only for a coverage under
    ``below``)."""
    if match is None or match.coverage >= below:
        return match
    reworded = in_passage_units(claim, index.text[match.start : match.end])
    if reworded is None:
        return match
    again = best_window(index, terms(reworded), weak_at, spread)
    return again if again is not None and again.coverage > match.coverage else match

