"""A figure the claim appends in a clause of its own to a statement the passage ends
there: "Launches leave the quay at about 10:15, and a return ticket costs around £12"
where the passage says "leave the quay at about 10:15 and return in the afternoon";
"每船可坐六至八人，单人约三十元，全程约四十分钟" where it ends at "单人约三十元；".

The number check finds the figure stated nowhere near and, with no rival, only asks for
a check (a summary may join a figure from elsewhere). ``appended_tail`` leaves a clause
with a figure to the number checks. The sign, in any language: the claim's last clause
holds the figure, which the page states nowhere in any form; the words before that
clause close a sentence or clause of the passage as written (before a stop, a comma or
a coordinating conjunction, a closed class of each language); the clause holds a
content word the passage does not; and the passage has no figure of the same unit (the
clause would restate one of the passage's figures another way: "48 Stunden, also zwei
Tage").
"""

from __future__ import annotations

import re

from services.citations.cjk_kinds import same_kind
from services.citations.cues import COORDINATOR_WORDS, STOP_WORDS
from services.citations.numbers import Number, numbers
from services.citations.scripts import CJK, WORD_TOKEN

CLOSING_WORDS = 2
"""Words (where words are spaced) before the clause that must close one of the passage."""
CLOSING_CHARS = 3
"""Characters (CJK) before the clause that must close one of the passage."""
HEAD_SHARE = 0.5
"""The statement before the clause is at least this share of the clause's length (words, or
CJK characters): the claim restates a statement of the passage and adds to it, not a
statement of its own with a word of the passage before it. The clause's own length sets no
bound: an added clause often restates a few words of the passage before its figure ("岛上上千
栋……的历史建筑中约有400栋被列为重点保护建筑", "a gap the team plans to close … in version
5.4"), and the checks below weigh what it adds."""
_SEPARATOR = re.compile(r"[,;，；](?!\d)")
_CLOSE = re.compile(r"\s*(?:[.;:!?,。；，、！？)）]|$)")


def appended_figure(claimed: str, claim: str, passage: str, near: str,
                    sentences: list[str]) -> bool:
    """Whether the claim's number ``claimed`` stands in a last clause the claim appends
    to words that close a sentence or clause of ``passage``, a figure ``near`` (the
    passage and a sentence either side) does not state, nor any of the page's
    ``sentences`` with the clause's words, and of a unit the passage states none of."""
    mine = next((n for n in numbers(claim) if n.text == claimed), None)
    at = claim.rfind(claimed)
    if mine is None or at < 0 or any(mine.agrees(n) for n in numbers(near)) or (
            _same_unit(mine, numbers(passage))):
        return False
    stating = [s for s in sentences if any(mine.agrees(n) for n in numbers(s))]
    cuts = [m for m in _SEPARATOR.finditer(claim) if m.end() <= at]
    if not cuts:
        return False
    head, tail = claim[: cuts[-1].start()].strip(), claim[cuts[-1].end() :].strip()
    if CJK.search(claim):
        body = re.sub(r"[\W\d_]", "", tail)
        if len(re.sub(r"\W", "", head)) < HEAD_SHARE * len(body):
            return False
        closing = re.sub(r"\s", "", head)[-CLOSING_CHARS:]
        rest = tail.replace(claimed, "")
        return _closes_cjk(passage, closing) and _unsaid_cjk(rest, passage) and not any(
            _stated_cjk(rest, s) for s in stating)
    tail_words, head_words = WORD_TOKEN.findall(tail), WORD_TOKEN.findall(head)
    if len(head_words) < HEAD_SHARE * len(tail_words):
        return False
    content = [w.lower() for w in tail_words
               if len(w) >= 4 and w.lower() not in STOP_WORDS and not w[0].isdigit()]
    return _closes(passage, head_words[-CLOSING_WORDS:]) and all(
        any(w[:5] not in s.lower() for w in content) for s in [passage, *stating])


def _same_unit(mine: Number, theirs: list[Number]) -> bool:
    return bool(mine.kind) and any(same_kind(mine.kind, n.kind) for n in theirs)


def _closes(passage: str, words: list[str]) -> bool:
    """Whether ``passage`` writes ``words`` in a row right before a sentence or clause
    ends, or before a coordinating conjunction ("and", "und", "et")."""
    if len(words) < CLOSING_WORDS:
        return False
    pattern = r"\W+".join(re.escape(w) for w in words)
    for found in re.finditer(rf"(?<!\w){pattern}(?!\w)", passage, re.IGNORECASE):
        if _CLOSE.match(passage, found.end()):
            return True
        after = WORD_TOKEN.findall(passage[found.end() : found.end() + 20])[:1]
        if after and after[0].lower() in COORDINATOR_WORDS:
            return True
    return False


def _closes_cjk(passage: str, closing: str) -> bool:
    if len(closing) < CLOSING_CHARS or not CJK.search(closing):
        return False
    start = passage.find(closing)
    while start >= 0:
        if _CLOSE.match(passage, start + len(closing)):
            return True
        start = passage.find(closing, start + 1)
    return False


def _unsaid_cjk(tail: str, passage: str) -> bool:
    """Whether two CJK characters in a row of ``tail`` stand nowhere in ``passage``."""
    pieces = [p for p in re.split(r"[^\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]+", tail) if p]
    return any(p[k : k + 2] not in passage for p in pieces for k in range(len(p) - 1))


STATED_SHARE = 0.6
"""Share of the clause's character pairs a sentence of the page that states its figure must
hold to state the clause: a summary joins it in its own words ("直到803年才完工，前后历时约90年"
for "最终于贞元十九年（803年）完工，前后历时约90年"), an added clause shares the figure alone."""


def _stated_cjk(tail: str, sentence: str) -> bool:
    """Whether ``sentence``, which states the clause's figure, holds most (``STATED_SHARE``)
    of the character pairs of ``tail``."""
    pieces = [p for p in re.split(r"[^\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]+", tail) if p]
    pairs = [p[k : k + 2] for p in pieces for k in range(len(p) - 1)]
    return bool(pairs) and sum(pair in sentence for pair in pairs) >= STATED_SHARE * len(pairs)
