"""Checks ``verdict.findings`` consults at three points, kept in one module beside it
(verdict.py is near the 600-line limit):

- ``sharper_numbers``, once the number check has spoken: a number the claim puts after
  the words of another of the passage's numbers (``cjk_number_slot``), a figure added
  beside all of the passage's own of its unit (``extra_figure``, then sure), and a
  share the page writes in words ("一半" for "50%") that no number elsewhere rivals;
- ``sharper_flip``, when nothing turns the claim round: a bound turned the other way
  (``bound_direction``: "至少" for "不超过", "more than" for "up to"), and a future told as
  done (``future_done``: "hat … beantragt" for "kündigte an, … zu stellen"), and a plan
  told as a fact where the passage makes it hang on a condition (``conditional_plan``);
- ``kept_slot``, for a CJK slot: one function word for another of its class
  (``cjk_function_words``) or words the page's sentence itself states
  (``cjk_page_pieces.no_swap``), a filler the sentence writes after the claim's own
  neighbours (``cjk_slot_kept.paired_elsewhere``), a page's filler cut across its words
  (``cjk_slot_kept.phrase_filler``) or a claim's filler across the page's clause mark
  (``cjk_slot_kept.across_marks``) are no swap.
"""

from __future__ import annotations

from dataclasses import replace

from services.citations.bound_direction import bound_flip
from services.citations.cjk_function_words import same_function_class
from services.citations.cjk_number_slot import number_slot
from services.citations.cjk_page_pieces import no_swap
from services.citations.cjk_slot_kept import across_marks, paired_elsewhere, phrase_filler
from services.citations.conditional_plan import open_plan
from services.citations.extra_figure import extra_figure
from services.citations.finding import Finding
from services.citations.future_done import future_told_done
from services.citations.numbers import agrees_share, numbers, shares


def sharper_numbers(found: list[Finding], number: Finding | None, claim: str, window: str,
                    near: str) -> list[Finding]:
    """``found`` with the number check's ``number`` (one of ``found``, or None) made
    sharper; ``near``: the passage with a sentence either side."""
    if number is not None and number.rule == "number_elsewhere" and any(
            n.text == number.claimed and agrees_share(n, shares(near)) for n in numbers(claim)):
        found = [f for f in found if f is not number]  # "50%" for "一半"
        number = None
    if number is None:
        moved = number_slot(claim, window)
        return [*found, Finding("numbers_differ", *moved, rule="cjk_number_slot")] if (
            moved) else found
    if number.reason == "number_missing" and not number.certain and number.rule == "numbers" and (
            extra_figure(number.claimed, claim, window)):
        return [replace(number, certain=True, rule="extra_figure") if f is number else f
                for f in found]
    return found


def sharper_flip(flip: Finding | None, claim: str, window: str) -> Finding | None:
    """``flip``, or when there is none a bound the claim turns the other way, or a
    future of the page the claim tells as done (``future_done``); a plan told as a fact
    made sure where the passage makes it hang on a condition (``conditional_plan``)."""
    if flip is not None and flip.reason == "intent" and not flip.certain and open_plan(
            claim, window):
        return replace(flip, certain=True, rule="conditional_plan")
    return flip if flip is not None else bound_flip(claim, window) or future_told_done(
        claim, window)


def kept_slot(claim: str, sentence: str,
              slot: tuple[str, str, bool] | None) -> tuple[str, str, bool] | None:
    """``slot`` (``slots.cjk_slot`` of ``sentence``), or None when its fillers are one
    function word for another of its class or words the sentence itself states."""
    if slot is None or same_function_class(slot[0], slot[1]) or no_swap(
            claim, slot[0], slot[1], sentence) or paired_elsewhere(claim, slot[0], sentence) or (
            phrase_filler(slot[0], slot[1]) or across_marks(slot[0], sentence)):
        return None
    return slot
