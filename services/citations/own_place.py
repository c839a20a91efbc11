"""A claim's number that the passage states in the claim's own place: "起步价仍为2元" where
the passage says "起步价维持2元不变" and its next sentence "每5公里加1元"; "Tickets stay at £8"
where it says "tickets remain at £8" and then "parking rises to £3".

The check for a number told elsewhere (``number_elsewhere``) weighs the
sentence that holds most of the claim, which a summary or a long window may leave for a
neighbour with another figure of the kind. Where a clause of the passage holds the claim's
own figure beside a word the claim writes around it (``number_context.words_around``),
the figure stands where the claim says: no rival elsewhere turns it. Two such words at
least: one alone ("construida en 1848") may be the verb of another thing the passage dates.
Structure, in any language.
"""

from __future__ import annotations

from services.citations.clauses import CLAUSE, held
from services.citations.number_context import words_around
from services.citations.numbers import Number, numbers
from services.citations.passages import terms

AROUND = 2
"""Words of the claim around its number the passage's clause must hold."""


def _clauses(text: str) -> list[tuple[str, set[str]]]:
    """``text`` cut into clauses as ``clauses.clauses`` cuts it, but never inside a figure
    written with a comma ("1,130米", "1,5 Liter"): the figure stays in its clause."""
    parts, start = [], 0
    for cut in CLAUSE.finditer(text):
        if cut.group() == "," and cut.start() and text[cut.start() - 1].isdigit() and (
                text[cut.end() : cut.end() + 1].isdigit()):
            continue
        parts.append(text[start : cut.start()])
        start = cut.end()
    parts.append(text[start:])
    return [(p, set(terms(p))) for p in parts if terms(p)]


def stated_in_place(claim: str, number: Number, window: str) -> bool:
    """Whether a clause of ``window`` states ``number`` of ``claim`` (a number that agrees)
    and holds ``AROUND`` content words of the claim around it, in the claim's own clause."""
    own = next((part for part, _found in _clauses(claim) if number.text in part), claim)
    around = {t for t in terms(words_around(own, number.text)) if not t[:1].isdigit()}
    if not around:
        return False
    return any(held(around, found, part) >= AROUND and any(number.agrees(n) for n in numbers(part))
               for part, found in _clauses(window))
