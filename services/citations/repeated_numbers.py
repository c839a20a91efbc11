"""A number a claim states twice where its passage states it once and another beside it.

"500 ml Rinderfond und 500 ml trockener Rotwein" for "500 ml Rinderfond und 250 ml
trockener Rotwein": each of the claim's numbers agrees with one of the passage's, yet
the passage's 250 ml agrees with none of the claim's. Read as counts, in any language:
the claim states a value more often than the passage, and the passage states a number
of the same kind that the claim never states.
"""

from __future__ import annotations

from collections import Counter

from services.citations.numbers import Number

_OWN_KINDS = frozenset({"year", "month", "ord"})


def repeated(claimed: list[Number], stated: list[Number]) -> tuple[str, str] | None:
    """``(claimed, stated)``: a number of ``claimed`` stated more often than ``stated``
    states it, and a number of ``stated`` of its kind that none of ``claimed`` agrees
    with; or ``None``."""
    mine = Counter((n.values, n.kind) for n in claimed if n.kind not in _OWN_KINDS)
    for (values, kind), times in mine.items():
        if times < 2:
            continue
        held = sum(1 for n in stated if n.kind == kind and not n.values.isdisjoint(values))
        if not held or held >= times:
            continue
        other = next((n for n in stated if n.kind == kind and kind and not any(
            n.agrees(c) for c in claimed)), None)
        if other is not None:
            text = next(n.text for n in claimed if n.values == values and n.kind == kind)
            return text, other.text
    return None
