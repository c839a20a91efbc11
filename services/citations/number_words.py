"""Numbers past twelve written in words: "fifteen rooms", "zwanzig Mitglieder", "twenty-five
years", "fünfundzwanzig Jahre", "a dozen pancakes", "two hundred seats", "treinta días".

``cues.NUMBER_VALUES`` reads two to twelve; a page that spells a larger number ("The
choir has twenty members") left a claim's "20 members" without its number on the page,
and a claim that spells one ("thirty patients" for the page's "40 patients") went
unread. The words are closed classes per language: the teens and the tens, tens joined
to units (with a hyphen in English, in one word in German and Dutch), a dozen and a
hundred. Words that are also common words of another tabled language are left out
("seize", "quince", "cent").
"""

from __future__ import annotations

import re
from functools import lru_cache

from services.citations.cues import NUMBER_VALUES
from services.citations.per_answer import per_answer

TEENS_AND_TENS: dict[str, tuple[str, ...]] = {
    "en": ("thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
           "nineteen", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty",
           "ninety"),
    "de": ("dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn",
           "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig",
           "neunzig"),
    "fr": ("treize", "quatorze", "quinze", "", "dix-sept", "dix-huit", "dix-neuf", "vingt",
           "trente", "quarante", "cinquante", "soixante", "soixante-dix", "quatre-vingt",
           "quatre-vingt-dix"),
    "es": ("trece", "catorce", "", "dieciséis", "diecisiete", "dieciocho", "diecinueve",
           "veinte", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta",
           "noventa"),
    "it": ("tredici", "quattordici", "quindici", "sedici", "diciassette", "diciotto",
           "diciannove", "venti", "trenta", "quaranta", "cinquanta", "sessanta", "settanta",
           "ottanta", "novanta"),
    "pt": ("treze", "catorze", "quinze", "dezesseis", "dezessete", "dezoito", "dezenove",
           "vinte", "trinta", "quarenta", "cinquenta", "sessenta", "setenta", "oitenta",
           "noventa"),
    "nl": ("dertien", "veertien", "vijftien", "zestien", "zeventien", "achttien", "negentien",
           "twintig", "dertig", "veertig", "vijftig", "zestig", "zeventig", "tachtig",
           "negentig"),
}
"""Thirteen to nineteen, then twenty to ninety by tens (left empty: words that are common
words of another tabled language)."""
_VALUES = (13, 14, 15, 16, 17, 18, 19, 20, 30, 40, 50, 60, 70, 80, 90)
DOZEN = ("dozen", "dutzend", "douzaine", "docena", "dozzina", "dúzia", "dozijn")
"""Words for twelve things ("a dozen eggs", "ein Dutzend Eier")."""
HUNDRED = ("hundred", "hundert", "einhundert", "cien", "ciento", "cem", "honderd")
"""Words for a hundred ("a hundred years", "two hundred seats")."""
_UNITS_DE = {"ein": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7,
             "acht": 8, "neun": 9}
_UNITS_NL = {"een": 1, "eën": 1, "twee": 2, "drie": 3, "vier": 4, "vijf": 5, "zes": 6,
             "zeven": 7, "acht": 8, "negen": 9}
_UNITS_EN = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
             "eight": 8, "nine": 9}

WORD_VALUES: dict[str, int] = {
    w: v for words in TEENS_AND_TENS.values() for w, v in zip(words, _VALUES, strict=True) if w
}
WORD_VALUES |= dict.fromkeys(DOZEN, 12) | dict.fromkeys(HUNDRED, 100)
for _tens, _ten in zip(TEENS_AND_TENS["de"][7:], range(20, 100, 10), strict=True):
    WORD_VALUES |= {f"{u}und{_tens}": _ten + v for u, v in _UNITS_DE.items()}
for _tens, _ten in zip(TEENS_AND_TENS["nl"][7:], range(20, 100, 10), strict=True):
    WORD_VALUES |= {f"{u}en{_tens}": _ten + v for u, v in _UNITS_NL.items()}
for _tens, _ten in zip(TEENS_AND_TENS["en"][7:], range(20, 100, 10), strict=True):
    WORD_VALUES |= {f"{_tens}-{u}": _ten + v for u, v in _UNITS_EN.items()}
ARTICLES = ("a", "an", "one", "ein", "eine", "einen", "einem", "un", "une", "una", "uno",
            "um", "uma", "een")
"""Words for "a" or "one" before "dozen" or "hundred", which count only after one of them
or a number word ("a dozen", "two hundred"; not "the next hundred years")."""
_TOKEN = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")
_COUNTED = frozenset((*DOZEN, *HUNDRED)) - {"einhundert"}


@per_answer
@lru_cache(maxsize=64)
def word_numbers(text: str) -> tuple[tuple[int, int, int], ...]:
    """``(start, end, value)`` of each number past twelve ``text`` writes in words ("a
    dozen"; a number word before "dozen" or "hundred" multiplies it: "two hundred")."""
    out = []
    before: tuple[str, int] = ("", 0)
    for match in _TOKEN.finditer(text):
        word = match.group().lower()
        value = WORD_VALUES.get(word)
        end = match.end()
        if value is None and "-" in word:  # "twenty-year-old": its first part
            word = word.split("-", 1)[0]
            value, end = WORD_VALUES.get(word), match.start() + len(word)
        if value is not None:
            if word not in _COUNTED:
                out.append((match.start(), end, value))
            elif before[0] in NUMBER_VALUES:  # "two hundred", "zwei Dutzend"
                out.append((before[1], end, NUMBER_VALUES[before[0]] * value))
            elif before[0] in ARTICLES:  # "a dozen", "ein Dutzend"
                out.append((match.start(), end, value))
        before = (word, match.start()) if text[match.end() : match.end() + 1].isspace() else (
            "", 0)
    return tuple(out)
