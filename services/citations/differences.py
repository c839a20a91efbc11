"""A number a claim works out from two others it states: "goes up by 50p, from £6 to
£6.50", "fiel um 3 Punkte von 41 auf 38".

The page may state only the two ends; the claim that gives the change between them as
well invents nothing, so long as both ends are the page's. A change in a currency's
minor unit ("50p", "30 cents", "20 Rappen") is a hundredth of the main unit the ends
are written in. Only a difference: a sum of two stated numbers is as often a number
the page never meant.
"""

from __future__ import annotations

from services.citations.numbers import Number

MINOR_KINDS = frozenset({"p", "penc", "cent", "ct", "cént", "rapp"})
"""Kinds (first four letters of the unit) of a currency's hundredth: "50p", "50 pence",
"30 cents", "30 Cent", "20 ct", "50 centimes", "50 céntimos", "20 Rappen"."""
_MINOR = 100
_OWN_KINDS = frozenset({"year", "month", "ord"})


def difference_of(number: Number, claimed: list[Number], stated: list[Number]) -> bool:
    """Whether ``number`` is the difference of two other numbers of the claim
    (``claimed``) that the page states (``stated``)."""
    ends = [n for n in claimed if n is not number and n.kind not in _OWN_KINDS
            and any(n.agrees(s) for s in stated)]
    if len(ends) < 2 or number.kind in _OWN_KINDS:
        return False
    gaps = {round(abs(a - b), 6) for k, one in enumerate(ends) for other in ends[k + 1 :]
            for a in one.values for b in other.values if a != b}
    values = set(number.values)
    if number.kind in MINOR_KINDS:
        values |= {round(v / _MINOR, 6) for v in number.values}
    return not gaps.isdisjoint(round(v, 6) for v in values)
