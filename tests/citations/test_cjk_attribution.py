"""A short CJK clause that only says where a sentence comes from ("根据公告，") names the
page's own kind of document: another source word in the passage ("据测算") is no swap;
an agent the page never names still is."""

from __future__ import annotations

from tests.citations.judge import evidence

POOL = ("# 市游泳馆夏季开放公告\n\n*市体育中心发布 · 2025年6月*\n\n"
        "经检修，市游泳馆将于7月1日起恢复开放。据测算，今年暑期日均接待能力约为1500人次。")
BRIDGE = ("# 江心大桥通车\n\n本报讯 11月2日，江心大桥正式通车。"
          "据介绍，大桥通车后两岸车程将由40分钟缩短至8分钟。")


def test_an_attribution_clause_naming_the_page_is_no_swap() -> None:
    right = evidence("根据公告，今年暑期市游泳馆日均可接待约1500人次。", POOL)
    assert right.support != "unsupported"


def test_an_attribution_to_someone_the_page_never_names_is_still_caught() -> None:
    wrong = evidence("据市政工程研究院介绍，大桥通车后两岸车程将由40分钟缩短至8分钟。", BRIDGE)
    assert wrong.support == "unsupported"
