"""A negated verb of exceeding states a bound, not the opposite.

"should not exceed two-thirds", "darf 25 kg nicht überschreiten", "ne doit pas dépasser
8 heures", "no debe superar" say what "no more than", "höchstens", "不超过" say: a
limit. Read as a negation they would flip a claim that states the limit in other
words ("should be no more than two-thirds"). Chinese "不超过" is weighed in ``polarity``
(its bound characters); here the spaced languages, whose negation stands a word or two
before the verb ("no debe superar", "non deve superare").
"""

from __future__ import annotations

EXCEEDING: dict[str, tuple[str, ...]] = {
    "en": ("exceed", "surpass"),
    "de": ("überschreit", "überschritt", "übersteig", "überstieg"),
    "fr": ("dépass", "excéd", "excèd"),
    "es": ("superar", "supera", "exced", "sobrepas", "rebasa"),
    "it": ("superar", "supera", "ecced", "oltrepass"),
    "pt": ("ultrapass", "exced", "superar"),
    "nl": ("overschrijd", "overstijg", "overschreden", "overstegen"),
}
"""Beginnings of the verbs of exceeding, per language (their forms share them)."""
_STEMS = tuple(sorted({s for stems in EXCEEDING.values() for s in stems}, key=len))
REACH = 2
"""Words after a negation where its verb may stand ("no debe superar": a modal between)."""


def negated_exceeding(words: list[str], k: int) -> bool:
    """Whether the negation ``words[k]`` bears on a verb of exceeding within ``REACH``
    words after it ("not exceed", "nicht überschreiten", "pas dépasser")."""
    return any(w.startswith(_STEMS) for w in words[k + 1 : k + 1 + REACH])
