"""A plan told as a fact: "Das Problem wird mit Version 4.13 behoben, die Ende April
erscheint" where the page says "Eine Korrektur ist für Version 4.13 geplant, die
voraussichtlich Ende April erscheint"; "Version 26.4.0 erscheint Ende März" for "ist …
geplant".

The intent check finds the page's plan dropped but, since a claim may state what a
page schedules ("将于", "should"), only asks for a check. A word that names a plan
outright (``PLANS``, a closed class per language: "planned", "geplant", "计划") says the
thing is not yet decided; a claim with no word of intent, plan, hedge or possibility of
its own states it as settled: the check is made sure.
"""

from __future__ import annotations

import re

from services.citations.finding import Finding
from services.citations.polarity import cues
from services.citations.scripts import CJK_SCRIPT

PLANS: dict[str, tuple[str, ...]] = {
    "en": ("planned", "plans to", "plan to", "planning to", "intends to", "intended to"),
    "de": ("geplant", "plant", "planen", "beabsichtigt"),
    "fr": ("envisage", "envisagé", "envisagée", "projette"),
    "es": ("planea", "planean", "planeado", "planeada"),
    "it": ("pianificato", "pianificata", "progetta"),
    "pt": ("planeja", "planejado", "planejada", "planeado"),
    "nl": ("gepland", "beoogd"),
    "zh": ("计划", "打算"),
    "ja": ("予定", "計画"),
}
"""Words that name a plan outright, per language."""
_SPACED = re.compile(r"(?<![^\W\d_])(?:" + "|".join(sorted(
    (re.escape(w) for ws in PLANS.values() for w in ws if not CJK_SCRIPT.match(w)), key=len,
    reverse=True)) + r")(?![^\W\d_])")
_UNSPACED = tuple(w for ws in PLANS.values() for w in ws if CJK_SCRIPT.match(w))


def _plan(text: str) -> str | None:
    lowered = text.lower()
    found = _SPACED.search(lowered)
    return found.group(0) if found else next((w for w in _UNSPACED if w in lowered), None)


def firm_plan(flip: Finding | None, claim: str, window: str) -> Finding | None:
    """``flip``, made sure when it is the intent check's and ``window`` names a plan
    outright while ``claim`` has no word of plan, intent, hedge or possibility."""
    if flip is None or flip.certain or flip.reason != "intent":
        return flip
    own = cues(claim)
    if own.intent or own.hedged or own.able or _plan(claim) or not _plan(window):
        return flip
    return Finding(flip.reason, flip.claimed, flip.stated, rule="plan_told_firm")
