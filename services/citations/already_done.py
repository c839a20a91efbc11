"""A plan told as already done: "Eine Folgestudie mit 100 Klassen hat bereits begonnen"
where the page says "Eine Folgestudie mit 100 Klassen ist ab dem 1. August 2026
geplant"; "the new wing has already opened" for "the new wing is expected to open".

The plan check reads a claim with a word of the future or a date as the plan's schedule
and only asks a check; a claim that says "already" leaves no doubt that it tells the
plan as done. The sign, in any language the cue tables cover: the claim has a word of
"already" (``ALREADY``, a closed class) and no word of a plan, a hedge or a negation of
its own; a clause of a sentence of its passage holds a word of a plan (``cues.INTENT``),
or follows a short clause that ends in one ("Die Stadt plant, die Brücke … zu
sanieren"), and holds two or more words of the claim's clause that says "already" (cut
at "and", "und", "et" too: "has already begun and will open in 2027" tells the start
done and the opening planned); and that sentence says "already" nowhere (the page may
tell one thing done and plan the next: "has already opened its east wing and plans to
open the west wing"). Clauses are cut as sentences are: an ordinal date ("ab dem 1.
August") or an abbreviation ("u. a.") ends none.
"""

from __future__ import annotations

from services.citations.clauses import CLAUSE
from services.citations.cues import COORDINATOR_WORDS
from services.citations.finding import Finding
from services.citations.governing_clause import governing_clause
from services.citations.passages import Match, SourceIndex, terms
from services.citations.polarity import cues
from services.citations.scripts import CJK_SCRIPT, LETTERS

ALREADY: dict[str, tuple[str, ...]] = {
    "en": ("already",), "de": ("bereits", "schon"), "fr": ("déjà",), "es": ("ya",),
    "it": ("già",), "pt": ("já",), "nl": ("reeds", "inmiddels"),
    "zh": ("已经", "业已"), "ja": ("既に", "すでに"), "ko": ("이미",),
}
"""Words of "already": what they qualify is done. (Dutch "al" is also "all", left out.)"""
SHARED = 2
"""Content words at least the plan's clause and the claim share: the same thing planned."""

_WORDS = frozenset(w for words in ALREADY.values() for w in words if not CJK_SCRIPT.match(w))
_CJK_WORDS = tuple(w for words in ALREADY.values() for w in words if CJK_SCRIPT.match(w))


def says_already(text: str) -> bool:
    """Whether ``text`` has a word of "already"."""
    return not _WORDS.isdisjoint(LETTERS.findall(text.lower())) or any(
        w in text for w in _CJK_WORDS)


def _clauses(sentence: str) -> list[str]:
    """``sentence`` cut at ``clauses.CLAUSE`` marks (not at a full stop inside it)."""
    return [p for p in CLAUSE.split(sentence) if p.strip()]


def _already_part(claim: str) -> str:
    """The clause of ``claim`` that says "already", cut at clause marks and at words that
    start another statement ("hat bereits begonnen | und wird … finanziert")."""
    for part in _clauses(claim):
        words = LETTERS.findall(part)
        cuts = [0] + [k for k, w in enumerate(words) if w.lower() in COORDINATOR_WORDS]
        for start, end in zip(cuts, [*cuts[1:], len(words)], strict=True):
            piece = " ".join(words[start:end])
            if says_already(piece):
                return piece
    return claim


def plan_told_done(claim: str, index: SourceIndex, match: Match) -> Finding | None:
    """The plan a sentence of the passage states that ``claim`` says is already done."""
    if not says_already(claim):
        return None
    own = cues(claim)
    if own.intent or own.hedged or own.negated:
        return None
    mine = {t for t in terms(_already_part(claim)) if not t[:1].isdigit()}
    for k in range(match.first, match.last + 1):
        sentence = index.sentence(k)
        if says_already(sentence):
            continue
        for part in _clauses(sentence):
            plan = cues(part, sentence).intent
            governing, word = governing_clause(sentence, part)
            if not plan and governing and cues(governing, sentence).intent == word:
                plan = word  # "Die Stadt plant, die Brücke … zu sanieren"
            if plan and len(mine & set(terms(part))) >= SHARED:
                return Finding("intent", claim.strip(), plan, rule="already_done")
    return None

