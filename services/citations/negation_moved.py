"""One negation, set on the object in one text and on the verb in the other.

"belegt keinen ursächlichen Zusammenhang" says what "ein ursächlicher Zusammenhang sei
nicht belegt" says; "the study proves no causal link" what "a causal link was not
proven". The sign, in any spaced language: the claim's clause is negated, holds the
word the page's negation bears on (the verb), and the words its own negation bears on
(the object) stand in the page's negated clause, those of them it holds at least (a
synonym of the claim's for its verb is no sign either way), where no negation of the page
bears on them (a clause negated twice, "do not water seedlings that show no new leaves",
is not matched by repeating its inner negation: "water seedlings that show no new
leaves").
"""

from __future__ import annotations

from services.citations.cues import NEGATION_WORDS
from services.citations.scripts import LETTERS as _WORD
from services.citations.word_forms import holds_word

_SECOND = frozenset({"nor", "noch", "ni", "né", "nem"})
"""Second parts of "neither … nor": one negation with the first."""


def negated_on_object(mine: str, theirs: str, turned: list[str], mine_negated: list[str],
                      theirs_negated: list[str]) -> bool:
    """Whether the claim's negated clause ``mine`` says what the page's negated clause
    ``theirs`` says, the negation moved between verb and object: ``turned`` are the
    words the page's first negation bears on, ``mine_negated`` those the claim's bears
    on, ``theirs_negated`` those each negation of the page's clause bears on."""
    if not turned or not mine_negated or not any(holds_word(mine, w) for w in turned):
        return False
    words = _WORD.findall(mine.lower())
    found = [k for k, w in enumerate(words) if w in NEGATION_WORDS and w not in _SECOND]
    if len(found) != 1 or mine_negated[0].lower() not in words[found[0] + 1 :]:
        # What a negation at the clause's end bears on is the verb before it; two
        # ("weder Hunde noch Katzen sind verboten") cancel each other.
        return False
    negated_there = " ".join(theirs_negated)
    # A word the page's clause lacks (the claim's synonym for its verb: "geschickt" for
    # "übertragen") says nothing against it; the words it holds must stand un-negated.
    held = [w for w in mine_negated if holds_word(theirs, w)]
    return bool(held) and not any(holds_word(negated_there, w) for w in held)
