"""A claim's words that the passage names by a synonym or something narrower count
as held: "the birds" for "the puffins", "physician" for "doctor", "Arzt" for
"Doktor" (``lexical_relations.covers``).

The window is chosen by the words themselves (``passages``); only its coverage, which
``judgment.judge`` weighs against ``SUPPORTED_AT`` and ``WEAK_AT``, is raised by the
weight of each claim term a word of the window covers this way. A supported window is
left as it is (nothing to raise), so the lexicon is read only for claims in doubt.
"""

from __future__ import annotations

from dataclasses import replace

from services.citations.judgment import SUPPORTED_AT, WEAK_AT
from services.citations.lexical_relations import covers
from services.citations.passages import Match, SourceIndex, soft_credit
from services.citations.scripts import CJK_SCRIPT


def with_related(index: SourceIndex, wanted: list[str], match: Match | None) -> Match | None:
    """``match`` with the claim terms (``wanted``) its window names in other words
    counted as held (see the module)."""
    if match is None or not WEAK_AT <= match.coverage < SUPPORTED_AT:
        return match
    weights = index.weights(wanted)
    total = sum(weights.values())
    found = set(index.counts(match.first)).union(
        *(index.counts(k) for k in range(match.first + 1, match.last + 1)))
    window_text = index.text[match.start : match.end].lower()
    extra = 0.0
    for term, weight in weights.items():
        if term in found or not term.isalpha() or CJK_SCRIPT.search(term):
            continue
        held = soft_credit(term, found, window_text)
        if held < 1.0 and any(covers(term, other) for other in found if other.isalpha()):
            extra += weight * (1.0 - held)
    if not extra or not total:
        return match
    return replace(match, coverage=min(1.0, match.coverage + extra / total))
