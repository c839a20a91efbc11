"""A negation at the end of its clause bears on the whole predicate before it.

German and Dutch put "nicht" / "niet" last in a main clause: "Erneutes Auftragen
verlängert die Schutzzeit jedoch nicht" turns down "verlängert die Schutzzeit",
not only the word right before "nicht". A claim whose own negation bears on a
word of that predicate ("wobei das die Schutzzeit nicht verlängert") negates the
same thing in another order.
"""

from __future__ import annotations

from services.citations.cues import ADVERSATIVE_WORDS, NEGATION_WORDS, STOP_WORDS
from services.citations.scripts import LETTERS
from services.citations.word_forms import holds_word


def final_negation_holds(clause: str, word: str) -> bool:
    """Whether ``clause`` ends with its only negation and states ``word`` before it
    (in any form)."""
    words = [w for w in LETTERS.findall(clause.lower())
             if w not in STOP_WORDS or w in NEGATION_WORDS]
    words = [w for w in words if w not in ADVERSATIVE_WORDS]
    if not words or words[-1] not in NEGATION_WORDS:
        return False
    if any(w in NEGATION_WORDS for w in words[:-1]):
        return False
    return holds_word(" ".join(words[:-1]), word)


def both_negate(mine: str, clause: str, word: str) -> bool:
    """Whether ``clause`` (the page's) ends with its only negation, stating ``word`` before
    it, and ``mine`` (a negated clause of the claim) states ``word`` before its own first
    negation: both turn down the same predicate, each with its own verb ("schaffte es bei
    19 Einsätzen nicht" and "war bei 19 Einsätzen nicht in der Lage")."""
    if not final_negation_holds(clause, word):
        return False
    words = LETTERS.findall(mine.lower())
    first = next((k for k, w in enumerate(words) if w in NEGATION_WORDS), None)
    return first is not None and holds_word(" ".join(words[:first]), word)
