"""A Chinese, Japanese or Korean trend turned round: "龙泉窑进一步兴盛" where the page
writes "龙泉窑逐渐衰落"; "人口が増加した" for "人口が減少した".

The claim's clause and the page's share the thing that changes, right before the
word of the change, and the two words go opposite ways (up or thriving against down
or declining, a closed class in each language): the page says the opposite.
"""

from __future__ import annotations

import re

UP = ("增加", "上升", "提高", "增长", "上涨", "升高", "增多", "増加", "上昇", "増え",
      "증가", "상승", "兴盛", "繁荣", "兴旺", "兴起", "鼎盛", "繁栄", "발전", "번성")
"""Words of growing or thriving."""
DOWN = ("下降", "减少", "降低", "下跌", "回落", "减低", "減少", "低下", "下落", "減っ",
        "감소", "하락", "衰落", "衰退", "没落", "萧条", "衰败", "衰微", "衰退し", "쇠퇴", "몰락")
"""Words of shrinking or declining."""
SUBJECT = 3
"""Characters of the thing that changes, right before the change's word (adverbs aside)."""
_ADVERBS = ("进一步", "逐渐", "逐步", "日益", "不断", "开始", "迅速", "大幅", "明显", "持续",
            "徐々に", "急速に", "점차", "크게")
_CLAUSE = re.compile(r"[，,；;。！？!?：:\n]")
_SPACE = re.compile(r"\s+")


def _changes(clause: str) -> list[tuple[str, str]]:
    """``(thing, way)`` for each word of change in ``clause``: the characters before it
    (adverbs left out) and "up" or "down"."""
    out = []
    for way, words in (("up", UP), ("down", DOWN)):
        for word in words:
            at = clause.find(word)
            while at != -1:
                before = clause[:at]
                for adverb in _ADVERBS:
                    before = before.removesuffix(adverb)
                if len(before) >= SUBJECT:
                    out.append((before[-SUBJECT:], way))
                at = clause.find(word, at + 1)
    return out


def turned_trend(claim: str, sentences: list[str]) -> tuple[str, str] | None:
    """``(claimed, stated)`` clauses when a clause of ``claim`` gives a thing a change one
    way and a clause of ``sentences`` gives the same thing the other way, and neither
    gives it both."""
    for mine in _CLAUSE.split(_SPACE.sub("", claim)):
        ours = _changes(mine)
        for sentence in sentences:
            for theirs in _CLAUSE.split(_SPACE.sub("", sentence)):
                stated = _changes(theirs)
                for thing, way in ours:
                    if any(t == thing and w == way for t, w in stated):
                        continue
                    if any(t == thing and w != way for t, w in stated) and not any(
                            t == thing and w != way for t, w in ours):
                        return mine, theirs
    return None
