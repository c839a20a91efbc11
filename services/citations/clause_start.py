"""Clauses of a sentence: where the clause holding a given position begins, and a
sentence without its lead-in clause of saying.

A CJK clause of cause starts with its lead-in ("这主要得益于…", "主要是因为…"): the words
before the marker belong to the cause, not to the statement it explains. A first clause
that only says who says it ("研究指出，", "他表示，", "発表によると、") reports the rest;
its words are no part of what the page must state.
"""

from __future__ import annotations

import re

from services.citations.cues import CJK_REPORTING_WORDS

_STOP = re.compile(r"[,;:，；：。！？!?、]")
LEAD_IN = 6
"""Characters at most of a lead-in clause of saying."""


def clause_start(text: str, at: int) -> int:
    """The start of the clause of ``text`` that holds position ``at``."""
    stops = [m.end() for m in _STOP.finditer(text, 0, at)]
    return stops[-1] if stops else 0


LEAD_IN_CHARACTERS = frozenset("这此其主要是正也都则就还而并且又更多半大")
"""Characters of a CJK cause's lead-in ("这主要", "主要是", "这也是", "多半是"): pointers,
copulas and adverbs, nothing the cause explains."""


def lead_in_start(text: str, at: int) -> int:
    """Where the lead-in of the cause marker at ``at`` starts: the clause's start when
    all between it and the marker is lead-in (``LEAD_IN_CHARACTERS``), else ``at``
    ("利润下滑主要是由于…": the effect stands before it)."""
    start = clause_start(text, at)
    between = text[start:at].strip()
    return start if all(c in LEAD_IN_CHARACTERS for c in between) else at


def without_lead_in(text: str) -> str:
    """``text`` without a short first clause holding a verb of saying ("研究指出，")."""
    stop = _STOP.search(text)
    if stop is None or stop.start() > LEAD_IN:
        return text
    lead = text[: stop.start()]
    if any(w in lead for w in CJK_REPORTING_WORDS):
        return text[stop.end() :]
    return text
