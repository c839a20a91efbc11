"""Whether a word that may give a cause gives one where it stands on the page.

The cause check (``causes``) lets the page's own reason excuse a claim's reason in
other words: when the passage gives a cause, the claim's cause must be wholly
another to be called invented. Words that may give a cause are also common words of
other sense: "twice as high", "as well as", "such as", "so many", "since 2019", German
"da" ("there"), Spanish "como" ("like"). Read anywhere, they find a "cause" beside
almost every passage, and every invented reason whose words share one with the page
("because these exams reward fast recall" beside "for essay-based exams") passes.

The sign, in any language written with spaces: such a word is a conjunction of cause
only where it opens a clause: at a sentence's start or after a clause's stop (",",
";", ":", a dash, a bracket): "Carry warm layers, as wind on the ridge is strong",
"…, da der Arbeitsweg entfällt". Adverbs of cause ("therefore", "daher", "donc") say a
cause wherever they stand and are read as before.
"""

from __future__ import annotations

import re

from services.citations.cues import STOP_WORDS
from services.citations.scripts import LETTERS as _WORD
from services.citations.word_forms import holds_word

CLAUSE_OPENING: dict[str, tuple[str, ...]] = {
    "en": ("as", "since", "so"),
    "de": ("da", "denn"),
    "fr": ("comme",),
    "es": ("como", "pues"),
    "pt": ("como", "pois"),
    "nl": ("want",),
}
"""Words that give a cause only as a clause's first word (a closed class per language;
Italian and the CJK languages have none that need it)."""
_OPENING = frozenset(w for words in CLAUSE_OPENING.values() for w in words)
_STOPS = frozenset(",;:(\n—–-.!?\"'„“”«»‘’‚›‹")
"""What may stand right before a word that opens a clause (spaces aside): a clause's
stop, a bullet's dash, or a quotation mark opening a quoted clause (", betont sie, „denn
…")."""


def needs_clause_start(marker: str) -> bool:
    """Whether ``marker`` gives a cause only where it opens a clause."""
    return marker in _OPENING


def opens_clause(lowered: str, at: int) -> bool:
    """Whether the word at ``at`` of ``lowered`` opens a sentence or a clause."""
    before = lowered[:at].rstrip(" \t")
    if before[-1:] == "-" and not lowered[at - 1].isspace():
        return False  # "scan-as-you-shop": a word's hyphen, no bullet
    return not before or before[-1] in _STOPS


def reads_as_cause(lowered: str, marker: str) -> bool:
    """Whether ``marker`` stands in ``lowered`` as a word where it gives a cause: anywhere
    for most words of cause, only at a clause's start for ``CLAUSE_OPENING``."""
    if not needs_clause_start(marker):
        return True
    return any(opens_clause(lowered, m.start())
               for m in re.finditer(rf"(?<!\w){re.escape(marker)}(?!\w)", lowered))


PURPOSE_FRAMES: dict[str, re.Pattern[str]] = {
    "de": re.compile(r"(?<!\w)um\s(?:[^\W\d]+\s){1,8}?zu\s[^\W\d]+", re.IGNORECASE),
    "nl": re.compile(r"(?<!\w)om\s(?:[^\W\d]+\s){1,8}?te\s[^\W\d]+", re.IGNORECASE),
}
"""A purpose given by a frame around the verb, not by a word of the cause tables: German
"um es … zu verbergen", Dutch "om het … te verbergen" (words between, no figure: "um 8
Uhr zu" is a time)."""


def frames_purpose(lowered: str) -> bool:
    """Whether ``lowered`` gives a purpose with a frame of ``PURPOSE_FRAMES``."""
    return any(frame.search(lowered) for frame in PURPOSE_FRAMES.values())




def holds_content_form(text: str, word: str) -> bool:
    """``word_forms.holds_word`` over the content words of ``text`` alone: a short function
    word shares its letters with many longer words ("über" with "überhitzt", "under" with
    "understaffed") and is a form of none of them."""
    if not holds_word(text, word):
        return False
    return holds_word(" ".join(w for w in _WORD.findall(text.lower()) if w not in STOP_WORDS),
                      word)
