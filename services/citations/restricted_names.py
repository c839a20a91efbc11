"""A permission the page restricts for the very places or things the claim names.

"Wild camping is generally allowed under Norway's right to roam, but since 2021 it
has been banned at several crowded beaches, including Kvalvika and Haukland": a
claim that camping "is allowed at Kvalvika and Haukland beaches" holds nearly every
word of the sentence, and the permission it states is the page's; but the names it
states it for stand in the part the page turns against the permission, after a
"but" and a ban. The words of a turn ("but", "aber", "mais") are a closed class,
given for every tabled language written with spaces.
"""

from __future__ import annotations

import re

from services.citations.clause_stops import ClauseStops
from services.citations.cues import NEGATION_WORDS
from services.citations.finding import Finding
from services.citations.polarity import cues
from services.citations.scripts import CJK_SCRIPT
from services.citations.signals import names

BUT_WORDS = frozenset({"but", "however", "aber", "jedoch", "doch", "mais", "cependant",
                       "pero", "ma", "però", "mas", "porém", "maar", "echter"})
"""Words that turn a statement against the one before it."""
REACH = 16
"""Words at most from the ban to the names it holds for ("banned at several crowded
beaches, including Kvalvika and Haukland")."""
_WORD = re.compile(r"[^\W\d_][\w'’-]*")
_SENTENCE = ClauseStops(r"(?<=[.!?])\s+|\n")


def restricted_names(claim: str, passage: str, capitalises_nouns: bool) -> Finding | None:
    """A negation of ``passage``, after a "but" in its sentence, within ``REACH`` words
    before names ``claim`` states (its other names standing before the "but"), where
    the claim states a permission or possibility ("allowed", "can") with no negation
    of its own."""
    own = cues(claim)
    if CJK_SCRIPT.search(claim) or own.negated or not own.able:
        return None
    named = {n.lower() for n in names(claim, capitalises_nouns)}
    if not named:
        return None
    for sentence in _SENTENCE.split(passage):
        words = [w.lower() for w in _WORD.findall(sentence)]
        turn = next((k for k, w in enumerate(words) if w in BUT_WORDS), None)
        if turn is None or not named <= set(words):
            continue
        ban = next((k for k in range(turn, len(words)) if words[k] in NEGATION_WORDS), None)
        if ban is None:
            continue
        # The names after the ban are those it holds for; the others must belong to
        # the permission before the turn ("Norway's right to roam").
        after = {w for k, w in enumerate(words) if w in named and ban < k <= ban + REACH}
        before = {w for w in words[:turn] if w in named}
        if after and named <= after | before:
            return Finding("negation", claim.strip(), sentence.strip(), rule="restricted_names")
    return None
