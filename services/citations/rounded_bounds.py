"""A round figure given as a bound the page's exact figure meets: "mehr als 4.300 Meisen"
for "insgesamt 4.312", "more than 1,500 visitors" for "1,538", "不到3000人" for "2960人".

A writer who rounds an exact figure often says which side of it the truth lies on
instead of "about": a lower bound ("more than", "über", "超过", "以上") for a figure
rounded down, an upper one ("less than", "unter", "不到", "以下") for one rounded up. The
claim's figure is then the page's rounded at its own last significant figure (as
``round_figures.rounded_at_place`` reads "about"), and the page's lies on the bound's
side of it: "more than 4,300" for 4,280 stays a wrong number. The bound words are the
closed classes of ``bound_direction``, per tabled language.
"""

from __future__ import annotations

from services.citations.bound_direction import bound_of
from services.citations.numbers import Number
from services.citations.round_figures import kinds_fit, rounded_at_place


def rounded_bound(claimed: Number, claim: str, stated: Number) -> bool:
    """Whether ``claimed``, bounded in ``claim``, is ``stated`` rounded towards the
    bound's other side (see the module)."""
    if "year" in (claimed.kind, stated.kind) or not kinds_fit(claimed.kind, stated.kind):
        return False
    side = bound_of(claim, claimed)
    return bool(side) and any((s > c if side == "lower" else s < c) and rounded_at_place(c, s)
                              for c in claimed.values for s in stated.values)
