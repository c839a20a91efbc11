"""A plan the claim words another way: "The bakery is to close by the end of 2025" for
"Norlund plans to close its bakery"; "the council hopes to fill the gap" for "the council
wants to cover the gap".

English "be to" before a verb ("is to close", "are to be built") states a plan, as "plans
to" does; a word of hope ("hopes", "hofft", "espère") states a wish, as "wants" does. A
claim worded so keeps the page's plan: no plan stated as done. Closed classes, given for
the spaced languages the word tables cover.
"""

from __future__ import annotations

from services.citations.case_blind import CaseBlind

_BE_TO = CaseBlind(r"(?<!\w)(?:is|are|was|were)\s+(?:not\s+)?to\s+(?:be\s+)?[a-z]+")
"""English "be to" before a verb: a plan or an arrangement."""
HOPES: tuple[str, ...] = (
    "hope", "hopes", "hoped", "hoping",  # en
    "hofft", "hoffen", "hoffte", "erhofft",  # de
    "espère", "espèrent", "souhaite", "souhaitent",  # fr
    "espera", "esperan", "desea", "desean",  # es
    "spera", "sperano", "auspica",  # it
    "espera", "esperam", "deseja", "desejam",  # pt
    "hoopt", "hopen", "wenst",  # nl
)
"""Words of hope or wish."""
_HOPES = CaseBlind(r"(?<!\w)(?:" + "|".join(HOPES) + r")(?!\w)")


def plan_kept(claim: str) -> bool:
    """Whether ``claim`` words a plan or a wish ("is to close", "hopes to fill")."""
    return _BE_TO.search(claim) is not None or _HOPES.search(claim) is not None
