"""A claim that packs several statements into one sentence, as a summary of a paragraph
does: "为确保安全，组委会强制所有选手穿救生衣，并在赛道两侧部署了6艘救援艇和40名救生员，
全天无人落水" condenses a section's three sentences.

A negation check that weighs a negated clause of the page against such a claim as a whole
("a negated clause whose negated word the claim states plainly", a short denied clause
the claim holds whole) pairs them by the words they share; in a claim of many clauses
that word may come from a clause restating another sentence (the rule a negated clause
restates from its other side, "未穿救生衣者不得上船"; a purpose "以防通信中断" beside
"不得以…为由拖延"). Such a finding asks a check rather than giving a verdict. The count of
clauses is structural: any language the clause cutter reads.
"""

from __future__ import annotations

from services.citations.clauses import clauses

PACKED_CLAUSES = 4
"""Clauses from which a claim packs several statements (a summary of a paragraph)."""


def packed(claim: str) -> bool:
    """Whether ``claim`` has ``PACKED_CLAUSES`` clauses at least."""
    return len(clauses(claim)) >= PACKED_CLAUSES
