"""The page's subject, named in its title ("AeroDry DH-25 Pro Dehumidifier – Technical
Specifications"), has no role to swap: a claim that names it where a sentence of the page
leaves it out ("The DH-25 Pro can extract 25 litres a day" for a table row "Extraction rate |
25 L/day", where a unit stands beside the number) says what the page is about.
Spaced scripts; CJK has ``headings.subject_for_word``.
"""

from __future__ import annotations

import re

from services.citations.scripts import CJK_SCRIPT

_WORD = re.compile(r"[^\W_]+(?:[-'’][^\W_]+)*")
SYMBOL = 2
"""Letters at most in a unit symbol ("L", "kg", "mm")."""


def titled_subject(claimed: str, stated: str, title: str) -> bool:
    """Whether every word of ``claimed`` (a filler of a swapped slot) is a word of
    ``title``, the page's title, in a spaced script, where the page's filler ``stated`` is
    a symbol (a unit: "L", "kg", "W"), no name: the title's subject put in a rival's place
    ("The Lumen Leaf 7 weighs 174 grams" for "The Kobo Clara weighs 174 grams") stays a swap."""
    words = _WORD.findall(claimed.lower())
    if not words or not title or CJK_SCRIPT.search(claimed) or any(
            len(w) > SYMBOL for w in _WORD.findall(stated)):
        return False
    named = set(_WORD.findall(title.lower()))
    return all(w in named for w in words)
