"""Numbers read the way a reader reads them: separators, decimal commas, words, kinds."""

from __future__ import annotations

from services.citations.numbers import numbers, shares
from services.citations.unit_scales import converted


def values(text: str) -> list[tuple[str, set[float], str]]:
    return [(n.text, set(n.values), n.kind) for n in numbers(text)]


def test_separators_and_decimal_commas() -> None:
    assert values("1.400 Mitglieder") == [("1.400", {1400.0}, "mitg")]
    assert values("3 070 mètres") == [("3 070", {3070.0}, "mètr")]
    assert values("7,8 millones") == [("7,8", {7.8, 7_800_000.0}, "mill")]
    assert values("£21.4 million") == [("21.4", {21.4, 21_400_000.0}, "mill")]
    # "and" is a function word: it says nothing of what the first number counts.
    assert values("1,400.5 and 1.234.567") == [("1,400.5", {1400.5}, ""),
                                               ("1.234.567", {1234567.0}, "")]


def test_years_units_words_and_cjk() -> None:
    assert values("in 2023 rose 8%") == [("2023", {2023.0}, "year"), ("8", {8.0}, "%")]
    assert values("walk ten steps; zwei Stunden") == [("ten", {10.0}, "step"),
                                                      ("zwei", {2.0}, "stun")]
    assert values("桥全长50.82米，1961年") == [("50.82", {50.82}, "米"), ("1961", {1961.0}, "year")]
    assert values("MP3 H2O") == []  # digits inside a word are not a number of the sentence


def test_agreement_is_by_value() -> None:
    [german], [english] = numbers("1.400"), numbers("1,400")
    assert german.agrees(english)
    [a], [b] = numbers("21.4"), numbers("24.1")
    assert not a.agrees(b)


def test_a_scale_word_multiplies_and_keeps_the_written_value() -> None:
    [million], [digits] = numbers("1.5 million panels"), numbers("1,500,000 panels")
    assert million.agrees(digits)
    assert numbers("1,5 millions")[0].agrees(million)
    assert not numbers("2 500 000 panels")[0].agrees(million)
    assert numbers("85억 원")[0].agrees(numbers("8,500,000,000원")[0])
    assert values("1300만 명") == [("1300", {13_000_000.0}, "만")]  # no year, not 1300


def test_a_group_of_thousands_is_one_number_and_a_decimal_stays_one() -> None:
    # en, de, fr: 15000 alone, never the 15 before the separator.
    for text in ("£15,000", "15.000 Euro", "15 000 euros", "15\u202f000 €"):
        assert {v for n in numbers(text) for v in n.values} == {15000.0}, text
    assert not numbers("£15,000")[0].agrees(numbers("£15")[0])
    assert not numbers("15.000 Euro")[0].agrees(numbers("15 Euro")[0])
    assert values("1,5 Liter") == [("1,5", {1.5}, "lite")]  # de decimal comma
    assert values("1.5 litres") == [("1.5", {1.5}, "litr")]  # en decimal point
    assert values("0,250 kg") == [("0,250", {0.25}, "kg")]  # no thousands after a lone 0
    # Three decimals are as likely in a percentage or before a scale word.
    assert values("3,125 %") == [("3,125", {3.125, 3125.0}, "%")]


def test_a_cjk_myriad_is_its_product_alone() -> None:
    # zh, ja, ko: "1万" is ten thousand, never the 1 of "9月1日" or "一项".
    assert values("奖金为1万欧元") == [("1", {10_000.0}, "万欧元")]
    assert values("3.5亿元") == [("3.5", {350_000_000.0}, "亿元")]
    assert values("1,500万人") == [("1,500", {15_000_000.0}, "万人")]
    assert values("約2万人") == [("2", {20_000.0}, "万人")]
    assert not numbers("1万欧元")[0].agrees(numbers("9月1日")[1])
    assert numbers("1万欧元")[0].agrees(numbers("10,000 euros")[0])
    assert values("5千克") == [("5", {5.0, 5000.0}, "千克")]  # a kilogram, not 5000
    # A unit after the myriad measures its product: 120万千瓦 is 1.2 GW.
    assert converted(numbers("装机容量将达120万千瓦")[0], numbers("装机容量将达1.2吉瓦"))
    assert not converted(numbers("装机容量将达12万千瓦")[0], numbers("装机容量将达1.2吉瓦"))


def test_a_date_in_digits_is_a_day_or_month_and_a_year() -> None:
    # And its month as a month name reads (see ``numerals``): either number.
    assert values("am 14.03.2025 im") == [("14.03", {14.0, 3.0}, ""),
                                          ("14.03", {-14.0, -3.0}, "month"),
                                          ("2025", {2025.0}, "year")]
    assert values("on 12/09/2024") == [("12/09", {12.0, 9.0}, ""),
                                       ("12/09", {-12.0, -9.0}, "month"),
                                       ("2024", {2024.0}, "year")]
    assert values("version 1.2.3") == [("1.2", {1.2}, "")]


def test_japanese_tenths_are_a_percentage() -> None:
    assert values("約2割を占め") == [("2", {20.0}, "%")]


def test_shares_written_as_fractions() -> None:
    assert shares("etwa die Hälfte des Bedarfs") == [50.0]
    assert [round(s, 1) for s in shares("two thirds of the cost")] == [66.7]
    assert shares("aux trois quarts par la région") == [75.0]
    assert shares("비용의 절반은") == [50.0]
    assert shares("le quartier et la quartet") == []  # a word that only begins like one
