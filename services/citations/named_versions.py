"""A version of a named thing the page gives as another: "drops Python 3.9" where the
page says "Support for Python 3.8 has been dropped"; "requires Android 11" where it says
"Android 10".

A number after a name ("Python", "Android", "iOS", "Windows") has no unit for the number
checks to weigh, and a claim may join the sentence of one version to that of another.
But where the page writes the same word right before other numbers and never before the
claim's, and states the claim's number nowhere at all, the claim gives the thing a
version the page does not.
"""

from __future__ import annotations

import re

from services.citations.cues import STOP_WORDS

_BEFORE = re.compile(r"([^\W\d_][\w-]*)\s+$")


def _figures_after(word: str, text: str) -> list[str]:
    """The numbers in digits ``text`` writes right after ``word`` (any case)."""
    return re.findall(rf"(?<![\w-]){re.escape(word)}\s+(\d+(?:\.\d+)*)(?![\d.]*\d)", text,
                      re.IGNORECASE)


def named_rival(claimed: str, claim: str, page: str) -> str | None:
    """The number ``page`` writes after the word before ``claimed`` in ``claim``, when the
    claimed number stands after that word nowhere and on the page nowhere at all; or
    None."""
    if not claimed[:1].isdigit() or re.search(
            rf"(?<![\d.,]){re.escape(claimed)}(?![\d]|[.,]\d)", page):
        return None
    at = claim.find(claimed)
    before = _BEFORE.search(claim[max(0, at - 40) : at]) if at > 0 else None
    if before is None:
        return None
    word = before.group(1)
    if word.lower() in STOP_WORDS or not word[0].isupper():
        return None  # a name is capitalised; "in 3.9" or "bis 12" name nothing
    stated = [f for f in _figures_after(word, page) if f != claimed]
    return stated[0] if stated else None
