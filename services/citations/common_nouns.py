"""Capitalised words that are no names: what a number counts, and a noun the page
writes with an article.

The name checks take capitalised words for names; where a language capitalises its
nouns (German), only runs of two or more. But "62 Millionen Euro", "bei 190 Grad
Ober- und Unterhitze", "95 MW peak output" put a unit or a counted thing after a
number, and "die Stadt Kassel", "Die Elefantenkuh Sita", "im Programm Eco 40-60" a
noun before a name. Two signs, in any cased language:

- ``counted``: the word stands right after a cardinal number (digits, or a number
  word of ``cues.NUMBER_WORDS``; an ordinal, "12th Carden Marathon", "12. Carden",
  may open a name), and is a noun of a language that capitalises them or a unit's
  symbol;
- ``article_noun`` (languages that capitalise nouns): the page writes the word right
  after an article (``ARTICLES``, a closed class), or after an article and an adjective
  ("der entscheidende Mann"), with no capitalised word after it ("die Stadt übernimmt"):
  a noun, which a person's name never is;
- ``genitive_head`` (German): the text writes the word right before a genitive's article
  and the noun it takes ("vor Ende der Leihfrist", "Ablauf der Frist"): a noun that
  governs another, which a name does with its own ending ("Müllers Frist"), not so.
"""

from __future__ import annotations

import re

from services.citations.cues import NUMBER_VALUES
from services.citations.unit_names import UNIT_SYMBOLS

ARTICLES: dict[str, tuple[str, ...]] = {
    "de": ("der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem",
           "einer", "eines", "im", "am", "zum", "zur", "vom", "beim", "ins"),
    "nl": ("de", "het", "een"),
}
"""Articles (and German preposition-article contractions) of the languages that
capitalise nouns (German; Dutch writes some compounds so)."""
_ARTICLES = frozenset(w for words in ARTICLES.values() for w in words)
CONTRACTIONS = frozenset({"im", "am", "zum", "zur", "vom", "beim", "ins",
                          "ein", "eine", "einen", "einem", "einer", "eines", "een"})
"""German prepositions joined with an article, and the indefinite articles: the word after
one is a noun, even before a name ("zum Beispiel Boskoop", "im Programm Eco", "einen
Teelöffel Salz"); a name takes neither."""
_NUMBER_BEFORE = re.compile(r"(?:\d(?:[.,]\d+)?|(?<![^\W\d_])([^\W\d_]+))\s+$")


_UNIT = re.compile(r"[kKMGTPmµnd]?(?:Wh|W|V|Ah|A|Hz|B|bps|bit|m|g|l|L|Nm|N|J|Pa|bar|dB)")
"""A unit's symbol: an SI prefix and a unit (a closed class: "MW", "kWh", "GB", "Nm",
"mAh"); "UK" and "US" are none."""


def counted(claim: str, word: str, nouns: bool) -> bool:
    """Whether ``claim`` writes ``word`` right after a cardinal number every time it
    writes it: any word where the language capitalises its nouns ("62 Millionen", "190
    Grad", "vier Prozent"), otherwise a unit's symbol ("95 MW"; in "500,000 UK
    adults" the word says whose)."""
    if not nouns and not _UNIT.fullmatch(word):
        return False
    found = False
    for match in re.finditer(rf"(?<![^\W\d_]){re.escape(word)}(?![^\W\d_])", claim):
        before = _NUMBER_BEFORE.search(claim, max(0, match.start() - 30), match.start())
        if before is None or (before.group(1) and before.group(1).lower() not in NUMBER_VALUES):
            return False
        found = True
    return found


def article_noun(word: str, page: str) -> bool:
    """Whether ``page`` writes ``word`` right after an article, or after an article and a
    word in lower case (its adjective: "der entscheidende Mann"), with no capitalised word
    after it ("die Stadt übernimmt", "das Programm startet"): a noun."""
    for match in re.finditer(rf"(?<![^\W\d_]){re.escape(word)}(?![^\W\d_])", page):
        before = page[max(0, match.start() - 40) : match.start()].split()[-2:]
        if not any(w.lower() in _ARTICLES and all(a[:1].islower() and a.isalpha()
                                                 for a in before[k + 1 :])
                   for k, w in enumerate(before)):
            continue
        after = page[match.end() : match.end() + 40].lstrip(" -")
        if not after[:1].isupper():
            return True
    return False


def after_contraction(claim: str, word: str) -> bool:
    """Whether ``claim`` writes ``word`` right after a preposition joined with an article
    or an indefinite article (``CONTRACTIONS``) every time it writes it: a noun, not a
    name."""
    found = False
    for match in re.finditer(rf"(?<![^\W\d_]){re.escape(word)}(?![^\W\d_])", claim):
        before = claim[max(0, match.start() - 8) : match.start()].split()
        if not before or before[-1].lower() not in CONTRACTIONS:
            return False
        found = True
    return found


QUANTITY_NOUNS = frozenset({"dutzende", "hunderte", "tausende", "zehntausende",
                            "hunderttausende", "millionen", "milliarden", "dutzend", "hundert",
                            "tausend"})
"""German nouns of a number ("Tausende Bände", "Hunderte Besucher"): a closed class,
capitalised as nouns are, never a name."""


def quantity(word: str) -> bool:
    """Whether ``word`` is a noun of a number (``QUANTITY_NOUNS``) or a unit's name
    ("einen halben Liter", "drei Stunden": ``unit_names``), capitalised as nouns are."""
    return word.lower() in QUANTITY_NOUNS or word.lower() in UNIT_SYMBOLS


GENITIVE_ARTICLES = frozenset({"der", "des"})
"""German articles a genitive opens with ("Ende der Leihfrist", "Beginn des Jahres")."""


def genitive_head(word: str, text: str) -> bool:
    """Whether ``text`` writes ``word`` right before a genitive's article and a word in
    lower case or capitalised as nouns are ("Ablauf der Leihfrist"): a noun."""
    return re.search(rf"(?<![^\W\d_]){re.escape(word)}\s+(?:{'|'.join(GENITIVE_ARTICLES)})"
                     rf"\s+[^\W\d_]", text) is not None
