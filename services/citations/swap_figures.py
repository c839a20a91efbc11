"""A swap whose claimed stretch carries a figure the passage states: the number check's to
weigh, no name put in another's place.

In Chinese and Japanese the swap check aligns characters, and a summary that rewords a
figure ("其中近四成是厨余垃圾" for "其中厨余垃圾占比约38%") leaves a stretch round the figure
that matches nothing of the passage's main sentence. When that stretch holds a number of
the claim the passage states, as written or rounded (``signals.rounded``), the number check
has weighed it and found it; what is left is wording, not a name.
"""

from __future__ import annotations

from services.citations.numbers import numbers
from services.citations.scripts import CJK_SCRIPT
from services.citations.signals import rounded


def weighed_figure(reason: str, claimed: str, claim: str, window: str) -> bool:
    """Whether ``claimed`` (the stretch of ``claim`` a CJK swap puts in a name's place,
    ``reason`` not "swapped": two figures crossed stay a swap) holds a number the
    passage (``window``) states, as written or rounded."""
    if reason.startswith("swapped") or not CJK_SCRIPT.search(claimed):
        return False
    mine = numbers(claimed)
    if not mine:
        return False
    stated = numbers(window)
    return any(n.agrees(s) or rounded(n, s, claim) for n in mine for s in stated)
