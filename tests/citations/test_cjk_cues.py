"""A CJK text is read with the cue words of its own language: Chinese "不要" is "do not"
(Japanese "不要" is "unneeded"), Japanese "可能" is "possible" (Chinese "可能" is "may")."""

from __future__ import annotations

from services.citations.cjk_cues import cjk_cues, cjk_language
from services.citations.polarity import cues
from tests.citations.judge import evidence

GARDEN = ("# 植物园参观须知\n植物园每天八点开园。温室里的兰花很娇贵，请不要用手触摸花瓣。"
          "园内设有三处休息区。")
LIBRARY = ("市图书馆周一闭馆。借书证遗失后请不得转借他人，应及时到服务台挂失。"
           "每张借书证最多可借十本书。")
CHARGER = "充电桩使用说明：一次充电一般不超过六小时，充满后及时拔下插头。"
SERVER = "このサーバーは平日のみ利用可能です。週末はメンテナンスのため停止します。"


def test_the_language_comes_from_the_script() -> None:
    assert cjk_language("游客不要在里面洗手") == "zh"
    assert cjk_language("予約は不要です") == "ja"
    assert cjk_language("利用可能", "このサーバーは平日のみ利用可能です。") == "ja"
    assert cjk_language("예약 진료는 하지 않는다") == "ko"
    assert "不要" in cjk_cues("without", "予約は不要です")
    assert "不要" not in cjk_cues("without", "请不要触摸")


def test_a_chinese_do_not_is_a_negation() -> None:
    assert cues("请不要用手触摸花瓣").negated
    assert not cues("请不要用手触摸花瓣").without
    assert cues("借书证不得转借他人").negated
    assert not cues("予約は不要です").negated


def test_a_chinese_do_not_turned_into_may_is_caught() -> None:
    wrong = evidence("参观者可以用手触摸温室里兰花的花瓣。", GARDEN)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")
    lent = evidence("借书证可以转借他人。", LIBRARY)
    assert (lent.support, lent.reason) == ("unsupported", "negation")


def test_the_same_do_not_in_other_words_still_agrees() -> None:
    right = evidence("温室里兰花的花瓣不要用手去摸。", GARDEN)
    assert right.support != "unsupported"
    # "不要超过" says what "不超过" says: a bound, not a flip.
    bound = evidence("一次充电一般不要超过六小时，充满后要及时拔下插头。", CHARGER)
    assert bound.support != "unsupported"


def test_a_japanese_possible_is_no_doubt() -> None:
    assert not cues("このサーバーは平日のみ利用可能です。").hedged
    assert cues("这台服务器周末可能停机。").hedged
    right = evidence("このサーバーは平日のみ利用できます。", SERVER)
    assert right.reason != "hedged"


POOL = ("# 社区泳池须知\n泳池每天上午九点开放。游客不要在泳池里面吃东西或喝饮料。"
        "更衣室提供免费储物柜。")
STATION = "车站安全提示：严禁在站台上奔跑，乘客应在黄线以外候车。"


def test_a_negation_before_a_coverb_phrase_turns_down_the_verb_after_it() -> None:
    wrong = evidence("游客可以在泳池边吃东西、喝饮料。", POOL)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")
    running = evidence("乘客可以在车站的站台上奔跑。", STATION)
    assert (running.support, running.reason) == ("unsupported", "negation")


def test_the_verb_past_the_coverb_said_the_same_way_round_agrees() -> None:
    right = evidence("游客不要在泳池里吃东西、喝饮料。", POOL)
    assert right.support != "unsupported"
    lockers = evidence("更衣室里有免费的储物柜。", POOL)
    assert lockers.support != "unsupported"


PARK = "公园每天六点开放。园内禁止烧烤，游客不得在草坪以外的地方搭帐篷。"


def test_a_restriction_past_a_coverb_stated_as_anywhere_is_caught() -> None:
    wrong = evidence("游客可以在公园的任何地方搭帐篷。", PARK)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")
    # "只能" (can only) says what the negation of all other places says: never sure.
    assert evidence("游客只能在草坪上搭帐篷。", PARK).support != "unsupported"


SWIM = "不要在饭后立即游泳，最好等半小时以上。泳池每天开放。"


def test_the_verb_past_a_coverb_is_turned_round_only_by_may() -> None:
    # A condition the page states another way ("wait half an hour, then swim").
    assert evidence("饭后至少等半小时再游泳。", SWIM).support != "unsupported"
    wrong = evidence("饭后可以马上去游泳。", SWIM)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")
