"""A duration the claim writes in words that the page states in figures ("roughly an hour
and a quarter" for "approx. 75 min") is a number said another way: its words ("hour",
"quarter") are no detail the page lacks. ``figures_for_durations`` writes each such
duration of the claim as a figure, so the detail check reads it as one. Only where a word
of the duration is missing from the page: "rund 25 Minuten" for "25 Minuten" is left as
written (its words stand in the page and tell the check where a run of new words ends).
"""

from __future__ import annotations

import re
from functools import lru_cache

from services.citations.durations import TOLERANCE, durations

_LETTERS = re.compile(r"[^\W\d_]{3,}")


@lru_cache(maxsize=64)
def _page(page: str) -> tuple[str, tuple[float, ...]]:
    return page.lower(), tuple(seconds for _start, _end, seconds in durations(page))


def figures_for_durations(claim: str, page: str) -> str:
    """``claim`` with every duration the page states too (by length), in words the page
    does not write, as one figure and a comma that ends the run of words around it
    ("takes roughly 4500 s," for "takes roughly an hour and a quarter")."""
    mine = durations(claim)
    if not mine:
        return claim
    lowered, theirs = _page(page)
    for start, end, seconds in sorted(mine, reverse=True):
        unwritten = any(w not in lowered for w in _LETTERS.findall(claim[start:end].lower()))
        if unwritten and any(abs(seconds - t) <= TOLERANCE * max(seconds, t) for t in theirs):
            claim = f"{claim[:start]}{seconds:g} s{claim[end:]}"
    return claim
