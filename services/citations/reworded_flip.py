"""A flip of polarity the claim only words another way round: a time limit from the
same side ("no earlier than" for "not before"), an exception stated as meant, a verb
of refusal for a negation, a rule stated without its exception; and a time limit from
the other side ("spätestens" for "nicht vor"), which is a flip though no negation
differs. Each reading lives in its own module; this one weighs a polarity finding."""

from __future__ import annotations

from dataclasses import replace

from services.citations.earliest import opposite_limit, same_limit
from services.citations.exception_stated import exception_stated, rule_only
from services.citations.finding import Finding
from services.citations.refusal import refuses


def reworded_flip(flip: Finding | None, claim: str, window: str) -> Finding | None:
    """``flip`` (the polarity finding of ``claim`` against ``window``, or None) weighed
    against the wordings that say the same, or a flip of a time limit's side."""
    if opposite_limit(claim, window):
        return Finding("negation", claim.strip(), window.strip(), rule="limit_side")
    if flip is None or flip.reason != "negation":
        return flip
    if same_limit(claim, window) or exception_stated(claim, window):
        return None  # "no earlier than 2027" for "not before 2027"; "一楼大厅可以拍照"
    if flip.certain and (refuses(claim) or rule_only(claim, window)):
        return replace(flip, certain=False)  # "refuses dogs" for "dogs are not allowed"
    return flip
