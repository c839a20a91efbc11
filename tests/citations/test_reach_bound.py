"""The Chinese "可达" ("can reach") holds a modal and a bound in one word: a figure the page
says a thing can reach, told as the value, overreaches (``upper_bound``)."""

from __future__ import annotations

from services.citations.upper_bound import dropped_bound

PAGE = "官方数据显示，新电池充满电后，续航里程可达520公里，具体数值因驾驶习惯而异。"


def test_the_reached_figure_told_as_the_value_is_caught() -> None:
    found = dropped_bound("官方数据显示，新电池充满电后续航里程为520公里。", PAGE)
    assert found is not None and found.stated == "可达"


def test_the_reach_kept_is_supported() -> None:
    assert dropped_bound("新电池充满电后续航里程最多可达520公里。", PAGE) is None
    assert dropped_bound("新电池充满电后续航里程最高为520公里。", PAGE) is None
