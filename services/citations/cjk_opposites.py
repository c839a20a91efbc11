"""One character turned into its opposite: "始建于东汉" for "始建于西汉", "用大火" for "用小火",
"价格上涨" for "价格下跌".

Chinese (and Japanese kanji) build many words from a pair of opposite characters;
a claim that changes only that character keeps every other character of the page's
sentence and says the other thing (another era, another heat, the other direction).
The pairs are a closed class: directions, sizes, amounts, times, temperatures and
changes, each character with its opposite.
"""

from __future__ import annotations

PAIRS = ("大小", "高低", "多少", "长短", "早晚", "快慢", "前后", "上下", "增减", "升降", "涨跌",
         "冷热", "新旧", "东西", "南北", "内外", "强弱", "轻重", "深浅", "宽窄", "厚薄", "远近",
         "男女", "正负", "进出", "买卖", "盈亏", "胜负", "明暗", "干湿", "难易", "首末", "开关")
"""Opposite characters, each pair written together."""
_OPPOSITE = {p[0]: p[1] for p in PAIRS} | {p[1]: p[0] for p in PAIRS}


def opposite(claimed: str, stated: str) -> bool:
    """Whether ``claimed`` and ``stated`` are one character each, opposites of a pair."""
    return len(claimed) == 1 == len(stated) and _OPPOSITE.get(claimed) == stated


def opposite_pair(claimed: str, stated: str) -> bool:
    """Whether two fillers of equal length differ in exactly one character, and that
    character is turned into its opposite ("东汉" and "西汉", "大火" and "小火")."""
    if len(claimed) != len(stated) or not claimed:
        return False
    differ = [(a, b) for a, b in zip(claimed, stated, strict=True) if a != b]
    return len(differ) == 1 and opposite(*differ[0])


WEEKDAYS = {"曜": "月火水木金土日", "요": "월화수목금토일"}
"""Japanese and Korean weekday characters, before "曜"/"요" ("火曜日", "화요일")."""
CHINESE_WEEKDAYS = {"周": "一二三四五六日天", "期": "一二三四五六日天", "拜": "一二三四五六日天"}
"""Chinese weekday characters after "周", "星期", "礼拜" ("周二", "星期六")."""


def other_weekday(before: str, claimed: str, stated: str, after: str) -> bool:
    """Whether ``claimed`` and ``stated`` (one character each, between ``before`` and
    ``after``) name two different days of the week ("火曜日" for "月曜日", "周二" for
    "周一")."""
    if len(claimed) != 1 or len(stated) != 1 or claimed == stated:
        return False
    days = WEEKDAYS.get(after[:1], "") or CHINESE_WEEKDAYS.get(before[-1:], "")
    return claimed in days and stated in days
