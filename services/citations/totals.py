"""A number a claim gives as the total of others it states: "takes about 40 minutes in
total, with 10 minutes of preparation and 30 minutes of cooking", "insgesamt 40
Minuten", "共计40分钟".

The page may state only the parts ("Prep 10 minutes · Cook 30 minutes"); the claim
that adds them up, and says so with a word of a total, invents nothing, so long as
the parts are the page's. Without such a word a sum is as often a number the page
never meant (see ``differences``).
"""

from __future__ import annotations

from services.citations.case_blind import CaseBlind
from services.citations.numbers import Number

_TOTAL = CaseBlind(
    r"\b(?:in\s+total|total|altogether|combined|insgesamt|zusammen|gesamt\w*|au\s+total"
    r"|en\s+tout|en\s+total|in\s+totale|complessivamente|no\s+total|ao\s+todo|in\s+totaal"
    r"|samen)\b|总共|共计|合计|一共|总计|合計|총|합계")
_OWN_KINDS = frozenset({"year", "month", "ord"})


def total_of(number: Number, claimed: list[Number], stated: list[Number],
             claim: str) -> bool:
    """Whether ``number`` is the sum of two or more other numbers of the claim
    (``claimed``) that the page states (``stated``), and ``claim`` says it is a total."""
    if number.kind in _OWN_KINDS or not _TOTAL.search(claim):
        return False
    parts = [n for n in claimed if n is not number and n.kind not in _OWN_KINDS
             and not n.agrees(number) and any(n.agrees(s) for s in stated)]
    if len(parts) < 2:
        return False
    sums = {0.0}
    for part in parts:
        sums |= {round(s + v, 6) for s in sums for v in part.values}
    singles = {round(v, 6) for part in parts for v in part.values}
    return any(round(v, 6) in sums - singles - {0.0} for v in number.values)


def stated_total(number: Number, claimed: list[Number], stated: list[Number], claim: str) -> bool:
    """Whether ``number`` is the sum of numbers the page states (``stated``), one of which
    the claim gives as a part (``claimed``: "about 50 minutes in total, 15 of them for
    preparation" for "Prep 15 min · Cook 35 min"), and ``claim`` says it is a total."""
    if number.kind in _OWN_KINDS or not _TOTAL.search(claim):
        return False
    pool = [n for n in stated if n.kind not in _OWN_KINDS and not n.agrees(number)][:8]
    kept = [n for n in pool if any(c is not number and c.agrees(n) for c in claimed)]
    for part in kept:
        sums = {round(v, 6) for v in part.values}
        for other in pool:
            if other is not part:
                sums |= {round(s + v, 6) for s in sums for v in other.values}
        if any(round(v, 6) in sums - {round(p, 6) for p in part.values} for v in number.values):
            return True
    return False
