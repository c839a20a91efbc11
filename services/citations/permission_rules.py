"""A permission the page restricts ("The lead wall may be used only after an induction",
"Kinder dürfen nur mit Begleitung klettern") is a rule, not a possibility: a claim that
states it as a duty ("must first do an induction", "must climb with an adult") says what
the page says. English writes permission and possibility with
one word, "may"; the hedge check reads it as a possibility.

The sign: the page's hedge word stands, wherever the passage writes it, within ``REACH``
words of a word of "only"
(``cues.ONLY``) in its sentence, and the claim holds a word of obligation
(``cues.OBLIGATIONS``); its own "only" is not enough ("Prices may only rise slightly" is a
possibility, "will only rise slightly" a claim of fact). Closed classes, in the languages
written with spaces.
"""

from __future__ import annotations

from services.citations.cues import OBLIGATION_WORDS, ONLY
from services.citations.scripts import LETTERS as _WORD

REACH = 4
"""Words at most between the hedge word and the "only" that restricts it."""
_ONLY = frozenset(w for lang, ws in ONLY.items() if lang not in ("zh", "ja", "ko")
                  for w in ws if " " not in w)


def restricted_permission(hedge: str, passage: str, claim: str) -> bool:
    """Whether ``hedge`` stands in ``passage`` only as a permission restricted by "only",
    and ``claim`` states it as a duty."""
    if not any(w in OBLIGATION_WORDS for w in _WORD.findall(claim.lower())):
        return False  # a claim's own "only" may keep a possibility ("will only rise slightly")
    words = _WORD.findall(passage.lower())
    places = [k for k, w in enumerate(words) if w == hedge]
    return bool(places) and all(any(o in _ONLY for o in words[max(0, k - REACH) : k + REACH + 1])
                                for k in places)  # a "may reopen" beside it is a possibility
