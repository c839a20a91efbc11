"""A claim's word of a plan or possibility that only repeats the page's own, written in
another conjunct than the one the page hedges.

"Cognitive behavioural therapy reduces attack frequency … and should be offered where
available" for "… may reduce attack frequency in some patients and should be offered where
available": the claim's "should" is the page's "should" of the second conjunct; it keeps
nothing of the "may" the page writes for the first, which the claim drops. The hedge check
lets a claim's own hedge or plan stand for the page's (a plan told as a plan, "might" for
"may"); here that word is the page's other cue, written again.

The sign, in the spaced languages the cue tables cover (closed classes): every word of
hedge or intent of the claim's clause (one at least) stands, as that word, in the page's
clause, the page's hedge is none of them, and a coordinator ("and", "und", "et", …) stands
between the page's hedge and each of them: two statements joined, each with its own
modal. Where the page's hedge and the echoed word stand in one statement ("sollen Betriebe
erste Maßnahmen prüfen"), the claim's word keeps what the page says.
"""

from __future__ import annotations

from services.citations.cues import (
    CONDITIONAL_WORDS,
    COORDINATOR_WORDS,
    HEDGE_WORDS,
    INTENT_WORDS,
)
from services.citations.scripts import CJK_SCRIPT
from services.citations.scripts import LETTER_WORD as _WORD

_CUES = (HEDGE_WORDS | INTENT_WORDS) - CONDITIONAL_WORDS
"""Words of a hedge or a plan; a condition ("only if") the claim keeps is weighed by the
hedge check itself."""


def echoed_cue(part: str, clause: str, hedge: str) -> bool:
    """Whether each word of hedge or intent of the claim's clause ``part`` (one at least) is
    written in the page's ``clause`` too, in another conjunct than the page's ``hedge``:
    the claim's cue is the page's other one, and keeps nothing of ``hedge``."""
    if not hedge or CJK_SCRIPT.search(part) or CJK_SCRIPT.search(clause):
        return False
    own = {w for w in _WORD.findall(part.lower()) if w in _CUES}
    words = _WORD.findall(clause.lower())
    if not own or hedge in own or hedge not in words or not own <= set(words):
        return False
    at = words.index(hedge)
    for word in own:
        where = words.index(word)
        between = words[min(at, where) + 1 : max(at, where)]
        if COORDINATOR_WORDS.isdisjoint(between):
            return False
    return True
