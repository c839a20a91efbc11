"""Cue words that cue nothing where they stand: "May" the month, a hedge word used as an
adjective, a plan named as a thing; and "advised against", a negation without one.

"on 3 May" names a month; "narrow the likely landing zone to two square kilometres",
"die wahrscheinliche Ursache", "la probable cause" say which zone or cause, and state
what is done with it as a fact: a claim that leaves "likely" out ("narrow the landing
zone") says no more than the page. The sign of the adjective, in any tabled language:
right after a determiner (``DETERMINERS``, a closed class), before another word. "Approved
the plan for a bridge" names a plan, it plans nothing. "Advised against using ibuprofen",
"déconseillé", "desaconseja", "sconsigliato", "abgeraten" say what "not recommended" says.
"""

from __future__ import annotations

import re

from services.citations.cues import CONDITIONAL_WORDS
from services.citations.modal_verbs import MODAL_VERB_WORDS
from services.citations.schedule_missed import as_planned_at
from services.citations.scripts import LETTER_WORD as _WORD

DETERMINERS: dict[str, tuple[str, ...]] = {
    "en": ("the", "a", "an", "this", "that", "its", "their", "his", "her", "our"),
    "de": ("der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem",
           "einer", "eines"),
    "fr": ("le", "la", "les", "un", "une", "l", "son", "sa", "leur"),
    "es": ("el", "la", "los", "las", "un", "una", "su", "sus"),
    "it": ("il", "lo", "la", "i", "gli", "le", "un", "una", "l"),
    "pt": ("o", "a", "os", "as", "um", "uma"),
    "nl": ("de", "het", "een"),
}
"""Articles and possessives, per spaced language."""
DETERMINER_WORDS = frozenset(w for words in DETERMINERS.values() for w in words)
"""``DETERMINERS`` of every language in one set."""


def not_a_hedge(word: str, text: str, k: int) -> bool:
    """Whether ``word``, the ``k``-th word of ``text`` and a word of hedging, hedges
    nothing: "May" the month (after the first word, or before a number: "on 3 May",
    "May 2025"), or an adjective right after a determiner ("the likely landing zone")."""
    spans = list(_WORD.finditer(text))
    if k >= len(spans):
        return False
    if _formal_imperative(spans, k):
        return True  # "Prüfen Sie die Leiter": an instruction to check, not "considers"
    if word == "may":
        if spans[k].group() != "May":
            return False
        return k > 0 or text[spans[k].end() : spans[k].end() + 2].strip()[:1].isdigit()
    if word in MODAL_VERB_WORDS:
        return False  # "this could reflect": a verb after a pronoun, never an adjective
    return 0 < k < len(spans) - 1 and spans[k - 1].group().lower() in DETERMINER_WORDS


_POLITE = frozenset({"bitte", "please", "veuillez"})


def _formal_imperative(spans: list[re.Match[str]], k: int) -> bool:
    """Whether the ``k``-th word opens its clause (after "bitte" at most) and "Sie" follows
    it: the German formal imperative ("Prüfen Sie …", "Bitte prüfen Sie …")."""
    return k + 1 < len(spans) and spans[k + 1].group() == "Sie" and (
        k == 0 or (k == 1 and spans[0].group().lower() in _POLITE))


_PLAN_NOUNS = frozenset({"plan", "plans"})
_PLAN_DETERMINERS = frozenset({"the", "a", "an", "its", "their", "this", "that", "his", "her",
                               "our", "whose"})


_CONDITIONS = CONDITIONAL_WORDS - {"se", "caso", "als"}
"""Words of "if" before a wish that make it no plan; not Italian and Portuguese "se",
which is also the Spanish "se" of "se planea" (it is planned), nor Dutch "als", which is
German "als" of "mehr als geplant" (more than planned)."""


def plan_noun(words: list[str], k: int) -> bool:
    """Whether the ``k``-th of ``words``, a word of a plan, names a plan as a thing
    ("approved the plan for a bridge") rather than planning ("plans to open", "the
    plans to open"): after a determiner and not before "to"; nor does the end of a
    negated phrase of "as planned" ("nicht wie geplant", ``schedule_missed.as_planned_at``),
    nor a wish in a condition ("if you want a clean system", "wenn Sie möchten")."""
    if as_planned_at(words, k) or any(w in _CONDITIONS for w in words[max(0, k - 2) : k]):
        return True
    if words[k] in _PLAN_NOUNS and k == len(words) - 1 and k > 0:
        return True  # "on the Plus plan.": a verb of planning takes an object or "to"
    return words[k] in _PLAN_NOUNS and k > 0 and words[k - 1] in _PLAN_DETERMINERS and not (
        k + 1 < len(words) and words[k + 1] == "to")


_ADVISING = frozenset({"advise", "advises", "advised", "recommend", "recommends",
                       "recommended", "warn", "warns", "warned", "caution", "cautions",
                       "cautioned", "decided", "decides", "voted", "argued", "argues"})
ADVISED_AGAINST: dict[str, tuple[str, ...]] = {
    "en": ("discourage", "discourages", "discouraged"),
    "de": ("abgeraten", "abraten", "abrät"),
    "fr": ("déconseille", "déconseillé", "déconseillée", "déconseillés", "déconseillent"),
    "es": ("desaconseja", "desaconsejado", "desaconsejada", "desaconsejan"),
    "it": ("sconsiglia", "sconsigliato", "sconsigliata", "sconsigliano"),
    "pt": ("desaconselha", "desaconselhado", "desaconselhada", "desaconselham"),
    "nl": ("afgeraden", "afraden", "ontraden", "ontraadt"),
}
"""Words of advising against, per language (English says it mostly with "against" after a
verb of advice: "advised against using ibuprofen")."""
_AGAINST_WORDS = frozenset(w for words in ADVISED_AGAINST.values() for w in words)


def advised_against(words: list[str], k: int) -> bool:
    """Whether the ``k``-th of ``words`` advises against: "against" right after a verb of
    advice or deciding ("advised against", "recommends against"), or a word of
    ``ADVISED_AGAINST`` ("déconseillé", "sconsiglia")."""
    if words[k] in _AGAINST_WORDS:
        return True
    return words[k] == "against" and k > 0 and words[k - 1] in _ADVISING
