"""A summary claim judged against the paragraph it condenses, not one sentence of it.

When the best window leaves a claim short of ``supported`` and the claim aligns to
several sentences of the window's paragraph, or of the short section or page around it
(``summary_window``, narrowest first), the claim is judged again against the window
spanning those sentences: generous on coverage and on words
the paragraph states in its other sentences, and as strict as ever on the rest, since
every check (numbers, negation, modality, names) runs again over the wider window; a
figure or a name the paragraph does not state still stands against the claim. The wider
judgment is kept only when it is better, and never:

- over a finding of a check that weighs the page as a whole (one not in
  ``WINDOW_CHECKS``), another figure in the claim's place (crossed or changed), or a
  certain finding other than a word, a name, a figure or a clause the window lacks
  (``MISSING_CHECKS``): a summary does not turn a statement or change a figure; a clause
  the window lacks (``CLAUSE_CHECKS``) only when the wider window holds the claim whole;
- when a sentence the summary draws on hedges where the claim does not (closed classes
  of every tabled language, see ``polarity.cues``): a sentence of the paragraph may leave
  open what the claim takes from it as settled. A hedge counts in the clause it stands
  in: not in a concession ("auch wenn …"), and, but for a condition, only in a clause the
  claim takes words from;
- when the word the window states in the claim's slot stands in another of the
  sentences too ("X and Y are good places; go to Y in the morning" for "go to X"): the
  claim put one of the paragraph's peers in the other's place.

A negation or an exception of a sentence the summary draws on is left to the negation
checks, which run again over the wider window and read it clause by clause: a "not" of
one clause ("über einem heißen, aber nicht kochenden Wasserbad") says nothing of the
clause the claim takes from beside it, and a claim that says a "not" in its own words
("stayed away from the opening" for "did not attend the opening", "nicht auf den Akku"
for "wobei der Akku … ausgenommen ist") states it.

Over the wider window, an uncertain finding of a check that weighs the claim against one
sentence's slots (``SLOT_CHECKS``) is dropped when a sentence the summary draws on states
the word it is about: that clause comes from there.
"""

from __future__ import annotations

from services.citations.clauses import clauses
from services.citations.cues import CONCESSIVES, CONDITIONAL_WORDS, STOP_WORDS
from services.citations.judgment import Support, anchored, judge
from services.citations.page_names import PageNames
from services.citations.passages import Match, SourceIndex, terms
from services.citations.polarity import cues
from services.citations.signals import Finding, names
from services.citations.summary_elsewhere import summary_blocks
from services.citations.summary_window import summary_window
from services.citations.verdict import findings

_RANK: dict[Support, int] = {"unsupported": 0, "weak": 1, "supported": 2}
CLAUSE_CHECKS = frozenset({"appended_tail", "unstated_clause", "unheld_clause",
                           "added_remark"})
"""Checks whose finding is a clause of the claim the window does not state (a tail after a
comma, a remark added with "moreover", a clause its sentence lacks): what another sentence
of the paragraph may state, as it may a word. Overruled only when the paragraph holds the
claim whole (``supported`` over the wider window, where they run again): a clause that only
drops to "check this" there may still be one the page never states. (An item added to a
list, an invented detail or cause are left out: over a wider window they may not be found
again though the page never states them.)"""
STRICT = frozenset({"negation", "hedged", "intent", "advised"})
"""Reasons of a certain finding a summary's wider window never overrules."""
WINDOW_CHECKS = frozenset({"coverage", "spread", "anchored", "numbers", "extra_figure",
                           "names", "swaps", "cjk_slot", "detail", "cjk_clause", "cause",
                           "polarity", *CLAUSE_CHECKS})
"""Checks that weigh what the window itself lacks, which a paragraph's other sentences
may state; the checks of who did what across the page (a speaker, a role, an agent, a
binding of a name to its value) weigh the page as a whole and are left as they are."""
MISSING_CHECKS = frozenset({"coverage", "numbers", "extra_figure", "names", "swaps",
                            *CLAUSE_CHECKS})
"""Of those, the checks whose certain finding is only that the window lacks a word, a
name or a figure (not that it states something else): what another sentence may state."""


def plain_terms(claim: str, capitalises: bool) -> set[str]:
    """The claim's terms that are no name and no figure: what its clauses say."""
    named = {t for name in names(claim, capitalises) for t in terms(name)}
    return {t for t in terms(claim) if t not in named and not t[:1].isdigit()}


def _hedges(sentence: str, claim: str) -> bool:
    """Whether ``sentence`` hedges where ``claim`` does not (see the module's docstring
    for why a negation or an exception is not read here)."""
    return bool(cues(sentence).hedged) and not cues(claim).hedged and (
        _hedged_beyond_concession(sentence, claim))


def _hedged_beyond_concession(sentence: str, claim: str) -> bool:
    """Whether a clause of ``sentence`` hedges what ``claim`` takes from it: not a concessive
    clause (``CONCESSIVES``: "Dill oder Liebstöckel gehören nicht hinein, auch wenn sie in
    manchen Rezepten auftauchen" says for sure that they do not belong), and, but for a
    condition (``CONDITIONALS``, which bears on the clause it is set beside: "…, wenn sie
    frisch ist"), a clause that shares a content word with the claim or has none but its
    hedge ("Possibly, …"): "because schools chose whether to take part" hedges nothing of
    "the trial was not randomised"."""
    own = set(terms(claim)) - STOP_WORDS
    for part, found in clauses(sentence):
        lowered = part.lower()
        hedge = cues(part, sentence).hedged
        if not hedge or any(c in lowered for c in CONCESSIVES):
            continue
        said = found - STOP_WORDS - set(terms(hedge))
        if hedge in CONDITIONAL_WORDS or not said or not said.isdisjoint(own):
            return True
    return False


def _peer_swapped(finding: Finding | None, index: SourceIndex, wide: Match,
                  window: Match) -> bool:
    """Whether the word ``finding`` says the window states in the claim's place stands
    in a sentence the summary adds as well."""
    if finding is None or not finding.stated or finding.reason not in (
            "name_missing", "name_elsewhere", "swapped"):
        return False
    stated = finding.stated.lower()
    return any(stated in index.sentence(k).lower() for k in range(wide.first, wide.last + 1)
               if not window.first <= k <= window.last)


SLOT_CHECKS = frozenset({"swaps", "cjk_slot", "names"})
"""Checks that weigh the claim against the one sentence of its window holding most of it:
a clause the summary takes from another sentence looks like a word put in that one's place."""


def _drawn_from(finding: Finding, index: SourceIndex, drawn: list[int]) -> bool:
    """Whether ``finding`` is an uncertain one of a check of one sentence's slots whose word
    a sentence the summary draws on states as the claim does."""
    if finding.certain or finding.rule not in SLOT_CHECKS or not finding.claimed:
        return False
    wanted = set(terms(finding.claimed))
    return bool(wanted) and any(wanted <= set(index.counts(k)) for k in drawn)


def _overruled(finding: Finding | None) -> bool:
    """Whether a wider window may overrule ``finding`` of the claim's window: not another
    figure in the claim's place (the paragraph may state the claim's figure of another
    item: crossed), nor a check of the page as a whole, nor a certain finding other than a
    word, a name or a figure the window lacks."""
    if finding is None:
        return True
    if finding.reason == "numbers_differ" or finding.rule not in WINDOW_CHECKS:
        return False
    return not finding.certain or (finding.rule in MISSING_CHECKS
                                   and finding.reason not in STRICT)


def as_summary(claim: str, wanted: list[str], index: SourceIndex, capitalises: bool,
               named: PageNames, match: Match | None, support: Support,
               finding: Finding | None) -> tuple[Match | None, Support, Finding | None]:
    """``(match, support, finding)`` of the claim judged against the sentences of the
    paragraph it sums up when that is better, else as given."""
    if match is None or support == "supported" or not _overruled(finding):
        return match, support, finding
    plain = plain_terms(claim, capitalises)
    whole_only = finding is not None and finding.rule in CLAUSE_CHECKS
    best: tuple[Match | None, Support, Finding | None] = (match, support, finding)
    for around, bounds in summary_blocks(index, wanted, match):
        summary = summary_window(index, wanted, around, plain, bounds)
        if summary is None:
            continue
        wide, drawn = summary
        if _peer_swapped(finding, index, wide, match) or any(
                _hedges(index.sentence(k), claim) for k in drawn):
            continue
        against = [f for f in findings(claim, wide, index, capitalises, named)
                   if not _drawn_from(f, index, drawn)]
        level, why = judge(wide, True, against,
                           anchored(claim, index.text[wide.start : wide.end]))
        if _RANK[level] > _RANK[best[1]] and not (whole_only and level != "supported"):
            best = (wide, level, why)
        if level == "supported":
            break
    return best
