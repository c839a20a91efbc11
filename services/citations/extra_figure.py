"""A figure added beside the passage's own figures of its unit: "保温最长 24 小时，超过 12
小时后变黄，因此建议保温不超过 6 小时" where the passage states the 24 and the 12 hours
and nothing of 6.

The number check finds the 6 stated nowhere in the passage and, no rival beside it,
only asks for a check. But the passage counts in that unit, and every one of its
figures of the unit is in the claim already: the claim adds a figure of its own, an
invented detail. Read in any language: only numbers and their units are compared.
"""

from __future__ import annotations

from services.citations.cjk_kinds import same_kind
from services.citations.numbers import Number, numbers


def extra_figure(claimed: str, claim: str, window: str) -> bool:
    """Whether the claim's number ``claimed`` has a unit the ``window`` states figures
    in, each of them stated by the claim too (the claim adds ``claimed`` to them)."""
    mine = [n for n in numbers(claim) if n.text == claimed]
    if not mine or not mine[0].kind or mine[0].kind in ("year", "month", "ord"):
        return False
    number = mine[0]
    theirs = [n for n in numbers(window) if _unit(n, number)]
    others = [n for n in numbers(claim) if n is not number and n.text != claimed]
    if len(theirs) < 2 or not all(any(t.agrees(c) for c in others) for t in theirs):
        return False
    # A sum or a difference of the passage's figures ("40 minutes, 10 to prepare and 30
    # to cook") is worked out, not added: only a check.
    values = sorted({v for t in theirs for v in t.values})
    worked = {a + b for k, a in enumerate(values) for b in values[k + 1 :]} | {
        abs(a - b) for a in values for b in values} | {sum(values)}
    return number.values.isdisjoint(worked)


def _unit(other: Number, number: Number) -> bool:
    return bool(other.kind) and (other.kind == number.kind or same_kind(other.kind, number.kind))
