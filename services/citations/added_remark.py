"""A remark a claim adds with a word of addition ("moreover", "außerdem", "而且").

"束河古镇游客相对较少，而且可以免费进入" where the passage says only that the town is
quiet: the claim marks the clause as something more, and neither the passage nor
the sentences beside it say it. The detail check (``detail.added_clause``) wants
the clause's words nowhere on the page; a remark flagged as an addition needs them
only absent from around the passage ("免费" stands on the page, of another place).
"""

from __future__ import annotations

import re

from services.citations.clause_stops import ClauseStops
from services.citations.cues import STOP_WORDS
from services.citations.passages import cjk_in_digits
from services.citations.scripts import CJK

ADDING: tuple[str, ...] = (
    "and also", "moreover", "in addition", "additionally", "außerdem", "zudem",
    "darüber hinaus", "de plus", "en outre", "además", "inoltre", "bovendien", "além disso",
)
"""Words that open a clause adding to what the sentence said, in spaced languages."""
ADDING_CJK: tuple[str, ...] = ("而且", "并且", "此外", "另外", "還可以", "还可以", "也可以")
"""The same in Chinese, at a clause's start."""
CONTENT_WORDS = 2
"""Content words at least of an added remark (spaced languages)."""
PAIRS = 3
"""Character pairs at least of an added remark in Chinese."""
FOUND_SHARE = 0.25
"""Share of a Chinese remark's pairs at most that may stand around the passage."""
_CLAUSE = ClauseStops(r"[,;.:，；。：！？!?]")
STEM = 5
"""Letters a word shares with one around the passage to count as that word."""


def added_remark(claim: str, near: str) -> str | None:
    """The clause of ``claim`` opened by a word of addition whose words ``near`` (the
    passage and the sentences beside it) does not hold, or ``None``."""
    if CJK.search(claim):
        around = cjk_in_digits("".join(near.split()))
        for part in _CLAUSE.split(claim):
            part = part.strip()
            word = next((w for w in ADDING_CJK if part.startswith(w)), None)
            if word is None:
                continue
            # A figure is the number checks' to weigh, in digits or characters alike
            # ("五次一分钟" for "5次1分钟"): only the words about it count here.
            rest = cjk_in_digits(part[len(word) :])
            pairs = [rest[j : j + 2] for j in range(len(rest) - 1)
                     if CJK.match(rest[j]) and CJK.match(rest[j + 1])]
            if len(pairs) >= PAIRS and sum(p in around for p in pairs) <= (
                    FOUND_SHARE * len(pairs)):
                return part
        return None
    lowered, around_words = claim.lower(), None
    for word in ADDING:
        if word not in lowered:
            continue  # most claims add with none of them: no regex, no words around
        if around_words is None:
            around_words = re.findall(r"\w+", near.lower())
        for found in re.finditer(rf"(?<!\w){re.escape(word)}(?!\w)", lowered):
            start = found.end() + len(lowered[found.end() :]) - len(
                lowered[found.end() :].lstrip(" ,"))
            rest = _CLAUSE.split(lowered[start:])[0]
            content = [w for w in re.findall(r"[^\W\d_]+", rest)
                       if len(w) >= 4 and w not in STOP_WORDS]
            if len(content) >= CONTENT_WORDS and not any(
                    _stands(w, around_words) for w in content):
                return claim[found.start() : start + len(rest)]
    return None


def _stands(word: str, around: list[str]) -> bool:
    stem = word[:STEM]
    return any(w.startswith(stem) or stem.startswith(w[:STEM]) for w in around if len(w) >= 3)
