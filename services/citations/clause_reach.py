"""A claim of several clauses whose window holds few of its words: "check this", not a verdict.

``few_words`` says the best window of the page holds too little of a claim to support
it. For a claim of one clause that is most often an invention: one statement the page
barely holds. A claim of two clauses or more is most often something else: it joins
what the page says in places apart (a recipe's tip and its reason, a version's change
and what it replaces), so no window of one or two sentences holds much of it, and
``spread_summary`` finds nothing when the places are more than a few sentences apart.
The lack is the claim's reach across the page, not a sign it is wrong: "check this"
says so honestly.

Chosen on the first-sight history (each labelled part heldout30..75 but the validation
parts heldout72 and heldout74, as judged by the checker of the round that had not yet
seen it: 3,960 claims), leaving one round out (``bench.support_first_sight --shape``,
form S20, written down with 35 others before any count): every fold kept ``few_words``
on claims of two clauses or more, and on the left-out rounds that turned 20 false alarms
into "check this" against 4 catches, with gains in seven of nine rounds. On today's
checker (fc0f707) that form moved 16 claims toward their label and 7 away (four of
those with a certain finding of another check behind the low coverage: a figure, a
negation, a hedge, an added cause); a check that is sure of something is more than the
claim's reach, as ``judgment.judge`` already reads a summary only when nothing certain
stands against it, so the gate asks that too (chosen after that count, on tuned parts:
at first sight the condition barely splits, 14 false alarms to 2 catches without a
certain finding today, 6 to 2 with one). Then: 12 toward over 12 parts (heldout19
to heldout69), 3 away (heldout14#59, heldout50#53, heldout58#30); validation
heldout74 one false alarm fewer, heldout72 unchanged. Structure only: the claim's
clauses (``clauses.clauses``, cut at commas, semicolons, colons, dashes and the stops of
every script), in any language.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from services.citations.clauses import clauses
from services.citations.finding import Finding
from services.citations.judgment import Support

CLAUSES_AT = 2
"""Clauses at least of a claim that joins what the page says in places apart."""
REASONS = ("few_words",)
"""Reasons of the check that judges how much of the claim the window holds."""
RULE = "clause_reach"
"""The ``rule`` of a softened finding's prefix ("clause_reach:coverage")."""


def clause_reach(claim: str, support: Support, finding: Finding | None,
                 against: Sequence[Finding] = ()) -> tuple[Support, Finding | None]:
    """``(support, finding)``, ``unsupported`` for ``few_words`` softened to "check this"
    for a claim of ``CLAUSES_AT`` clauses or more, none of the findings ``against`` it
    certain (a figure, a negation or a name a check is sure of is more than reach)."""
    if (support != "unsupported" or finding is None or finding.reason not in REASONS
            or any(f.certain for f in against) or len(clauses(claim)) < CLAUSES_AT):
        return support, finding
    return "weak", replace(finding, certain=False, rule=f"{RULE}:{finding.rule}")
