"""A cause the page states beside its effect in one sentence, with no word of cause: "In
1998 the owning company announced that it could no longer afford repairs, and the line
closed" summed up as "After closing in 1998 because its owners could no longer pay for
repairs, …".

``causes.invented_cause`` flags a cause whose words the passage mostly lacks; a claim
that rewords half of them ("pay" for "afford", "owners" for "owning company") reads as
one. Where one sentence around the passage holds the rest of the cause's words (two at
least) and a word of what the claim says it caused, the page joins the two itself, with
"and" or a comma: the claim only names the link. Words scattered over several sentences
("deer" in one, "smaller" in the next) join nothing and the cause stays flagged. Structure
only, in any language written with spaces.
"""

from __future__ import annotations

from services.citations.clause_stops import ClauseStops
from services.citations.passages import terms

HELD = 2
"""Terms of the cause at least that the one sentence must hold."""
_SENTENCE = ClauseStops(r"(?<=[.!?])\s+|\n+")


def joined_in_one_sentence(cause: list[str], effect: list[str], near: str) -> bool:
    """Whether one sentence of ``near`` holds half of ``cause``'s terms (``HELD`` at least)
    and one of ``effect``'s (the rest of the claim, figures aside)."""
    needed = max(HELD, (len(cause) + 1) // 2)
    wanted = [t for t in effect if not t[:1].isdigit()]
    for sentence in _SENTENCE.split(near):
        found = set(terms(sentence))
        if sum(t in found for t in cause) >= needed and any(t in found for t in wanted):
            return True
    return False
