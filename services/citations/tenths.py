"""Shares in tenths: Chinese "三成", Japanese "3割" are 30 %.

"只替换了约三成风化严重的砖块" says what "只替换了约30%" says. "成" is also the first
character of common words ("成员" member, "成为" become, "成本" cost), so it counts
as tenths only before none of their second characters.
"""

from __future__ import annotations

import re

TENTHS = ("割", "成")
_NOT_TENTHS = frozenset("员員为為立本功绩績果熟年交人都长長型就")
_DIGITS = {"一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
           "八": 8, "九": 9, "十": 10}
_RUN = re.compile("(?<![〇零一二两兩三四五六七八九十百千万萬])([一二两兩三四五六七八九十])([割成])")


def tenths_unit(unit: str) -> bool:
    """Whether ``unit`` (the characters right after a number) opens with a word of
    tenths ("成风化", "割の人"), not a word that starts like one ("成员")."""
    return unit[:1] in TENTHS and unit[1:2] not in _NOT_TENTHS


def cjk_tenths(text: str) -> list[tuple[str, int]]:
    """``(as written, percent)`` for each share ``text`` writes in CJK numerals and
    tenths ("三成": 30)."""
    return [(m.group(), _DIGITS[m.group(1)] * 10) for m in _RUN.finditer(text)
            if tenths_unit(text[m.start(2) : m.start(2) + 2])]
