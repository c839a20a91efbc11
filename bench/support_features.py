"""Features of one cited claim against its page, for a judge learned from the labelled parts.

Every feature comes from the support check's own pieces (``passages`` for the
best window and its coverage, ``verdict.findings`` for what stands against the
claim, ``verdict.judge`` for the rule judgment), never from a copy of their
logic: a rule module that changes changes the features with it. A few figures
the rules do not weigh yet are added (the share of the claim's words the whole
page holds, whether the page states the claim's numbers at all).

Used by ``bench/support_learned.py``; see there for the model and its measure.
"""

from __future__ import annotations

import inspect
import math
from dataclasses import dataclass
from typing import Any

from services.citations.numbers import numbers
from services.citations.passages import SourceIndex, terms
from services.citations.signals import MANY_CAPITALS, capital_share
from services.citations.support import _clean
from services.citations.verdict import findings, judge

try:  # the checker of earlier rounds makes them in ``findings``
    from services.citations.page_names import PageNames
except ImportError:  # pragma: no cover - only with an earlier checker
    PageNames = None  # type: ignore[assignment,misc]
try:  # the checker of earlier rounds (see ``bench/support_learned.py --history``) has none
    from services.citations.support import _spread
except ImportError:  # pragma: no cover - only with an earlier checker
    _spread = None  # type: ignore[assignment]
try:
    from services.citations.verdict import anchored
except ImportError:  # pragma: no cover - only with an earlier checker
    anchored = None  # type: ignore[assignment]
_JUDGE_SPREADS = "spread" in inspect.signature(judge).parameters
_JUDGE_ANCHORS = "anchor" in inspect.signature(judge).parameters
_NAMES_GIVEN = "page_names" in inspect.signature(findings).parameters

REASONS = ("numbers_differ", "number_missing", "negation", "hedged", "intent",
           "name_elsewhere", "name_missing", "swapped", "advised")
"""The finding reasons, each a pair of features (found as certain, found as a check)."""
DETAIL_RULES = ("detail", "cause")
"""Rules that report an added detail under ``name_missing``: a feature of their own."""


@dataclass(frozen=True)
class Judged:
    """One claim's features and the rule judgment, with what a report needs."""

    features: dict[str, float]
    rule: str
    reason: str


def _index(text: str, cache: dict[str, tuple[SourceIndex, bool, Any]]
           ) -> tuple[SourceIndex, bool, Any]:
    got = cache.get(text)
    if got is None:
        capitalises = capital_share(text) > MANY_CAPITALS
        named = PageNames(text, capitalises) if PageNames is not None else None
        got = cache[text] = (SourceIndex(text), capitalises, named)
    return got


def features(claim: str, text: str,
             cache: dict[str, tuple[SourceIndex, bool, Any]] | None = None) -> Judged:
    """The features of ``claim`` against the page ``text`` (indexes kept in ``cache``)."""
    clean = _clean(claim)
    index, capitalises, named = _index(text, {} if cache is None else cache)
    wanted = terms(clean)
    match = index.best(wanted) if text else None
    given = (named,) if _NAMES_GIVEN else ()
    against = findings(clean, match, index, capitalises, *given) if match is not None else []
    window = text[match.start : match.end] if match is not None else ""
    anchor = match is not None and anchored is not None and anchored(clean, window)
    if _spread is not None and _JUDGE_SPREADS:
        support, finding = judge(match, bool(text.strip()), against, anchor,
                                 _spread(index, clean, wanted, match))
    elif _JUDGE_ANCHORS:
        support, finding = judge(match, bool(text.strip()), against, anchor)
    else:
        support, finding = judge(match, bool(text.strip()), against)
    f: dict[str, float] = {}
    coverage = match.coverage if match is not None else 0.0
    f["coverage"] = coverage
    f["coverage_lt_15"] = float(coverage < 0.15)
    f["coverage_lt_33"] = float(coverage < 0.33)
    f["coverage_lt_45"] = float(coverage < 0.45)
    f["anchored"] = float(anchor)
    unique = set(wanted)
    # Plain shares of the claim's terms (as substrings), the same in every checker version.
    lowered_window = window.lower()
    in_page = sum(t in index.lowered for t in unique) / len(unique) if unique else 0.0
    in_window = sum(t in lowered_window for t in unique) / len(unique) if unique else 0.0
    f["terms_not_on_page"] = 1.0 - in_page
    f["terms_in_window"] = in_window
    f["window_share_of_page"] = in_window / in_page if in_page else 0.0
    f["rule_unsupported"] = float(support == "unsupported")
    f["rule_weak"] = float(support == "weak")
    for reason in REASONS:
        f[f"{reason}_certain"] = float(any(x.reason == reason and x.certain
                                           and _rule(x) not in DETAIL_RULES for x in against))
        f[f"{reason}_check"] = float(any(x.reason == reason and not x.certain
                                         and _rule(x) not in DETAIL_RULES for x in against))
    f["detail_certain"] = float(any(_rule(x) in DETAIL_RULES and x.certain for x in against))
    f["detail_check"] = float(any(_rule(x) in DETAIL_RULES and not x.certain
                                  for x in against))
    f["findings"] = float(len(against))
    f["findings_certain"] = float(sum(x.certain for x in against))
    claimed = numbers(clean)
    stated_window, stated_page = numbers(window), numbers(text)
    f["claim_numbers"] = float(min(len(claimed), 4)) / 4
    f["numbers_not_in_window"] = float(sum(
        not any(n.agrees(s) for s in stated_window) for n in claimed)) / max(1, len(claimed))
    f["numbers_not_on_page"] = float(sum(
        not any(n.agrees(s) for s in stated_page) for n in claimed)) / max(1, len(claimed))
    f["claim_terms_log"] = math.log1p(len(unique)) / 4
    f["cjk"] = float(any("\u3000" <= ch <= "\u9fff" or "\uac00" <= ch <= "\ud7af"
                         for ch in clean))
    reason = finding.reason if finding is not None else ""
    rule = _rule(finding) if finding is not None else ""
    return Judged(f, support, f"{reason}/{rule}" if reason else "")


def _rule(finding: Any) -> str:
    """The check that made ``finding`` ("" for a checker of a round that named none)."""
    return str(getattr(finding, "rule", ""))
