"""The verb that closes a list in another form: "mit Essig abschmecken." closes the list
of "mit Essig und etwas Zitronensaft abgeschmeckt", "served with rice." that of "serve
with rice and a salad". A list's last item, then a verb in the claim's form or the
page's: the same list end, for ``list_items.added_to_list``."""

from __future__ import annotations

import re

from services.citations.scripts import WORD_TOKEN
from services.citations.separable import separable_held
from services.citations.word_forms import holds_word

_END = re.compile(r"\s*[“”„\"'’»«」』)\]]*\s*(?:[.;:!?。；：！？\n]|$)")
"""Where a sentence or clause ends: its stop, after any closing quotes or brackets."""


def closes_in_form(passage: str, before: list[str], tail: list[str]) -> bool:
    """Whether ``passage`` writes the words ``before`` (as they stand), then as many words
    as ``tail`` each the same word in another form (a separable verb split or joined
    again), right before its sentence or clause ends."""
    words = list(WORD_TOKEN.finditer(passage))
    lowered = [w.group().lower() for w in words]
    wanted = [w.lower() for w in before]
    for at in range(len(lowered) - len(wanted) - len(tail) + 1):
        if lowered[at : at + len(wanted)] != wanted:
            continue
        theirs = lowered[at + len(wanted) : at + len(wanted) + len(tail)]
        if all(_alike(mine.lower(), other) for mine, other in zip(tail, theirs, strict=True)
               ) and _END.match(passage, words[at + len(wanted) + len(tail) - 1].end()):
            return True
    return False


def _alike(mine: str, other: str) -> bool:
    return holds_word(other, mine) or separable_held(other, mine) or separable_held(mine, other)
