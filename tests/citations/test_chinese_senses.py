"""A Chinese claim in other words than its page is a rewording, not another name: the
dictionary's senses tell "再次" for "重新" from "元" for "宋"."""

from __future__ import annotations

import pytest

from services.citations.chinese_senses import other_name, reworded, same_sense, sense_words
from services.citations.support import explain

LIBRARY = ("市图书馆闭馆装修一年后，于3月1日重新开放。馆长李文静表示，新馆藏书约四十万册。"
           "周一闭馆。")
TOWER = "这座石塔建于宋朝，高约三十米。塔身共七层，每层都有佛像。"
PARK = "公园内禁止游客露营。园方表示，夏季每天开放到晚上九点。"
TUNNEL = "这条隧道穿越秦岭山脉，全长18公里，2019年开始施工。"
TAIPEI = "台北市立美術館整修半年後，將於五月重新開放。館方表示，門票維持三十元。"


@pytest.mark.parametrize(("claim", "page"), [
    ("市图书馆装修一年后于3月1日再次开放。", LIBRARY),
    ("李文静说，新馆藏书约四十万册。", LIBRARY),
    ("园方说，夏季每天开放到晚上九点。", PARK),
    ("这条隧道经过秦岭山脉，全长18公里。", TUNNEL),
    ("台北市立美術館整修半年後，將於五月再次開放。", TAIPEI),
])
def test_a_claim_in_other_words_of_the_same_sense_is_supported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "supported"


@pytest.mark.parametrize(("claim", "page"), [
    ("这座石塔建于元朝，高约三十米。", TOWER),          # another dynasty
    ("这座石塔建于宋朝，高约五十米。", TOWER),          # another number
    ("游客可以在公园内露营。", PARK),                  # the page forbids it
    ("馆长王建平说，新馆藏书约四十万册。", LIBRARY),    # another person
    ("这条隧道经过大巴山，全长18公里。", TUNNEL),       # another mountain
])
def test_another_name_number_or_the_opposite_is_still_not_supported(claim: str,
                                                                     page: str) -> None:
    assert explain(claim, page)[0] != "supported"


def test_words_sharing_a_sense_are_a_rewording() -> None:
    assert reworded("李文静说，新馆藏书约四十万册。", "说", "馆长李文静表示，新馆藏书约四十万册。",
                    "表示")
    assert reworded("于3月1日再次开放", "再次", "于3月1日重新开放", "重新")


def test_names_are_never_a_rewording() -> None:
    # Each a name in the dictionary; their single characters share a sense
    # ("熙" and "隆": prosperous), which must not make them one.
    assert not reworded("清代康熙皇帝南巡", "康熙", "清代乾隆皇帝南巡", "乾隆")
    # A person's name the dictionary does not know.
    assert not reworded("由王建平主持", "王建平", "由李文静主持", "李文静")


def test_negation_modality_and_numbers_are_left_to_the_other_checks() -> None:
    assert not reworded("游客可以露营", "可以", "游客不得露营", "不得")
    assert not reworded("共有三层", "三", "共有五层", "五")


def test_a_claim_pair_matches_a_window_pair_of_the_same_sense() -> None:
    assert "say" in sense_words("表示") & sense_words("说")
    assert same_sense("参观", {"游览", "古城"})
    assert not same_sense("参观", {"古城", "城墙"})
    assert not same_sense("三层", {"五层"})


@pytest.mark.parametrize(("claim", "page"), [
    ("这座桥建于唐朝，全长五十米。", "这座桥建于隋朝，全长五十米。"),
    ("1923年，法国人约翰在这里修建了灯塔。", "1923年，英国人约翰在这里修建了灯塔。"),
])
def test_another_era_or_country_in_the_same_place_is_unsupported(claim: str,
                                                                 page: str) -> None:
    assert explain(claim, page)[0] == "unsupported"


def test_two_names_of_one_era_are_not_another_name() -> None:
    assert other_name("唐", "隋")
    assert not other_name("宋代", "北宋")
    assert not other_name("再次", "重新")  # no names


@pytest.mark.parametrize(("claim", "page"), [
    ("院长周海认为，新院区将在明年投入使用。", "院长周海表示，新院区将在明年投入使用。"),
    ("市長の大野氏は、新しい橋は来年完成すると述べた。",
     "市長の大野氏は、新しい橋は来年完成すると語った。"),
    ("구청장은 새 도서관이 내년에 문을 연다고 말했다.",
     "구청장은 새 도서관이 내년에 문을 연다고 밝혔다."),
])
def test_one_verb_of_saying_for_another_reports_the_same_statement(claim: str,
                                                                   page: str) -> None:
    assert explain(claim, page)[0] == "supported"


def test_cue_words_of_the_same_kind_on_both_sides_are_a_rewording() -> None:
    # Negation for negation, future for future ("和" and "与" share "with").
    assert reworded("该馆没有对外开放", "没有", "该馆不对外开放", "不")
    assert reworded("北馆会和南馆合作", "会和", "北馆将与南馆合作", "将与")
    # Another kind on one side is another statement: left to the other checks.
    assert not reworded("游客必须预约", "必须", "游客可以预约", "可以")
    assert not reworded("新馆将开放", "将", "新馆可能开放", "可能")


def test_one_classifier_for_another_after_a_number_counts_the_same() -> None:
    assert explain("新区共建了12个公园。", "新区共建了12座公园，总面积约三百公顷。")[0] == (
        "supported")
    assert reworded("共有3个车站", "个", "共有3座车站", "座")
    # A unit is no classifier: metres are not kilometres.
    assert not reworded("长3米", "米", "长3里", "里")
    # Without a number before it a classifier counts nothing.
    assert not reworded("这个车站", "个", "这座车站", "座")


def test_a_shared_qualifier_makes_no_two_words_one() -> None:
    # "Chinese celery" and "Chinese chives": another vegetable, not another word for it.
    claim, page = "也可以把一半白菜换成芹菜。", "也可以把一半白菜换成韭菜。"
    assert not reworded(claim, "芹", page, "韭")
    assert explain(claim, page)[0] != "supported"
