"""CJK numbers read as a reader reads them: a four-digit power or price is no year, a
length in another metric unit is the same length, a Chinese numeral before a unit of
time is a number, "首个" is the first, ℃ is a unit, a count of the years between two
years the claim gives is worked out, and runs after a number that start with the same
measure word are of one kind."""

from __future__ import annotations

from services.citations.cjk_kinds import same_kind
from services.citations.numbers import numbers
from services.citations.quantity_units import quantity_unit
from services.citations.unit_scales import converted
from tests.citations.judge import evidence

SPEC = ("# RC-5E 电饭煲\n\n| 项目 | 参数 |\n|---|---|\n| 额定电压 | 220 V |\n"
        "| 额定功率 | 1250 W |\n\n本产品于 2024 年 9 月上市。")
BRIDGE = "大桥全长1.2公里，于1998年建成，由李明设计。每瓶饮料0.5升，每箱12瓶。"
TOUR = "全程约2.5小时，途经三个景点。活动持续一周，每天开放8小时。"
STUDY = ("研究团队分析了 2019 年至 2023 年夏季（6 月至 8 月）江川市 126 个气象站的逐时气温数据。"
         "结果显示夜间热岛效应最强。")


def test_a_four_digit_number_before_a_unit_is_a_quantity() -> None:
    assert numbers("额定功率为 1350 W")[0].kind == "w"
    assert numbers("票价1200元")[0].kind.startswith("元")
    assert numbers("2021年")[0].kind == "year"
    assert numbers("1999 was a good year")[0].kind == "year"
    assert quantity_unit("mAh") and quantity_unit("公里") and not quantity_unit("was")
    assert evidence("RC-5E 的额定功率为 1350 W，额定电压为 220 V。", SPEC).support == "unsupported"
    assert evidence("RC-5E 的额定功率为 1250 W，额定电压为 220 V。", SPEC).support == "supported"


def test_a_length_or_volume_in_another_unit_agrees() -> None:
    assert converted(numbers("1200米")[0], numbers("1.2公里"))
    assert not converted(numbers("1300米")[0], numbers("1.2公里"))
    assert converted(numbers("500毫升")[0], numbers("0.5升"))
    assert evidence("大桥长1200米，1998年建成。", BRIDGE).support == "supported"
    assert evidence("每瓶饮料600毫升，每箱12瓶。", BRIDGE).support == "unsupported"


def test_a_chinese_numeral_before_a_unit_of_time_is_a_number() -> None:
    assert [(n.text, min(n.values), n.kind) for n in numbers("两个半小时")] == [
        ("两", 2.5, "小时")]
    assert numbers("一周")[0].kind == "周"
    assert numbers("一些周末") == []
    assert evidence("全程大约两个半小时，途经三个景点。", TOUR).support == "supported"
    assert evidence("全程大约三个半小时，途经三个景点。", TOUR).support == "unsupported"
    assert evidence("活动持续两周，每天开放8小时。", TOUR).support == "unsupported"


def test_first_and_counters_are_read() -> None:
    assert [(n.text, n.kind) for n in numbers("全国首个图书馆")] == [("首", "ord")]
    assert numbers("首都北京") == []
    page = "2023年，该市建成全国首个海上风电制氢示范项目。"
    assert evidence("该市2023年建成了全国第一个海上风电制氢示范项目。", page).support == "supported"
    assert evidence("该市2023年建成了全国第二个海上风电制氢示范项目。", page).support == (
        "unsupported")
    assert min(numbers("県内で三番目に長い")[0].values) == 3


def test_celsius_signs_are_one_unit() -> None:
    assert numbers("约30℃")[0].kind == numbers("30 °C")[0].kind == "°c"


def test_a_count_of_the_years_the_claim_gives_is_worked_out() -> None:
    assert evidence("研究分析了江川市 126 个气象站在 2019—2023 年五个夏季的逐时气温数据。",
                    STUDY).support == "supported"
    assert evidence("研究分析了江川市 126 个气象站在 2019—2023 年七个夏季的逐时气温数据。",
                    STUDY).support != "supported"


def test_runs_after_a_number_start_with_one_measure_word() -> None:
    assert same_kind("毫米汞柱和", "毫米汞柱")
    assert not same_kind("万人", "万元")
    assert not same_kind("点到下午", "点")  # one character says too little


def test_a_range_joiner_is_no_unit() -> None:
    assert numbers("4至11月")[0].kind == ""
    page = ("景区每年4月至11月为最佳游览季节。\n\n牛奶海海拔约4600米，往返徒步需要5至6小时。")
    assert evidence("稻城亚丁4至11月最适合游览，牛奶海往返徒步需5至6小时。", page).support != (
        "unsupported")


def test_a_figure_added_to_the_passages_own_is_invented() -> None:
    page = ("酸奶模式的发酵时间可在 6 至 12 小时之间调整。保温功能最长持续 24 小时，"
            "超过 12 小时后米饭可能变黄或产生异味。")
    assert evidence("保温功能最长可持续 24 小时，但超过 12 小时后米饭可能变黄或产生异味，"
                    "因此建议保温不超过 6 小时。", page).support == "unsupported"
    assert evidence("保温功能最长可持续 24 小时，但超过 12 小时后米饭可能变黄。", page).support == (
        "supported")


def test_tenths_are_exact_shares() -> None:
    page = "约一半的受访者表示支持该政策，反对者占两成。"
    assert evidence("反对者占到三成。", page).support == "unsupported"
    assert evidence("约30%的受访者支持该政策。", page).support == "unsupported"
    assert evidence("反对者占20%。", page).support == "supported"
    assert evidence("约50%的受访者支持该政策。", page).support == "supported"


def test_numerals_before_the_measure_words_of_things_are_counts() -> None:
    # "匹" (bolts, horses), "尾" (fish), "户" (households), "盏" (lamps) are measure words
    # as "个" is: "三百匹" is the page's "300匹".
    for text, value, measure in (("每年进贡约三百匹丝绸", 300.0, "匹"),
                                 ("放流鱼苗五千尾", 5000.0, "尾"),
                                 ("两千户居民", 2000.0, "户"),
                                 ("桥上装了八十盏路灯", 80.0, "盏")):
        assert any(
            n.values == {value} and n.kind == measure for n in numbers(text)), text
    assert numbers("一年四季都开放") == []  # "季" left out: "四季" is all year


def test_grown_by_once_itself_is_twice() -> None:
    # "提高了一倍" (grown by one times itself) is doubled: the claim's "两倍" agrees.
    assert [n.values for n in numbers("产量提高了一倍")] == [frozenset({2.0})]
    page = "采用新品种后，试验田的亩产提高了一倍，农药用量减少了三成。"
    assert evidence("采用新品种后，试验田的亩产达到了原来的两倍，农药用量减少了三成。",
                    page).support == "supported"
