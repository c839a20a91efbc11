"""An era the page gives another statement: "清代制茶师樊生华" where the sentence naming
him says "现代…制茶师樊生华" and "清代" stands elsewhere on the page; "江戸時代に建てられた"
where the sentence says "明治時代に建てられた".

A wrong era is a wrong date written in words: the number checks never see it, and
the era, standing elsewhere on the page, is no missing word. What tells: the
sentence that states the rest of the claim gives another era and not the claim's.
Chinese dynasties and ages, Japanese and Korean "…時代", "… 시대".
"""

from __future__ import annotations

import re

from services.citations.scripts import CJK_SCRIPT

ERA = re.compile(r"(?:[夏商周秦汉漢晋晉隋唐宋辽遼金元明清]|民国|现|現|近|当|當)(?:代|朝)"
                 r"|[\u4e00-\u9fff]{2}時代|[\uac00-\ud7af]{2}\s?시대")
"""An era: "清代", "明朝", "现代", "江戸時代", "조선 시대" ("古代", ancient, spans them all:
no era of its own)."""
SAME_AGE = str.maketrans("當当現", "现现现")
"""Words of one age: "当代" and "现代" both say "our time"."""
HELD = 0.7
"""Share of the claim's other characters at least that the sentence holds."""
_SPACE = re.compile(r"\s+")


PART_OF_ERA = re.compile(r"(民国|[夏商秦汉漢晋晉隋唐宋辽遼金元明清])"
                         r"(?=初年|初期|初|末年|末期|末|中叶|中期|前期|后期|後期|晚期|早期)")
"""A dynasty by its name alone before a part of its time: "清初" (early Qing, "清朝初年"),
"明末", "唐中叶" ("周末" is a weekend: Zhou is left out)."""


def _eras(text: str) -> set[str]:
    """The eras ``text`` names, a dynasty by its name alone ("隋代", "隋朝" and "隋初" are
    one)."""
    found = (_SPACE.sub("", e) for e in ERA.findall(text))
    return {e[:-1].translate(SAME_AGE) if e[-1] in "代朝" else e for e in found} | set(
        PART_OF_ERA.findall(text))


def _named(text: str, era: str) -> str:
    """The era as ``text`` writes it ("清代" for the key "清")."""
    return next((e for e in ERA.findall(text) if e.startswith(era)), era)


def other_era(claim: str, sentences: list[str]) -> tuple[str, str] | None:
    """``(claimed, stated)``: the claim's era and the other one of the passage sentence
    (``sentences``) that states the rest of the claim without the claim's era."""
    mine = _eras(claim)
    if not mine:
        return None
    rest = [c for c in ERA.sub("", claim) if CJK_SCRIPT.match(c)]
    if not rest:
        return None
    for sentence in sentences:
        theirs = _eras(sentence)
        if not theirs or mine & theirs:
            continue
        if sum(c in sentence for c in rest) >= HELD * len(rest):
            return _named(claim, sorted(mine)[0]), _named(sentence, sorted(theirs)[0])
    return None
