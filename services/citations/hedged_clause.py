"""A short hedged clause of the passage that the claim states whole, without the hedge.

The hedge check weighs the page's clause that holds most of a claim's clause, and
only when it holds a good part of it. A hedge often stands in a short clause of
its own at the end of a sentence ("Bees fly longer distances, which may cost them
energy"; "…，这可能增加成本"): the claim ("longer flights cost urban bumblebees
energy") holds every word of that clause but many others too, so no clause of
the page holds enough of the claim's, and the dropped "may" went unseen. Here
every word of the short hedged clause must stand in the claim.
"""

from __future__ import annotations

from services.citations.advice import keeps_hedge
from services.citations.clauses import clauses
from services.citations.cues import CONDITIONAL_WORDS
from services.citations.finding import Finding
from services.citations.modality import reported_future, reported_on
from services.citations.passages import terms
from services.citations.permission_rules import restricted_permission
from services.citations.polarity import cues
from services.citations.sentence_of import sentence_of
from services.citations.word_forms import holds_word

MIN_TERMS = 2
"""Words at least of a hedged clause (a lone "may" says too little of what it hedges)."""


def dropped_hedge(claim: str, passage: str) -> Finding | None:
    """A hedge of ``passage`` whose clause the claim states word for word, in any form
    (at least ``MIN_TERMS`` words) with no hedge, possibility, plan or belief of its own; not a
    condition ("if", "wenn": the claim may keep it in other words), nor a modal
    reported after a verb of saying ("said it would")."""
    own = cues(claim)
    if own.hedged or own.able or own.intent or keeps_hedge(claim, passage):
        return None
    mine = set(terms(claim))
    for part, _found in clauses(passage):
        hedge = cues(part, passage).hedged
        if not hedge or hedge in CONDITIONAL_WORDS or reported_future(passage, hedge) or (
                reported_on(passage, sentence_of(passage, part), hedge)) or (
                restricted_permission(hedge, part, claim)):
            continue  # "may only climb with an adult": a rule
        wanted = {t for t in terms(part.lower().replace(hedge, " ")) if not t[:1].isdigit()}
        if len(wanted) >= MIN_TERMS and all(t in mine or holds_word(claim, t) for t in wanted):
            return Finding("hedged", claim.strip(), hedge, rule="hedged_clause")
    return None
