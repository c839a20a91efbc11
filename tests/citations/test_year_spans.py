"""A count of years agrees with two years the page states that span it ("four years"
for "from 2018 to 2021"), in any language whose unit words the number reader knows."""

from __future__ import annotations

from services.citations.numbers import numbers
from services.citations.signals import spans_years
from tests.citations.judge import evidence

CHURCH = ("Von 2015 bis 2019 wurde die Dorfkirche St. Anna saniert. Die Kosten lagen bei "
          "3,2 Millionen Euro, zwei Drittel davon trug das Land.")
HERONS = ("Volunteers surveyed the estuary's heronries from 2018 to 2021 and counted 4,200 "
          "nests in all. The busiest colony held 640 nests in the final season.")
RICE = "2023年至2025年，该品种在7个试验点共试种1200亩。试验田仍未出现明显减产。"


def test_a_count_of_years_spans_two_stated_years_with_or_without_the_last() -> None:
    stated = numbers("from 2018 to 2021")
    assert spans_years(numbers("four years")[0], stated)
    assert spans_years(numbers("drei Jahre")[0], stated)
    assert spans_years(numbers("三年")[0], stated)
    assert not spans_years(numbers("six years")[0], stated)
    assert not spans_years(numbers("four cameras")[0], stated)


def test_the_span_of_a_range_supports_a_duration() -> None:
    right = evidence("Die Sanierung der Dorfkirche dauerte vier Jahre und kostete 3,2 Millionen "
                     "Euro.", CHURCH)
    assert right.support == "supported"
    english = evidence("Over four years of surveying, volunteers counted 4,200 heron nests on "
                       "the estuary.", HERONS)
    assert english.support == "supported"
    chinese = evidence("三年试种中，该品种在7个试验点共试种1200亩。", RICE)
    assert chinese.reason != "numbers_differ"


def test_a_duration_the_range_does_not_span_still_differs() -> None:
    wrong = evidence("Die Sanierung der Dorfkirche dauerte neun Jahre und kostete 3,2 Millionen "
                     "Euro.", CHURCH)
    assert (wrong.support, wrong.reason) == ("unsupported", "numbers_differ")
