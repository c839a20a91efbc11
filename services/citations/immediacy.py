""""At once" where the page says to wait first: "Das Brot kann sofort angeschnitten werden"
against "Das Brot sollte vor dem Anschneiden mindestens eine Stunde auskühlen".

A claim that something happens or may be done immediately, where its passage states a
time to wait before it (a duration beside a word of waiting or of "before") and no word of
immediacy, says the opposite of the passage's. Words of immediacy and of waiting are
closed classes, given for the spaced languages the word tables cover.
"""

from __future__ import annotations

from services.citations.durations import durations
from services.citations.finding import Finding
from services.citations.whole_words import any_word

IMMEDIATELY: tuple[str, ...] = (
    "immediately", "right away", "straight away", "at once", "instantly",  # en
    "sofort", "gleich", "unmittelbar", "umgehend", "direkt",  # de
    "immédiatement", "tout de suite", "aussitôt",  # fr
    "inmediatamente", "enseguida", "en seguida", "de inmediato",  # es
    "subito", "immediatamente", "all'istante",  # it
    "imediatamente", "de imediato", "logo",  # pt
    "meteen", "onmiddellijk", "direct",  # nl
)
"""Words that say something happens with no time before it."""
WAITING: tuple[str, ...] = (
    "wait", "rest", "cool", "before", "after",  # en
    "warten", "ruhen", "abkühlen", "auskühlen", "vor", "bevor", "nach",  # de
    "attendre", "reposer", "refroidir", "avant", "après",  # fr
    "esperar", "reposar", "enfriar", "antes", "después",  # es
    "aspettare", "riposare", "raffreddare", "prima", "dopo",  # it
    "descansar", "arrefecer", "depois",  # pt
    "wachten", "rusten", "afkoelen", "voor", "na",  # nl
)
"""Words of a time to wait, or of what comes before or after it."""


_IMMEDIATELY = any_word(IMMEDIATELY)
_WAITING = any_word(WAITING)


def waits_first(claim: str, passage: str) -> Finding | None:
    """``negation`` when ``claim`` says "immediately" and ``passage`` states a time to wait
    (a duration and a word of waiting) and no word of immediacy."""
    said = _IMMEDIATELY.search(claim)
    if said is None or _IMMEDIATELY.search(passage) or not _WAITING.search(passage):
        return None
    waited = durations(passage)
    if not waited:
        return None
    start, end, _seconds = waited[0]
    return Finding("negation", said.group(), passage[start:end], rule="immediacy")
