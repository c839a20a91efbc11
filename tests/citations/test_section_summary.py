"""A claim that sums up a short section of a long page, with no figure of its own, is "check
this" when the section holds most of its words together, not unsupported for the few words
its best sentence holds; a claim the section does not hold stays unsupported."""

from __future__ import annotations

from services.citations.support import explain

_STEP = "步，把锅烧热后倒油，油温升到合适时放入食材翻炒均匀。"
_FILL_ZH = "".join(f"第{n}{_STEP}" for n in range(1, 14))
ZH = ("# 干煸豆角的家常做法\n\n## 做法\n\n" + _FILL_ZH + "\n\n## 小贴士\n\n"
      "老张提醒，豆角买回来后一定要彻底炒熟再出锅，否则其中的皂素容易引起中毒，家里有老人孩子的更要注意。"
      "喜欢吃辣的朋友可以在煸炒时多放一些干辣椒段，但这时花椒就要少放一点，以免麻味盖过豆香。"
      "不吃猪肉的读者可以不放肉末，改用等量的鸡肉末，口感会稍微清淡一些。"
      "扁豆角比长豆角更容易入味，但需要多炒两分钟。"
      "炒好的干煸豆角最好趁热一次吃完，放凉以后表皮会变硬，回锅也很难恢复。")


def test_a_summary_of_a_short_section_is_not_unsupported() -> None:
    claim = ("老张提醒：豆角别炒生了，吃辣可多放干辣椒但花椒少放，"
             "不吃猪肉可用鸡肉末代替，炒好后最好趁热吃完。")
    assert explain(claim, ZH)[0] != "unsupported"


def test_a_claim_the_section_does_not_hold_stays_unsupported() -> None:
    claim = "老王建议把豆角提前用盐水浸泡一夜，再用高压锅蒸二十分钟，口感会更加软糯。"
    assert explain(claim, ZH)[0] == "unsupported"
