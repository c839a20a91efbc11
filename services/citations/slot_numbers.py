"""A number the claim puts in a slot where a sentence of its passage puts another.

"permits offline use for up to 90 days" against a passage whose second sentence
says "Offline use is now permitted for up to 60 days": the number check weighs
the passage's main sentence (about the 30 days of the first statement), finds no
90 and no rival there, and only asks for a check. But the passage states a number
of the same unit ("days") after the same word ("to") in a sentence that says
what the claim says around its number: the claim gives that slot another value.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from services.citations.number_place import number_at
from services.citations.numbers import Number, numbers
from services.citations.passages import terms
from services.citations.scripts import CJK_SCRIPT

AROUND_WORDS = 3
"""Words either side of a number that say what it is the number of."""
_OPEN_KINDS = ("", "year", "month", "ord", "span")
"""Kinds that say nothing of the slot: no unit, or a date's parts."""


def slot_rival(claimed: str, claim: str, sentences: Sequence[str]) -> str | None:
    """The number of one of ``sentences`` (the passage's) that fills the slot the
    claim's number ``claimed`` fills: of the same unit, after the same word, in a
    sentence holding a word of the claim around the number, and stated nowhere in
    the claim. None when no sentence has one, when one of them states the claim's
    number too, or when the claim is written in CJK (whose measure words are no
    slot of their own)."""
    if CJK_SCRIPT.search(claim):
        return None
    mine = [n for n in numbers(claim) if n.text == claimed]
    if not mine or mine[0].kind in _OPEN_KINDS:
        return None
    number, stated = mine[0], numbers(claim)
    before = _word_before(claim, claimed)
    near = _near(claim, number)
    if not before or not near:
        return None
    if any(number.agrees(n) for sentence in sentences for n in numbers(sentence)):
        return None  # the passage states it too, in a slot the check could not tell
    for sentence in sentences:
        own = set(terms(sentence))
        if not own & near:
            continue
        for other in numbers(sentence):
            if other.kind == number.kind and not any(other.agrees(n) for n in stated) and (
                    _word_before(sentence, other.text) == before):
                return other.text
    return None


def _near(claim: str, number: Number) -> set[str]:
    """The claim's words (terms) around its ``number``, its unit and other numbers aside."""
    at = number_at(claim, number.text)
    before = [t for t in terms(claim[:at]) if not t[:1].isdigit()][-AROUND_WORDS:]
    after = [t for t in terms(claim[at + len(number.text):]) if not t[:1].isdigit()
             and t[:3] != number.kind[:3]][:AROUND_WORDS]
    return set(before + after)


def _word_before(text: str, number: str) -> str:
    """The word right before ``number`` in ``text``, lower-cased ("" when none)."""
    at = text.find(number)
    words = re.findall(r"[^\W\d_]+", text[max(0, at - 40) : at]) if at != -1 else []
    return words[-1].lower() if words else ""

