"""Advice: a guideline's "should" and the words that report it ("recommends", "rät").

"Players under 18 should follow the youth pathway" is a recommendation, not a plan:
a claim that says "those under 18 follow the youth pathway" drops the advice and
deserves a check, not a flat "unsupported" (a guideline's readers do follow it).
A "should" with a time ("should open in March") is an expectation, as a plan is.
A claim that reports the advice with a word of advising ("recommending the default
engine for new projects", "empfiehlt", "建议") keeps the page's "should" in another
form: nothing to flag.
"""

from __future__ import annotations

from services.citations.belief import believed
from services.citations.compared_belief import without_compared_belief
from services.citations.cues import FUTURE_WORDS
from services.citations.numbers import numbers
from services.citations.scripts import LETTERS
from services.months import month_of

SHOULD_WORDS = frozenset({
    "should", "ought",  # en
    "sollte", "sollten", "solltest",  # de
    "devrait", "devraient",  # fr
    "debería", "deberían",  # es
    "dovrebbe", "dovrebbero",  # it
    "deveria", "deveriam",  # pt
    "应", "应该", "应当", "應", "應該", "べき",
})
"""Words of a recommendation ("should", "sollte", "应该", "べき"), as the cue found in
a page's clause."""
ADVISING_STEMS: tuple[str, ...] = (
    "recommend", "advise", "advice", "advising", "suggest", "urge", "encourag",  # en
    "empfiehl", "empfehl", "empfohl", "rät", "raten", "ratsam", "nahegelegt",  # de
    "recommand", "conseill", "préconis",  # fr
    "recomiend", "recomend", "aconsej", "sugier", "suger",  # es, pt
    "raccomand", "consigli", "suggeri",  # it
    "aconselh",  # pt
    "aanbevel", "aanbevol", "aanraden", "raadt", "adviseer", "advies",  # nl
)
"""Stems of the words of advising, in the languages written with spaces."""
ADVISING_CJK: tuple[str, ...] = ("建议", "建議", "推荐", "推薦", "提倡", "勧め", "すすめ",
                                 "推奨", "奨励", "권장", "권고", "추천")
"""Words of advising in Chinese, Japanese and Korean (found as substrings)."""


def advice(cue: str, clause: str) -> bool:
    """Whether the cue word ``cue`` (of ``polarity.cues``) of the page's ``clause`` is a
    recommendation: a word of "should" in a clause that tells no time. "The bridge
    should open in March", "dovrebbe essere completato entro il 2027" are expectations,
    as a plan is."""
    if cue.lower() not in SHOULD_WORDS:
        return False
    words = LETTERS.findall(clause.lower())
    timed = any(n.kind in ("year", "month") for n in numbers(clause)) or any(
        w in FUTURE_WORDS or (w != "may" and month_of(w) is not None) for w in words)
    return not timed


def advises(text: str) -> bool:
    """Whether ``text`` reports advice with a word of advising ("recommends",
    "empfiehlt", "建议", "권장")."""
    lowered = text.lower()
    return any(w.startswith(ADVISING_STEMS) for w in LETTERS.findall(lowered)) or any(
        c in text for c in ADVISING_CJK)


_NOUN_ENDINGS = ("ation", "ations", "ung", "ungen", "ion", "ions", "iones", "ioni", "ione",
                 "ção", "ções", "ing", "ingen", "ice", "ies")
"""Endings of the nouns of advising ("recommendations", "Empfehlungen", "advice",
"advies"): a thing a text names, no advice it gives."""


def gives_advice(text: str) -> bool:
    """Whether ``text`` reports advice with a verb of advising ("suggests", "empfiehlt",
    "建议"), not only names some ("will contain recommendations", "Empfehlungen")."""
    lowered = without_compared_belief(text.lower(), _believing)  # "as … suggested"
    return any(w.startswith(ADVISING_STEMS) and not w.endswith(_NOUN_ENDINGS)
               for w in LETTERS.findall(lowered)) or any(c in text for c in ADVISING_CJK)


def both_advise(claim: str, sentence: str) -> bool:
    """Whether ``claim`` and the page's ``sentence`` both give advice with a verb of
    advising (``gives_advice``): the page's hedge inside its advice is kept by the claim's."""
    return gives_advice(claim) and gives_advice(sentence)


def keeps_hedge(claim: str, sentence: str) -> bool:
    """Whether ``claim`` keeps a hedge of the page's ``sentence`` in other words: both
    give advice (``both_advise``), or the claim reports it as someone's belief ("Dr
    Pryce thinks …" for "… probably …"; ``belief.believed``). A verb that also advises
    ("suggests") is advice: for the page's "would consider" it asks a check. The measure
    of a comparison ("as earlier estimates suggested") is no belief or advice of either."""
    claim, sentence = (without_compared_belief(t, _believing) for t in (claim, sentence))
    return both_advise(claim, sentence) or (believed(claim) and not gives_advice(claim))


def _believing(word: str) -> bool:
    """Whether ``word`` (lower-cased) is a verb of believing or advising."""
    return believed(word) or (word.startswith(ADVISING_STEMS) and not word.endswith(
        _NOUN_ENDINGS))
