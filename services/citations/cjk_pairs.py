"""Chinese, Japanese and Korean text read as its character pairs, the way the CJK clause
checks (``cjk_added_clause``, ``cjk_appended_clause``, ``cjk_inserted_phrase``) weigh
what a claim adds to a passage: a pair of characters stands for a word, as no space
marks where one ends.
"""

from __future__ import annotations

import re

from services.citations.scripts import CJK

FIGURES = re.compile(r"[\d〇一二三四五六七八九十百千万亿億两]")
"""Digits and numerals: a clause or phrase with a figure is reworded around it ("最多能载
120公斤"), and the number checks weigh it."""


def cjk_pairs(text: str) -> list[str]:
    """The pairs of adjacent CJK characters of ``text``, in order."""
    return [text[k : k + 2] for k in range(len(text) - 1)
            if CJK.match(text[k]) and CJK.match(text[k + 1])]


def compacted(text: str) -> str:
    """``text`` lower-cased, with no white space: CJK text compared character by character."""
    return "".join(text.lower().split())
