"""A negation of two things together, not of each: "either may be given; do not give both"
forbids the pair, not giving; "nicht beide zugleich", "no tome ambos".

A negation whose next words hold a word of "both" (a closed class per language; read
after a negation in the spaced languages) turns round only a claim that speaks of both;
a claim that one "should be given" says what the page allows.
"""

from __future__ import annotations

from services.citations.cues import NEGATION_WORDS
from services.citations.scripts import LETTERS
from services.citations.whole_words import WordClass

BOTH: dict[str, tuple[str, ...]] = {
    "en": ("both",), "de": ("beide", "beides", "beiden", "zugleich", "gleichzeitig"),
    "fr": ("deux",), "es": ("ambos", "ambas"), "it": ("entrambi", "entrambe"),
    "pt": ("ambos", "ambas"), "nl": ("beide", "beiden", "tegelijk"),
    "zh": ("同时", "两者", "二者"), "ja": ("両方", "同時"), "ko": ("둘 다", "동시에"),
}
"""Words of "both", "at once", by language, read one word at a time after a negation
(``unlike.BOTH`` holds the phrases of a likeness said of two, "les deux", "allebei")."""
_BOTH = WordClass.of(BOTH)
REACH = 3
"""Words at most after a negation where its word of "both" may stand ("do not give both")."""


def negates_both(clause: str) -> bool:
    """Whether a negation of ``clause`` bears on a word of ``BOTH`` within ``REACH`` words
    (spaced languages: in Chinese "同时" hides in "不同时间", different times)."""
    words = LETTERS.findall(clause.lower())
    return any(w in NEGATION_WORDS and not _BOTH.spaced.isdisjoint(words[k + 1 : k + 1 + REACH])
               for k, w in enumerate(words))


def says_both(text: str) -> bool:
    """Whether ``text`` holds a word of ``BOTH``."""
    return _BOTH.in_text(text)
