"""A German or Dutch participle of a separable verb matched with its other forms:
"eingebaut" with "Einbau", "eingeführt" with "Einführung", "aangeboden" with "aanbod".

The participle puts "ge" between the particle and the stem; every other form of the verb
and its nouns has none, so the shared start that finds other endings ("Einba…") is cut
after the particle. Matching terms are made without it, on the page and in the claim
alike. The particles are a closed class (``separable.PARTICLES``).
"""

from __future__ import annotations

from services.citations.separable import PARTICLES

_LONGEST_FIRST = tuple(sorted(set(PARTICLES) | {"um"}, key=len, reverse=True))
STEM_LETTERS = 3
"""Letters of the stem after "ge" at least ("ein|ge|baut")."""


def without_ge(word: str) -> str:
    """``word`` (lower-cased) less the "ge" of a separable verb's participle."""
    if len(word) < 7 or "ge" not in word[2:8]:
        return word
    for particle in _LONGEST_FIRST:
        if word.startswith(particle) and word.startswith("ge", len(particle)) and (
                len(word) - len(particle) - 2 >= STEM_LETTERS):
            return particle + word[len(particle) + 2 :]
    return word
