"""Features of one cited claim against its page, for a judge learned from the labelled parts.

Every feature comes from the support check's own pieces (``passages`` for the
best window and its coverage, ``verdict.findings`` for what stands against the
claim, ``verdict.judge`` for the rule judgment), never from a copy of their
logic: a rule module that changes changes the features with it. A few figures
the rules do not weigh yet are added (the share of the claim's words the window
and the whole page hold, whether the page states the claim's numbers at all).

It runs with the checker of an earlier round too (``support_learned --history``
puts that round's ``services`` first on the path): what that checker lacks (page
names, the spread of a summary, the anchor, a finding's ``rule``) is left out.

Used by ``bench/support_learned.py``; see there for the model and its measure.
"""

from __future__ import annotations

import inspect
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

from services.citations.numbers import numbers
from services.citations.passages import SourceIndex, terms
from services.citations.signals import MANY_CAPITALS, capital_share
from services.citations.support import _clean
from services.citations.verdict import findings

try:  # the judgment left verdict.py for its own module in the tenth round
    from services.citations.judgment import judge
except ImportError:  # pragma: no cover - only with an earlier checker
    from services.citations.verdict import judge  # type: ignore[attr-defined,no-redef]

try:  # the checker of earlier rounds makes them in ``findings``
    from services.citations.page_names import PageNames
except ImportError:  # pragma: no cover - only with an earlier checker
    PageNames = None  # type: ignore[assignment,misc]
try:  # the checker of earlier rounds (see ``bench/support_learned.py --history``) has none
    from services.citations.support import _spread
except ImportError:  # pragma: no cover - only with an earlier checker
    _spread = None  # type: ignore[assignment]
try:
    from services.citations.judgment import anchored
except ImportError:  # pragma: no cover - only with an earlier checker
    anchored = None  # type: ignore[assignment]
_JUDGE_SPREADS = "spread" in inspect.signature(judge).parameters
_JUDGE_ANCHORS = "anchor" in inspect.signature(judge).parameters
_NAMES_GIVEN = "page_names" in inspect.signature(findings).parameters

_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")  # as scripts.CJK_SCRIPT


REASONS = ("numbers_differ", "number_missing", "negation", "hedged", "intent",
           "name_elsewhere", "name_missing", "swapped", "advised")
"""The finding reasons, each a pair of features (found as sure, found as a check)."""
DETAIL_RULES = ("detail", "cause")
"""Checks that report an added detail under ``name_missing``: features of their own."""
MOST_NUMBERS = 4
"""Numbers of a claim from which more add nothing to ``claim_numbers``."""
TERMS_SCALE = 4.0
"""Divides the log of the claim's word count to keep the feature near 0..1."""


def judge_features(claim_terms: Sequence[str], claimed: Sequence[Any], window: str,
                   page_lowered: str, page_numbers: Sequence[Any], coverage: float,
                   against: Sequence[Any], support: str, anchor: bool,
                   cjk: bool) -> dict[str, float]:
    """The features of one claim: its terms and numbers (``claim_terms``, ``claimed``),
    its best window's text and coverage, the page lower-cased and its numbers, the
    findings against it, the rule judgment (``support``), whether the window states
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
    f["claim_terms_log"] = math.log1p(len(unique)) / TERMS_SCALE
    for reason in REASONS:
        mine = [x for x in against if x.reason == reason and x.rule not in DETAIL_RULES]
        f[f"{reason}_certain"] = float(any(x.certain for x in mine))
        f[f"{reason}_check"] = float(any(not x.certain for x in mine))
    details = [x for x in against if x.rule in DETAIL_RULES]
    f["detail_certain"] = float(any(x.certain for x in details))
    f["detail_check"] = float(any(not x.certain for x in details))
    window_numbers = numbers(window) if claimed else []
    f["claim_numbers"] = float(min(len(claimed), MOST_NUMBERS)) / MOST_NUMBERS
    f["numbers_not_in_window"] = _share_missing(claimed, window_numbers)
    f["numbers_not_on_page"] = _share_missing(claimed, page_numbers)
    return f


def _share_missing(claimed: Sequence[Any], stated: Sequence[Any]) -> float:
    """Share of ``claimed`` that agrees with none of ``stated``."""
    if not claimed:
        return 0.0
    return sum(not any(n.agrees(s) for s in stated) for n in claimed) / len(claimed)




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
    found = [SimpleNamespace(reason=x.reason, certain=x.certain, rule=_rule(x)) for x in against]
    f = judge_features(wanted, numbers(clean), window, index.lowered, numbers(text),
                       match.coverage if match is not None else 0.0, found, support,
                       anchor, bool(_CJK.search(clean)))
    reason = finding.reason if finding is not None else ""
    rule = _rule(finding) if finding is not None else ""
    return Judged(f, support, f"{reason}/{rule}" if reason else "")


def _rule(finding: Any) -> str:
    """The check that made ``finding`` ("" for a checker of a round that named none)."""
    return str(getattr(finding, "rule", ""))
