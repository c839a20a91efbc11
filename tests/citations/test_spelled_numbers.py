"""A Chinese number spelled in characters matches the same number in digits ("一千万亩"
and "1000万亩"), and only the same number."""

from __future__ import annotations

import pytest

from services.citations.numerals import spelled_as_digits
from services.citations.passages import terms
from services.citations.support import explain

DAM = "大坝于2019年建成，高一百二十米，库容约三十五亿立方米。"
FARMS = "目前全县耕地面积已超过1000万亩，其中水田约占四成。"


@pytest.mark.parametrize(("text", "digits"), [
    ("已经超过一千万亩", "已经超过1000万亩"),
    ("共有三十五个车站", "共有35个车站"),
    ("两万人", "2万人"),
    ("二〇二五年", "2025年"),
    ("五十多", "50多"),
    # Not numbers, or not one to rewrite: a lone numeral in a word, an ordinal,
    # digit characters alone, a numeral before a unit ("千万不要": by all means).
    ("十分重要", "十分重要"),
    ("一起去", "一起去"),
    ("第三次", "第三次"),
    ("一二", "一二"),
    ("千万不要", "千万不要"),
])
def test_numbers_spelled_in_characters_are_written_in_digits(text: str, digits: str) -> None:
    assert spelled_as_digits(text) == digits


def test_a_spelled_number_and_its_digits_give_the_same_terms() -> None:
    assert terms("已经超过一千万亩") == terms("已经超过1000万亩")
    assert terms("高一百二十米") == terms("高120米")


@pytest.mark.parametrize(("claim", "page"), [
    ("大坝高120米。", DAM),
    ("全县耕地面积已经超过一千万亩。", FARMS),
])
def test_a_claim_giving_the_number_in_the_other_script_is_supported(claim: str,
                                                                    page: str) -> None:
    assert explain(claim, page)[0] == "supported"


@pytest.mark.parametrize(("claim", "page"), [
    ("大坝高150米。", DAM),
    ("全县耕地面积已经超过2000万亩。", FARMS),
])
def test_another_number_is_still_unsupported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "unsupported"


def test_a_number_before_a_myriad_keeps_it() -> None:
    # 3000万 people are not 3000 years, in digits or in characters.
    assert "3000" not in terms("超过3000万人")
    assert set(terms("超过3000万人")).isdisjoint(terms("有三千多年的历史"))
    assert "1000万" in terms("已经超过一千万亩")
