"""``kept_condition`` for Chinese and Japanese: a condition kept, the possibility around
it dropped. "如果降雪持续，这条公路一定会封闭" where the page says "如果降雪持续，这条
公路可能会封闭"; "雪が続く場合、道路は閉鎖される" where it says "…閉鎖される可能性がある".

The claim's "如果" is a hedge word of its own in the cue tables, so the hedge check,
which spares a claim that hedges, sees nothing dropped. But it is the page's "如果":
the same condition, kept; the page's "可能" outside the condition is gone. The sign: the
page's sentence that holds most of the claim has the claim's word of condition and a
hedge of another kind (``cues.HEDGES``, a closed class) outside the condition's clause;
the claim's only hedges are words of condition, it holds no word of that other hedge,
no word of ability or of a plan, and keeps no hedge in other words.
"""

from __future__ import annotations

import re

from services.citations.cues import CONDITIONALS, HEDGES
from services.citations.finding import Finding
from services.citations.kept_condition import same_statement
from services.citations.passages import Match, SourceIndex
from services.citations.polarity import cues
from services.citations.scripts import CJK_SCRIPT

_CJK = ("zh", "ja")
_HEDGES = tuple(sorted((w for lang in _CJK for w in HEDGES[lang]), key=len, reverse=True))
_CONDITIONS = frozenset(w for lang in _CJK for w in CONDITIONALS[lang])
_CLAUSE_END = re.compile(r"[，,；;：:。！？!?]")
_NOT_A_HEDGE_BEFORE = ("不", "尽", "無", "无")
"""Characters before "可能" that make it no hedge ("不可能" a negation, "尽可能" "as … as
possible")."""


def _hedges(text: str) -> list[tuple[int, str]]:
    """``(position, word)`` of each CJK hedge of ``text`` (the longest at a place)."""
    out: list[tuple[int, str]] = []
    taken: set[int] = set()
    for word in _HEDGES:
        for m in re.finditer(re.escape(word), text):
            if m.start() in taken or (m.start() > 0 and text[m.start() - 1]
                                      in _NOT_A_HEDGE_BEFORE):
                continue
            taken.update(range(m.start(), m.end()))
            out.append((m.start(), word))
    return sorted(out)


def cjk_dropped_around_condition(claim: str, index: SourceIndex,
                                 match: Match) -> Finding | None:
    """The hedge the page sets around a condition the claim keeps (see the module)."""
    if not CJK_SCRIPT.search(claim):
        return None
    kept = {w for _at, w in _hedges(claim)}
    if not kept or not kept <= _CONDITIONS:
        return None
    own = cues(claim)
    if own.able or own.intent:
        return None
    sentence = same_statement(claim, index, match)
    if sentence is None:
        return None
    theirs = _hedges(sentence)
    spans = []
    for at, word in theirs:
        if word in kept:
            end = _CLAUSE_END.search(sentence, at)
            spans.append((at, end.start() if end else len(sentence)))
    if not spans:
        return None
    for at, word in theirs:
        if word in _CONDITIONS or any(start <= at < end for start, end in spans):
            continue
        if word not in claim:
            return Finding("hedged", claim.strip(), word, rule="cjk_kept_condition")
    return None
