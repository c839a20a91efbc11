"""The judgment of one citation from its best passage and the findings against it.

- ``unsupported``: a certain finding stands against the sentence (see
  ``verdict.findings``), or the passage holds little of it;
- ``weak`` (shown as "check this"): the passage holds much of the sentence but
  not all, or a finding that is not certain stands against it, or a summary whose
  words the sentences around the passage hold together;
- ``supported``: the passage holds the sentence's words and nothing stands
  against it.

The thresholds were tuned on ``bench/support_set/dev.json`` only;
``python -m bench.support`` reports them on the held-out parts as well.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from services.citations.numbers import agrees_share, numbers, shares
from services.citations.passages import Match
from services.citations.signals import Finding

Support = Literal["supported", "weak", "unsupported"]

SUPPORTED_AT = 0.45
"""Coverage from which a sentence with nothing against it counts as supported."""
WEAK_AT = 0.33
"""Coverage from which a sentence counts as "check this" rather than unsupported."""
ANCHORED_AT = 0.15
"""Coverage from which a sentence whose every number the passage states (and
states at least one) counts as "check this": a paraphrase in other words ("a
year and a half", "ans Netz gehen") still keeps the figures it reports."""
SPREAD_AT = 0.6
"""Coverage that the window and ``SPREAD`` sentences either side must reach together
for a sentence its best window holds little of to count as "check this": a summary
of a paragraph, whose words no one or two sentences hold."""
SPREAD = 3
"""Sentences either side of the window that a summary may draw on."""
REASONS = ("no_text", "no_match", "few_words", "partial", "numbers_differ",
           "number_missing", "negation", "hedged", "intent", "name_elsewhere",
           "name_missing", "swapped", "advised")
"""Why a citation is not ``supported`` (stable codes; the UI words them)."""



def anchored(claim: str, window: str) -> bool:
    """Whether ``window`` states every number of ``claim``, and the claim has one
    written in digits (a small number in words, "acht Betten", anchors nothing)."""
    claimed = numbers(claim)
    stated = numbers(window)
    fractions = shares(window)
    return any(n.text[:1].isdigit() for n in claimed) and all(
        any(n.agrees(s) for s in stated) or agrees_share(n, fractions) for n in claimed)


def judge(match: Match | None, has_text: bool, against: Sequence[Finding] = (),
          anchor: bool = False, spread: float = 0.0) -> tuple[Support, Finding | None]:
    """A judgment for the best window of one source and the finding behind it;
    ``anchor``: the window states every number of the claim (see ``anchored``);
    ``spread``: the coverage of the window widened by ``SPREAD`` sentences either
    side (asked only when the window's own is under ``WEAK_AT``)."""
    if not has_text:
        return "unsupported", Finding("no_text")
    if match is None:
        return "unsupported", Finding("no_match")
    certain = [f for f in against if f.certain]
    if match.coverage < WEAK_AT:
        if anchor and match.coverage >= ANCHORED_AT and not against:
            return "weak", Finding("few_words", certain=False, rule="anchored")
        if spread >= SPREAD_AT and not certain:
            # Nothing stands against it and the sentences around hold it: a summary.
            return "weak", Finding("partial", certain=False, rule="spread")
        return "unsupported", Finding("few_words", rule="coverage")
    if certain:
        return "unsupported", certain[0]
    if against:
        return "weak", against[0]
    if match.coverage >= SUPPORTED_AT:
        return "supported", None
    return "weak", Finding("partial", certain=False, rule="coverage")
