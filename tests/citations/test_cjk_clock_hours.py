"""An hour of the day written in Chinese numerals ("晚上九点", "七点半") is the hour a page
writes in digits ("21时", "7:30"); "第二天" is the page's "次日", not a second day; a numeral
before "点" with no part of the day nor minutes ("三点建议") is no hour."""

from __future__ import annotations

from services.citations.numbers import numbers
from services.citations.relative_years import relative_year
from services.citations.support import explain

PAGE_ZH = ("松岭图书馆自下月起调整开放时间。自习室每日21时至次日7时关闭，其余时间向持证读者开放。"
           "周末增设儿童阅读角，由志愿者负责讲故事。")


def _values(text: str) -> list[frozenset[float]]:
    return [n.values for n in numbers(text) if n.kind == ""]


def test_hours_in_numerals_beside_a_part_of_the_day_or_minutes() -> None:
    assert _values("晚上九点") == [frozenset({9.0, 21.0})]
    assert _values("七点半出发") == [frozenset({7.3})]
    assert _values("八点十五分") == [frozenset({8.15})]
    assert _values("下午三点一刻") == [frozenset({3.15, 15.15})]
    assert _values("晚上 九点") == [frozenset({9.0, 21.0})]  # spaces between them aside


def test_a_numeral_before_dian_alone_is_no_hour() -> None:
    assert _values("他提出了三点建议") == []
    assert _values("再加一点盐") == []


def test_the_closing_hours_in_numerals_and_the_next_day_agree_with_the_page() -> None:
    support, finding = explain("自习室每天晚上九点到第二天早上七点关闭，其余时间向持证读者开放。",
                               PAGE_ZH)
    assert support != "unsupported", finding


def test_another_hour_in_numerals_stands_against_the_page() -> None:
    support, finding = explain("自习室每天晚上十一点到第二天早上七点关闭，其余时间向持证读者开放。",
                               PAGE_ZH)
    assert support == "unsupported", finding


def test_the_next_day_is_no_ordinal_the_page_counts() -> None:
    window = "自习室每日21时至次日7时关闭。"
    second = next(n for n in numbers("晚上九点到第二天早上七点") if n.kind == "ord")
    assert relative_year(second, "晚上九点到第二天早上七点关闭", window)
    assert not relative_year(second, "活动第二天有讲座", "活动共三天，每天都有讲座。")
