"""A Chinese, Japanese or Korean statement about some, said of all: "低浓度阿托品滴眼液
能够延缓儿童近视进展" where the page writes "可在部分儿童中延缓近视进展"; "一部の店舗で
営業を再開" told as "店舗で営業を再開"; "일부 지역" as "지역".

The claim keeps the clause, and the group the page restricts with a word of part
(``SOME``, a closed class), but drops the word: what held for some is told of all. The
group must stand in the claim's clause that keeps the rest: a summary that takes "摊位过密"
from "部分夜市摊位过密" and "让夜市更有序" from the next sentence tells nothing of all markets.
"""

from __future__ import annotations

import re

SOME = ("一部分", "部分", "一些", "某些", "少数", "有些", "个别", "一部の", "一部で", "일부")
"""Words that restrict a statement to part of a group, longest first per language."""
QUANTIFIERS = (*SOME, "局部", "若干", "不少", "多数", "许多", "很多", "大多", "有的", "部份",
               "一定比例", "多くの", "一部", "ある程度", "몇몇", "상당수", "다수")
"""Quantifiers of part (in a claim, a restriction kept in other words: "局部坍塌" for
"部分坍塌")."""
NOT_SOME = ("大部分", "第", "这部分", "该部分", "那部分", "一部分是")
"""Readings of "部分" that restrict nothing: most, a part named or pointed at."""
GROUP = 2
"""Characters of the group after the word of part that the claim must name."""
HELD = 0.7
"""Share of the clause's other characters at least that the claim holds."""
_CLAUSE = re.compile(r"[，,；;。！？!?：:\n]")
_SPACE = re.compile(r"\s+")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


def dropped_some(claim: str, sentence: str) -> tuple[str, str] | None:
    """``(claimed, stated)``: the group the claim names bare and the page with its word
    of part, when the claim states the rest of that clause and no word of part."""
    mine = _SPACE.sub("", claim)
    if not _CJK.search(mine) or any(w in mine for w in QUANTIFIERS):
        return None
    for clause in _CLAUSE.split(_SPACE.sub("", sentence)):
        for word in SOME:
            at = clause.find(word)
            if at == -1 or any(clause[max(0, at - len(n) + len(word)) : at + len(word)]
                               .endswith(n) or clause[max(0, at - 3) : at].endswith(n)
                               for n in NOT_SOME):
                continue
            group = clause[at + len(word) : at + len(word) + GROUP]
            if len(group) < GROUP or not all(_CJK.match(c) for c in group) or group not in mine:
                continue
            rest = [c for c in clause[:at] + clause[at + len(word) :] if _CJK.match(c)]
            if rest and any(sum(c in own for c in rest) >= HELD * len(rest)
                            for own in _CLAUSE.split(mine) if group in own):
                return group, word + group
            break
    return None
