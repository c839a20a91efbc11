"""The learned judge's last word over the support check's rules, held to their findings.

Not wired into the check: kept with the bench, not the app. Measured by
``bench/support_learned_last.py``: it passed the first-sight half of its bar, but in the
checker of now it undid the rules' tuned verdicts (dev false alarms 6 -> 36 of 770, 84 tests
of tests/citations broken, off-topic claims of the hand-written set softened to "check
this"), and none of its constrained forms (``V1`` .. ``V5`` there) passed both halves; the
calibration layer (``learned_layer``) stays the check's last word. Kept, with its weights,
for that bench and a later round.

The rules were tuned part by part, and each round's fixes carried a claim or two to the
next unseen text. A logistic model fitted on the labelled parts as the checker of each
round judged them before anyone tuned on them (``bench/support_learned_last.py``, which
writes ``bench/support_learned_judge_weights.py``) reads the rules' own findings for a claim
(``learned_layer.claim_features``) and gives the chance that the claim is wrong; two
thresholds make it a label. Leaving each round of that history out in turn, it beat the
rules with the calibration layer on both counts over heldout46..80 (162 against 203 false
alarms of 2,100, 832 against 819 catches of 1,050).

Its label moves the rules' verdict by one step at most, and only where the rules made a
finding over a window, so every verdict keeps a reason the app can show:

- the rules' ``unsupported`` stays when the model says ``unsupported``, else is ``weak``;
- the rules' ``weak`` takes the model's label (``unsupported``, ``weak``, ``supported``);
- ``supported``, a verdict with no window (``no_text``, ``no_match``) and a claim the page
  holds word for word (``verbatim``) keep the rules' verdict: the model never invents an
  ``unsupported`` the rules found nothing for.

The finding shown is the rules' own (its ``rule`` reads "learned:numbers" when the model
moved it); a claim moved to ``supported`` shows none, as a supported claim never does.
The features are read only for a verdict the judge may move.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping
from dataclasses import replace
from functools import lru_cache

from bench.support_learned_judge_weights import INTERCEPT, UNSUPPORTED_AT, WEAK_AT, WEIGHTS
from services.citations.finding import Finding
from services.citations.judgment import Support
from services.citations.per_answer import per_answer

KEPT_REASONS = ("no_text", "no_match")
"""Reasons of verdicts given with no window to read: the judge leaves them alone."""
LEARNED = "learned"
"""Prefix of the ``rule`` of a finding whose verdict the judge moved ("learned:numbers")."""
_SPACE = re.compile(r"\s+")
_CLOSING = ".。!！?？…;；:："


def chance(features: Mapping[str, float]) -> float:
    """The model's chance that the claim is wrong."""
    z = INTERCEPT + sum(w * features.get(name, 0.0) for name, w in WEIGHTS.items())
    return 1 / (1 + math.exp(-z)) if z > -30 else 0.0


def label(wrong: float, unsupported_at: float = UNSUPPORTED_AT,
          weak_at: float = WEAK_AT) -> Support:
    """The model's own label for a chance ``wrong`` that the claim is wrong."""
    return "unsupported" if wrong >= unsupported_at else "weak" if wrong >= weak_at else (
        "supported")


def moved(rules: Support, learned: Support) -> Support:
    """The rules' verdict (``weak`` or ``unsupported``) one step toward ``learned``."""
    if rules == "unsupported":
        return "unsupported" if learned == "unsupported" else "weak"
    return learned if rules == "weak" else rules


def movable(support: Support, finding: Finding | None) -> bool:
    """Whether the judge may move this verdict: a finding over a window stands behind it."""
    return (support != "supported" and finding is not None
            and finding.reason not in KEPT_REASONS)


def verbatim(claim: str, page: str) -> bool:
    """Whether ``page`` holds ``claim`` word for word (case and spacing aside, the claim
    without its closing punctuation): a copy of the page is what it says."""
    said = _SPACE.sub(" ", claim).strip().rstrip(_CLOSING).strip().casefold()
    return bool(said) and said in _spaced(page)


@per_answer
@lru_cache(maxsize=16)
def _spaced(page: str) -> str:
    return _SPACE.sub(" ", page).casefold()


def last_word(support: Support, finding: Finding | None,
              read: Callable[[], Mapping[str, float]], copied: Callable[[], bool]
              ) -> tuple[Support, Finding | None]:
    """The verdict and its finding after the judge; ``read`` gives the claim's features,
    asked only when the verdict is movable, and ``copied`` whether the page holds it word
    for word, asked only when the judge would move it."""
    if not movable(support, finding):
        return support, finding
    after = moved(support, label(chance(read())))
    if after == support or finding is None or copied():
        return support, finding
    if after == "supported":
        return after, None
    return after, replace(finding, certain=after == "unsupported",
                          rule=f"{LEARNED}:{finding.rule}")
