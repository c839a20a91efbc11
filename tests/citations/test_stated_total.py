"""A total the claim works out from parts the page states, one of which it names ("about 50
minutes in total, 15 of them for preparation" for "Prep 15 min · Cook 35 min"), says what
the page says; a total that is no sum of the page's parts stays caught."""

from __future__ import annotations

import pytest

from services.citations.numbers import numbers
from services.citations.totals import stated_total
from tests.citations.judge import evidence


def test_a_total_of_stated_parts_one_of_them_named() -> None:
    claim = "It takes 45 minutes in total, 20 of them for preparation."
    mine, page = numbers(claim), numbers("Prep 20 min · Cook 25 min")
    assert stated_total(mine[0], mine, page, claim)
    wrong = "It takes 55 minutes in total, 20 of them for preparation."
    assert not stated_total(numbers(wrong)[0], numbers(wrong), page, wrong)
    plain = "It takes 45 minutes, 20 of them for preparation."
    assert not stated_total(numbers(plain)[0], numbers(plain), page, plain)


@pytest.mark.parametrize(("claim", "page"), [
    ("The soup serves six and takes about 45 minutes in total, 20 of them for preparation.",
     "# Pumpkin soup\n\nServes 6 · Prep 20 min · Cook 25 min\n\nA simple autumn soup."),
    ("Der Kuchen braucht insgesamt 80 Minuten, davon 30 Minuten Vorbereitung.",
     "# Apfelkuchen\n\nFür 12 Stücke · Vorbereitung 30 Minuten · Backen 50 Minuten\n\n"
     "Ein einfacher Kuchen."),
])
def test_a_worked_out_total_is_not_unsupported(claim: str, page: str) -> None:
    assert evidence(claim, page).support != "unsupported"


def test_a_total_that_is_no_sum_stays_caught() -> None:
    wrong = evidence("The soup serves six and takes about 70 minutes in total, 20 of them for "
                     "preparation.",
                     "# Pumpkin soup\n\nServes 6 · Prep 20 min · Cook 25 min\n\nA simple soup.")
    assert wrong.support == "unsupported"
