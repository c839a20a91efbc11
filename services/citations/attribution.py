"""Who said it: a short clause of a claim that only names its source ("Según Díaz,",
"据王丽介绍，"), and CJK words of saying. Who said it is worth a check, not a verdict."""

from __future__ import annotations

import re

from services.citations.cues import CJK_REPORTING_WORDS
from services.citations.scripts import CJK_SCRIPT


def reporting(text: str) -> bool:
    """Whether ``text`` (a CJK slot's filler) holds a verb of saying ("表示", "称")."""
    return bool(CJK_SCRIPT.search(text)) and any(w in text for w in CJK_REPORTING_WORDS)


ATTRIBUTION_WORDS = 3
"""Words at most of a clause that only says who said it ("Según Díaz,", "laut Meier:")."""
CJK_ACCORDING = ("据", "根据", "によると", "によれば", "에 따르면", "따르면")
"""Words of "according to" in Chinese, Japanese and Korean."""
ATTRIBUTION_CHARS = 8
"""Characters at most of a CJK clause that only says who said it ("根据指南，", "据王丽介绍，")."""


def attributed(claim: str, name: str, page: str) -> bool:
    """Whether ``name`` stands in a short clause of ``claim`` of its own, saying who
    said it ("Según Díaz, la línea …"), and the page (lower-cased) names them:
    often in a sentence of its own ("Así lo confirmó … Rocío Díaz"), which the
    passage need not hold. Who said it is worth a check, not a verdict."""
    key = name.lower()
    if key not in page:
        return False
    return any(key in part.lower() and short_clause(part) and not _only_named(part, key)
               for part in re.split(r"[,;:，；：]", claim))


def _only_named(part: str, key: str) -> bool:
    """Whether ``part`` holds nothing but the name (an apposition: "the last miller,
    Thomas Cole, retired"): it says who did what the sentence says, not who said it."""
    return not CJK_SCRIPT.search(part) and not part.lower().replace(key, " ").strip(" .")


def short_clause(part: str) -> bool:
    """Whether ``part`` is short enough to only say who said it (CJK: in characters, and
    with a word of saying or "according to": "第三天前往白云寺" says where, not who)."""
    if CJK_SCRIPT.search(part):
        return len(part.strip()) <= ATTRIBUTION_CHARS and any(
            w in part for w in (*CJK_REPORTING_WORDS, *CJK_ACCORDING))
    return len(part.split()) <= ATTRIBUTION_WORDS
