"""An invented cause in a Chinese or Japanese claim: "冷启动速度提升了约30%，这主要得益于新的
预加载机制" beside a page that gives the speed-up and no reason for it.

``causes.invented_cause`` finds the word of cause; past it, a CJK claim is read by
characters, as its words are not spaced. The cause runs from the word to the clause's
end; a lead-in before the word that is only pointers, copulas and adverbs ("这主要",
"主要是") belongs to it, and a first clause that only says who says it ("研究指出，")
to neither. The cause is invented when the passage and its neighbours give no word
of cause, lack half its characters or more, and hold most of the rest's.
"""

from __future__ import annotations

from collections.abc import Callable

from services.citations.cjk_joined_cause import joined_cause
from services.citations.clause_start import lead_in_start, without_lead_in
from services.citations.clause_stops import ClauseStops
from services.citations.passages import terms
from services.citations.scripts import CJK as _CJK

MISSING_SHARE = 0.5
"""Share of the cause's characters at least that the passage and its neighbours lack."""
REST_SHARE = 0.7
"""Share of the rest's characters at least that they hold."""
CAUSE_TERMS = 2
"""Character pairs at least of a cause for it to be a statement ("因此" alone is none)."""
_CLAUSE_END = ClauseStops(r"[,;:，；：。！？!?]|[.](?:\s|$)")


def cjk_invented_cause(claim: str, near: str, at: int, marker: str,
                       gives_cause: Callable[[str], bool]) -> str | None:
    """The cause after the CJK ``marker`` at ``at`` of ``claim`` that ``near`` (the
    passage and a sentence either side) neither gives with a word of cause
    (``gives_cause``) nor states in its characters, or None."""
    start = at + len(marker)
    end = _CLAUSE_END.search(claim, start)
    stop = end.start() if end else len(claim)
    cause = claim[start:stop]
    rest = claim[: lead_in_start(claim, at)] + " " + claim[stop:]
    if joined_cause(cause, rest, near, gives_cause):
        return cause.strip()  # the page's words, in two sentences no cause joins
    if gives_cause(near.lower()):
        return None
    mine = [t for t in terms(cause) if t not in terms(marker)]
    if len(mine) < CAUSE_TERMS or not terms(rest):
        return None
    signs = [c for c in cause if _CJK.match(c)]
    others = [c for c in without_lead_in(rest) if _CJK.match(c)]
    missing = sum(c not in near for c in signs)
    held = sum(c in near for c in others)
    if signs and others and missing >= MISSING_SHARE * len(signs) and (
            held >= REST_SHARE * len(others)):
        return cause.strip()
    return None
