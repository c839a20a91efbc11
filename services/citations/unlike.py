"""A contrast told as a likeness: "Like its predecessor, the Nova X5 has a headphone
jack" where the page says "Unlike its predecessor, the Nova X5 has a headphone jack";
"Wie schon der Vorgänger hat das Nova X5 …" for "Im Gegensatz zum Vorgänger …".

"Unlike X" is a negation without a negation word: what the sentence says of its subject
it denies of X. A claim that says the same of X ("like X", "both", "wie schon X")
states the opposite of the page for X, though every other word matches. The words of
unlikeness and of likeness are closed classes of each language (``UNLIKE``, ``LIKE``).
The sign: a sentence of the passage holds a word of unlikeness and after it the thing
set apart (its first content words, ``APART``); the claim holds a word of
likeness (before those words, within ``NEAR`` words, or a word of "both" anywhere),
those words, and two or more of the rest of the sentence's; and no word of
unlikeness or negation of its own ("which its predecessor lacked" says it the page's
way round).
"""

from __future__ import annotations

import re

from services.citations.clause_stops import ClauseStops
from services.citations.content_words import content_words
from services.citations.finding import Finding
from services.citations.passages import Match, SourceIndex
from services.citations.polarity import cues
from services.citations.scripts import CJK_SCRIPT
from services.citations.scripts import LETTERS as _WORD
from services.citations.word_forms import holds_word

UNLIKE: dict[str, tuple[str, ...]] = {
    "en": ("unlike", "in contrast to", "contrary to"),
    "de": ("im gegensatz zu", "im gegensatz zum", "im gegensatz zur", "anders als"),
    "fr": ("contrairement à", "contrairement au", "contrairement aux", "à la différence de",
           "à la différence du", "à la différence des"),
    "es": ("a diferencia de", "a diferencia del", "al contrario de", "al contrario del"),
    "it": ("a differenza di", "a differenza del", "a differenza della", "diversamente da"),
    "pt": ("ao contrário de", "ao contrário do", "ao contrário da", "diferentemente de"),
    "nl": ("in tegenstelling tot", "anders dan"),
}
"""Words that set a thing apart from what a sentence says of its subject."""
LIKE: dict[str, tuple[str, ...]] = {
    "en": ("like", "just like", "as with", "as did", "same as"),
    "de": ("wie schon", "ebenso wie", "genau wie", "wie auch", "wie"),
    "fr": ("comme", "tout comme", "à l'instar de", "à l'instar du"),
    "es": ("al igual que", "igual que", "como"), "it": ("come", "così come", "al pari di"),
    "pt": ("tal como", "assim como", "como"), "nl": ("net als", "evenals", "zoals"),
}
"""Words that say a thing is as another is."""
BOTH: dict[str, tuple[str, ...]] = {
    "en": ("both",), "de": ("beide", "beiden"), "fr": ("les deux", "tous deux", "toutes deux"),
    "es": ("ambos", "ambas"), "it": ("entrambi", "entrambe"), "pt": ("ambos", "ambas"),
    "nl": ("beide", "allebei"),
}
"""Words that say a thing of two at once."""
APART = 1
"""Content words that name the thing set apart: the first ("its predecessor", "the old
model")."""
NEAR = 4
"""Words at most between a word of likeness and the thing it names."""
REST = 2
"""Content words at least of the rest of the page's sentence the claim states."""


def _pattern(table: dict[str, tuple[str, ...]]) -> re.Pattern[str]:
    phrases = sorted({p for words in table.values() for p in words}, key=len, reverse=True)
    return re.compile(r"(?<![\w'’])(?:" + "|".join(re.escape(p) for p in phrases)
                      + r")(?![\w'’])")


_UNLIKE, _LIKE, _BOTH = _pattern(UNLIKE), _pattern(LIKE), _pattern(BOTH)
_CLAUSE_END = ClauseStops(r"[,;:—–()]|[.!?](?:\s|$)")


def likeness_for_contrast(claim: str, index: SourceIndex, match: Match) -> Finding | None:
    """The page's "unlike X" that ``claim`` tells as "like X" (see the module), or None."""
    lowered = claim.lower()
    if CJK_SCRIPT.search(claim) or _UNLIKE.search(lowered) or cues(claim).negated:
        return None
    likes = list(_LIKE.finditer(lowered))
    both = _BOTH.search(lowered) is not None
    if not likes and not both:
        return None
    for k in range(match.first, match.last + 1):
        sentence = index.sentence(k)
        said = sentence.lower()
        found = _UNLIKE.search(said)
        if found is None:
            continue
        end = _CLAUSE_END.search(said, found.end())
        stop = end.start() if end else len(said)
        # German sets no comma after "Im Gegensatz zum Vorgänger": the thing set apart
        # is the first words after the marker.
        apart = content_words(said[found.end() : stop], letters_only=True, distinct=True)[:APART]
        rest = [w for w in content_words(said[: found.start()] + " " + said[found.end() :],
                                          letters_only=True, distinct=True)
                if w not in apart]
        if not apart or not all(holds_word(claim, w) for w in apart) or sum(
                1 for w in rest if holds_word(claim, w)) < REST:
            continue
        if both or any(_names_after(lowered, like.end(), apart) for like in likes):
            return Finding("negation", claim.strip(), found.group(), rule="unlike")
    return None


def _names_after(lowered: str, at: int, words: list[str]) -> bool:
    """Whether the first of ``words`` stands within ``NEAR`` words after ``at``."""
    following = _WORD.findall(lowered[at:])[:NEAR]
    return any(holds_word(w, words[0]) for w in following)
