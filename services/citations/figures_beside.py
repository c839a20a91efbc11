"""Figures a claim takes together from a sentence beside its passage.

"Das Set für 279 Euro enthält zwei 4,0-Ah-Akkus …, während die Solo-Variante für 139 Euro
ohne Akkus geliefert wird" words its items after the passage ("Das Set (Art.-Nr. 41 302)
enthält zwei Akkus …. Die Solo-Variante … wird ohne Akkus … geliefert.") and its prices
after the sentence that follows ("Unverbindliche Preisempfehlung: 279 Euro im Set, 139
Euro solo."). Read against the passage alone, the prices stand against its article
numbers. When two or more of the claim's figures that the passage lacks stand together in
one sentence near it, each of its unit and all in the claim's order, the claim joins that
sentence: those figures are stated. Figures in another order (the two prices crossed) stay
for the number check. Structure only, in any language.
"""

from __future__ import annotations

from services.citations.cjk_kinds import same_kind
from services.citations.numbers import Number, numbers
from services.citations.passages import Match, SourceIndex
from services.citations.scripts import CJK

JOINED_AT_LEAST = 2
"""Figures of the claim, lacking in the passage, that one sentence must state together."""


def same_unit(mine: str, theirs: str) -> bool:
    """Whether two kinds are one; a CJK number's kind is the run after it ("元的套装…" and
    "元"), so its measure word, the first character, decides."""
    return not mine or same_kind(mine, theirs) or (
        bool(CJK.match(mine)) and bool(CJK.match(theirs)) and mine[0] == theirs[0])


def _order(stated: list[tuple[int, Number]], claimed: list[Number]) -> list[int] | None:
    """Where in the sentence each claimed figure stands (first of its value and kind),
    or None when one is missing."""
    out = []
    for number in claimed:
        at = next((pos for pos, n in stated if number.agrees(n) and same_unit(
            number.kind, n.kind)), None)
        if at is None:
            return None
        out.append(at)
    return out


def stated_beside(claim: str, claimed: list[Number], index: SourceIndex, match: Match,
                  reach: int) -> set[str]:
    """The figures of ``claim`` (its numbers ``claimed``) the window of ``match`` lacks and
    one sentence within ``reach`` of it states together, in the claim's order."""
    window = numbers(index.text[match.start : match.end])
    lacking = [n for n in claimed if n.kind not in ("year", "month", "ord")
               and not any(n.agrees(w) for w in window)]
    if len(lacking) < JOINED_AT_LEAST:
        return set()
    lacking.sort(key=lambda n: claim.find(n.text))
    for k in range(max(0, match.first - reach), min(len(index.spans), match.last + reach + 1)):
        if match.first <= k <= match.last:
            continue
        sentence = index.sentence(k)
        stated = [(sentence.find(n.text), n) for n in numbers(sentence)]
        places = _order(stated, lacking)
        if places is not None and places == sorted(places) and len(set(places)) == len(places):
            return {n.text for n in lacking}
    return set()
