"""Two common words in one slot of a Chinese sentence ("孩子" for "儿童", "维持" for
"保持") are another wording or another thing, which only a reader can tell: a check,
never a certain swap. A name in another's place stays one."""

from __future__ import annotations

import pytest

from services.citations.chinese_senses import common_pair
from services.citations.support import explain

SLEEP = "专家建议儿童每天睡眠不少于9小时。家长应督促孩子按时睡觉，并控制屏幕时间。"
FIELD = "研究团队在云南开展了为期三年的田间试验，结果显示产量提高了20%。"
EVENT = "本次活动由市教育局主办，市卫健委协办。活动面向全市中小学生，免费参加。"
MUSEUM = "新馆由建筑师王立群设计，馆长陈明负责布展。新馆于2023年开放。"
DOUGH = "1. 面粉中加入盐，分次倒入清水，揉成面团，盖上湿布醒30分钟。"
SURVEY = ("# 江州市儿童视力报告\n\n发布单位：江州市卫生健康委员会\n\n"
          "2024年全市筛查显示，小学生近视率为31.6%，初中生为68.2%。")


def test_two_common_pair_are_told_from_names() -> None:
    assert common_pair("孩子", "儿童")
    assert common_pair("的麻婆豆腐", "做法")  # a particle at the end is no part of it
    assert not common_pair("王立群", "陈明")  # names the dictionary does not know
    assert not common_pair("法", "英")  # two names it knows
    assert not common_pair("不要", "可以")  # cue words: the polarity checks weigh them


def test_what_two_fillers_share_at_their_ends_is_no_part_of_the_swap() -> None:
    assert common_pair("每天最", "每日最")  # "每天" for "每日", "最" of both
    assert common_pair("孩子都", "儿童都")
    assert not common_pair("长江大桥", "黄河大桥")  # two rivers' names, "大桥" of both
    assert not common_pair("唐代诗人", "宋代诗人")


@pytest.mark.parametrize(("claim", "page"), [
    ("专家建议孩子每天睡眠不少于9小时。", SLEEP),
    ("田间试验在云南进行了三年，结果表明产量提高了20%。", FIELD),
    ("和面时先在面粉里加盐，再分次加水揉成面团，盖上湿布醒30分钟。", DOUGH),
    ("根据2024年的全市筛查，江州小学生近视率为31.6%。", SURVEY),
])
def test_a_common_word_for_another_is_not_unsupported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] != "unsupported"


@pytest.mark.parametrize(("claim", "page"), [
    ("本次活动由市卫健委主办，面向全市中小学生。", EVENT),
    ("新馆由馆长陈明设计，于2023年开放。", MUSEUM),
])
def test_a_name_in_another_names_place_is_still_unsupported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "unsupported"
