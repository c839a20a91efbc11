"""Whether a claim's figures stand in the rows around its passage: a claim that joins
several rows of a table or list ("The 5.5-litre basket holds 1.2 kg of chips, and its
temperature can be set from 80 to 200 °C" for "| Basket capacity | 5.5 L (approx. 1.2 kg) |"
and "| Temperature range | 80–200 °C |") has a best window of one row, which holds too
little of it. When every figure of the claim (two or more, in digits) stands, of its unit
or of none (the first of a range, "80–200 °C"), in the window or within ``SPREAD`` rows
of it, and the window holds one of them, the claim is anchored there as a claim whose
window states its every number is (``judgment.anchored``): "check this" at most, never
unsupported for its few words alone. A figure that is part of a name the page writes
("KA-550", "A320") is the name's, not a figure to find. Structure, any language.
"""

from __future__ import annotations

import re

from services.citations.figure_rows import FIGURES, claim_figures, figure_places
from services.citations.judgment import ANCHORED_AT, SPREAD, WEAK_AT
from services.citations.passages import Match, SourceIndex
from services.citations.signals import Finding

_NAMED = re.compile(r"(?<![\w.,])[^\W\d_]+[-‐]?\d+[^\W\d_]*(?![\w.,])")
"""A name with digits in it: letters then digits ("KA-550", "A320", "iPhone15")."""


def _named_digits(claim: str, page: str) -> set[str]:
    """The digits of the claim's names with digits that the page writes too."""
    return {re.sub(r"\D", "", found.group()) for found in _NAMED.finditer(claim)
            if found.group() in page}


def rows_anchor(index: SourceIndex, claim: str, match: Match | None) -> bool:
    """Whether ``match``'s window, holding little of ``claim``, and the rows near it
    state every figure of the claim together (see the module's doc)."""
    if match is None or not ANCHORED_AT <= match.coverage < WEAK_AT:
        return False
    named = _named_digits(claim, index.text)
    mine = [n for n in claim_figures(claim) if n.text not in named]
    if len(mine) < FIGURES:
        return False
    places = figure_places(index, mine, match, SPREAD, unitless=True)
    return places is not None and any(
        match.first <= k <= match.last for found in places for k in found)


def anchor_and_against(index: SourceIndex, claim: str, match: Match | None,
                       window_anchored: bool, against: list[Finding]
                       ) -> tuple[bool, list[Finding]]:
    """``(anchor, against)`` for ``judgment.judge``: anchored when the window states every
    number of the claim (``window_anchored``) or its rows do (``rows_anchor``); for the
    rows, only the certain findings stand against it, for a name of the page's heading
    ("the KA-550's basket") is no name of the one row the window holds."""
    if window_anchored or not rows_anchor(index, claim, match):
        return window_anchored, against
    return True, [f for f in against if f.certain]
