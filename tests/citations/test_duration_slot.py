"""A length of time the claim tells in another unit after the page's words for it ("续航时间
约为3小时" for "续航时间 | 约180分钟") is the page's number; another length, or another of
the page's numbers after those words, is not."""

from __future__ import annotations

import pytest

from services.citations.support import explain

SPECS = ("| 项目 | 参数 |\n|---|---|\n| 续航时间 | 约180分钟（静音模式） |\n"
         "| 集尘袋容量 | 3 L，约可使用60天 |")
METRO = "高峰时段行车间隔为6分钟，平峰时段为8分钟。"


@pytest.mark.parametrize("claim", [
    "在静音模式下，这款机器人的续航时间约为3小时。",
    "高峰时段每6分钟一班。",
])
def test_the_same_length_after_the_pages_words_is_supported(claim: str) -> None:
    assert explain(claim, SPECS if "续航" in claim else METRO)[0] == "supported"


@pytest.mark.parametrize("claim", [
    "在静音模式下，这款机器人的续航时间约为4小时。",
    "高峰时段每8分钟一班。",
])
def test_another_length_after_the_pages_words_is_unsupported(claim: str) -> None:
    assert explain(claim, SPECS if "续航" in claim else METRO)[0] == "unsupported"
