"""A duty the page says there is no need for: "Der Teig muss gründlich geknetet werden"
where the page says "kneten ist nicht nötig"; "Patients must fast before the test" for
"Fasting is not necessary before the test".

The claim's "must" is a word of obligation, which the negation check reads as a double
negation ("must be kept on a lead" says "not allowed off the lead") and so never as the
opposite of a negation. But a negated word of need ("nicht nötig", "not necessary", "no
need", "pas nécessaire") denies the very duty the claim states. The sign, in any spaced
language the cue tables cover: a clause of the passage or of a sentence within
``REACH`` of it is negated and holds a word of need (``NEED``, a closed class); the
claim has a word of obligation (``cues.OBLIGATIONS``) and no negation, and states the
clause's other content words (at least one, and half), a German participle counted in
its plain form ("geknetet" for "kneten").
"""

from __future__ import annotations

import re

from services.citations.clauses import clauses
from services.citations.cues import STOP_WORDS
from services.citations.finding import Finding
from services.citations.passages import Match, SourceIndex
from services.citations.polarity import cues
from services.citations.scripts import CJK_SCRIPT
from services.citations.scripts import LETTERS as _WORD
from services.citations.word_forms import holds_word

NEED: dict[str, tuple[str, ...]] = {
    "en": ("necessary", "needed", "need", "required"),
    "de": ("nötig", "notwendig", "erforderlich", "brauchen", "braucht"),
    "fr": ("nécessaire", "besoin", "obligatoire"),
    "es": ("necesario", "necesaria", "obligatorio", "obligatoria", "hace falta"),
    "it": ("necessario", "necessaria", "bisogno", "obbligatorio"),
    "pt": ("necessário", "necessária", "obrigatório", "preciso"),
    "nl": ("nodig", "noodzakelijk", "verplicht"),
}
"""Words of need: negated, they say a thing need not be done."""
REACH = 2
"""Sentences before or after the window where the negated need may stand."""

_NEED = re.compile(r"(?<![\w'’])(?:" + "|".join(sorted(
    (re.escape(w) for words in NEED.values() for w in words), key=len, reverse=True))
    + r")(?![\w'’])")


def _plain(word: str) -> str:
    """A German participle without its "ge-" ("geknetet": "knetet"), else the word."""
    return word[2:] if word.startswith("ge") and len(word) > 6 else word


def _stated(claim: str, word: str) -> bool:
    return holds_word(claim, word) or any(
        holds_word(_plain(w), word) for w in _WORD.findall(claim.lower()))


def _states_duty(claim: str, sentence: str) -> bool:
    """Whether ``sentence`` states the duty itself, with (nearly) every content word of
    ``claim``: then a negated need nearby is about another case ("Overnight trips require
    a permit. Day hikes do not need one.")."""
    theirs = cues(sentence)
    if not theirs.obliged or theirs.negated:
        return False
    words = [w for w in _WORD.findall(claim.lower()) if w not in STOP_WORDS and len(w) >= 4]
    return bool(words) and 10 * sum(1 for w in words if holds_word(sentence, w)) >= 9 * len(
        words)


def need_denied(claim: str, index: SourceIndex, match: Match) -> Finding | None:
    """The negated clause of need that denies the duty ``claim`` states, or None."""
    if CJK_SCRIPT.search(claim):
        return None
    own = cues(claim)
    if not own.obliged or own.negated or _states_duty(claim, index.sentence(match.focus)):
        return None
    first = max(0, match.first - REACH)
    last = min(len(index.spans) - 1, match.last + REACH)
    for k in range(first, last + 1):
        sentence = index.sentence(k)
        for part, _terms in clauses(sentence):
            lowered = part.lower()
            need = _NEED.search(lowered)
            if need is None or not cues(part, sentence).negated:
                continue
            rest = [w for w in _WORD.findall(lowered[: need.start()] + " " + lowered[need.end():])
                    if w not in STOP_WORDS and len(w) >= 4 and not cues(w).negated]
            held = sum(1 for w in rest if _stated(claim, w))
            if held and 2 * held >= len(rest):
                return Finding("negation", claim.strip(), part.strip(), rule="need_denied")
    return None
