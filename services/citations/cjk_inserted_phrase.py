"""A phrase a Chinese or Japanese claim inserts where its passage goes straight on.

"1928年，军阀石友三为报复寺僧支持其对手而纵火焚烧少林寺" where the passage writes
"军阀石友三纵火焚烧少林寺": the words either side of the phrase stand side by side in
the passage, so the phrase is the claim's own (a cause, a purpose, a place or a time
added to a quoted statement). The sign needs no word list and holds in any language
written without spaces: the ``CONTEXT`` characters before the phrase and the
``CONTEXT`` after it, joined, stand in the passage; the phrase has ``PHRASE`` characters
or more, no figure (the number checks weigh those), and few of its character pairs
stand in the passage or the sentences beside it; and the sentences within reach do not
hold half its pairs together (a summary joins sentences of a paragraph).
"""

from __future__ import annotations

import re

from services.citations.cjk_pairs import FIGURES as _FIGURES
from services.citations.cjk_pairs import cjk_pairs as _pairs
from services.citations.cjk_pairs import compacted as _compact
from services.citations.scripts import CJK, CJK_CHARS

CONTEXT = 3
"""Characters either side of the phrase that the passage writes side by side."""
PHRASE = 5
"""CJK characters at least of an inserted phrase."""
HELD_SHARE = 0.25
"""Share at most of the phrase's pairs the passage and the sentences beside it hold."""
JOINED_SHARE = 0.5
"""Share of the phrase's pairs from which the sentences within reach together hold it."""

_ALL_CJK = re.compile(f"[{CJK_CHARS}]+")
"""A context of characters only: no figure or Latin word, which a claim rewrites."""
_CLAUSE = re.compile(r"[，,；;：:。！？!?\n]")
_BREAK = re.compile(r"[，,；;：:。！？!?、（）()《》“”\"'\s]")


def inserted_cjk_phrase(claim: str, window: str, near: str,
                        reach: list[str]) -> tuple[str, str] | None:
    """``(the inserted phrase, the passage's clause it splits)`` for a CJK ``claim`` whose
    ``window`` writes side by side the words either side of a phrase of the claim (see
    the module's docstring); ``near``: the window with a sentence either side; ``reach``:
    the other sentences within reach. None when none."""
    mine = _compact(claim)
    passage, around = _compact(window), _compact(near)
    joined = _compact(" ".join(reach))
    n = len(mine)
    for start in range(CONTEXT, n - CONTEXT - PHRASE + 1):
        left = mine[start - CONTEXT : start]
        if (not _ALL_CJK.fullmatch(left) or left not in passage
                or mine[start : start + 2] in passage):
            continue  # the phrase starts where the passage's words stop
        for end in range(start + PHRASE, n - CONTEXT + 1):
            right = mine[end : end + CONTEXT]
            if not _ALL_CJK.fullmatch(right) or left + right not in passage:
                continue
            phrase = mine[start:end]
            pairs = _pairs(phrase)
            if (sum(1 for c in phrase if CJK.match(c)) < PHRASE or _FIGURES.search(phrase)
                    or _BREAK.search(phrase) or not pairs):
                continue  # a figure, or a clause of its own: other checks read those
            if sum(p in around for p in pairs) > HELD_SHARE * len(pairs):
                continue
            if sum(p in joined for p in pairs) >= JOINED_SHARE * len(pairs):
                continue
            return phrase, next(c for c in _CLAUSE.split(passage) if left + right in c)
    return None
