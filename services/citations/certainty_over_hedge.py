"""A possibility of the page told by the claim as a certainty: "Verwirrtheit, Schwindel
oder trockene Haut sind eindeutige Anzeichen eines Hitzschlags" where the page says they
"können auf einen Hitzschlag hindeuten"; "the test always detects the strain" where it
"may detect" it.

``hedged_clause`` weighs a hedge whose clause the claim restates word for word; a claim
that turns the hedge into a certainty rewords the verb too ("sind Anzeichen" for "deuten
hin"). The sign, in any language the cue tables cover: the claim writes a word of
certainty (``CERTAINTY_WORDS``, a closed class of each language) that neither the passage
nor a sentence beside it writes, and no hedge or possibility of its own (a condition it
keeps is none: "如果竹子大面积开花，…必然会面临食物短缺"), while the passage hedges,
states a possibility ("may", "können", "可能") or a maximum the claim does not keep ("hält
bis zu 5 Stunden" for "hält stets 5 Stunden": ``upper_bound.BOUNDS``).
"""

from __future__ import annotations

import re

from services.citations.cues import CONDITIONAL_WORDS
from services.citations.polarity import cues
from services.citations.upper_bound import BOUNDS
from services.citations.whole_words import WordClass

CERTAINTY_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("clearly", "certainly", "definite", "definitely", "always",
           "undoubtedly", "unambiguous", "unambiguously", "invariably", "guaranteed"),
    "de": ("eindeutig", "eindeutige", "eindeutigen", "eindeutiger", "eindeutiges", "immer",
           "zweifellos", "garantiert", "stets"),
    "fr": ("clairement", "certainement", "toujours", "assurément", "indiscutablement",
           "garanti", "garantie"),
    "es": ("claramente", "siempre", "inequívoco", "inequívoca",
           "garantizado", "indudablemente"),
    "it": ("chiaramente", "sempre", "certamente", "sicuramente", "inequivocabile",
           "garantito"),
    "pt": ("claramente", "sempre", "certamente", "inequívoco", "inequívoca", "garantido"),
    "nl": ("duidelijk", "zeker", "altijd", "ongetwijfeld", "gegarandeerd"),
    "zh": ("一定", "必然", "必定", "肯定", "总是", "明确的", "确定无疑", "无疑"),
    "ja": ("必ず", "確実", "明らかな", "間違いなく"),
    "ko": ("반드시", "확실", "항상", "틀림없이"),
}
"""Words of certainty ("eindeutig", "always", "一定"): the claim's, against a hedge. Not
words that also mean something else ("clear the path", "certain medicines", "sicher":
safe, "seguro": insurance)."""

_CERTAINTY = WordClass.of(CERTAINTY_WORDS)
_MAXIMUM = WordClass.of(BOUNDS)
"""Words of a maximum ("bis zu 5 Stunden"): the page's best case, no certainty."""


def certainty_words(text: str) -> set[str]:
    """The words of ``CERTAINTY_WORDS`` ``text`` writes (lower-cased); not one capitalised
    inside it, a noun that shares the letters ("zehn Jahre Garantie": French "garantie").
    Only words written in ASCII are held to their case."""
    return {w for w in _CERTAINTY.found(text) if not w.isascii() or _written_lower(w, text)}


def _written_lower(word: str, text: str) -> bool:
    """Whether ``text`` opens with ``word`` (in any case: a sentence's first word) or writes
    it lower-cased as a whole word."""
    return text.lower().startswith(word) or re.search(
        rf"(?<![^\W\d_]){re.escape(word)}(?![^\W\d_])", text) is not None


def certainty_over_hedge(claim: str, passage: str, near: str) -> tuple[str, str] | None:
    """``(the claim's word of certainty, the passage's hedge)`` when the claim turns the
    passage's possibility into a certainty, else None; ``near``: the passage with a
    sentence either side, which must not write the claim's word of certainty either (a
    summary may join one from there)."""
    added = certainty_words(claim) - certainty_words(near)
    if not added:
        return None
    own, theirs = cues(claim), cues(passage)
    softened = sorted(_MAXIMUM.found(passage) - _MAXIMUM.found(claim))
    if (own.hedged and own.hedged not in CONDITIONAL_WORDS) or own.able or own.negated or not (
            theirs.hedged or theirs.able or softened):
        return None
    return sorted(added)[0], theirs.hedged or (softened[0] if softened else "can")
