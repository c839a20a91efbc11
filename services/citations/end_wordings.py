"""An end worded two ways: "fixed two bugs: exported PDFs losing their bookmarks" for
"Exported PDFs no longer lose their bookmarks"; "support for Python 3.9 has been dropped"
for "Python 3.9 is no longer supported"; "Cyclists cannot use the bridge during the
market" for "the bridge closes to cyclists during the market".

A word of an end, a removal or a repair (``cues.ENDS``) says what "no longer" says, and a
negation of another verb says what a word of an end of the page says: the same statement,
not its opposite. A negation that bears on the page's own word of an end ("is not closed"
for "closes") is still a flip. The forms of "no longer" are a closed class, given for the
spaced languages the word tables cover.
"""

from __future__ import annotations

import re

from services.citations.case_blind import CaseBlind
from services.citations.cues import ENDS, NEGATION_WORDS, OPPOSING, STOP_WORDS
from services.citations.scripts import LETTERS as _WORD

NO_LONGER = CaseBlind(
    r"(?<!\w)(?:no longer|not any ?more|no more|nicht mehr|keine?[nmrs]? \w+ mehr|"
    r"n['’]?\s*\w+ plus|ne \w+ plus|ya no|non più|já não|não mais|niet meer|"
    r"geen \w+ meer)(?!\w)")
"""Forms of "no longer": a state that ended."""
_ENDED = CaseBlind(r"(?<!\w)(?:" + "|".join(sorted(
    (re.escape(w) for lang, words in ENDS.items() if lang not in ("zh", "ja", "ko")
     for w in words if w not in OPPOSING), key=len, reverse=True)) + r")(?!\w)")
_ENDED_STEM = CaseBlind(r"(?<!\w)(?:clos|schließ|schlies|ferm|cerr|chiud|fech|sluit)\w*")
"""Verbs of closing in any form ("closes", "schließt", "ferme"), an end too."""
REACH = 2
"""Content words after a negation that it bears on."""


def _negated_words(text: str) -> list[str] | None:
    """The content words right after the first negation of ``text``, or None (no
    negation)."""
    words = [w.lower() for w in _WORD.findall(text)]
    for k, word in enumerate(words):
        if word in NEGATION_WORDS:
            return [w for w in words[k + 1 :] if w not in STOP_WORDS][:REACH]
    return None


def _end_word(text: str) -> str:
    found = _ENDED.search(text) or _ENDED_STEM.search(text)
    return found.group().lower() if found else ""


def same_end(part: str, claim: str, stated: str) -> bool:
    """Whether ``part`` (a clause of ``claim``) and ``stated`` (the page's clause it was
    read against) state one end two ways: a word of an end in the claim and "no longer"
    on the page, or a negation in the claim and a word of an end on the page that the
    negation does not bear on."""
    negated = _negated_words(part)
    if negated is None:
        return bool(_end_word(claim)) and NO_LONGER.search(stated) is not None and (
            NO_LONGER.search(claim) is None)
    theirs = _end_word(stated)
    if not theirs or _negated_words(stated) is not None or _end_word(part):
        return False
    return not any(w[:4] == theirs[:4] for w in negated)
