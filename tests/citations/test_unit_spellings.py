"""A measure the page writes with another spelling of its unit is no invented figure."""

from __future__ import annotations

from services.citations.numbers import numbers
from services.citations.unit_scales import stated_in_unit
from tests.citations.judge import evidence

PACK = ("# 骏风 K36 锂电池规格\n\n驰骏 K36 是一款电动自行车锂电池。\n\n| 参数 | 数值 |\n|---|---|\n"
        "| 标称电压 | 36V |\n| 额定容量 | 15Ah |\n| 充电时间 | 6小时 |\n| 重量 | 4.2kg |\n\n"
        "在载重75公斤、平路的条件下，续航里程最高可达60公里。")


def test_a_measure_in_another_spelling_of_its_unit_is_stated() -> None:
    claimed = next(n for n in numbers("整包重4.2公斤。") if n.text == "4.2")
    assert stated_in_unit(claimed, "| 重量 | 4.2kg |")
    assert stated_in_unit(claimed, "重 4200 g")
    assert not stated_in_unit(claimed, "| 重量 | 5.2kg |")


def test_a_weight_in_kilograms_is_no_rival_to_the_pages_kg() -> None:
    right = evidence("K36电池的标称电压为36V，容量15Ah，整包重4.2公斤。", PACK)
    assert right.support != "unsupported"
    wrong = evidence("K36电池的标称电压为36V，容量15Ah，整包重5.2公斤。", PACK)
    assert wrong.support == "unsupported"
