"""A CJK numeral the page writes straight before its noun, the claim with a measure word:
"共有七进五门楼" told as "共有七进、五座门楼".

Written Chinese (and Japanese) often drops the measure word in a list or a set phrase
("五门楼", "三省", "两院"); the number reader counts a CJK numeral only before a measure
word (``numerals``), so the page seems to lack the claim's "五座" and to state another
number in its place. The sign, in any CJK text: the page holds the claim's very numeral
right before the noun the claim puts after its measure word, with no numeral before it
("十五门楼" is fifteen). Another numeral there ("三座门楼" for "五门楼") stays a change.
"""

from __future__ import annotations

import re

from services.citations.numbers import Number
from services.citations.numerals import CJK_NUMERAL_CHARS as _CJK_NUMERAL

_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
NOUN = 2
"""Characters of the noun after the claim's measure word the page must hold."""


def bare_numeral_stated(number: Number, claim: str, window: str) -> bool:
    """Whether ``window`` states ``number`` (a CJK numeral of ``claim`` before a measure
    word) right before the noun that follows the measure word in the claim."""
    text = number.text
    if not text or any(c not in _CJK_NUMERAL for c in text):
        return False
    for found in re.finditer(re.escape(text), claim):
        if found.start() > 0 and claim[found.start() - 1] in _CJK_NUMERAL:
            continue
        noun = claim[found.end() + 1 : found.end() + 1 + NOUN]
        if len(noun) < NOUN or not all(_CJK.match(c) and c not in _CJK_NUMERAL for c in noun):
            continue
        for held in re.finditer(re.escape(text + noun), window):
            if held.start() == 0 or window[held.start() - 1] not in _CJK_NUMERAL:
                return True
    return False
