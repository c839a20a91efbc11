"""A figure the page states in the sentence right after a claim's passage.

"Bis zum 30. September 2025 waren 74 der insgesamt 180 Linienbusse ersetzt. Das
entspricht einem Anteil von gut 41 Prozent." The passage that best holds "… ersetzt,
also etwas mehr als 41 %" is the first sentence; the paragraph goes on to state the
share in the next. A claim's number in a unit is the page's when the sentence right after
its passage, in one paragraph with it, states it in that unit and no other sentence
around states another number of that unit: the figure is then the one the paragraph
gives. "40 % more numerous" where one sentence gives "40 % more berries" and the next
"28 % more numerous" meets two figures of one unit in two sentences, and stays for the
number check. Where the next sentence itself gives several figures of the unit ("up to
60 minutes in Eco mode; up to 8 minutes in Boost mode"), the claim must name what its
figure is of and none of what the others are of: "279 Euro im Set, 139 Euro solo" tells
nothing of a claim that names both the set and the bare tool. Structure only, any
language: numbers, their units and the words beside them are compared.
"""

from __future__ import annotations

import re

from services.citations.durations import same_duration
from services.citations.numbers import Number, numbers
from services.citations.passages import Match, SourceIndex, terms
from services.citations.summary_window import paragraph

AROUND = 3
"""Sentences either side of the passage that must state no other number of the unit."""
_OWN_KINDS = ("", "year", "month", "ord")
"""Kinds of no unit: a year or a bare count the next sentence states may be another's."""
_SEGMENT = re.compile(r"[,;，；、]")
"""Where a sentence's figures part: each with the words of its own stretch."""


def stated_next(claim: str, claimed: str, index: SourceIndex, match: Match) -> bool:
    """Whether the sentence right after the window of ``match``, in its paragraph, states
    the claim's number ``claimed`` in its unit (a duration in any: "7 to 14 days" for "one
    to two weeks"), and no sentence within ``AROUND`` of the window states another number
    of that unit (the next one only beside words that tell the two apart)."""
    mine = next((n for n in numbers(claim) if n.text == claimed), None)
    after = match.last + 1
    if mine is None or mine.kind in _OWN_KINDS or after > paragraph(index, match)[1]:
        return False
    for k in range(max(0, match.first - AROUND), min(len(index.spans), match.last + AROUND + 1)):
        sentence = index.sentence(k)
        alike = [n for n in numbers(sentence) if n.kind == mine.kind]
        others = [n for n in alike if not mine.agrees(n)]
        if k != after and others:
            return False  # another figure of the unit: which one the claim means is open
        if k == after and not (len(others) < len(alike) or same_duration(mine, claim, sentence)):
            return False
        if k == after and others and not _told_apart(claim, sentence, mine):
            return False
    return True


def _told_apart(claim: str, sentence: str, mine: Number) -> bool:
    """Whether ``claim`` holds a word only the stretch of ``sentence`` stating ``mine``
    holds, and none only a stretch stating another number of its unit holds."""
    stretches = []
    for piece in _SEGMENT.split(sentence):
        alike = [n for n in numbers(piece) if n.kind == mine.kind]
        if alike:
            agree = [mine.agrees(n) for n in alike]
            if any(agree) and not all(agree):
                return False  # two figures in one stretch: nothing tells them apart
            stretches.append((all(agree), {t for t in terms(piece) if not t[:1].isdigit()}))
    own = set(terms(claim))
    for k, (agrees, words) in enumerate(stretches):
        alone = words - {t for j, (_a, w) in enumerate(stretches) if j != k for t in w}
        if agrees != bool(alone & own):
            return False
    return True
