"""Whether a page's number stands where a claim's does: in a clause of the page's sentence
that holds a word of the claim around its number.

A summary joins sentences: "…日均产生约8600吨生活垃圾，其中近四成是厨余垃圾，而塑料袋…混入
厨余垃圾是当前最突出的问题" draws its share from one sentence ("厨余垃圾占比约38%") and its
problem from the next ("…是目前最突出的问题，杂质率一度超过15%"). The sentence that holds most
of the claim then states another number of the kind ("15%"), but in a clause that says
nothing of what the claim's number counts. A rival stands in the claim's number's place only
when its clause holds one of the claim's words either side of that number
(``number_context.words_around``): "La réplica fue construida en 1948" for "la réplica …
construida en 1848". Structure, in any language.
"""

from __future__ import annotations

from services.citations.clauses import clauses, held
from services.citations.number_context import words_around
from services.citations.passages import terms


def in_claims_place(claim: str, claimed: str, rival: str, sentence: str) -> bool:
    """Whether the page's number ``rival`` stands, in ``sentence``, in a clause holding a
    word of ``claim`` around its number ``claimed`` (True when the claim gives no word
    around it, or the sentence does not write the rival as read)."""
    around = {t for t in terms(words_around(claim, claimed)) if not t[:1].isdigit()}
    if not around:
        return True
    parts = [(part, found) for part, found in clauses(sentence) if rival in part]
    return not parts or any(held(around, found, part) >= 1 for part, found in parts)
