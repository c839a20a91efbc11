"""Features of one cited claim against its page, for a judge learned from the labelled parts.

Every feature comes from the support check's own pieces (``passages`` for the best
window and its coverage, ``verdict.findings`` for what stands against the claim,
``judgment.judge`` for the rule judgment), never from a copy of their logic: a rule
module that changes changes the features with it. They are read by
``services/citations/learned_features.py``, which the calibration layer reads at run
time too; a few figures the rules do not weigh are added there (the share of the
claim's words the window and the whole page hold, whether the page states the claim's
numbers at all).

It runs with the checker of an earlier round too (``support_learned --history``
puts that round's ``services`` first on the path): what that checker lacks (page
names, the spread of a summary, the anchor, a finding's ``rule``) is left out.

Used by ``bench/support_learned.py``; see there for the model and its measure.
"""

from __future__ import annotations

import inspect
import re
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

from services.citations.learned_features import finding_rule, judge_features
from services.citations.numbers import numbers
from services.citations.parser import parse
from services.citations.passages import SourceIndex, terms
from services.citations.registry import CitationRegistry, Source
from services.citations.signals import MANY_CAPITALS, capital_share
from services.citations.support import check

try:  # public since the twelfth round
    from services.citations.support import claim_text
except ImportError:  # pragma: no cover - only with an earlier checker
    from services.citations.support import _clean as claim_text  # type: ignore[attr-defined,no-redef]
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


@dataclass(frozen=True)
class Judged:
    """One claim's features and the rule judgment, with what a report needs."""

    features: dict[str, float]
    rule: str
    reason: str


def rule_of(judged: Judged) -> str:
    """The check behind the rules' judgment ("" when the checker named none): the
    finding's rule, written after the reason (see ``features``)."""
    return judged.reason.split("/")[-1] if "/" in judged.reason else ""


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
    clean = claim_text(claim)
    index, capitalises, named = _index(text, {} if cache is None else cache)
    wanted = terms(clean)
    match = index.best(wanted) if text else None
    given = (named,) if _NAMES_GIVEN else ()
    against = findings(clean, match, index, capitalises, *given) if match is not None else []
    window = text[match.start : match.end] if match is not None else ""
    anchor = match is not None and anchored is not None and anchored(clean, window)
    # The finding behind the judgment of the pipeline above names the check for the
    # report; the rule judgment itself is the checker's own, as an answer's citation
    # gets it (the pipeline the features read can differ from it on a few claims).
    if _spread is not None and _JUDGE_SPREADS:
        _support, finding = judge(match, bool(text.strip()), against, anchor,
                                  _spread(index, clean, wanted, match))
    elif _JUDGE_ANCHORS:
        _support, finding = judge(match, bool(text.strip()), against, anchor)
    else:
        _support, finding = judge(match, bool(text.strip()), against)
    rule_judgment = checked(claim, text)
    found = [SimpleNamespace(reason=x.reason, certain=x.certain, rule=finding_rule(x))
             for x in against]
    claimed = numbers(clean)
    f = judge_features(wanted, claimed, window, numbers(window) if claimed else [],
                       index.lowered, numbers(text) if claimed else [],
                       match.coverage if match is not None else 0.0, found, rule_judgment,
                       anchor, bool(_CJK.search(clean)))
    reason = finding.reason if finding is not None else ""
    rule = finding_rule(finding) if finding is not None else ""
    return Judged(f, rule_judgment, f"{reason}/{rule}" if reason else "")


def checked(claim: str, text: str) -> str:
    """The judgment of ``claim`` citing the page ``text``, as ``bench.support`` gets it."""
    registry = CitationRegistry([Source(id="s-1", url="https://example.org/", excerpt=text)])
    return str(check(parse(f"{claim} [cite:s-1]", registry), registry)[0].support)
