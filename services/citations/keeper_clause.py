"""Where the claim keeps a page's hedge: in the clause that restates what the hedge governs.

"People with a history of falls may benefit from using a walking frame outdoors, but should
first discuss this with a physiotherapist" told as "People with a history of falls benefit
from using a walking frame outdoors, though they should first discuss this with a
physiotherapist" keeps a word of duty ("should"), but in the clause the page does not hedge:
the hedged clause ("may benefit …") comes back plain. A word that keeps a hedge keeps it only
in the clause of the claim that restates the hedged clause's words, as a negation is weighed
by where it stands. Clauses are cut at punctuation, which holds in every language the check
reads ("," "；" "，" "—").
"""

from __future__ import annotations

import re

from services.citations.cues import NEGATION_WORDS
from services.citations.passages import terms

HELD = 2
"""Words at least of the page's hedged clause that one clause of the claim restates, for
the claim to have a clause that is the hedged clause's own."""
OWN_TERMS = 4
"""Words at least of that clause of the claim: a shorter one is a frame ("With deeper
frostbite, blisters can show up …"), which restates where the page's hedge stands but not
what it governs."""
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_CJK_NEGATION = tuple(w for w in NEGATION_WORDS if _CJK.match(w))
_WORD = re.compile(r"[^\W\d_]+")

_CUT = re.compile(r"[,;:，；：、。!?！？—–()（）]|\s-\s")


def _clauses(claim: str) -> list[tuple[int, int]]:
    """The ``(start, end)`` spans of ``claim``'s clauses."""
    spans, start = [], 0
    for m in _CUT.finditer(claim):
        spans.append((start, m.start()))
        start = m.end()
    spans.append((start, len(claim)))
    return [s for s in spans if claim[s[0]:s[1]].strip()]


def _negated(clause: str) -> bool:
    """Whether ``clause`` holds a negator: a possibility denied ("flash may not be used") is
    a prohibition, which the checks of polarity weigh."""
    lowered = clause.lower()
    return any(w in NEGATION_WORDS for w in _WORD.findall(lowered)) or any(
        w in lowered for w in _CJK_NEGATION)


def kept_elsewhere(claim: str, page_clause: str, hedged: set[str],
                   keepers: list[tuple[str, int]]) -> bool:
    """Whether every one of ``keepers`` (``(word, position)`` in ``claim`` lower-cased, of
    the same length as ``claim``) stands in a clause of the claim that restates none of the
    words of the page's hedged clause (``page_clause``, its words the claim holds
    ``hedged``), while another clause of the claim, no short frame, restates at least
    ``HELD`` of them: the claim keeps a hedge, but not where the page put it."""
    spans = _clauses(claim)
    if len(spans) < 2 or not keepers or _negated(page_clause):
        return False
    held = [hedged & set(terms(claim[a:b])) for a, b in spans]
    if not any(len(h) >= HELD and len(set(terms(claim[a:b]))) >= OWN_TERMS
               for h, (a, b) in zip(held, spans, strict=True)):
        return False
    for _, at in keepers:
        k = next((i for i, (a, b) in enumerate(spans) if a <= at < b), None)
        if k is None or held[k]:
            return False
    return True
