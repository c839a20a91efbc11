"""Two CJK numbers of one kind though the runs after them differ: "140毫米汞柱和（或）" and
"140毫米汞柱，", "5 公里的步道" and "5 公里，".

A CJK number's kind is the run of characters after it (no spaces end the measure
word), so the measure word comes with whatever follows it: a conjunction, "以上", the
counted noun. Two kinds are one when they start alike: their first
two characters (a measure word of two characters or more, "毫米", "公里", "小时";
"万人" and "万元" differ at their second). One character alike is not enough.
"""

from __future__ import annotations

from services.citations.scripts import CJK as _CJK

MEASURE = 2
"""Characters at least two kinds share at their start to be one: a one-character kind
("点", "个") says too little ("6点到下午" and "下午6点" are two times)."""


def same_kind(mine: str, theirs: str) -> bool:
    """Whether the kinds ``mine`` and ``theirs`` of two numbers are one (see above)."""
    if mine == theirs:
        return True
    if not mine or not theirs or not _CJK.match(mine) or not _CJK.match(theirs):
        return False
    shorter = min(len(mine), len(theirs))
    common = 0
    while common < shorter and mine[common] == theirs[common]:
        common += 1
    return common >= MEASURE
