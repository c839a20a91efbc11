"""The number check's uncertain "not stated here" made sure once every other check of
``verdict.findings`` has spoken and nothing sure stands against the claim (a plan told as
done, a negation, says more to the reader than a figure): kept apart from verdict.py (near
the 600-line limit).

- a figure the page states nowhere, of a unit the passage never names, or a year or an
  ordinal in digits it writes nowhere (``unstated_figure``): an invented measure or date;
- a figure the page ties, in a sentence elsewhere sharing more of the claim's words, to
  another figure of its unit (``rival_sentence``): a difference.
"""

from __future__ import annotations

from dataclasses import replace

from services.citations.finding import Finding
from services.citations.passages import Match, SourceIndex
from services.citations.rival_sentence import rival_sentence
from services.citations.unstated_figure import invented_figure


def late_figures(found: list[Finding], number: Finding | None, claim: str, index: SourceIndex,
                 match: Match) -> list[Finding]:
    """``found`` with the number check's ``number`` (one of ``found``, or None) made sure
    or turned into a difference, while nothing in ``found`` is sure; ``index`` and
    ``match``: the page and the passage."""
    if number is None or number not in found or number.certain or any(
            f.certain for f in found) or (number.reason, number.rule) != (
                "number_missing", "numbers"):
        return found
    if invented_figure(number.claimed, claim, index.text[match.start : match.end], index.text):
        return [replace(f, certain=True, rule="unstated_figure") if f is number else f
                for f in found]
    rival = rival_sentence(number.claimed, claim, index)
    if rival is not None:
        return [Finding("numbers_differ", *rival, rule="rival_sentence") if f is number
                else f for f in found]
    return found
