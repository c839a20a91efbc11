"""A figure rounded at its own last digit ("近四成" for 38%, "rund 40 Prozent" for 37,6 %)
is the page's; a figure further off, or rounded too coarsely, is not. A summary that joins
the sentence stating the figure to the next is no number put elsewhere, nor a swap."""

from __future__ import annotations

import pytest

from services.citations.round_figures import nearly, rounded_at_place
from services.citations.support import explain

WASTE_ZH = ("据统计，2023年全市日均产生生活垃圾约8600吨，其中厨余垃圾占比约38%。环卫中心主任介绍，"
            "厨余垃圾中混入塑料袋等杂质是目前最突出的问题，杂质率一度超过15%。")
WASTE_EN = ("In 2023 the city produced about 8,600 tonnes of household waste a day, of which "
            "food waste made up 37.6%.")
WASTE_DE = ("Im Jahr 2023 fielen in der Stadt täglich rund 8.600 Tonnen Hausmüll an, davon "
            "37,6 % Speisereste.")
CUSTOMERS = "The company has 2.4 million customers."


def test_a_figure_rounds_at_its_last_digit_within_a_tenth() -> None:
    assert rounded_at_place(40, 38)
    assert rounded_at_place(8600, 8571)
    assert not rounded_at_place(2, 2.4)  # a fifth off: no rounding
    assert not rounded_at_place(40, 42, under=True)  # "nearly 40": under it
    assert not rounded_at_place(38, 38.0)  # no rounder than the page's


def test_nearly_is_read_before_the_figure_in_each_language() -> None:
    assert nearly("其中近四成是厨余垃圾", "四成")
    assert nearly("davon knapp 40 Prozent", "40")
    assert nearly("nearly 40% of it", "40")
    assert not nearly("about 40% of it", "40")


@pytest.mark.parametrize(("claim", "page"), [
    ("2023年全市日均产生约8600吨生活垃圾，其中近四成是厨余垃圾。", WASTE_ZH),
    ("2023年全市日均产生约8600吨生活垃圾，其中近四成是厨余垃圾，混入塑料袋等杂质是当前最突出的问题。",
     WASTE_ZH),
    ("In 2023 the city produced about 8,600 tonnes of household waste a day, roughly 40% of "
     "it food waste.", WASTE_EN),
    ("Im Jahr 2023 fielen in der Stadt täglich rund 8.600 Tonnen Hausmüll an, davon rund "
     "40 Prozent Speisereste.", WASTE_DE),
])
def test_a_rounded_figure_is_supported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "supported"


@pytest.mark.parametrize(("claim", "page"), [
    ("2023年全市日均产生约8600吨生活垃圾，其中近五成是厨余垃圾。", WASTE_ZH),
    ("2023年全市日均产生约8600吨生活垃圾，其中近两成是厨余垃圾，混入塑料袋等杂质是当前最突出的问题。",
     WASTE_ZH),
    ("In 2023 the city produced about 8,600 tonnes of household waste a day, roughly 30% of "
     "it food waste.", WASTE_EN),
    ("Im Jahr 2023 fielen in der Stadt täglich rund 8.600 Tonnen Hausmüll an, davon rund "
     "45 Prozent Speisereste.", WASTE_DE),
    ("The company has about 2 million customers.", CUSTOMERS),
])
def test_a_figure_too_far_off_is_unsupported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "unsupported"


def test_a_replica_built_in_another_year_is_still_caught() -> None:
    page = ("El faro original fue construido en 1848 por la armada. La réplica fue construida "
            "en 1948 junto al puerto.")
    assert explain("La réplica fue construida en 1848 junto al puerto.", page)[0] == "unsupported"
