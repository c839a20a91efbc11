"""A claim that keeps its page's exception inline: "Das Museum hat täglich außer an Feiertagen
geöffnet" for "Das Museum ist täglich geöffnet, außer an Feiertagen"; "open daily except on
public holidays" for "open daily, except on public holidays".

The exception's marker reads as a negation (``cues.NEGATION`` holds "except", "außer",
"sauf", "除了"), and the clause check pairs the claim, negated by it, with the page's rule
clause, whose exception stands in the next clause: a flip where the two say one thing.
Here the claim's only negation words are markers of exception, the page's sentence has a
marker of exception too, and the claim states the words of the page's excepted case
(what follows the marker in its clause; half at least): no flip. A claim that excepts
another case ("außer montags") keeps its flip.
"""

from __future__ import annotations

import re

from services.citations.cues import EXCEPTIONS, NEGATION_WORDS, STOP_WORDS
from services.citations.scripts import LETTERS as _WORD
from services.citations.scripts import word_pattern
from services.citations.table_words import table_words
from services.citations.word_forms import holds_word

_EXCEPTING = frozenset(w for ws in EXCEPTIONS.values() for w in ws) | frozenset(
    {"除了", "除", "除外", "以外"})
_CLAUSE = re.compile(r"[,;:，；：。!?！？()]")


def exception_kept(claim: str, sentence: str) -> bool:
    """Whether ``claim``, negated only by a marker of exception, states the excepted case
    of ``sentence`` (the page's sentence of the flipped clause) under the same kind of
    marker."""
    own = table_words(claim.lower(), NEGATION_WORDS)
    if not own or any(w not in _EXCEPTING for w in own):
        return False
    lowered = sentence.lower()
    for word in sorted(_EXCEPTING, key=len, reverse=True):
        found = re.search(word_pattern(word), lowered)
        if found is None:
            continue
        case = [w for w in _WORD.findall(_CLAUSE.split(lowered[found.end():], maxsplit=1)[0])
                if w not in STOP_WORDS]
        if case and 2 * sum(1 for w in case if holds_word(claim, w)) >= len(case):
            return True
    return False
