"""A word of hedging that hedges nothing: "May" the month, and a hedge word used as an
adjective before a noun.

"on 3 May" names a month; "narrow the likely landing zone to two square kilometres",
"die wahrscheinliche Ursache", "la probable cause" say which zone or cause, and state
what is done with it as a fact: a claim that leaves "likely" out ("narrow the landing
zone") says no more than the page. The sign of the adjective, in any tabled language:
right after a determiner (``DETERMINERS``, a closed class), before another word.
"""

from __future__ import annotations

import re

_WORD = re.compile(r"[^\W\d_]+(?![^\W\d_])(?!\d)")
DETERMINERS: dict[str, tuple[str, ...]] = {
    "en": ("the", "a", "an", "this", "that", "its", "their", "his", "her", "our"),
    "de": ("der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem",
           "einer", "eines"),
    "fr": ("le", "la", "les", "un", "une", "l", "son", "sa", "leur"),
    "es": ("el", "la", "los", "las", "un", "una", "su", "sus"),
    "it": ("il", "lo", "la", "i", "gli", "le", "un", "una", "l"),
    "pt": ("o", "a", "os", "as", "um", "uma"),
    "nl": ("de", "het", "een"),
}
"""Articles and possessives, per spaced language."""
_DETERMINERS = frozenset(w for words in DETERMINERS.values() for w in words)


def not_a_hedge(word: str, text: str, k: int) -> bool:
    """Whether ``word``, the ``k``-th word of ``text`` and a word of hedging, hedges
    nothing: "May" the month (after the first word, or before a number: "on 3 May",
    "May 2025"), or an adjective right after a determiner ("the likely landing zone")."""
    spans = list(_WORD.finditer(text))
    if k >= len(spans):
        return False
    if word == "may":
        if spans[k].group() != "May":
            return False
        return k > 0 or text[spans[k].end() : spans[k].end() + 2].strip()[:1].isdigit()
    return 0 < k < len(spans) - 1 and spans[k - 1].group().lower() in _DETERMINERS
