"""A figure of a list's item given to another item of the list, beyond the passage.

"Für vier Personen werden 250 g Schmand, 200 g Joghurt und 250 g saure Sahne verwendet"
where the ingredients read "- 250 g Schmand / - 200 g Joghurt / - 150 g saure Sahne": the
passage the claim is judged against is the rows it matches best (Schmand, Joghurt), which
state every figure of the claim, so the number checks pass it; the row of the sour cream,
just beyond, gives it 150 g. ``crossed_numbers`` reads one sentence; a list's rows are
one statement's parts (``list_block``), so here it reads the whole list the passage stands
in: a figure the list states once, with none of the claim's words around it, while
another figure of its unit that the claim never states has them. Structure, in any
language written with spaces.

A figure the list states nowhere is the number check's "not stated here", only a check:
a summary may work it out. When the claim writes after it the very words one row writes
after its own figure of that unit ("60 g weiche Butter" for the row "40 g weiche Butter"),
the figure stands in that row's slot (``row_rival``), and the claim states the row's
figure nowhere: it is another figure for the same item.
"""

from __future__ import annotations

import re

from services.citations.crossed_numbers import crossed_number
from services.citations.cues import STOP_WORDS
from services.citations.list_block import is_item, list_bounds
from services.citations.number_place import number_at
from services.citations.numbers import numbers
from services.citations.passages import Match, SourceIndex, terms

ITEM_WORDS = 3
"""Words at most after a figure that name its item ("weiche Butter")."""
_BREAK = re.compile(r"[,;:()\n]|\s(?:und|and|et|y|e|en|oder|or)\s|\d")
"""Where the words of a figure's item end: a clause mark, a join of a list (a closed
class) or the next figure."""


def crossed_in_list(claim: str, index: SourceIndex, match: Match) -> tuple[str, str] | None:
    """``(claimed, stated)``: a figure of ``claim`` the list that the passage of ``match``
    is part of gives to another item, and the figure it gives the claim's item; or a
    figure the list states nowhere in a row's slot (``row_rival``) and that row's; else
    None."""
    first, last = list_bounds(index, match)
    if (first, last) != (match.first, match.last) and (crossed := crossed_number(
            claim, "\n".join(index.sentence(k) for k in range(first, last + 1)))):
        return crossed
    return next(((n.text, rival) for n in numbers(claim)
                 if (rival := row_rival(n.text, claim, index, match)) is not None), None)


def row_rival(claimed: str, claim: str, index: SourceIndex, match: Match) -> str | None:
    """The figure a row of the list the passage of ``match`` stands in gives the item
    ``claim`` writes right after its figure ``claimed`` (the same words after a figure of
    the same unit), when the list states ``claimed`` nowhere and the claim does not state
    the row's figure; else None."""
    mine = [n for n in numbers(claim) if n.text == claimed]
    if not mine or not mine[0].kind or not claimed[:1].isdigit():
        return None
    item = _item_after(claim, claimed, mine[0].kind)
    first, last = list_bounds(index, match)
    if not item or first == last:
        return None
    rows = [index.sentence(k) for k in range(first, last + 1) if is_item(index.sentence(k))]
    if any(mine[0].agrees(n) for row in rows for n in numbers(row)):
        return None
    stated = numbers(claim)
    for row in rows:
        for other in numbers(row):
            if other.kind == mine[0].kind and _item_after(row, other.text, other.kind) == item \
                    and not any(other.agrees(n) for n in stated):
                return other.text
    return None


def _item_after(text: str, written: str, kind: str) -> tuple[str, ...]:
    """The content words (terms) ``text`` writes right after the figure ``written``, its
    unit left out, up to a break (``_BREAK``); () when none."""
    at = number_at(text, written)
    if at < 0:
        return ()
    rest = text[at + len(written) :]
    cut = _BREAK.search(rest.lstrip()[1:])  # the unit's own first character stays
    rest = rest.lstrip()[: cut.start() + 1] if cut else rest
    words = [t for t in terms(rest) if t not in STOP_WORDS and t[:3] != kind[:3]]
    return tuple(words[:ITEM_WORDS]) if 0 < len(words) <= ITEM_WORDS else ()
