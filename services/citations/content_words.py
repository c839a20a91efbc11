"""The content words of a stretch of text: what a clause is about, without its
function words.

Words are lower-cased, at least ``MIN_LETTERS`` long and not in ``cues.STOP_WORDS``
(articles, prepositions, auxiliaries of every tabled language), in the order the
text gives them. A word may carry an apostrophe or a hyphen inside ("don't",
"e-bike"); ``letters_only`` splits there instead.
"""

from __future__ import annotations

import re

from services.citations.cues import STOP_WORDS

MIN_LETTERS = 3
"""Letters at least of a content word (shorter ones are mostly function words)."""
_WORD = re.compile(r"[^\W\d_][\w'’-]*")
_LETTERS = re.compile(r"[^\W\d_]+")


def content_words(text: str, *, letters_only: bool = False,
                  distinct: bool = False) -> list[str]:
    """The content words of ``text`` in order; with ``distinct`` each once."""
    pattern = _LETTERS if letters_only else _WORD
    words = [w for w in pattern.findall(text.lower())
             if len(w) >= MIN_LETTERS and w not in STOP_WORDS]
    return list(dict.fromkeys(words)) if distinct else words
