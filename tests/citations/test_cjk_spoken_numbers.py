"""Chinese numbers in spoken forms: "一米五" is 1.5 metres, "一、二层" floors one and two."""

from __future__ import annotations

from services.citations.cjk_spoken_numbers import listed_numerals, spoken_decimals
from services.citations.numbers import numbers
from services.citations.support import explain

PAGE = "围屋的外墙底部厚度达一米五，三、四层才开小窗。早市上一斤青菜卖三块五，夏天接待游客两万五。"


def test_a_digit_after_a_unit_is_its_tenth() -> None:
    assert spoken_decimals("高一米八左右") == [("一米八", 1.8, "米", "一")]
    assert spoken_decimals("卖三块五") == [("三块五", 3.5, "块", "三")]


def test_a_digit_after_a_magnitude_is_the_next_place_down() -> None:
    assert spoken_decimals("两万五人") == [("两万五", 25000.0, "人", "两")]
    assert spoken_decimals("一千二") == [("一千二", 1200.0, "", "一")]


def test_a_run_that_goes_on_is_no_spoken_decimal() -> None:
    assert spoken_decimals("三块五毛") == []
    assert spoken_decimals("一百二十") == []


def test_numerals_listed_before_one_measure_share_it() -> None:
    assert listed_numerals("三、四层") == [("三", 3.0, "层")]
    assert {(n.text, n.kind) for n in numbers("一、二层")} == {("一", "层"), ("二", "层")}


def test_the_same_number_in_digits_is_supported_and_another_is_not() -> None:
    assert explain("围屋外墙底部厚1.5米。", PAGE)[0] != "unsupported"
    assert explain("围屋外墙底部厚2.5米。", PAGE)[0] == "unsupported"
    assert explain("早市的青菜每斤3.5元。", PAGE)[0] != "unsupported"
    assert explain("早市的青菜每斤4.5元。", PAGE)[0] == "unsupported"
