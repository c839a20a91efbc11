"""A factor a claim works out from two figures the page states ("roughly four times as
much … 1,270 versus 310", "fast das Doppelte", "两倍多") is stated, within the bound its
words give; a factor the two figures do not stand in is not."""

from __future__ import annotations

import pytest

from services.citations.support import explain

EN = ("The team found an average of 1,270 particles per kilogram of dry sediment upstream of "
      "weirs, compared with 310 particles per kilogram in free-flowing sections.")
DE = ("In einer Probe vom 21. Juli wurden ca. 180.000 Zellen pro Milliliter gemessen; der "
      "Richtwert für ein Badeverbot liegt bei 100.000.")
ZH = "监测显示，夏季夜间城市热岛平均强度为2.8°C，白天为1.1°C。"


@pytest.mark.parametrize(("claim", "page"), [
    ("Upstream of weirs the sediment held roughly four times as many particles per kilogram "
     "as free-flowing sections, 1,270 versus 310.", EN),
    ("Eine Probe vom 21. Juli enthielt rund 180.000 Zellen pro Milliliter, fast das Doppelte "
     "des Richtwerts von 100.000 für ein Badeverbot.", DE),
    ("夏季夜间城市热岛平均强度为2.8°C，是白天1.1°C的两倍多。", ZH),
])
def test_a_factor_of_two_stated_figures_is_supported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "supported"


@pytest.mark.parametrize(("claim", "page"), [
    ("Upstream of weirs the sediment held roughly six times as many particles per kilogram "
     "as free-flowing sections, 1,270 versus 310.", EN),
    ("Eine Probe vom 21. Juli enthielt rund 180.000 Zellen pro Milliliter, fast das "
     "Dreifache des Richtwerts von 100.000 für ein Badeverbot.", DE),
    ("夏季夜间城市热岛平均强度为2.8°C，是白天1.1°C的三倍多。", ZH),
])
def test_a_factor_the_figures_do_not_stand_in_is_not_supported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] != "supported"
