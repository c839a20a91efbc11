"""Catches ``verdict.findings`` weighs once the number check and its sharpening have
spoken, kept apart from verdict.py (near the 600-line limit):

- a figure the claim appends in a clause of its own where the passage's statement ends
  (``appended_figure``): the number check's uncertain "not stated here" made sure.
"""

from __future__ import annotations

from dataclasses import replace

from services.citations.appended_figure import appended_figure
from services.citations.finding import Finding


def late_catches(found: list[Finding], number: Finding | None, claim: str, window: str,
                 near: str, sentences: list[str]) -> list[Finding]:
    """``found``, with the number check's ``number`` (one of ``found``, or None) made sure
    where the claim appends its figure to the passage's statement; ``near``: the passage
    with a sentence either side; ``sentences``: the page's."""
    if number is None or number not in found or number.certain or (
            number.reason != "number_missing") or not appended_figure(
                number.claimed, claim, window, near, sentences):
        return found
    return [replace(f, certain=True, rule="appended_figure") if f is number else f
            for f in found]
