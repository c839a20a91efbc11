"""Shares written the CJK way: "百分之四十" is 40 %, "千分之三" 0.3 %, "40パーセント" and
"40퍼센트" 40 %; a claim in "%" agrees with them, and another share stands against them."""

from __future__ import annotations

from services.citations.numbers import numbers
from services.citations.support import explain

PAGE_ZH = ("青禾镇去年新建了两座污水处理站。全镇生活污水的处理率由此提高到百分之八十五，"
           "比前年高出百分之二十。镇政府表示，明年还将改造老旧管网。")


def _read(text: str) -> list[tuple[str, frozenset[float], str]]:
    return [(n.text, n.values, n.kind) for n in numbers(text)]


def test_a_fraction_of_a_hundred_is_read_as_a_percentage() -> None:
    assert _read("处理率提高到百分之八十五") == [("百分之八十五", frozenset({85.0}), "%")]
    assert _read("有百分之15的居民") == [("百分之15", frozenset({15.0}), "%")]
    assert _read("误差为千分之三") == [("千分之三", frozenset({0.3}), "%")]
    assert _read("增长了百分之十二点五") == [("百分之十二点五", frozenset({12.5}), "%")]


def test_percent_written_after_the_number_in_japanese_and_korean() -> None:
    assert _read("回収率は40パーセントだった") == [("40", frozenset({40.0}), "%")]
    assert _read("회수율은 40퍼센트였다") == [("40", frozenset({40.0}), "%")]


def test_a_claim_in_percent_agrees_with_the_share_in_characters() -> None:
    support, _finding = explain("全镇生活污水的处理率因此提高到了85%，比前年高出20%。", PAGE_ZH)
    assert support == "supported"


def test_another_share_stands_against_the_page_for_sure() -> None:
    claim = "全镇生活污水的处理率因此提高到了百分之七十五，比前年高出百分之二十。"
    support, finding = explain(claim, PAGE_ZH)
    assert support == "unsupported"
    assert finding is not None and finding.reason == "numbers_differ"
