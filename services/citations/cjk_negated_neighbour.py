"""A Chinese claim that states what a sentence beside its passage forbids: "闻到燃气味时，应关闭
灶前阀和表前阀，并可在室内立即拨打燃气公司抢修电话" where the window says "闻到燃气味时，应立即关闭
灶前阀和表前阀，打开门窗通风。" and the next sentence "也不要在室内拨打电话".

``negated_neighbour`` reads this for the spaced languages; Chinese negates the words right
after the negation, so what a prohibition forbids is the run of characters after it ("在室内
拨打电话"). The sign: the claim has no negation of its own; a sentence within ``REACH`` of
the window (not in it) has a clause with a word of prohibition or negation (a closed class,
``PROHIBITIONS``); the claim holds the first two characters after it and most of the
character pairs of what follows, to the clause's end; the window holds few of them.
"""

from __future__ import annotations

import re

from services.citations.finding import Finding
from services.citations.passages import Match, SourceIndex
from services.citations.polarity import cues
from services.citations.scripts import CJK_SCRIPT
from services.citations.violation_words import speaks_of_breach

PROHIBITIONS = ("切勿", "不要", "不得", "不能", "不可", "禁止", "严禁", "请勿", "不应", "不宜")
"""Chinese words that forbid what follows them ("别" alone is also a word's part: "特别")."""
REACH = 2
"""Sentences before or after the window where the prohibition may stand."""
SHARE = 0.6
"""Share at least of the forbidden run's character pairs the claim holds."""
WINDOW_SHARE = 0.34
"""Share at most of those pairs the window may hold (it says something else)."""
SHORTEST = 4
"""Characters at least of the forbidden run."""
_CLAUSE = re.compile(r"[，,；;。！？!?、：:（）()]")
_HAN = re.compile(r"[\u3400-\u9fff]")


def _pairs(text: str) -> set[str]:
    return {text[k : k + 2] for k in range(len(text) - 1) if _HAN.match(text[k])
            and _HAN.match(text[k + 1])}


def cjk_negated_neighbour(claim: str, index: SourceIndex, match: Match) -> Finding | None:
    """The forbidding clause beside ``match``'s window whose forbidden words ``claim``
    states (see the module), or None."""
    if not CJK_SCRIPT.search(claim) or cues(claim).negated or speaks_of_breach(claim):
        return None  # "违规燃放…的，将被罚款": the prohibition, said the same way round
    mine = "".join(claim.split())
    window = index.text[match.start : match.end]
    for k in range(max(0, match.first - REACH), min(len(index.spans), match.last + REACH + 1)):
        if match.first <= k <= match.last:
            continue
        for part in _CLAUSE.split(index.sentence(k)):
            word = next((w for w in PROHIBITIONS if w in part), "")
            run = part[part.find(word) + len(word):] if word else ""
            if len(run) < SHORTEST or run[:2] not in mine:
                continue
            pairs = _pairs(run)
            if not pairs:
                continue
            held = sum(1 for p in pairs if p in mine)
            seen = sum(1 for p in pairs if p in window)
            if held >= SHARE * len(pairs) and seen <= WINDOW_SHARE * len(pairs):
                return Finding("negation", claim.strip(), part.strip(), rule="negated_neighbour")
    return None
