"""A claim that its window's neighbours hold far better than any one sentence of the window.

Wrong claims are near-copies of one sentence with one thing changed: that sentence holds
most of their words, and the sentences around add little. A claim that sums up a few
sentences is the other way round: no sentence holds much of it, the window and its
neighbours together hold most of it. When such a claim is judged ``unsupported`` by a check
that reads the window alone for a word or a clause it lacks (``name_missing``) or for its
few words (``few_words``), the lack is most often the summary's reach, not an invention:
"check this" says so honestly.

Measured at first sight (each labelled part as judged by the checker of the round that had
not yet seen it, heldout30..65, 3,240 claims): of the ``unsupported`` verdicts of these
two reasons on claims whose gain (``GAIN_AT``) is reached, 15 were correct claims and 1 a
wrong one; the other reasons (numbers, negation, hedges, names from elsewhere) catch wrong
claims there as often as they miss, and are left alone. A ``name_missing`` finding is
softened only when the neighbours hold the words it names (``HELD_AT``); a name or a clause
they lack is an addition, however summary-like the rest. On the checker of its round
(labels of every part against 4936c5e): eight false alarms became "check this" over seven
parts (dev, heldout15, 47, 53, 58, 60, 63), and one catch did (heldout25, a quote given
to another person the page names).
Structure only: coverage of the claim's terms by sentences, in any language.
"""

from __future__ import annotations

from dataclasses import replace

from services.citations.finding import Finding
from services.citations.judgment import Support
from services.citations.passages import Match, SourceIndex, terms

REACH = 2
"""Sentences either side of the window that a summary may draw on."""
GAIN_AT = 0.3
"""How much more of the claim (coverage, 0..1) the window and ``REACH`` sentences either
side hold than the best single sentence of the window, from which the claim reads as a
summary."""
WINDOW_READERS = ("name_missing", "few_words")
"""Reasons of the checks that judge what the window lacks (see the module's doc)."""
HELD_AT = 0.45
"""Coverage at least of the words a ``name_missing`` finding names by the window and its
neighbours for the lack to be the summary's reach: words the neighbours do not hold
either are an added detail ("… because they carry a higher risk of infection")."""
RULE = "spread_summary"
"""The ``rule`` of a softened finding's prefix ("spread_summary:list_item")."""


def _gain(index: SourceIndex, wanted: list[str], match: Match) -> float:
    """How much more of ``wanted`` the window and ``REACH`` sentences either side hold
    together than the best single sentence of ``match``'s window."""
    single = max(index.spread_between(wanted, k, k) for k in range(match.first, match.last + 1))
    return index.spread(wanted, match, REACH) - single


def _held_near(index: SourceIndex, words: str, match: Match) -> float:
    """The coverage of the terms of ``words`` by ``match``'s window and ``REACH`` sentences
    either side (0 when ``words`` has none), figures left out: a figure the page gives
    for something else ("parking is £4.50" where admission is) holds nothing of the
    words around it, and figures are the number checks' own."""
    wanted = [t for t in terms(words) if not any(c.isdigit() for c in t)]
    return index.spread(wanted, match, REACH) if wanted else 0.0


def spread_summary(index: SourceIndex, wanted: list[str], match: Match | None,
                   support: Support, finding: Finding | None) -> tuple[Support, Finding | None]:
    """``(support, finding)``, ``unsupported`` by a check of ``WINDOW_READERS`` softened to
    "check this" for a claim (its terms ``wanted``) whose window's neighbours hold
    ``GAIN_AT`` more of it than any one sentence of the window."""
    if (support != "unsupported" or finding is None or match is None
            or finding.reason not in WINDOW_READERS or _gain(index, wanted, match) < GAIN_AT):
        return support, finding
    if finding.reason == "name_missing" and _held_near(index, finding.claimed, match) < HELD_AT:
        return support, finding
    return "weak", replace(finding, certain=False, rule=f"{RULE}:{finding.rule}")
