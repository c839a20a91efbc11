"""Numbers written without digits: month names beside a date's digits, CJK numerals
before a measure word, and dates written year first."""

from __future__ import annotations

from services.citations.numbers import numbers
from services.citations.numerals import cjk_numbers, month_numbers
from tests.citations.judge import evidence

KILN = ("# 白沙窑址\n\n白沙窑址位于江西省，面积约两万平方米。考古队已发现窑炉十二座，"
        "出土瓷片一千二百多件。发掘工作于2021年结束。")
WORKS = ("# Neue Brücke über die Lahn\n\nDie Stadt hat den Auftrag für die neue Fußgängerbrücke "
         "vergeben. Die Bauarbeiten beginnen am 9. Juni 2026 und sollen rund 14 Monate "
         "dauern. Während der Arbeiten bleibt der Uferweg gesperrt.")
OPENING = ("The new eye clinic at Marlow General opened on 7 November 2025 after two years of "
           "building work. It has 12 consulting rooms.")


def test_another_month_in_a_date_that_otherwise_matches_is_a_different_number() -> None:
    wrong = evidence("Die Bauarbeiten beginnen am 9. Juli 2026 und sollen rund 14 Monate "
                     "dauern.", WORKS)
    assert (wrong.support, wrong.reason, wrong.claimed, wrong.stated) == (
        "unsupported", "numbers_differ", "Juli", "Juni")
    right = evidence("Am 9. Juni 2026 beginnen die Bauarbeiten, die rund 14 Monate dauern sollen.",
                     WORKS)
    assert right.support == "supported"


def test_a_month_counts_only_beside_a_day_or_a_year() -> None:
    assert month_numbers("Visitors may 3 times a year bring a guest.") == []
    assert month_numbers("Residents may apply from 2 June.") == [("June", 6)]
    assert month_numbers("el 4 de mayo de 2025") == [("mayo", 5)]
    assert month_numbers("May 3, 2025") == [("May", 5)]


def test_a_date_in_digits_agrees_with_the_same_date_in_words_only() -> None:
    wrong = evidence("The eye clinic at Marlow General opened on 07.10.2025.", OPENING)
    assert (wrong.support, wrong.reason) == ("unsupported", "numbers_differ")
    digits = {v for n in numbers("am 09.06.2026") for v in n.values}
    words = {v for n in numbers("am 9. Juni 2026") for v in n.values}
    assert words <= digits
    right = evidence("The eye clinic at Marlow General opened on 2025-11-07.", OPENING)
    assert right.support != "unsupported"


def test_cjk_numerals_before_a_measure_word_are_numbers() -> None:
    assert cjk_numbers("已发现窑炉十五座") == [("十五", 15, "座")]
    assert cjk_numbers("一百二十多处，二〇二五年") == [("一百二十", 120, "处"),
                                                   ("二〇二五", 2025, "年")]
    # "very", "the same", "tens of millions", "once": words, not numbers.
    assert cjk_numbers("十分重要，一样，千万，一次") == []


def test_a_cjk_numeral_that_differs_from_the_page_is_a_different_number() -> None:
    wrong = evidence("白沙窑址已发现窑炉十五座。", KILN)
    assert (wrong.support, wrong.reason, wrong.claimed, wrong.stated) == (
        "unsupported", "numbers_differ", "十五", "十二")
    assert evidence("考古队在白沙窑址发现了12座窑炉。", KILN).support != "unsupported"


def test_a_number_of_times_is_a_number() -> None:
    page = ("Buses to the summit run four times a day in summer and twice a day in winter. "
            "A single ticket costs 6 euros.")
    assert evidence("In winter two buses a day go to the summit.", page).support != "unsupported"
    assert [n.values for n in numbers("zweimal am Tag")] == [frozenset({2.0})]


def test_an_ordinal_in_words_stands_against_another_ordinal_only() -> None:
    page = ("# Ports\n\nRotterdam is the largest port in Europe, and Antwerp the second-largest. "
            "It handled 271 million tonnes last year.")
    wrong = evidence("Antwerp is the third-largest port in Europe.", page)
    assert (wrong.support, wrong.reason, wrong.claimed, wrong.stated) == (
        "unsupported", "numbers_differ", "third", "second")
    assert evidence("Antwerp is Europe's second-largest port.", page).support == "supported"
    # "Segundo" is "according to" in Portuguese, "secondo" in Italian: no ordinal.
    assert [n for n in numbers("Segundo Tavares, secondo il sindaco") if n.kind == "ord"] == []
    assert [(n.text, n.values) for n in numbers("第三届大会") if n.kind == "ord"] == [
        ("第三", frozenset({3.0}))]


def test_a_price_the_page_never_states_in_its_unit_is_a_different_number() -> None:
    page = ("# 游览须知\n\n旺季门票为190元，淡季为150元。索道全长2800米，单程约需10分钟。"
            "景区内禁止吸烟。")
    wrong = evidence("索道全长2800米，单程约需10分钟，票价为80元。", page)
    assert (wrong.support, wrong.reason, wrong.claimed) == ("unsupported", "numbers_differ",
                                                            "80")
    # A time may be told in another unit ("Halbstundentakt": every 30 minutes).
    takt = ("Die Züge verkehren künftig im Halbstundentakt. Die Fahrzeit nach Freiburg "
            "verkürzt sich auf 41 Minuten.")
    assert evidence("Die Züge fahren künftig alle 30 Minuten.", takt).support != "unsupported"


def test_a_japanese_number_before_a_katakana_unit_is_a_number() -> None:
    assert cjk_numbers("橋の長さは二百四十メートルで") == [("二百四十", 240, "メートル")]
    page = "# 吊り橋\n\n新しい吊り橋が開通した。橋の長さは二百四十メートルで、県内で三番目に長い。"
    wrong = evidence("橋の長さは三百四十メートルである。", page)
    assert (wrong.support, wrong.reason) == ("unsupported", "numbers_differ")
    assert evidence("橋の長さは240メートルだ。", page).support != "unsupported"


def test_cjk_numerals_before_a_metric_unit_of_two_characters_are_numbers() -> None:
    assert cjk_numbers("新增造林面积一千公顷，渠道长约六公里") == [("一千", 1000, "公顷"),
                                                          ("六", 6, "公里")]
    assert [(n.text, n.kind) for n in numbers("储水约三十毫升")] == [("三十", "毫升")]
    # A word that only starts like a unit ("升高") after a numeral stays a word.
    assert cjk_numbers("水位两升高") == []
    page = ("# 治沙试验\n\n试验于2019年启动，面积约为320公顷。研究所计划于2026年扩大试验范围，"
            "并与当地林业部门合作。")
    wrong = evidence("研究所计划于2026年扩大试验范围，预计新增造林面积两千公顷。", page)
    assert (wrong.support, wrong.claimed) == ("unsupported", "两千")
    assert evidence("试验面积约为三百二十公顷。", page).support != "unsupported"


def test_an_amount_in_myriads_is_read_before_any_noun() -> None:
    # zh, ja: "十二億円", "三千万美元" are amounts though "円" and "美元" are no measure words.
    assert cjk_numbers("総工費は約十二億円。") == [("十二億", 1_200_000_000, "円")]
    assert cjk_numbers("投资三千万美元") == [("三千万", 30_000_000, "美")]
    assert numbers("総工費はおよそ12億円だった")[0].agrees(numbers("総工費は約十二億円。")[0])
    assert cjk_numbers("千万不要") == []  # "by all means", no amount


def test_secondary_is_no_count_of_two() -> None:
    # "二次使用" is reuse (ja "二次会": an after-party); twice is "两次", "2回".
    assert cjk_numbers("锅底不得二次使用") == []
    assert cjk_numbers("二次会に参加した") == []
    assert cjk_numbers("每年检查两次") == [("两", 2, "次")]
