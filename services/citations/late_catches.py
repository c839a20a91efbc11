"""Catches ``verdict.findings`` weighs once the number check and its sharpening have
spoken, kept apart from verdict.py (near the 600-line limit):

- a figure the claim appends in a clause of its own where the passage's statement ends
  (``appended_figure``): the number check's uncertain "not stated here" made sure;
- a possibility of the passage told as a certainty (``certainty_over_hedge``), when
  nothing sure stands against the claim yet;
- a possibility of the passage ("kann … gesperrt werden") told as what happens
  (``possible_outcome``), likewise;
- a dependence of the passage ("视情况", "depending on", "je nach") the claim drops
  (``conditional_plan.dropped_question``), likewise;
- a rule told as holding without exception where the passage sets a case apart
  (``universal_claim``), when nothing sure stands against the claim yet;
- a figure the passage gives one item of a list, tied to another of its items
  (``figure_items``), likewise;
- a figure the list the passage stands in gives one item, tied to another of its items
  (``row_crossed``), likewise;
- a deed told "by" a person where the page tells it, in the active, of another
  (``active_agent``), likewise;
- a role the page sets beside one person, set beside another it names
  (``role_holder``), likewise;
- two items the claim joins that the passage states apart, one negated or planned
  (``split_items``), likewise;
- a deed given "by" a person the page names only in another role, the deed written
  nowhere on the page (``unstated_deed``), likewise;
- a case included under a statement the page negates for it, the claim's own negation
  only in a relative clause (``relative_negation``), likewise;
- two names that trade places across the words between them (``moved_filler``),
  likewise;
- a name in a slot the passage's sentence fills with another name, the two aligned word
  by word (``aligned_name_swap``), likewise;
- an item added to the passage's list that a sentence beside it negates
  (``negated_item_nearby``), likewise;
- a wrong name or entity (``entity_catches``), likewise.
"""

from __future__ import annotations

from dataclasses import replace

from services.citations.active_agent import active_agent_swap
from services.citations.aligned_name_swap import aligned_name_swap
from services.citations.appended_figure import appended_figure
from services.citations.certainty_over_hedge import certainty_over_hedge
from services.citations.conditional_plan import dropped_question
from services.citations.entity_catches import entity_catch
from services.citations.figure_items import item_figure_swap
from services.citations.finding import Finding
from services.citations.moved_filler import moved_filler
from services.citations.negated_item_nearby import negated_item_nearby
from services.citations.passages import Match, SourceIndex
from services.citations.possible_outcome import possible_outcome
from services.citations.quoted_speaker import quoted_speaker
from services.citations.relative_negation import relative_included_negated
from services.citations.role_holder import role_holder
from services.citations.row_crossed import crossed_in_list
from services.citations.split_items import split_items
from services.citations.universal_claim import universal_over_exception
from services.citations.unstated_deed import unstated_deed


def late_catches(found: list[Finding], number: Finding | None, claim: str, index: SourceIndex,
                 match: Match) -> list[Finding]:
    """``found`` with the catches of the module: the number check's ``number`` (one of
    ``found``, or None) made sure for an appended figure, then, while nothing sure
    stands against the claim, each other check in turn; ``index`` and ``match``: the
    page and the passage."""
    window, near = index.text[match.start : match.end], index.around(match, 1, 1)
    sentences, page = index.sentences(), index.text
    if number is not None and number in found and not number.certain and (
            number.reason == "number_missing") and appended_figure(
                number.claimed, claim, window, near, sentences):
        found = [replace(f, certain=True, rule="appended_figure") if f is number else f
                 for f in found]
    if not any(f.certain for f in found) and (
            surer := certainty_over_hedge(claim, window, near)):
        found = [*found, Finding("hedged", *surer, rule="certainty_over_hedge")]
    if not any(f.certain for f in found) and (happens := possible_outcome(claim, window)):
        found = [*found, Finding("hedged", *happens, rule="possible_outcome")]
    if not any(f.certain for f in found) and (question := dropped_question(claim, window)):
        found = [*found, Finding("hedged", claim.strip(), question, rule="dropped_question")]
    if not any(f.certain for f in found) and (
            universal := universal_over_exception(claim, window, near)):
        found = [*found, Finding("negation", *universal, rule="universal_claim")]
    if not any(f.certain for f in found) and (moved := item_figure_swap(claim, window)):
        found = [*found, Finding("numbers_differ", *moved, rule="figure_items")]
    if not any(f.certain for f in found) and (row := crossed_in_list(claim, index, match)):
        found = [*found, Finding("numbers_differ", *row, rule="row_crossed")]
    if not any(f.certain for f in found) and (agent := active_agent_swap(claim, sentences)):
        found = [*found, Finding("name_elsewhere", *agent, rule="active_agent")]
    if not any(f.certain for f in found) and (holder := role_holder(claim, page)):
        found = [*found, Finding("name_elsewhere", *holder, rule="role_holder")]
    if not any(f.certain for f in found) and (split := split_items(claim, near)):
        found = [*found, split]
    if not any(f.certain for f in found) and (deed := unstated_deed(claim, page)):
        found = [*found, Finding("name_elsewhere", *deed, rule="unstated_deed")]
    if not any(f.certain for f in found) and (
            included := relative_included_negated(claim, index, match)):
        found = [*found, included]
    if not any(f.certain for f in found) and (moved := next(filter(None, (
            moved_filler(claim, index.sentence(k))
            for k in range(match.first, match.last + 1))), None)):
        found = [*found, Finding("swapped", *moved, rule="moved_filler")]
    if not any(f.certain for f in found) and (aligned := aligned_name_swap(claim, [
            index.sentence(k) for k in range(match.first, match.last + 1)], page)):
        found = [*found, Finding("name_elsewhere", *aligned, rule="aligned_name_swap")]
    if not any(f.certain for f in found) and (denied := negated_item_nearby(claim, index, match)):
        found = [*found, Finding("negation", *denied, rule="negated_item_nearby")]
    if not any(f.certain for f in found) and (entity := entity_catch(claim, page, [
            index.sentence(k) for k in range(match.first, match.last + 1)], near)):
        found = [*found, entity]
    if not any(f.certain for f in found) and (spoken := quoted_speaker(claim, [
            index.sentence(k) for k in range(match.first, match.last + 1)], page)):
        found = [*found, Finding("name_elsewhere", *spoken, rule="quoted_speaker")]
    return found
