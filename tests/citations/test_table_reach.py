"""A claim that joins the paragraph above a table to one of its rows ("…售价3999元，吸力达
8000Pa") states the row's figure, however many rows stand between; a figure the row does
not give is not stated."""

from __future__ import annotations

import pytest

from services.citations.support import explain

ZH = ("# 云净X9 Pro 产品参数\n\n"
      "云净X9 Pro是云净科技于2025年4月发布的旗舰扫地机器人，官方售价3999元。"
      "以下为主要技术参数：\n\n| 项目 | 参数 |\n|---|---|\n| 电池容量 | 5200 mAh |\n"
      "| 集尘袋容量 | 3 L |\n| 吸力 | 8000 Pa |\n")
EN = ("# Vexa R7 specifications\n\nThe Vexa R7 robot vacuum was launched in April 2025 at "
      "£399. Its main specifications are listed below.\n\n| Item | Value |\n|---|---|\n"
      "| Battery | 5200 mAh |\n| Dust bag | 3 L |\n| Suction | 8000 Pa |\n")
DE = ("# Vexa R7: Technische Daten\n\nDer Saugroboter Vexa R7 kam im April 2025 für 399 Euro "
      "auf den Markt. Die wichtigsten Daten stehen in der Tabelle.\n\n| Merkmal | Wert |\n"
      "|---|---|\n| Akku | 5200 mAh |\n| Staubbeutel | 3 l |\n| Saugkraft | 8000 Pa |\n")


@pytest.mark.parametrize(("claim", "page"), [
    ("云净X9 Pro于2025年4月发布，官方售价为3999元，吸力达8000Pa。", ZH),
    ("The Vexa R7 was launched in April 2025 at £399 and has a suction of 8000 Pa.", EN),
    ("Der Vexa R7 kam im April 2025 für 399 Euro auf den Markt und hat eine Saugkraft von "
     "8000 Pa.", DE),
])
def test_a_row_of_the_table_below_is_joined(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "supported"


@pytest.mark.parametrize(("claim", "page"), [
    ("云净X9 Pro于2025年4月发布，官方售价为3999元，吸力达9000Pa。", ZH),
    ("The Vexa R7 was launched in April 2025 at £399 and has a suction of 9000 Pa.", EN),
    ("Der Vexa R7 kam im April 2025 für 399 Euro auf den Markt und hat eine Saugkraft von "
     "9000 Pa.", DE),
])
def test_a_figure_no_row_gives_is_not_supported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] != "supported"
