"""Whether a page is written in a language that forms its past participles with "ge-".

German and Dutch reword a verb as a participle in reported speech ("gekocht" for "kochen",
"gekookt" for "koken"); taking "ge" off a word is that language's morphology and no other's:
on an English or French page "gestation" is no form of "station", nor "general" of
"neral". Each of the two languages has function words of its own, a closed class: a page
is taken to be in one of them when enough of its words are that language's.
"""

from __future__ import annotations

from functools import lru_cache

from services.citations.noun_case import NOUN_ARTICLES
from services.citations.scripts import LETTERS

GE_WORDS: dict[str, tuple[str, ...]] = {
    "de": NOUN_ARTICLES,
    "nl": ("het", "een", "niet", "ook", "zijn", "van", "haar", "hij", "wij", "sinds", "naar",
           "bij"),
}
"""Function words of the languages that form participles with "ge-": German's articles,
Dutch's articles, pronouns and prepositions that no other tabled language writes (Dutch
"de", an article and a preposition of the Romance languages too, left out)."""
WORD_SHARE = 0.02
"""Share of a page's words at least that are the words of one language of ``GE_WORDS``
(German prose has one article in twenty-five words to one in five, Dutch prose one of
its words in ten; pages in other languages, under one in a hundred)."""
SAMPLE = 6000
"""Characters of a page read."""
_WORDS = {language: frozenset(words) for language, words in GE_WORDS.items()}


@lru_cache(maxsize=8)
def ge_participle_page(page: str) -> bool:
    """Whether ``page`` is German or Dutch by its function words; read once a page (a
    claim's check reads every sentence of the same page)."""
    words = LETTERS.findall(page[:SAMPLE].lower())
    return any(sum(w in own for w in words) >= WORD_SHARE * len(words) > 0
               for own in _WORDS.values())
