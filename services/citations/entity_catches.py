"""Catches of a wrong name or entity that ``late_catches`` weighs once nothing sure stands
against the claim, kept apart from it:

- a name the page writes nowhere, told by how it is written (``absent_name``);
- a word set in a slot the passage's sentence fills with another, held by the same words
  on both sides, the sentence writing the claim's word in another role (``held_slot``);
- a thing set in a noun's slot the passage's sentence fills with another thing, the rest
  of the claim the sentence's own words (``noun_slot``);
- a person the page never names, set right after a role the page sets before another
  person's name (``role_slot_name``);
- a labelled line's value given to the label of another line of the page
  (``field_value.label_swap``);
- a Chinese person's name set beside a run the passage's sentence writes beside another
  person's name (``cjk_anchored_name``).
"""

from __future__ import annotations

from services.citations.absent_name import absent_name
from services.citations.cjk_anchored_name import anchored_name_swap
from services.citations.field_value import label_swap
from services.citations.finding import Finding
from services.citations.held_slot import held_slot
from services.citations.noun_slot import noun_slot
from services.citations.role_slot_name import role_slot_name


def entity_catch(claim: str, page: str, passage: list[str], near: str) -> Finding | None:
    """The first of the module's catches on ``claim`` over ``page``, whose sentences
    ``passage`` the claim was matched to (``near``: with a sentence either side), or None."""
    if (name := absent_name(claim, page)) is not None:
        return Finding("name_missing", name, rule="absent_name")
    if (slot := held_slot(claim, passage)) is not None:
        return Finding("name_elsewhere", *slot, rule="held_slot")
    if (thing := noun_slot(claim, passage, page, near)) is not None:
        return Finding("name_elsewhere", *thing, rule="noun_slot")
    if (role := role_slot_name(claim, page)) is not None:
        return Finding("name_elsewhere", *role, rule="role_slot_name")
    if (label := label_swap(claim, page, passage)) is not None:
        return Finding("name_elsewhere", *label, rule="field_label")
    if (doer := anchored_name_swap(claim, passage, page)) is not None:
        return Finding("name_elsewhere", *doer, rule="cjk_anchored_name")
    return None
