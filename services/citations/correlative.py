"""What a "neither ... nor" negation bears on: its members and the verb they share.

A plain negation bears on the words right after it ("not available"), but a
correlative one ("neither internet nor phone is available", "weder Hunde noch
Katzen dürfen mit", "ni la calefacción ni el agua funcionan") names its members
first and turns down the verb after the last of them. So the words it bears on
run from the opening word to the end of its clause: a page that says "internet
and phone are not available" negates "available", the same thing. Not where
another negation follows ("weder Hunde noch Katzen sind verboten"): two negations
say yes.
"""

from __future__ import annotations

from services.citations.clauses import CLAUSE
from services.citations.cues import NEGATION_WORDS, STOP_WORDS
from services.citations.scripts import LETTERS

OPENERS = frozenset({"neither", "weder", "ni", "né", "nem"})
"""Words that open a "neither ... nor" negation (English, German, French and Spanish,
Italian, Portuguese). Dutch "noch" is left out: German "noch" is "still"."""
_PAIRED = frozenset({"nor", "ne", "n"})
"""Words that belong to the same negation ("nor", French "ni ... ne sont")."""


def correlative_words(text: str) -> list[str]:
    """The words (stop words aside) from each opening word of a "neither ... nor"
    negation in ``text`` to the end of its clause; [] when there is none."""
    lowered = text.lower()
    out: list[str] = []
    for part in CLAUSE.split(lowered):
        words = LETTERS.findall(part)
        at = next((k for k, w in enumerate(words) if w in OPENERS), -1)
        rest = words[at + 1 :]
        if at != -1 and not any(w in NEGATION_WORDS for w in rest
                                if w not in OPENERS and w not in _PAIRED):
            out += [w for w in rest if w not in STOP_WORDS and w not in OPENERS]
    return out
