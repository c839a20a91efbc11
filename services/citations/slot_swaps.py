"""What a claim puts in a slot of the passage's sentence that the page fills otherwise,
for ``verdict``: a figure or a date word (``figure_swap``), a name or a role
(``name_slot_swap``). Each check is a module of its own; this one only orders them."""

from __future__ import annotations

from services.citations.apposition_role import other_role
from services.citations.bracket_roles import bracket_role_swap
from services.citations.calendar_names import other_calendar_name
from services.citations.code_names import other_identifier
from services.citations.compass_compounds import other_compound_point
from services.citations.compass_words import other_point
from services.citations.crossed_label import crossed_label
from services.citations.crossed_numbers import crossed_number
from services.citations.finding import Finding
from services.citations.fraction_words import other_share
from services.citations.place_slot import place_slot


def figure_swap(claim: str, window: str, near: str) -> Finding | None:
    """A figure the passage gives to another item (``crossed_numbers``), a label's number
    tied to what it says of another label's holder (``crossed_label``), a month, day
    of the week or season it names as another (``calendar_names``), or a share in words
    it states as another (``fraction_words``)."""
    crossed = crossed_number(claim, window)
    if crossed is not None:
        return Finding("numbers_differ", *crossed, rule="crossed_number")
    label = crossed_label(claim, window)
    if label is not None:
        return Finding("numbers_differ", *label, rule="crossed_label")
    day = other_calendar_name(claim, window, near)
    if day is not None:
        return Finding("numbers_differ", *day, rule="calendar_name")
    share = other_share(claim, window)
    return Finding("numbers_differ", *share, rule="fraction_words") if share is not None else None


def name_slot_swap(claim: str, sentence: str, page: str) -> Finding | None:
    """A name of the page after a preposition of place where ``sentence`` has another
    (``place_slot``), a role beside a name the page sets otherwise (``apposition_role``) or
    brackets after another name (``bracket_roles``),
    a name from code the page never writes (``code_names``), or another point of the
    compass (``compass_words``; inside a compound, ``compass_compounds``: "Nordufer")."""
    place = place_slot(claim, sentence, page)
    if place is not None:
        return Finding("name_elsewhere", *place, rule="place_slot")
    role = other_role(claim, page) or bracket_role_swap(claim, sentence)
    if role is not None:
        return Finding("name_elsewhere", *role, rule="apposition_role")
    code = other_identifier(claim, sentence, page)
    if code is not None:
        return Finding("name_missing", *code, rule="code_name")
    point = other_point(claim, sentence) or other_compound_point(claim, sentence)
    return Finding("name_elsewhere", *point, rule="compass") if point is not None else None
