"""A case a claim includes ("including in the first trimester") under a statement the
page negates for that case, when the claim's own negation stands only in a relative
clause: "Intravenous iron may be considered for women who cannot tolerate oral iron,
including in the first trimester" where the page says "It must not be given in the
first trimester".

``included_negated`` leaves a negated claim alone: a claim may include a case in what
the page negates ("must not be given to children, including teenagers"). But a negation
inside a relative clause ("who cannot tolerate …", "die … nicht vertragen", "qui ne …
pas") says who the statement is about; it negates nothing of the statement the case is
included in. The sign: every negation word of the claim follows a relative pronoun
(``compared_negation.RELATIVE``, a closed class) in its clause; the claim without its
clauses that hold a negation is weighed by ``included_negated``.
"""

from __future__ import annotations

import re

from services.citations.clauses import CLAUSE
from services.citations.compared_negation import RELATIVE
from services.citations.cues import NEGATION_WORDS
from services.citations.finding import Finding
from services.citations.included_negated import included_negated
from services.citations.passages import Match, SourceIndex
from services.citations.scripts import CJK_SCRIPT

_WORD = re.compile(r"[^\W\d_]+(?:['’]t)?")


def _negations(words: list[str]) -> list[int]:
    return [k for k, w in enumerate(words) if w in NEGATION_WORDS or w.endswith(("n't", "n’t"))]


def relative_included_negated(claim: str, index: SourceIndex, match: Match) -> Finding | None:
    """``included_negated`` of ``claim`` without its clauses whose negation stands only
    after a relative pronoun, when it has such clauses and no other negation; else None."""
    if CJK_SCRIPT.search(claim):
        return None
    kept, dropped = [], False
    for part in CLAUSE.split(claim):
        words = [w.lower() for w in _WORD.findall(part)]
        negations = _negations(words)
        if not negations:
            kept.append(part)
            continue
        relative = next((k for k, w in enumerate(words) if w in RELATIVE), None)
        if relative is None or any(k < relative for k in negations):
            return None  # the statement itself is negated
        dropped = True
    if not dropped or not kept:
        return None
    found = included_negated(", ".join(p.strip() for p in kept if p.strip()), index, match)
    return None if found is None else Finding("negation", claim.strip(), found.stated,
                                               rule="relative_included_negated")
