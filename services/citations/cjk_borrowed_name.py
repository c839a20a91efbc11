"""A CJK name the page writes in the passage's sentence in another role, put in the
slot that sentence gives another name, the slot held in place from one side only.

"1044年，范仲淹被贬至岳州任知州" where the sentence says "（1044年），滕子京被贬至岳州
任知州，次年主持重修岳阳楼，并请好友范仲淹作记". The slot check (``slots.cjk_slot``)
wants the same two characters on both sides of the slot; here one side differs (a
bracket, an adverb), but the other is a long run the two share. What tells, in any CJK
language and with no word list but punctuation and closed classes (particles, negators,
numerals, pointers, the last characters of time words):

- the claim's filler runs from a clause's start (punctuation, or the start) to a run of
  ``ANCHOR`` characters or more that the sentence writes too, where the sentence's own
  filler, from a clause's start to that run, is another of two to ``_STATED`` characters;
- the sentence writes the claim's filler too, after the slot in another clause (in
  another role); written only before it, it is the sentence's topic, which its next
  clause carries on in other words ("厦门大学，校园在周末…开放"); written in the slot's
  own clause, it is the object the claim makes its topic ("田间试验在云南进行了三年" for
  "研究团队在云南开展了为期三年的田间试验");
- the two share no character, neither is a time, a pointer, a negation or holds a
  particle or kana ending, and they are no rewording of each other
  (``chinese_senses.reworded``);
- the rest of the claim shares more with the sentence than with any other sentence that
  writes the claim's filler: the claim restates this sentence, not that one.

Tried and dropped: the same read from the run before the slot ("节度使章仇兼琼" for
"节度使韦皋", the page writing the title with the claim's name elsewhere), which took a
subject's verb for a name ("铁路部门表示" for "铁路部门回应称").
"""

from __future__ import annotations

import re

from services.citations.chinese_senses import reworded
from services.citations.cjk_particles import CJK_FUNCTION
from services.citations.relations import pointer
from services.citations.scripts import CJK
from services.citations.scripts import KANA as _KANA

ANCHOR = 3
"""Characters at least of the run the two share beside the slot."""
NAME = range(2, 7)
"""Characters of a filler: a CJK name (with a title's tail: "阿旺罗桑嘉措") is two to six."""
_BREAKS = frozenset("，。；：！？,.;:!?（）()《》〈〉「」『』“”\"'・ ")
"""Marks that open a clause (or a bracket); not "、", which parts the items of a Chinese
list, but is the comma of Japanese (``_KANA``)."""
_STATED = 4
"""Characters at most of the sentence's filler where it is read up to a shared run."""
_TIME = frozenset("年月日时時后後前间間初末期代世纪紀")
"""Characters a time word ends in ("次年", "此后", "元代", "年间"): a time, no name."""
_NEGATORS = frozenset("不没沒未勿别別无無非莫否")
"""Negators (zh, ja): a filler holding one is no name ("不要" for "此时切勿")."""
_NUMERALS = frozenset("〇一二三四五六七八九十百千万亿億两零半数几0123456789")
_SPACE = re.compile(r"\s+")


def borrowed_name(claim: str, passage: list[str], page: str) -> tuple[str, str] | None:
    """``(claimed, stated)``: a name of the page the claim puts where a sentence of
    ``passage`` writes another, or None."""
    mine = _SPACE.sub("", claim)
    if not CJK.search(mine):
        return None
    sentences = [_SPACE.sub("", s) for s in passage]
    breaks = _BREAKS | {"、"} if _KANA.search(mine) else _BREAKS
    for theirs in sentences:
        # the longest filler first: the whole name, not its first characters ("佐藤一")
        for claimed, stated in sorted(_after(mine, theirs, breaks), key=lambda f: -len(f[0])):
            if kept(mine, claimed, theirs, stated) or not restates(
                    mine, claimed, theirs, page):
                continue
            return claimed, stated
    return None


def _after(mine: str, theirs: str, breaks: frozenset[str]) -> list[tuple[str, str]]:
    """``(claimed, stated)``: fillers from a clause's start to a run the two share."""
    found = []
    for b in (0, *(k + 1 for k, c in enumerate(mine) if c in breaks)):
        for n in NAME:
            claimed, run = mine[b : b + n], mine[b + n : b + n + ANCHOR]
            if len(run) < ANCHOR or not _cjk(run) or claimed + run in theirs:
                continue
            at = theirs.find(run)
            while at != -1:
                later = theirs.find(claimed, at)
                if later == -1:
                    break  # only before the slot, or nowhere: the sentence's topic, which
                    # its next clause carries on in other words ("厦门大学，校园…")
                if not any(c in breaks for c in theirs[at:later]):
                    break  # in the slot's own clause: its object, made the claim's topic
                    # ("田间试验在云南进行" for "研究团队在云南开展了…田间试验")
                start = at
                while start > 0 and theirs[start - 1] not in breaks and at - start < NAME[-1]:
                    start -= 1
                if (start == 0 or theirs[start - 1] in breaks) and (
                        NAME[0] <= at - start <= _STATED):
                    found.append((claimed, theirs[start:at]))
                at = theirs.find(run, at + 1)
    return found


def _cjk(text: str) -> bool:
    return all(CJK.match(c) for c in text)


def kept(mine: str, claimed: str, theirs: str, stated: str) -> bool:
    """Whether the two fillers may name one thing, or are no names at all."""
    return (claimed == stated or not _cjk(claimed) or not _cjk(stated)
            or stated in mine or claimed[0] == stated[0]
            or any(claimed[k : k + 2] in stated for k in range(len(claimed) - 1))
            or claimed[0] in CJK_FUNCTION or stated[0] in CJK_FUNCTION  # "的灵塔": no name
            or any(c in _NEGATORS or "\u3040" <= c <= "\u309f" for c in claimed + stated)
            or any(_timed(f) or pointer(f) for f in (claimed, stated))
            or reworded(mine, claimed, theirs, stated))


def _timed(filler: str) -> bool:
    """Whether ``filler`` is a time or a figure ("次年", "三成"); a name may hold a numeral
    ("佐藤一郎", "沈万三"), but not start with one."""
    return filler[-1] in _TIME or filler[0] in _NUMERALS or any(c.isdigit() for c in filler)


def restates(mine: str, claimed: str, theirs: str, page: str) -> bool:
    """Whether the rest of the claim shares more character pairs with ``theirs`` than with
    any other sentence of the page that writes ``claimed``."""
    rest = mine.replace(claimed, "")
    pairs = {rest[k : k + 2] for k in range(len(rest) - 1) if _cjk(rest[k : k + 2])}
    own = sum(p in theirs for p in pairs)
    split = (_SPACE.sub("", s) for s in re.split(r"(?<=[。！？!?\n])", page))
    others = [s for s in split if claimed in s and s not in theirs and theirs not in s]
    return all(sum(p in s for p in pairs) < own for s in others)
