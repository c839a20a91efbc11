"""A calibration layer over the support check's rules, learned from claims the rules
judged at first sight.

The rules were tuned part by part; on text nobody has read, some of their checks
label correct claims ``unsupported`` often. A logistic model fitted on the labelled
parts as the checker of each round judged them before anyone tuned on them
(``bench/support_learned_layer.py``, which writes ``learned_weights``) reads the
checker's own findings for a claim (``learned_features``) and gives the chance that
the claim is wrong. The layer lets that chance soften one judgment by one step:
``unsupported`` -> ``weak`` ("check this"), only where the deciding check is one of
``DOUBTFUL`` (a fifth or more of its ``unsupported`` verdicts at first sight were
correct claims), the model is sure by ``ODDS`` to one that the claim is right, and
the page holds most of the claim's words somewhere (``UNSTATED_AT``).

It never touches ``supported`` or ``weak``, nor a check the rules are sure of (every
other check, and every check written since the first-sight parts, which has no
record); the finding and its reason stay the rules' own: only how sure it is changes
(its ``rule`` reads "learned:coverage"). The features are read only for a claim the
layer may soften, so the rest cost nothing. (Raising ``weak`` to ``unsupported`` the
same way was measured and dropped: see ``bench/support_learned_layer.py``.)
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import replace

from services.citations.finding import Finding
from services.citations.judgment import Support
from services.citations.learned_features import judge_features
from services.citations.learned_weights import DOUBTFUL, INTERCEPT, WEIGHTS
from services.citations.numbers import numbers
from services.citations.passages import Match, SourceIndex
from services.citations.scripts import CJK_SCRIPT

ODDS = 3.0
"""How sure the model must be that a claim is right to soften its judgment: the
exchange rate of the bar the layer had to pass (three false alarms fewer per catch
lost), so a move is right at least three times as often as wrong if the chance is
calibrated."""
SURE_RIGHT = 1 / (1 + ODDS)
UNSTATED_AT = 0.5
"""Share of a claim's words missing from the whole page from which the layer leaves
its ``unsupported`` alone: "Acht Betten wurden mit Spenden eines Fördervereins
finanziert" for a page that says only that the ward has eight beds."""
LEARNED = "learned"
"""Prefix of the ``rule`` of a finding the layer softened ("learned:coverage")."""


def movable(support: Support, finding: Finding | None) -> bool:
    """Whether the layer may soften this judgment (see the module's docstring)."""
    return support == "unsupported" and finding is not None and finding.rule in DOUBTFUL


def chance(features: Mapping[str, float]) -> float:
    """The model's chance that the claim is wrong."""
    z = INTERCEPT + sum(w * features.get(name, 0.0) for name, w in WEIGHTS.items())
    return 1 / (1 + math.exp(-z)) if z > -30 else 0.0


def moved(support: Support, wrong: float, unstated: float) -> Support:
    """``weak`` for an ``unsupported`` judgment the model is sure enough is wrong to
    make (its chance ``wrong`` that the claim is wrong under ``SURE_RIGHT``), unless
    the page does not hold ``UNSTATED_AT`` or more of the claim's words anywhere
    (``unstated``: a claim of words the page lacks is an invented one, whatever the
    findings say)."""
    if support == "unsupported" and wrong < SURE_RIGHT and unstated < UNSTATED_AT:
        return "weak"
    return support


def reweighed(support: Support, finding: Finding | None,
              read: Callable[[], Mapping[str, float]]) -> tuple[Support, Finding | None]:
    """The judgment and its finding after the layer; ``read`` gives the claim's features
    (``claim_features``), asked only when the judgment is movable."""
    if finding is None or not movable(support, finding):
        return support, finding
    features = read()
    after = moved(support, chance(features), features.get("terms_not_on_page", 1.0))
    if after == support:
        return support, finding
    return after, replace(finding, certain=False, rule=f"{LEARNED}:{finding.rule}")


def claim_features(claim: str, wanted: list[str], index: SourceIndex, match: Match,
                   against: list[Finding], anchor: bool, support: str) -> dict[str, float]:
    """The features of ``claim`` (its terms ``wanted``) judged ``support`` against the
    window ``match`` of the page ``index``, from the findings the check made."""
    claimed = numbers(claim)
    window = index.text[match.start : match.end]
    return judge_features(wanted, claimed, window, numbers(window) if claimed else [],
                          index.lowered, None,
                          match.coverage, against, support, anchor,
                          CJK_SCRIPT.search(claim) is not None)
