"""A plan told as a fact: "Das Problem wird mit Version 4.13 behoben, die Ende April
erscheint" where the page says "Eine Korrektur ist für Version 4.13 geplant, die
voraussichtlich Ende April erscheint"; "Version 26.4.0 erscheint Ende März" for "ist …
geplant".

The intent check finds the page's plan dropped but, since a claim may state what a
page schedules ("将于", "should"), only asks for a check. A word that names a plan
outright (``PLANS``, a closed class per language: "planned", "geplant", "计划") says the
thing is not yet decided; a claim with no word of intent, plan, hedge or possibility of
its own states it as settled: the check is made sure, when nothing else sure stands
against the claim (a check that names the fault better keeps its word). A claim told
in the future ("will open" for "plans to open") reports the plan, unless the page
hedges it twice (``cues.INTENT``: "geplant … voraussichtlich") and the claim keeps
neither. Two words of intent name the plan as well as a word of plan does ("soll …
„voraussichtlich im ersten Quartal 2025“ folgen" told as "wird … angebunden").
"""

from __future__ import annotations

import re
from dataclasses import replace

from services.citations.cues import CJK_FUTURE, FUTURE_WORDS, INTENT
from services.citations.finding import Finding
from services.citations.polarity import cues
from services.citations.scripts import CJK_SCRIPT
from services.citations.scripts import LETTERS as _WORD

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


def _found(text: str, pattern: re.Pattern[str], unspaced: tuple[str, ...]) -> set[str]:
    lowered = text.lower()
    return set(pattern.findall(lowered)) | {w for w in unspaced if w in lowered}


def _plan(text: str) -> str | None:
    return next(iter(sorted(_found(text, _SPACED, _UNSPACED))), None)


_INTENT = re.compile(r"(?<![^\W\d_])(?:" + "|".join(sorted(
    (re.escape(w) for ws in INTENT.values() for w in ws if not CJK_SCRIPT.match(w)), key=len,
    reverse=True)) + r")(?![^\W\d_])")
_INTENT_CJK = tuple(w for ws in INTENT.values() for w in ws if CJK_SCRIPT.match(w))
_FUTURE_CJK = tuple(CJK_FUTURE)


def _future(claim: str) -> bool:
    lowered = claim.lower()
    return not FUTURE_WORDS.isdisjoint(_WORD.findall(lowered)) or any(
        w in lowered for w in _FUTURE_CJK)


def firm_plan(found: list[Finding], claim: str, window: str) -> list[Finding]:
    """``found`` with the intent check's uncertain finding made sure when nothing sure
    stands against the claim, ``window`` names a plan outright or hedges it twice and
    ``claim`` has no word of plan, intent, hedge or possibility (in the future, when the
    window hedges the plan twice)."""
    flip = next((f for f in found if f.reason == "intent" and not f.certain), None)
    if flip is None or any(f.certain for f in found):
        return found
    own = cues(claim)
    twice = len(_found(window, _INTENT, _INTENT_CJK)) >= 2  # "soll … voraussichtlich"
    if own.intent or own.hedged or own.able or _plan(claim) or not (_plan(window) or twice):
        return found
    if _future(claim) and not twice:
        return found
    return [replace(f, certain=True, rule="plan_told_firm") if f is flip else f
            for f in found]
