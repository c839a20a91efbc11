""""Without" where the page says "only with": "auch ohne Netzkabel putzen" against "arbeitet
nur mit angeschlossenem Netzkabel"; "can be used without supervision" against "only with
adult supervision"; "sin reserva" against "solo con reserva previa".

"Only with X" denies the thing of every case without X, so a claim that has it happen
"without X" says the opposite, though every word of it stands on the page and no
negation word does. The sign, in any spaced language the cue tables cover: a word of
"without" (``cues.WITHOUT``) in the claim with a content word X at most ``REACH`` words
after it, and a sentence of the page where a word of restriction (``cues.ONLY``) is
followed at once by a word of "with" and X within ``REACH`` words of that. Words of "with"
are a closed class per language. A claim with a negation of its own ("not without") or
a word of restriction ("only with") says what the page says.
"""

from __future__ import annotations

import re

from services.citations.cues import NEGATION_WORDS, ONLY, STOP_WORDS, WITHOUT
from services.citations.finding import Finding
from services.citations.passages import Match, SourceIndex
from services.citations.word_forms import holds_word

WITH: dict[str, tuple[str, ...]] = {
    "en": ("with",), "de": ("mit",), "fr": ("avec",), "es": ("con",), "it": ("con", "col"),
    "pt": ("com",), "nl": ("met",),
}
"""Words of "with", per spaced language."""
REACH = 3
"""Words at most between "without" or "only with" and the thing it names."""
LEAST_LETTERS = 4
"""Letters at least of the thing named (not a stray short word)."""

_SPACED = tuple(lang for lang in WITH)
_WITHOUT = frozenset(w for lang in _SPACED for w in WITHOUT[lang])
_ONLY = frozenset(w for lang in _SPACED for w in ONLY[lang] if " " not in w)
_WITH = frozenset(w for words in WITH.values() for w in words)
_WORD = re.compile(r"[^\W\d_]+")


def only_with_turned(claim: str, index: SourceIndex, match: Match) -> Finding | None:
    """The page's "only with X" where ``claim`` says "without X" (see the module), or None."""
    words = _WORD.findall(claim.lower())
    if not _WITHOUT.intersection(words) or NEGATION_WORDS.intersection(words) or (
            _ONLY.intersection(words)):
        return None
    named = [w for k, word in enumerate(words) if word in _WITHOUT
             for w in words[k + 1 : k + 1 + REACH]
             if len(w) >= LEAST_LETTERS and w not in STOP_WORDS]
    if not named:
        return None
    for sentence in index.sentences():
        found = _only_with(sentence, named)
        if found:
            return Finding("negation", claim.strip(), sentence.strip(), rule="only_with")
    return None


def _only_with(sentence: str, named: list[str]) -> bool:
    """Whether ``sentence`` says "only with" one of ``named``."""
    words = _WORD.findall(sentence.lower())
    for k, word in enumerate(words[:-1]):
        if word in _ONLY and words[k + 1] in _WITH:
            after = " ".join(words[k + 2 : k + 2 + REACH])
            if any(holds_word(after, w) for w in named):
                return True
    return False
