"""The figures a learned judge reads of one cited claim: the checker's own findings and a
few shares the rules do not weigh.

Every figure comes from what the support check has already worked out for the claim
(its best window and coverage, the findings against it, the rule judgment, whether the
window states its numbers); the rest are shares of the claim's words that the window
and the whole page hold, and of its numbers that they state. Used by the calibration
layer (``learned_layer``) and by the bench that fits it (``bench/support_features.py``),
which also runs it beside the checkers of earlier rounds: so this module imports
nothing of the checker, and reads findings and numbers by their attributes alone
(``reason``, ``certain``, ``rule``; ``agrees``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

REASONS = ("numbers_differ", "number_missing", "negation", "hedged", "intent",
           "name_elsewhere", "name_missing", "swapped", "advised")
"""The finding reasons, each a pair of features (found as sure, found as a check)."""
DETAIL_RULES = ("detail", "cause")
"""Checks that report an added detail under ``name_missing``: features of their own."""
MOST_NUMBERS = 4
"""Numbers of a claim from which more add nothing to ``claim_numbers``."""
TERMS_SCALE = 4.0
"""Divides the log of the claim's word count to keep the feature near 0..1."""
PAGE_WIDE = ("numbers_not_on_page",)
"""Features that need the numbers of the whole page (about 10 ms for a page of 25,000
characters): the calibration layer's model does without them (``page_numbers`` None)."""


def judge_features(claim_terms: Sequence[str], claimed: Sequence[Any], window: str,
                   window_numbers: Sequence[Any], page_lowered: str,
                   page_numbers: Sequence[Any] | None, coverage: float,
                   against: Sequence[Any],
                   support: str, anchor: bool, cjk: bool) -> dict[str, float]:
    """The features of one claim: its terms and numbers (``claim_terms``, ``claimed``),
    its best window's text, numbers and coverage, the page lower-cased and its numbers
    (None: leave out the ``PAGE_WIDE`` features),
    the findings against it, the rule judgment (``support``), whether the window states
    every number of the claim (``anchor``) and whether the claim is CJK text."""
    f: dict[str, float] = {
        "coverage": coverage,
        "coverage_lt_15": float(coverage < 0.15),
        "coverage_lt_33": float(coverage < 0.33),
        "coverage_lt_45": float(coverage < 0.45),
        "anchored": float(anchor),
        "rule_unsupported": float(support == "unsupported"),
        "rule_weak": float(support == "weak"),
        "findings": float(len(against)),
        "findings_certain": float(sum(x.certain for x in against)),
        "cjk": float(cjk),
    }
    unique = set(claim_terms)
    lowered = window.lower()
    in_page = sum(t in page_lowered for t in unique) / len(unique) if unique else 0.0
    in_window = sum(t in lowered for t in unique) / len(unique) if unique else 0.0
    f["terms_not_on_page"] = 1.0 - in_page
    f["terms_in_window"] = in_window
    f["window_share_of_page"] = in_window / in_page if in_page else 0.0
    f["terms_elsewhere_on_page"] = max(0.0, in_page - in_window)
    f["words_elsewhere_on_page"] = _share_elsewhere(
        [t for t in unique if not t.isdigit()], lowered, page_lowered)
    f["claim_terms_log"] = math.log1p(len(unique)) / TERMS_SCALE
    for reason in REASONS:
        mine = [x for x in against if x.reason == reason and finding_rule(x) not in DETAIL_RULES]
        f[f"{reason}_certain"] = float(any(x.certain for x in mine))
        f[f"{reason}_check"] = float(any(not x.certain for x in mine))
    details = [x for x in against if finding_rule(x) in DETAIL_RULES]
    f["detail_certain"] = float(any(x.certain for x in details))
    f["detail_check"] = float(any(not x.certain for x in details))
    f["claim_numbers"] = float(min(len(claimed), MOST_NUMBERS)) / MOST_NUMBERS
    f["numbers_not_in_window"] = _share_missing(claimed, window_numbers)
    if page_numbers is not None:
        f["numbers_not_on_page"] = _share_missing(claimed, page_numbers)
    return f


def _share_elsewhere(words: Sequence[str], window: str, page: str) -> float:
    """Share of ``words`` the page holds only outside the window (``window`` and ``page``
    lower-cased)."""
    if not words:
        return 0.0
    return sum(t not in window and t in page for t in words) / len(words)


def _share_missing(claimed: Sequence[Any], stated: Sequence[Any]) -> float:
    """Share of ``claimed`` that agrees with none of ``stated``."""
    if not claimed:
        return 0.0
    return sum(not any(n.agrees(s) for s in stated) for n in claimed) / len(claimed)


def finding_rule(finding: Any) -> str:
    """The check that made ``finding`` ("" for a checker of a round that named none)."""
    return str(getattr(finding, "rule", ""))
