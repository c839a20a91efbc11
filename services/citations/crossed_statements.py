"""Checks of a claim that recombines what its passage says apart, each a thin adapter to
``turned_or_widened.CHECKS`` (a claim, the page, the passage; a finding or None):
- deeds of two people crossed (``crossed_roles``, ``cjk_crossed_roles``);
- the two halves of a gapped sentence fused (``gapped_clause``);
- a case the page declares exempt put back under its rule (``exempted``).
"""

from __future__ import annotations

from services.citations.cjk_crossed_roles import cjk_crossed_roles
from services.citations.crossed_roles import crossed_roles
from services.citations.exempted import exempted_case
from services.citations.finding import Finding
from services.citations.gapped_clause import gapped_fusion
from services.citations.noun_case import page_capitalises_nouns
from services.citations.passages import Match, SourceIndex


def deeds_crossed(claim: str, index: SourceIndex, match: Match) -> Finding | None:
    """Deeds the claim gives to the person the passage gives another deed."""
    near = index.around(match, 1, 1)
    crossed = crossed_roles(claim, near, page_capitalises_nouns(index.text)) or (
        cjk_crossed_roles(claim, near))
    return Finding("name_elsewhere", *crossed, rule="crossed_roles") if crossed else None


def gapped_fused(claim: str, index: SourceIndex, match: Match) -> Finding | None:
    """The halves of a gapped sentence of the passage fused in the claim."""
    fused = gapped_fusion(claim, index, match)
    return Finding("name_elsewhere", *fused, rule="gapped_clause") if fused else None


def exempt_put_back(claim: str, index: SourceIndex, match: Match) -> Finding | None:
    """A case the passage declares exempt that the claim puts back under the rule."""
    exempt = exempted_case(claim, [index.sentence(k) for k in range(match.first, match.last + 1)])
    return Finding("negation", claim.strip(), exempt, rule="exempted") if exempt else None
