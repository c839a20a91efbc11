"""A negated verb of exceeding, or a negated comparative before a figure, states a bound,
not the opposite.

"should not exceed two-thirds", "darf 25 kg nicht überschreiten", "ne doit pas dépasser
8 heures", "no debe superar" say what "no more than", "höchstens", "不超过" say: a
limit. Read as a negation they would flip a claim that states the limit in other
words ("should be no more than two-thirds"). Chinese "不超过" is weighed in ``polarity``
(its bound characters); here the spaced languages, whose negation stands a word or two
before the verb ("no debe superar", "non deve superare"). So does any comparative between
a negation and a "than" before a figure ("no later than 30 June", "nicht später als 18
Uhr", "not longer than 20 minutes"): "by 30 June at the latest" says the same.
"""

from __future__ import annotations

import re

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


def negated_comparative(words: list[str], k: int, lowered: str, thans: frozenset[str]) -> bool:
    """Whether the negation ``words[k]`` is followed by a comparative, a word of ``thans``
    and a figure ("no later than 30 June"); ``lowered``: the text ``words`` come from."""
    if k + 2 >= len(words) or words[k + 2] not in thans:
        return False
    after = re.search(rf"(?<![^\W\d_]){re.escape(words[k + 1])}\s+{re.escape(words[k + 2])}"
                      rf"\s+(\S+)", lowered)
    return after is not None and after.group(1)[:1].isdigit()
