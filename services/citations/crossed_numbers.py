"""A figure of the passage given to another of its items.

"Fibres … 64% of particles, while fragments made up 11%" where the passage says
"Fibres made up 64% …, followed by fragments (22%) and films (11%)": every figure of
the claim stands in the passage, so the number checks pass it, but the claim ties 11%
to the fragments, which the passage gives 22%. The sign, in any language written with
spaces: a figure in digits, of a kind with a unit ("%", "km", "€"), that the
passage's sentence states once, with none of the claim's words around it, while
another figure of that kind, which the claim never states, has them around it. A
figure's words are the few on either side of it, up to the next figure.
"""

from __future__ import annotations

from services.citations.numbers import Number, numbers
from services.citations.passages import terms
from services.citations.rates import rate_stated
from services.citations.scripts import CJK_SCRIPT

AROUND_WORDS = 3
"""Words either side of a figure that say what it is the figure of."""
_OPEN_KINDS = ("", "year", "month", "ord", "span")
"""Kinds that say nothing of the slot: no unit, or a date's parts."""

Spot = tuple[int, int, Number]


def located(text: str) -> list[Spot]:
    """``(start, end, number)`` of the numbers of ``text``, in order."""
    out: list[Spot] = []
    at = 0
    for number in numbers(text):
        start = text.find(number.text, at)
        if start == -1:
            continue
        out.append((start, start + len(number.text), number))
        at = start + len(number.text)
    return out


def _words(text: str, spots: list[Spot], k: int) -> set[str]:
    """The terms around the ``k``-th figure of ``text``, up to the figures beside it,
    its unit left out."""
    start, end, number = spots[k]
    lo = spots[k - 1][1] if k > 0 else 0
    hi = spots[k + 1][0] if k + 1 < len(spots) else len(text)
    before = [t for t in terms(text[lo:start]) if not t[:1].isdigit()][-AROUND_WORDS:]
    after = [t for t in terms(text[end:hi]) if not t[:1].isdigit()
             and t[:3] != number.kind[:3]][:AROUND_WORDS]
    return set(before + after)


def crossed_number(claim: str, sentence: str) -> tuple[str, str] | None:
    """``(claimed, stated)``: a figure of ``claim`` that ``sentence`` gives to something
    else, and the figure ``sentence`` gives to what the claim ties it to; or None (and
    for a claim in Chinese, Japanese or Korean, whose words run together)."""
    if CJK_SCRIPT.search(claim):
        return None
    mine = located(claim)
    if not any(n.kind not in _OPEN_KINDS and n.text[:1].isdigit() and n.text in sentence
               for _s, _e, n in mine):
        return None
    theirs = located(sentence)
    claimed = [n for _s, _e, n in mine]
    for k, (_start, _end, number) in enumerate(mine):
        if number.kind in _OPEN_KINDS or not number.text[:1].isdigit():
            continue
        same = [j for j, (_s, _e, other) in enumerate(theirs) if other.agrees(number)]
        if len(same) != 1:
            continue
        around = _words(claim, mine, k)
        if not around or around & _words(sentence, theirs, same[0]):
            continue
        for j, (start, _e, other) in enumerate(theirs):
            if other.kind == number.kind and other.text[:1].isdigit() and not any(
                    other.agrees(n) for n in claimed) and around & _words(sentence, theirs, j) and (
                    not rate_stated(sentence, start, claim)):  # "every 30 minutes": "twice an hour"
                return number.text, other.text
    return None
