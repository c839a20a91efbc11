"""A bound written as a list's last item: "SPF 30 or higher", "aged 65 or over", "drei
oder mehr", "50 ans ou plus", "18 años o más", "tre o più", "twee of meer".

After "or" a word of "more", "higher", "over" (a closed class per spaced language) does
not add an item to a list; it widens the number before it to a bound ("at least SPF 30").
"""

from __future__ import annotations

OR_WORDS = frozenset({"or", "oder", "ou", "o", "of"})
"""Words of "or" (en, de, fr/pt, es/it, nl)."""
OR_MORE: frozenset[str] = frozenset({
    # en
    "more", "higher", "greater", "above", "over", "older", "longer", "later", "less",
    "lower", "fewer", "below", "under", "younger", "earlier", "shorter", "newer",
    # de
    "mehr", "höher", "darüber", "älter", "länger", "später", "weniger", "niedriger",
    "darunter", "jünger", "früher", "neuer",
    # fr, es, it, pt, nl
    "plus", "moins", "más", "menos", "mayor", "superior", "più", "meno", "superiore",
    "mais", "acima", "meer", "hoger", "ouder", "minder", "lager",
})
"""Words that, after "or", make the number before them a bound."""


def bound_not_item(join: str, item: list[str]) -> bool:
    """Whether the one-word ``item`` after ``join`` is a word of ``OR_MORE`` after a word
    of "or": a bound, not an item."""
    return join.lower() in OR_WORDS and len(item) == 1 and item[0].lower() in OR_MORE
