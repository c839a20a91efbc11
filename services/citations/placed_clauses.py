"""Where a claim's clauses stand on the page: each in a sentence of its own.

A claim that sums up several sentences joins clauses each of which one sentence states:
"May and June offer long days …, August is the busiest month, and many cafés … close
between November and March" for three sentences in a row; "The recipe yields 12 buns,
each shaped from a piece of dough of about 100 g" for the recipe's head line and a step
twenty sentences below it. Its best window, of one or two sentences, holds one clause,
and what it lacks (the other clauses' words, names) is judged as missing though the page
states it. Aligned clause by clause, each clause finds the sentence that states it.

- ``placed``: every clause (two at least) stands in a sentence holding most of it and
  every number it states: a summary, not a claim the page lacks; ``placed_summary``
  labels it "check this" where its window alone would leave it unsupported for its few
  words, and supported where only its window's partial coverage (or that of the
  sentences around) made it "check this" and nothing stands against it.
- ``without_placed_names``: a name the window lacks that the claim's own clause about it
  finds in the sentence stating that clause, near the window, is a summary's name, not a
  name from elsewhere put in another's place (a swap's clause matches a sentence that
  names someone or something else).

Structure, not words: clauses are cut at punctuation (``clauses``), in any language.
"""

from __future__ import annotations

from services.citations.clauses import clauses
from services.citations.judgment import SPREAD, Support, anchored
from services.citations.passages import Match, SourceIndex, terms
from services.citations.signals import Finding

CLAUSE_HELD_AT = 0.6
"""Coverage at least of a clause by its best window for the clause to stand there."""
CLAUSE_TERMS = 3
"""Distinct terms at least of a clause weighed on its own (a shorter one joins the next)."""
NAME_CLAUSE_TERMS = 2
"""Distinct terms at least of the clause that writes a name, for it to be aligned."""


def clause_pieces(claim: str) -> list[list[str]]:
    """The terms of each clause of ``claim``, a short clause joined to the one after it
    (the last to the one before)."""
    out: list[list[str]] = []
    pending: list[str] = []
    for _part, found in clauses(claim):
        pending = pending + sorted(found)
        if len(set(pending)) >= CLAUSE_TERMS:
            out.append(pending)
            pending = []
    if pending and out:
        out[-1] = out[-1] + pending
    return out


def placed(index: SourceIndex, claim: str) -> bool:
    """Whether ``claim`` has two clauses at least and the page states each in a window
    (a sentence or two neighbours) that holds ``CLAUSE_HELD_AT`` of it and states every
    number of the claim that the clause writes."""
    pieces = clause_pieces(claim)
    if len(pieces) < 2:
        return False
    windows = []
    for wanted in pieces:
        match = index.best(wanted)
        if match is None or match.coverage < CLAUSE_HELD_AT:
            return False
        windows.append(index.text[match.start : match.end])
    # Every number of the claim stated in the windows its clauses stand in.
    return not any(c.isdigit() for c in claim) or anchored(claim, "\n".join(windows))


PARTIAL_RULES = ("coverage", "spread")
"""The rules of a "check this" that says only that the window holds part of the claim."""


def placed_summary(index: SourceIndex, claim: str, support: Support,
                   finding: Finding | None) -> tuple[Support, Finding | None]:
    """``(support, finding)``, one step up for a claim whose every clause the page states
    (``placed``) when only the window's few words stood against it: unsupported for its
    coverage becomes "check this" (a summary of sentences apart), "check this" for its
    partial coverage becomes supported."""
    if finding is None:
        return support, finding
    if support == "unsupported" and finding.rule == "coverage" and placed(index, claim):
        return "weak", Finding("partial", certain=False, rule="clauses")
    if support == "weak" and finding.rule in PARTIAL_RULES and placed(index, claim):
        return "supported", None
    return support, finding


def _clause_of(claim: str, name: str) -> str:
    """The clause of ``claim`` that writes ``name`` ("" when none or the claim is one)."""
    parts = [part for part, _found in clauses(claim)]
    if len(parts) < 2:
        return ""
    lowered = name.lower()
    return next((part for part in parts if lowered in part.lower()), "")


def _placed_name(index: SourceIndex, claim: str, finding: Finding, window: Match) -> bool:
    """Whether ``finding``, a name the window lacks (not certain), stands in the window that
    best holds the other words of the claim's clause about it, within ``SPREAD`` sentences
    of ``window`` (the name's own words would find any sentence that writes it)."""
    if finding.reason != "name_elsewhere" or finding.certain or not finding.claimed:
        return False
    own = set(terms(finding.claimed))
    wanted = [t for t in terms(_clause_of(claim, finding.claimed)) if t not in own]
    if len(set(wanted)) < NAME_CLAUSE_TERMS:
        return False
    match = index.best(wanted)
    if match is None or match.coverage < CLAUSE_HELD_AT or not (
            window.first - SPREAD <= match.first and match.last <= window.last + SPREAD):
        return False
    return finding.claimed.lower() in index.text[match.start : match.end].lower()


def without_placed_names(index: SourceIndex, claim: str, window: Match | None,
                         against: list[Finding]) -> list[Finding]:
    """``against`` less the names the claim's clauses place near ``window`` (see the
    module's doc)."""
    if window is None or not against:
        return against
    return [f for f in against if not _placed_name(index, claim, f, window)]
