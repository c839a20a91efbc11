"""A figure the claim ties to words that a sentence elsewhere on the page ties to another
figure of the same unit: "Yellowhammer territories were 40 % more numerous along hedges
trimmed every third year" where the page says "Territories of yellowhammers were 28 % more
numerous along these hedges" (and "40 % more berries" of the hedges themselves).

The passage the claim was matched with may be a sentence beside the figure's (the one
naming the hedges' cycle); the number check then finds the claim's figure not stated
there and, since the page states it elsewhere, only asks for a check. The sign, in any
language written with spaces, for a claim with one figure of a unit (not a time, which
may be told in another unit): the sentence of the page that shares most content words
with the claim among those stating a number of the figure's unit shares ``SHARED`` at
least and half the claim's, states none of
the claim's value, and shares more of the claim's words than every sentence that states
the claim's value: the figure the page gives those words is another.
"""

from __future__ import annotations

from services.citations.numbers import TIME_UNITS, numbers
from services.citations.passages import SourceIndex, terms
from services.citations.scripts import CJK_SCRIPT

SHARED = 3
"""Content words at least the rival sentence shares with the claim, numbers aside."""
SHARE = 0.5
"""Share at least of the claim's content words the rival sentence holds."""
_OWN_KINDS = frozenset({"", "year", "month", "ord", "span"})


def rival_sentence(claimed: str, claim: str, index: SourceIndex) -> tuple[str, str] | None:
    """``(the claim's figure, the figure the page ties to the claim's words)``, or None."""
    if CJK_SCRIPT.search(claim):
        return None
    figures = [n for n in numbers(claim) if n.kind not in _OWN_KINDS]
    mine = next((n for n in figures if n.text == claimed), None)
    if mine is None or len(figures) > 1 or mine.kind in TIME_UNITS:
        return None  # a summary of several figures; a time told in another unit
    wanted = {t for t in terms(claim) if not t[:1].isdigit()}
    best: tuple[int, str] | None = None
    stating = 0
    for sentence in index.sentences():
        stated = numbers(sentence)
        shared = len(wanted & {t for t in terms(sentence) if not t[:1].isdigit()})
        if any(mine.agrees(n) for n in stated):
            stating = max(stating, shared)
            continue
        rivals = [n for n in stated if n.kind == mine.kind]
        if rivals and shared >= max(SHARED, SHARE * len(wanted)) and (
                best is None or shared > best[0]):
            best = (shared, rivals[0].text)
    if best is None or best[0] <= stating:
        return None
    return claimed, best[1]
