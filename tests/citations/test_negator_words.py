"""Chinese and Japanese words built from a negation character that negate nothing
("不时", "不断", "未来", "特别", "少ない") are no negation: "stir now and then" is the
opposite of "do not stir", and "few" agrees with "few"."""

from __future__ import annotations

from services.citations.negator_words import plain_word_at
from services.citations.polarity import cues
from tests.citations.judge import evidence

DOUGH = "面团发酵约40分钟。发酵期间不要打开烤箱门，否则温度会下降，面团会塌陷。"
SNOW = "この地域は冬に雪が少なく、歩きやすい。"


def test_a_word_that_holds_a_negation_character_negates_nothing() -> None:
    for text in ("他不时翻炒", "产量不断增加", "未来三年特别重要", "无线网络覆盖全馆",
                 "雪が少ない"):
        assert not cues(text).negated, text
    for text in ("不要翻炒", "未来不会开放", "别去那里", "雪が降らない"):
        assert cues(text).negated, text


def test_the_plain_word_is_found_around_the_cue() -> None:
    assert plain_word_at("要不时翻炒", 1, "不")
    assert not plain_word_at("不要翻炒", 0, "不")
    assert plain_word_at("注意特别事项", 3, "别")


def test_now_and_then_is_the_opposite_of_do_not() -> None:
    wrong = evidence("面团发酵期间要不时打开烤箱门检查温度。", DOUGH)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")


def test_few_agrees_with_few() -> None:
    assert evidence("冬は雪が少ないので、歩きやすい。", SNOW).support != "unsupported"


def test_a_word_of_an_end_after_the_cue_is_what_it_turns_down() -> None:
    assert cues("这条线路的列车暂不停运").negated  # does not suspend, not "on and on"
    assert not plain_word_at("列车暂不停运", 3, "不")
    assert plain_word_at("他不停地说", 1, "不")
    wrong = evidence("铁路部门表示，城际列车将暂时停运。",
                     "暴雨过后，铁路部门表示，城际列车暂不停运，但会降速行驶。")
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")


def test_a_negated_will_bears_on_the_verb_after_it() -> None:
    page = "剧团在网上直播部分演出，但团长表示，完整的剧目原则上不会在网上免费播出。"
    wrong = evidence("团长表示，完整的剧目今后将在网络平台上免费播出。", page)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")
