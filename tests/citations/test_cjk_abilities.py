"""A Chinese one-character modal after an adverb ("仍可在", "并能") reads as a word of
ability: a page that denies the possibility ("不再允许", "不得") says the opposite; a page
that states it ("可以", "能够") says the same; "仍可能" stays a hedge."""

from __future__ import annotations

from services.citations.polarity import cues
from services.citations.support import explain

MARKET = ("# 摊贩管理新规\n\n新规明确，学校出入口50米范围内不得设摊，主干道和过街天桥上也不再允许"
          "流动摊贩经营。违规者首次将予以警告。\n\n夜市仍在原址营业，营业时间为晚六点至十一点。")
ROBOT = ("# 扫地机器人参数\n\n这款机器人支持自动回充，可以在电量不足时自行返回底座。"
         "它的集尘盒容量为400毫升。")


def test_an_adverb_and_one_character_modal_read_as_ability() -> None:
    assert cues("流动摊贩仍可在主干道上经营").able
    assert cues("机器人还能自动回充").able
    assert not cues("价格仍可能上涨").able  # "may still rise": a hedge


def test_a_possibility_the_page_denies_is_unsupported() -> None:
    support, finding = explain("按照新规，流动摊贩仍可在主干道和过街天桥上经营。", MARKET)
    assert support == "unsupported"
    assert finding is not None and finding.reason == "negation"


def test_a_possibility_the_page_states_is_supported() -> None:
    assert explain("这款机器人在电量不足时也能自行返回底座。", ROBOT)[0] == "supported"
    assert explain("夜市仍在原址营业，营业时间为晚六点至十一点。", MARKET)[0] == "supported"
