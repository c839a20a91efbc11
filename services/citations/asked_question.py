"""A modal inside an indirect question: "tested whether a disinfectant could reduce
contamination", "prüften, ob das Mittel die Belastung senken könnte".
The modal belongs to the question the page asks, not to a claim it hedges: what the page
found is told after it ("the share fell from 52% to 31%"), so a claim that reports the
finding as fact is no overreach of the question's "could" for sure; it is worth a check.
The words that open an indirect question are closed classes per language. Chinese and
Japanese write the question and the modal as one ("能否", "できるかどうか"), which an open
question ("是否在年内对外开放还要看…") writes alike: left to the hedge check as they are.
"""

from __future__ import annotations

from services.citations.clause_stops import ClauseStops
from services.citations.scripts import LETTERS as _WORD

QUESTION_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("whether",),
    "de": ("ob",),
}
"""Words that open an indirect yes-no question and nothing else ("whether", "ob"); the ones
that also open a condition ("if", "si", "se", "of") are left out: "if bookings exceed our
forecasts, we would consider …" hedges for sure."""
REACH = 8
"""Words at most between the question word and the modal."""
_WORDS = frozenset(w for words in QUESTION_WORDS.values() for w in words)
_CLAUSE = ClauseStops(r"[.;:!?]")


def asked(hedge: str, passage: str) -> bool:
    """Whether the page's ``hedge`` word stands in an indirect question of ``passage``."""
    if not hedge or hedge.lower() in _WORDS:
        return False  # the question itself ("whether it will return is open"): a hedge
    key = hedge.lower()
    for part in _CLAUSE.split(passage.lower()):
        words = _WORD.findall(part)
        for k, word in enumerate(words):
            if word == key and any(w in _WORDS for w in words[max(0, k - REACH) : k]):
                return True
    return False
