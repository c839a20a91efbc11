"""Whether a page capitalises its nouns (German) or only its names.

The name checks read a capitalised word as a name, except on a page whose every noun
is capitalised; the share of capitalised words (``signals.capital_share``) tells them
apart. But a short English page dense with names (a match report: "Lea Brandt", "VfL
Wolfsburg", "Olympique Lyon", "Bayern Munich", "Danish") reaches the share of a German
page, and would lose its name checks: "joins from Chelsea" would pass for "joins from
Bayern Munich". German writes an article before most of its nouns, a closed class of its
own: a page capitalises its nouns when it has both many capitalised words and the
articles of the one tabled language that capitalises nouns.
"""

from __future__ import annotations

from functools import lru_cache

from services.citations.scripts import LETTERS as _WORD
from services.citations.signals import MANY_CAPITALS, capital_share

NOUN_ARTICLES: tuple[str, ...] = ("der", "die", "das", "dem", "den", "ein", "eine", "einen",
                                  "einem", "einer", "eines")
"""Articles of German, the language whose pages capitalise every noun ("des", a French
article too, left out)."""
ARTICLE_SHARE = 0.025
"""Share of a page's words at least that are ``NOUN_ARTICLES`` (German prose has one in
twenty-five to one in five; pages in other languages, under one in fifty)."""
ARTICLE_WORDS = 40
"""Words a page needs for its articles to tell: a snippet ("Mehl und Salz zugeben und etwa
8 Minuten kneten.") may have none."""
SAMPLE = 6000
"""Characters of a page read (as for the capital share)."""
_ARTICLES = frozenset(NOUN_ARTICLES)


def capitalises_nouns(text: str) -> bool:
    """Whether ``text`` capitalises its nouns: many capitalised words, and the articles
    of a language that writes its nouns so."""
    if capital_share(text) <= MANY_CAPITALS:
        return False
    words = _WORD.findall(text[:SAMPLE].lower())
    return len(words) < ARTICLE_WORDS or sum(
        w in _ARTICLES for w in words) >= ARTICLE_SHARE * len(words)


@lru_cache(maxsize=8)
def page_capitalises_nouns(page: str) -> bool:
    """``capitalises_nouns`` of a whole page, read once a page: the checks that ask it
    ask it of the same few pages again and again within an answer."""
    return capitalises_nouns(page)
