"""A claim joining rows of a table whose best window (one row) holds too little of it is
"check this", not unsupported, when the rows near it state every figure it gives (a range's
first figure without its unit, a model name's digits aside); a figure no row gives leaves it
unsupported."""

from __future__ import annotations

import pytest

from services.citations.support import explain

EN = ("# Kelvo AirCrisp Air Fryer (Model KA-550)\n\nThe Kelvo KA-550 is an air fryer for "
      "households of two to four people.\n\n| Specification | Value |\n|---|---|\n"
      "| Basket capacity | 5.5 L (approx. 1.2 kg of chips) |\n| Rated power | 1,700 W |\n"
      "| Voltage | 220–240 V |\n| Temperature range | 80–200 °C |\n| Timer | 1–60 minutes |\n")
DE = ("# Gartenfräse GF-300 im Test\n\nDie Gartenfräse GF-300 eignet sich für kleine Beete.\n\n"
      "| Merkmal | Wert |\n|---|---|\n| Korbvolumen | 4,5 l (rund 900 g Pommes) |\n"
      "| Motorleistung | 1.400 W |\n| Spannung | 230 V |\n| Temperaturbereich | 40–180 °C |\n")
ZH = ("# 小米空气炸锅参数\n\n| 项目 | 参数 |\n|---|---|\n| 容量 | 4.5 升 |\n| 功率 | 1500 瓦 |\n"
      "| 温度范围 | 40–200 °C |\n| 重量 | 4.2 公斤 |\n")


@pytest.mark.parametrize(("claim", "page"), [
    ("The KA-550's 5.5-litre basket holds roughly 1.2 kg of chips, and its temperature can "
     "be set anywhere from 80 to 200 °C.", EN),
    ("In den 4,5-Liter-Korb der GF-300 passen rund 900 g Pommes, die Temperatur lässt sich "
     "beliebig zwischen 40 und 180 °C wählen.", DE),
    ("这款空气炸锅容量为4.5升，温度可以在40到200 °C之间随意调节。", ZH),
])
def test_rows_stating_every_figure_spare_the_claim(claim: str, page: str) -> None:
    assert explain(claim, page)[0] != "unsupported"


@pytest.mark.parametrize(("claim", "page"), [
    ("The KA-550's 5.5-litre basket holds roughly 1.2 kg of chips, and its temperature can "
     "be set anywhere from 60 to 230 °C.", EN),
    ("这款空气炸锅容量为5.5升，温度可以在40到200 °C之间随意调节。", ZH),
])
def test_a_figure_no_row_states_stays_unsupported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "unsupported"
