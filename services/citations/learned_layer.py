"""A calibration layer over the support check's rules, learned from claims the rules
judged at first sight.

The rules were tuned part by part; on text nobody has read, some of their checks
label correct claims ``unsupported`` often. A logistic model fitted on the labelled
parts as the checker of each round judged them before anyone tuned on them
(``bench/support_learned_layer.py``, which writes ``learned_weights``) reads the
checker's own findings for a claim (``learned_features``) and gives the chance that
the claim is wrong. The layer lets that chance move one judgment by one step, both
ways:

- ``unsupported`` -> ``weak`` ("check this"), only where the deciding check is one of
  ``DOUBTFUL`` (a fifth or more of its ``unsupported`` verdicts at first sight were
  correct claims), the model is sure by ``ODDS`` to one that the claim is right, and
  the page holds most of the claim's words somewhere (``UNSTATED_AT``);
- ``weak`` -> ``unsupported``, only where the deciding check is one of ``HIDING`` (three
  or more of ten of its ``weak`` verdicts at first sight were wrong claims), the model
  is sure by ``ODDS`` to one that the claim is wrong, and the claim takes some of its
  words from elsewhere on the page than its passage (``MIXED_AT``).

It never touches ``supported``, nor a check with no such record (every other check,
and every check written since the first-sight parts); the finding and its reason stay
the rules' own: only how sure it is changes (its ``rule`` reads "learned:coverage").
The features are read only for a claim the layer may move, so the rest cost nothing.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import replace

from services.citations.finding import Finding
from services.citations.judgment import Support
from services.citations.learned_features import judge_features
from services.citations.learned_weights import DOUBTFUL, HIDING, INTERCEPT, WEIGHTS
from services.citations.numbers import numbers
from services.citations.passages import Match, SourceIndex
from services.citations.scripts import CJK_SCRIPT

ODDS = 3.0
"""How sure the model must be that a claim is right to soften its judgment: the
exchange rate of the bar the layer had to pass (three false alarms fewer per catch
lost), so a move is right at least three times as often as wrong if the chance is
calibrated."""
SURE_RIGHT = 1 / (1 + ODDS)
SURE_WRONG = ODDS / (1 + ODDS)
"""The same margin the other way: a ``weak`` of a check that hides wrong claims is
raised to ``unsupported`` when the model is sure by ``ODDS`` to one the claim is wrong."""
UNSTATED_AT = 0.5
"""Share of a claim's words missing from the whole page from which the layer leaves
its ``unsupported`` alone: "Acht Betten wurden mit Spenden eines Fördervereins
finanziert" for a page that says only that the ward has eight beds."""
MIXED_AT = 0.15
"""Share of a claim's words the page holds only outside the passage above which the
layer may raise a ``weak``: a claim that takes words from elsewhere on the page (a
name, a number or a "not" of another sentence) is how most wrong claims the rules
left weak were made; one whose words are all in its passage or nowhere (a short
paraphrase) is not raised on its length and the rule's doubt alone."""
MIXED = "words_elsewhere_on_page"
"""The feature ``MIXED_AT`` reads: the claim's words other than numbers (a number the
claim takes from another sentence is the number checks' own finding, already weighed:
"Keiner der 500 Befragten wollte mehr zahlen" for a page that gives the 500 in the
next sentence is right)."""
LEARNED = "learned"
"""Prefix of the ``rule`` of a finding the layer softened ("learned:coverage")."""


def movable(support: Support, finding: Finding | None) -> bool:
    """Whether the layer may move this judgment (see the module's docstring)."""
    if finding is None:
        return False
    return (support == "unsupported" and finding.rule in DOUBTFUL) or (
        support == "weak" and finding.rule in HIDING)


def chance(features: Mapping[str, float]) -> float:
    """The model's chance that the claim is wrong."""
    z = INTERCEPT + sum(w * features.get(name, 0.0) for name, w in WEIGHTS.items())
    return 1 / (1 + math.exp(-z)) if z > -30 else 0.0


def moved(support: Support, wrong: float, unstated: float, mixed: float = 0.0) -> Support:
    """``weak`` for an ``unsupported`` judgment the model is sure enough is wrong to
    make (its chance ``wrong`` that the claim is wrong under ``SURE_RIGHT``), unless
    the page does not hold ``UNSTATED_AT`` or more of the claim's words anywhere
    (``unstated``: a claim of words the page lacks is an invented one, whatever the
    findings say); ``unsupported`` for a ``weak`` one the model is sure is wrong (at
    ``SURE_WRONG`` or above) when more than ``MIXED_AT`` of its words are on the page
    only outside its passage (``mixed``)."""
    if support == "unsupported" and wrong < SURE_RIGHT and unstated < UNSTATED_AT:
        return "weak"
    if support == "weak" and wrong >= SURE_WRONG and mixed > MIXED_AT:
        return "unsupported"
    return support


def reweighed(support: Support, finding: Finding | None,
              read: Callable[[], Mapping[str, float]]) -> tuple[Support, Finding | None]:
    """The judgment and its finding after the layer (a raised one is certain, a softened
    one is not); ``read`` gives the claim's features (``claim_features``), asked only
    when the judgment is movable."""
    if finding is None or not movable(support, finding):
        return support, finding
    features = read()
    after = moved(support, chance(features), features.get("terms_not_on_page", 1.0),
                  features.get(MIXED, 0.0))
    if after == support:
        return support, finding
    return after, replace(finding, certain=after == "unsupported",
                          rule=f"{LEARNED}:{finding.rule}")


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
