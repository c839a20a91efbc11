""""No longer": a negation with a word of "more" after it says a thing has ended.

"Eine Saisonkarte gibt es in diesem Jahr nicht mehr", "no longer has to dismount",
"n'ouvre plus le lundi", "non è più possibile", "niet meer", "ya no abre", "já não
aceita": what went on has stopped, as "was discontinued" says. A claim that says it
goes on ("weiterhin", "still", "sigue") turns that round. The sign, in any spaced
language the cue tables cover: a word of "more" (``MORE_WORDS``) within ``SPAN`` words
after a negation word, and no word of "than" or a number right after it ("nicht mehr
als 20", "no longer than two hours", "pas plus de 20": a bound, not an end); or one of
the fixed phrases Spanish and Portuguese put before the verb ("ya no", "já não").
"""

from __future__ import annotations

import re

from services.citations.cues import NEGATION_WORDS, THAN_WORDS

MORE_WORDS = frozenset({"longer", "anymore", "mehr", "plus", "più", "mais", "meer", "más"})
"""The word of "more" that makes a negation "no longer", per spaced language."""
PHRASES = ("ya no", "já não")
""""No longer" written before the verb, as fixed phrases."""
SPAN = 4
"""Words at most between the negation and its word of "more" ("n'ouvre plus", "ist
nicht mehr", "geen seizoenkaart meer")."""

_TOKEN = re.compile(r"[^\W\d_]+|\d+")


def no_longer(text: str) -> bool:
    """Whether ``text`` says "no longer" (see the module)."""
    lowered = text.lower()
    if any(f" {p} " in f" {lowered} " for p in PHRASES):
        return True
    words = _TOKEN.findall(lowered)
    for k, word in enumerate(words):
        if word not in MORE_WORDS or NEGATION_WORDS.isdisjoint(words[max(0, k - SPAN) : k]):
            continue
        after = words[k + 1] if k + 1 < len(words) else ""
        if after in THAN_WORDS or after[:1].isdigit():
            continue  # "nicht mehr als 20": a bound
        return True
    return False
