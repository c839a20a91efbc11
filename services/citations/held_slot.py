"""A figure of the claim set in a slot that the passage's sentence fills with another
figure, the slot held by the same words on both sides, the claim's figure written
elsewhere in that very sentence (given to another item), for ``entity_catches``.

"Kestrel offers a five-year warranty on the seat" where the sentence says "Kestrel
offers a two-year warranty on the seat and a five-year warranty on the bracket"; "La
garantie couvre la selle pendant 5 ans et …" where it says "… la selle pendant 2 ans et le
support pendant 5 ans". Every figure and word of the claim stands in the sentence, so
the number checks and the checks of missing words pass it; what differs is which figure
the sentence sets between the same neighbours, that is which item it gives it. The sign
holds in any language written with spaces and needs no word list:

- the claim's figure and the sentence's stand between the same ``FLANK`` words on
  either side, of which one at least has content (four letters or more, or a figure);
- both are figures (each holds a digit), or words joined to one unit ("five-year",
  "two-year");
- the sentence writes the claim's figure elsewhere, never between the same neighbours
  (a list of like items: "spine density about 2.8% higher and hip density about 2.1%
  higher"), the claim writes it only in the slot, and the claim writes the sentence's
  figure nowhere.

Tried and dropped: any word in such a slot, which took a paraphrase for a swap
("Medicines such as insulin, some eye drops" for "…, certain eye drops"; "buses are
sparse" for "services are sparse"); two figures that trade places, each written in the
claim, which this leaves to the number checks.
"""

from __future__ import annotations

import re

from services.citations.scripts import CJK

_TOKEN = re.compile(r"\w+(?:[-'’.,]\d+)*(?:[-'’.]\w+)*|[^\w\s]")
FLANK = 2
"""Words on each side of the slot that must agree."""


def held_slot(claim: str, sentences: list[str]) -> tuple[str, str] | None:
    """``(claimed, stated)``: the claim's word and the one a sentence of ``sentences``
    sets between the same neighbours, or None."""
    if CJK.search(claim):
        return None
    mine = [t.lower() for t in _TOKEN.findall(claim)]
    for sentence in sentences:
        theirs = [t.lower() for t in _TOKEN.findall(sentence)]
        places = _places(theirs)
        for i in range(FLANK, len(mine) - FLANK):
            word = mine[i]
            if not _weighty(word) or mine.count(word) > 1 or word not in theirs:
                continue
            left, right = tuple(mine[i - FLANK : i]), tuple(mine[i + 1 : i + 1 + FLANK])
            if not any(len(w) >= 4 or any(c.isdigit() for c in w) for w in (*left, *right)):
                continue
            spots = [j for j in places.get(left, ()) if j + 1 + FLANK <= len(theirs)
                     and tuple(theirs[j + 1 : j + 1 + FLANK]) == right]
            if any(theirs[j] == word for j in spots):
                continue  # the sentence's own slot for the claim's figure (a list of
                # like items: "spine density about 2.8% higher and hip density about 2.1%")
            for j in spots:
                other = theirs[j]
                if other != word and other not in mine and _figures(word, other):
                    return word, other
    return None


def _places(tokens: list[str]) -> dict[tuple[str, ...], list[int]]:
    """Positions of the sentence after each run of ``FLANK`` tokens."""
    places: dict[tuple[str, ...], list[int]] = {}
    for j in range(FLANK, len(tokens)):
        places.setdefault(tuple(tokens[j - FLANK : j]), []).append(j)
    return places


def _weighty(word: str) -> bool:
    """Whether a word can fill the slot: a figure, or a word joined to its unit."""
    return any(c.isdigit() for c in word) or "-" in word


def _figures(one: str, other: str) -> bool:
    """Whether two fillers are two figures: both hold a digit, or both are a word joined to
    one unit ("five-year", "two-year")."""
    if any(c.isdigit() for c in one) and any(c.isdigit() for c in other):
        return True
    head, _, tail = one.rpartition("-")
    other_head, _, other_tail = other.rpartition("-")
    return bool(head and other_head and tail and tail == other_tail and head != other_head)
