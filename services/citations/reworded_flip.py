"""A flip of polarity the claim only words another way round: a time limit from the
same side ("no earlier than" for "not before"), an exception stated as meant, a verb
of refusal for a negation, a rule stated without its exception; and a time limit from
the other side ("spätestens" for "nicht vor"), which is a flip though no negation
differs. Each reading lives in its own module; this one weighs a polarity finding."""

from __future__ import annotations

from dataclasses import replace

from services.citations.earliest import opposite_limit, same_limit
from services.citations.end_wordings import same_end
from services.citations.exception_stated import SENTENCE, exception_stated, rule_only
from services.citations.finding import Finding
from services.citations.optional_duty import duty_denied_as_choice
from services.citations.plan_wordings import plan_kept
from services.citations.refusal import refuses
from services.citations.steady import steady_for_unchanged


def reworded_flip(flip: Finding | None, claim: str, window: str) -> Finding | None:
    """``flip`` (the polarity finding of ``claim`` against ``window``, or None) weighed
    against the wordings that say the same, or a flip of a time limit's side."""
    if opposite_limit(claim, window):
        return Finding("negation", claim.strip(), window.strip(), rule="limit_side")
    if flip is not None and flip.reason == "intent" and plan_kept(claim):
        return None  # "is to close", "hopes to" for "plans to", "wants to"
    if flip is None or flip.reason != "negation":
        return flip
    # The exception must stand in the sentence the flip was read in, not in another
    # sentence of the window ("禁止吸烟，除了大厅以外。不许带狗。" flips "大厅可以带狗").
    flipped = _sentence_holding(window, flip.stated)
    if same_limit(claim, window) or exception_stated(claim, flipped) or steady_for_unchanged(
            flip.claimed, flipped) or same_end(flip.claimed, claim, flip.stated) or (
                duty_denied_as_choice(flip.claimed, flip.stated)):
        return None  # "no earlier than 2027" for "not before 2027"; "一楼大厅可以拍照";
        # "bleiben gleich" for "steigen nicht"
    if flip.certain and (refuses(claim, window) or rule_only(claim, flipped)):
        return replace(flip, certain=False)  # "refuses dogs" for "dogs are not allowed"
    return flip


def _sentence_holding(window: str, stated: str) -> str:
    """The sentences of ``window`` that hold ``stated`` (or that it holds)."""
    part = stated.strip().rstrip(".。!?！？")
    held = [s for s in SENTENCE.split(window) if s.strip() and (
        part in s or s.strip().rstrip(".。!?！？") in part)]
    return " ".join(held) or stated
