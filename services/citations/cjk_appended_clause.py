"""A clause a Chinese or Japanese claim appends to the statement of its passage.

"牙刷内置2分钟智能计时……，并可通过手机App记录刷牙数据" where the passage ends at "提示
用户更换刷牙区域。"; "洗马潭索道每年11月因检修停运约两周，停运期间游客可改乘感通索道上山"
where it goes on "具体以景区公告为准". ``inserted_phrase`` reads this sign in languages
written with spaces; here it is read by character pairs, clause by clause: the claim's
last clauses hold few pairs the passage holds (a quarter at most), its first ones mostly
such pairs, and where the passage's sentence goes on after the last of them it says
nothing the claim holds or shares few characters with the added clauses (what it says
next is dropped, not reworded: "此后机动车不得上桥" for "修缮后桥上禁止机动车通行" shares
most). ``cjk_added_clause`` wants the clause's pairs nowhere on the page; an invented
clause often borrows a word the page uses elsewhere ("雷击" of another fire), so here
they need only be absent from around the passage: few of its pairs and characters in the
sentences beside it, and fewer than half its pairs in the sentences within
``inserted_phrase.REACH`` together (a summary joins sentences of a paragraph). A clause
with a figure is left to the number checks.
"""

from __future__ import annotations

import re

from services.citations.attribution import CJK_ACCORDING
from services.citations.cjk_pairs import FIGURES as _FIGURES
from services.citations.cjk_pairs import cjk_pairs
from services.citations.cjk_pairs import compacted as _compact
from services.citations.cues import CJK_REPORTING_WORDS
from services.citations.scripts import CJK
from services.citations.scripts import KANA as _KANA

_CLAUSE = re.compile(r"[，,；;：:]")
_JAPANESE_CLAUSE = re.compile(r"[，,；;：:、]")
"""Japanese sets clauses apart with "、", which in Chinese sets apart the items of a list."""
_LATIN = re.compile(r"[a-z0-9]+")

CREDIT_CHARS = 12
"""Characters at most of a clause that only says who said it ("据市政府发布的通知")."""
TAIL_PAIRS = 4
"""Character pairs at least of the appended clauses."""
TAIL_NEW = 0.75
"""Share at least of those pairs the passage lacks."""
REST_HELD = 0.65
"""Share at least of the pairs of the claim's other clauses the passage holds (pairs
miss a reworded statement more than words do)."""
LEFT_OVER = 1
"""Pairs at most the passage's sentence writes after the claim's last one that the claim
lacks, for the passage to end there."""
SHARED_CHARS = 0.25
"""Share at most of the clauses' characters the passage's sentence writes after the
claim's last pair, when it goes on: more, and the clauses may reword what it says next."""
NEAR_CHARS = 0.5
"""Share at most of the clauses' characters the sentences beside the passage may hold
("此后机动车不得上桥" rewords "修缮后桥上禁止机动车通行": few pairs, most characters)."""
JOINED_SHARE = 0.5
"""Share of the new pairs from which the sentences within reach together hold them: a
summary of a paragraph ("今天所见建筑主要是明清重修的，格局奠定于……" from two sentences)."""
NEAR_SHARE = 0.34
"""Share at most of the new pairs the sentences beside the passage may hold."""


def _pairs(text: str) -> list[str]:
    """The CJK character pairs and Latin words of ``text`` (lower-cased, spaces out)."""
    return cjk_pairs(text) + _LATIN.findall(text)


def appended_cjk_clause(claim: str, focus: str, window: str, headed: str, near: str,
                        reach: list[str], page: list[str]) -> tuple[str, str] | None:
    """``(the appended clauses, the passage's sentence)`` for a CJK ``claim`` (see the
    module's docstring); ``focus``: the passage's main sentence, ``window`` the passage,
    ``headed`` the page's title and headings above it, ``near`` the passage with a
    sentence either side, ``reach`` the other sentences within reach, ``page`` every
    sentence of the page (compacted: lower-cased, no spaces). None when none."""
    mine = _compact(claim).rstrip("。.!！?？")
    clause = _JAPANESE_CLAUSE if _KANA.search(mine) else _CLAUSE
    parts = [p for p in clause.split(mine) if p]
    if len(parts) < 2:
        return None
    passage, heading = _compact(window), _compact(headed)
    sentence = _compact(focus)
    around = _compact(near)
    beside = around.replace(passage, "")
    joined = _compact(" ".join(reach))
    for cut in range(len(parts) - 1, 0, -1):
        tail = [p for part in parts[cut:] for p in _pairs(part)]
        tail_chars = [c for c in "".join(parts[cut:]) if CJK.match(c)]
        rest = [p for part in parts[:cut] for p in _pairs(part)]
        new = [p for p in tail if p not in passage and p not in heading]
        if len(tail) < TAIL_PAIRS or len(new) < TAIL_NEW * len(tail):
            continue
        if not rest or sum(p in passage or p in heading for p in rest) < REST_HELD * len(rest):
            continue  # the claim's statement itself is not the passage's
        if sum(p in around for p in new) > NEAR_SHARE * len(new) or sum(
                c in beside for c in tail_chars) > NEAR_CHARS * len(tail_chars):
            continue
        said = "".join(parts[cut:])
        if len(tail_chars) <= CREDIT_CHARS and (said.startswith(CJK_ACCORDING) or any(
                word in said for word in CJK_REPORTING_WORDS)):
            continue  # who said it ("相关部门负责人表示"): the name checks weigh it
        if _FIGURES.search("".join(parts[cut:])):
            continue  # a figure: the number checks weigh it
        ends = [at + len(p) for p in rest if (at := sentence.rfind(p)) != -1]
        if not ends:
            continue
        after = sentence[max(ends):]
        if sum(p not in mine for p in _pairs(after)) > LEFT_OVER and sum(
                c in after for c in tail_chars) > SHARED_CHARS * len(tail_chars):
            continue  # the passage goes on: the claim rewords what it says next
        if sum(p in joined for p in new) >= JOINED_SHARE * len(new) or any(
                sum(p in other for p in new) > JOINED_SHARE * len(new) for other in page):
            continue  # the sentences around state it together, or one sentence: a summary
        return "，".join(parts[cut:]), focus.strip()
    return None
