"""What a Japanese or Korean prohibition forbids, written before it: "境内での三脚の使用は
禁止されている" forbids tripods; "경내 삼각대 사용은 금지된다" the same.

A claim that states it can be done ("三脚を使用することができる") turns that round for
sure when it names what the page forbids. Chinese puts the object after its negation
(``negation.object_stated``); these languages put it first.
"""

from __future__ import annotations

import re

PROHIBITIONS = ("禁止", "禁じ", "不可", "ご遠慮", "금지", "불가")
"""Words of forbidding that follow what they forbid."""
REACH = 8
"""Characters before the prohibition in which its object stands."""
_CONTENT = re.compile(r"[\u4e00-\u9fff\u30a0-\u30ff]{2,}|[\uac00-\ud7af]{2,}")
"""A run of kanji or katakana, or a Korean word: the content a particle closes."""
_PARTICLE_END = re.compile(r"(?:은|는|이|가|을|를|도|의)$")


def object_before(negated: str, plain: str) -> bool:
    """Whether ``plain`` names every content word of the few characters ``negated``
    writes right before its prohibition (at least one)."""
    bare = "".join(plain.split())
    for word in PROHIBITIONS:
        at = negated.find(word)
        if at == -1:
            continue
        before = negated[max(0, at - REACH) : at]
        runs = [_PARTICLE_END.sub("", r) for r in _CONTENT.findall(before)]
        runs = [r for r in runs if len(r) >= 2]
        if runs and all(r in bare for r in runs):
            return True
    return False
