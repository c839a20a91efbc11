"""A count of the years between two years the claim itself states: "2019—2023 年五个夏季"
("five summers from 2019 to 2023"), "in four seasons, 2021 to 2024".

The claim works the count out from the years it names, and the page names them too:
whatever it counts (years, summers, seasons, editions, harvests), the count is no
number the page must write. Holds in any language: only the numbers are read.
"""

from __future__ import annotations

from services.citations.numbers import Number

LARGEST = 50
"""Largest count read as one of years."""


def counts_own_years(number: Number, claimed: list[Number], stated: list[Number]) -> bool:
    """Whether ``number`` (of the claim, whose numbers are ``claimed``) counts the years
    between two years both the claim and the page (``stated``) give, with or without
    the last."""
    if number.kind == "year" or not any(1 < v <= LARGEST for v in number.values):
        return False
    page = {v for n in stated if n.kind == "year" for v in n.values}
    years = sorted({v for n in claimed if n.kind == "year" for v in n.values} & page)
    gaps = {b - a + extra for k, a in enumerate(years) for b in years[k + 1 :]
            for extra in (0, 1)}
    return not number.values.isdisjoint(gaps)
