"""A figure in a unit that the sentence right after the passage states (the paragraph goes
on to it) is the page's, when no sentence around gives another of that unit; where two
sentences give two figures of the unit, the claim's is weighed as before."""

from __future__ import annotations

import pytest

from services.citations.support import explain

EN = ("## Fleet\n\nBy 31 March 2025, 52 of the depot's 130 diesel vans had been replaced with "
      "electric vans. That is a share of a good 40 percent.\n\nThe depot also opened a new "
      "workshop in the spring.")
ZH = ("截至2025年3月31日，车队130辆柴油货车中已有52辆被电动货车替换。这一比例约为40%。\n\n"
      "车队还在春季新建了一座维修车间。")
TWO = ("Orchards were pruned in winter or left unpruned. Pruned trees carried around 30 % more "
       "fruit. Blackbird nests were 18 % more numerous in the pruned orchards.")


@pytest.mark.parametrize(("claim", "page"), [
    ("By the end of March 2025 the depot had swapped 52 of its 130 diesel vans for electric "
     "ones, a little over 40 %.", EN),
    ("截至2025年3月底，车队已将130辆柴油货车中的52辆换成电动货车，占比约40%。", ZH),
])
def test_the_next_sentences_figure_is_the_pages(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "supported"


def test_a_figure_of_the_unit_given_twice_is_still_weighed() -> None:
    claim = "Blackbird nests were 30 % more numerous in orchards pruned in winter."
    assert explain(claim, TWO)[0] == "unsupported"
