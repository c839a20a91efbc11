"""Negation, hedging and intent cues of one clause (``cues``), in any of the ten tabled
languages: the words the polarity check (``polarity``) compares clause by clause.

Cue words come from the small tables in ``cues``; a word that is a cue in one language
and a function word in another is read by the words around it (``_read_as_cue``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from services.citations.additive import CJK_ONLY_AFTER, not_only
from services.citations.cjk_cue_words import first_cue
from services.citations.cjk_cues import cjk_cues
from services.citations.cjk_modal_bound import past_modal
from services.citations.contractions import unit_t_dropped
from services.citations.cue_readings import advised_against, not_a_hedge, plan_noun
from services.citations.cues import (
    ABILITY_WORDS,
    BOUND_WORDS,
    END_WORDS,
    FREE_WORDS,
    FRENCH_SECOND,
    HEDGE_WORDS,
    INTENT_WORDS,
    MARKERS,
    NEGATION_WORDS,
    OBLIGATION_WORDS,
    READ_AS,
    THAN_WORDS,
    WITHOUT_WORDS,
)
from services.citations.double_negation import cancelled, cjk_cancelled
from services.citations.exceeding import negated_comparative, negated_exceeding
from services.citations.exclusion import bounds_a_figure
from services.citations.free_forms import inflected_free
from services.citations.hearsay import hearsay
from services.citations.negating_before import negates_next
from services.citations.negator_words import plain_word_at
from services.citations.questions import open_question
from services.citations.range_ends import range_low_end
from services.citations.scripts import CJK_SCRIPT

CUE_WORD = re.compile(r"(?:(?<=['\u2019])t|(?!t(?![^\W\d_]))[^\W\d_]+)(?![^\W\d_])(?!\d)")
"""A word; letters glued to the digits after them are a code ("N800", "A320"), no word:
their "n" is not French "n'"; a "t" alone is the "n't" of a contraction only after its
apostrophe ("200.000 t Salz": tonnes)."""
_CJK_BOUND = ("少于", "低于", "超过", "多于", "到", "足", "满")  # "未满14岁": under 14


@dataclass(frozen=True)
class Cues:
    negated: bool
    hedged: str  # the hedging word, "" when none
    intent: str  # the word of a plan, "" when none
    free: bool = False  # "without paying": agrees with a negation ("entran gratis")
    without: bool = False  # "without": after a negation, cancels it ("not ... without")
    ended: bool = False  # "dropped", "eingestellt": a negation in meaning
    able: bool = False  # "can", "möglich", "できる": a possibility kept
    obliged: bool = False  # "must", "muss", "必须": a double negation in meaning


_FRENCH_PAIRED = frozenset({"personne", "rien", "aucun", "aucune", "jamais"})
"""French negative words that negate only beside "ne" ("personne n'est venu"); alone,
"personne" is a person ("10 euros par personne")."""
_FRENCH_FIRST = frozenset({"ne", "n", "sans"})


def _read_as_cue(word: str, words: list[str], context: str = "") -> bool:
    """Whether ``word``, a cue in some language, is one among ``words`` (a clause of
    the sentence ``context``): not a cue word that is another language's function
    word where that language's own words stand ("no dia": Portuguese "on the day";
    "si trova": Italian "is found"), nor a French "ne" without its second part ("ne
    ha parlato": Italian "of it"), nor a French "personne" without "ne"."""
    if word in ("ne", "n"):
        return not FRENCH_SECOND.isdisjoint(words)
    if word == "t":  # "don't", not "3.200 t" (tonnes)
        return "t" in unit_t_dropped(words)
    if word in _FRENCH_PAIRED:
        return not _FRENCH_FIRST.isdisjoint(words)  # "par personne" is "per person"
    other = READ_AS.get(word)
    if other is None:
        return True
    marks = MARKERS[other[0]]
    return marks.isdisjoint(words) and marks.isdisjoint(CUE_WORD.findall(context.lower()))


ANYMORE = frozenset({"longer", "mehr", "más", "più", "mais", "meer"})
"""Words that make a negation "no longer" ("no longer fails"): the negation bears on the
word after them."""
def _bound(words: list[str], k: int, lowered: str) -> bool:
    """Whether the negation ``words[k]`` states a bound ("no more than 30", "nicht mehr
    als", "not over 5 kg", "不少于"), not the opposite: a comparative after it, then
    "than" or a number ("nicht mehr" alone is "no longer", "no more trains" none)."""
    if not (k + 1 < len(words) and words[k + 1] in BOUND_WORDS):
        return negated_exceeding(words, k) or negated_comparative(words, k, lowered, THAN_WORDS)
    if words[k + 1] in THAN_WORDS:
        return True  # "not than" is no negation at all
    if k + 2 < len(words) and words[k + 2] in THAN_WORDS:
        return True
    after = re.search(rf"(?<![^\W\d_]){re.escape(words[k + 1])}(?![^\W\d_])\s+(\S+)",
                      lowered)
    return after is not None and after.group(1)[:1].isdigit()


def _in_without(text: str, at: int) -> bool:
    """Whether position ``at`` of ``text`` is inside a CJK word of "without" ("없이")."""
    for word in cjk_cues("without", text):
        start = text.find(word, max(0, at - len(word) + 1))
        if start != -1 and start <= at < start + len(word):
            return True
    return False


def negations(words: list[str]) -> frozenset[str]:
    """The negation words of ``words`` read as negations (see ``_read_as_cue``)."""
    return frozenset(w for w in words if w in NEGATION_WORDS and _read_as_cue(w, words))


@lru_cache(maxsize=2048)  # asked of the same clauses by several checks
def cues(text: str, context: str = "") -> Cues:
    """Negation, hedging and intent in ``text`` (any of the ten tabled languages); ``context``:
    the sentence or passage ``text`` is a clause of, which tells its language (``_read_as_cue``)."""
    lowered = text.lower()
    words = CUE_WORD.findall(lowered)
    negated = False
    hedged = intent = ""
    spaceless = bool(CJK_SCRIPT.search(text))

    def has(table: frozenset[str], cue: str) -> bool:
        return not table.isdisjoint(words) or (spaceless and any(
            c in text for c in cjk_cues(cue, text, context)))

    free = has(FREE_WORDS, "free") or inflected_free(words)  # "freien Eintritt"
    without = has(WITHOUT_WORDS, "without")
    ended = has(END_WORDS, "end") and not bounds_a_figure(text, [
        w for w in words if w in END_WORDS])  # "valid beyond 7 September": a bound
    able = has(ABILITY_WORDS, "ability")
    obliged = has(OBLIGATION_WORDS, "obligation")
    for k, word in enumerate(words):
        if word in NEGATION_WORDS and not (
                _bound(words, k, lowered) or not_only(
                words, k) or range_low_end(words, k)) and _read_as_cue(word, words, context):
            negated = True
        elif k + 1 < len(words) and negates_next(word, words[k + 1]):
            negated = True  # "has yet to set a date", "failed to reduce": not
        elif advised_against(words, k):
            negated = True  # "advised against using it", "sconsigliato": not recommended
        elif word in HEDGE_WORDS and not hedged and _read_as_cue(word, words, context) and not (
                not_a_hedge(word, text, k)):
            hedged = word
        elif word in INTENT_WORDS and not intent and not plan_noun(words, k) and (
                _read_as_cue(word, words, context)):
            intent = word
    negated = negated and not cancelled(words, NEGATION_WORDS)  # "nicht verboten"
    if CJK_SCRIPT.search(text):
        negation = cjk_cues("negation", text, context)
        for cue in negation:
            at = text.find(cue)
            while at != -1 and not negated:
                # After the longest negation there ("不要超过" is "不超过", a bound).
                end = at + max(len(c) for c in negation if text.startswith(c, at))
                rest = past_modal(text, end)  # "不能超过": a bound, as "不得超过"
                # "없이" is "without", not the negation "없다" it begins with.
                negated = not rest.startswith(_CJK_BOUND + CJK_ONLY_AFTER) and not (
                    _in_without(text, at)) and not plain_word_at(text, at, cue)
                at = text.find(cue, at + 1)
        negated = negated and not cjk_cancelled(text, negation)
        hedged = hedged or first_cue(text, cjk_cues("hedge", text, context))  # not "若干"
        intent = intent or first_cue(text, cjk_cues("intent", text, context))  # not "模拟"
    hedged = hedged or open_question(text, context) or hearsay(text, context)
    return Cues(negated, hedged, intent, free, without, ended, able, obliged)

