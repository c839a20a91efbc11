"""A condition kept, the possibility around it dropped: "The union will stage a formal
protest if the university does not freeze fees" where the page says the union "would
consider a formal protest if the university did not freeze fees".

The claim's "if" is a hedge word of its own, so the hedge check, which spares a claim
that hedges, sees nothing dropped. But the claim's "if" is the page's "if": the same
condition, kept. What the page hedges beyond it ("would consider", "könnte", "pourrait",
"podría") is gone. The sign, in any spaced language the cue tables cover: the page's
sentence that holds most of the claim has the claim's word of condition and a hedge of
another kind outside the condition's clause (the modal that governs the main clause,
not one inside the "if" clause); the claim's only hedges are words of condition, it
holds no word of that other hedge in any form, no word of ability ("can") or of a plan,
and keeps no hedge in other words (advice, a belief). "Would", "würde" and "zou"
alone are the mood of the condition ("the rules would apply if the vote passes"; "said
the pool would close if …"), no hedge of their own: the hedge is the word after them
("would consider").
"""

from __future__ import annotations

import re

from services.citations.advice import keeps_hedge
from services.citations.cue_readings import not_a_hedge
from services.citations.cues import BACKSHIFT_WORDS, CONDITIONAL_WORDS, HEDGE_WORDS
from services.citations.finding import Finding
from services.citations.passages import Match, SourceIndex, terms
from services.citations.polarity import cues
from services.citations.scripts import CJK_SCRIPT
from services.citations.scripts import LETTER_WORD as _WORD
from services.citations.word_forms import holds_word

_CLAUSE_END = re.compile(r"[,;:—–()]")
SHARED = 3
"""Content words at least the claim and the page's sentence share: the same statement."""


def _hedges(text: str) -> list[tuple[int, str]]:
    """``(position, word)`` of each word of ``text`` that reads as a hedge."""
    lowered = text.lower()
    found = list(_WORD.finditer(lowered))
    return [(m.start(), m.group()) for k, m in enumerate(found) if m.group() in HEDGE_WORDS
            and not not_a_hedge(m.group(), text, k)]


def _condition_span(lowered: str, at: int) -> tuple[int, int]:
    """The span of the condition opened at ``at``: to the next clause mark, or the end."""
    end = _CLAUSE_END.search(lowered, at)
    return at, end.start() if end else len(lowered)


def same_statement(claim: str, index: SourceIndex, match: Match) -> str | None:
    """The sentence of ``match`` that shares most terms with ``claim`` when it shares
    ``SHARED`` at least (the same statement) and does not already keep the claim's hedge."""
    claim_terms = set(terms(claim))
    best = max(range(match.first, match.last + 1),
               key=lambda k: len(claim_terms & set(index.counts(k))))
    if len(claim_terms & set(index.counts(best))) < SHARED:
        return None
    sentence = index.sentence(best)
    return None if keeps_hedge(claim, sentence) else sentence


def dropped_around_condition(claim: str, index: SourceIndex, match: Match) -> Finding | None:
    """The hedge the page sets around a condition the claim keeps (see the module)."""
    if CJK_SCRIPT.search(claim):
        return None
    mine = _hedges(claim)
    kept = {w for _at, w in mine}
    own = cues(claim)
    if not kept or not kept <= CONDITIONAL_WORDS or own.able or own.intent:
        return None
    sentence = same_statement(claim, index, match)
    if sentence is None:
        return None
    lowered = sentence.lower()
    theirs = _hedges(sentence)
    conditions = [_condition_span(lowered, at) for at, w in theirs if w in kept]
    if not conditions:
        return None  # the page has no condition of the claim's kind: the hedge check's
    for at, word in theirs:
        if word in CONDITIONAL_WORDS or any(start <= at < end for start, end in conditions):
            continue  # a hedge inside the condition ("if it could be confirmed")
        if holds_word(claim, word) or word in BACKSHIFT_WORDS:
            continue  # "would apply if the vote passes": the mood of the condition itself
        return Finding("hedged", claim.strip(), word, rule="kept_condition")
    return None
