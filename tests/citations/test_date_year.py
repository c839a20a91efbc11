"""A full date whose day and month the passage gives with another year states the
wrong year, in any language's way of writing dates."""

from __future__ import annotations

import pytest

from services.citations.date_year import other_year
from services.citations.support import explain

CASES = {
    "en": ("# Harbour museum\n\nThe museum reopened on 12 June 2019 after a two-year "
           "refit. It has 3,400 objects.",
           "The harbour museum reopened on 12 June 2017 after a two-year refit.",
           "The harbour museum reopened on June 12, 2019 after a two-year refit."),
    "de": ("# Stadtbad\n\nDas Stadtbad wurde am 4. Mai 1928 eröffnet und 1990 saniert. Es "
           "hat ein 25-Meter-Becken.",
           "Das Stadtbad wurde am 4. Mai 1929 eröffnet.",
           "Das Stadtbad wurde am 4.5.1928 eröffnet."),
    "es": ("# Puente\n\nEl puente se inauguró el 9 de marzo de 1964 y mide 420 metros.",
           "El puente se inauguró el 9 de marzo de 1946.",
           "El puente se inauguró el 9 de marzo de 1964."),
    "zh": ("# 图书馆\n\n新馆于2021年9月28日正式开放，藏书约120万册。",
           "新馆于2012年9月28日正式开放。",
           "新馆于2021年9月28日正式开放。"),
}


@pytest.mark.parametrize("lang", sorted(CASES))
def test_the_passages_day_and_month_with_another_year_is_unsupported(lang: str) -> None:
    page, wrong, right = CASES[lang]
    assert other_year(wrong, page, page) is not None
    assert explain(wrong, page)[0] == "unsupported"
    assert other_year(right, page, page) is None
    assert explain(right, page)[0] != "unsupported"


def test_a_year_the_page_gives_that_day_elsewhere_is_no_other_year() -> None:
    page = ("# Festival\n\nThe first festival opened on 3 August 2001. The 2024 edition "
            "opened on 3 August 2024 with 40 bands.")
    window = "The first festival opened on 3 August 2001."
    assert other_year("The festival opened on 3 August 2024.", window, page) is None
    assert other_year("The festival opened on 3 August 2011.", window, page) == ("2011", "2001")


RELEASES = ("# 晴雨智能温控器App更新日志\n\n## 版本 5.1.0（2024年11月7日）\n\n"
            "**新增功能**\n\n"
            "- 节能报告：每周一推送上周的用电统计，最多保存52周的记录。\n"
            "- 多房间控制：最多可添加6个房间，并为每个房间设置不同的温度计划。\n\n"
            "**修复**\n\n- 修复部分手机无法接收离线通知的问题。\n\n"
            "## 版本 5.0.2（2024年8月15日）\n\n- 修复定时任务偶尔失效的问题。")


def test_a_release_dated_in_another_year_than_its_heading_is_unsupported() -> None:
    # The heading's date stands in brackets, the claim's after "于": the number check
    # finds no slot for the year; the day and month say which date it is.
    assert explain("晴雨智能温控器App 5.1.0版本于2023年11月7日发布。", RELEASES)[0] == "unsupported"
    assert explain("晴雨智能温控器App 5.1.0版本于2024年11月7日发布。", RELEASES)[0] == "supported"
