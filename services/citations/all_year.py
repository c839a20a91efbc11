"""A season stated as the whole year: "Führungen gibt es das ganze Jahr über" where the
page gives "von April bis Oktober"; "open year-round" for "open May to September".

The words of the whole year are a closed class of each language; the page's season is
two month names or more in the passage, and no word of the whole year beside them.
"""

from __future__ import annotations

import re

from services.citations.finding import Finding
from services.citations.scripts import LETTERS as _WORD
from services.citations.sentences import continues
from services.citations.whole_words import any_word
from services.months import month_of

WHOLE_YEAR = (
    # en
    "all year", "all-year", "year-round", "year round", "throughout the year",
    "every month", "twelve months a year", "12 months a year",
    # de
    "das ganze jahr", "ganzjährig", "ganzen jahr", "rund ums jahr", "jeden monat",
    # fr
    "toute l'année", "toute l’année", "tous les mois",
    # es, pt
    "todo el año", "todo o ano", "o ano todo", "o ano inteiro", "todos los meses",
    "todos os meses",
    # it
    "tutto l'anno", "tutto l’anno", "tutti i mesi",
    # nl
    "het hele jaar", "jaarrond", "elke maand",
)
"""Words that say "the whole year", in the languages written with spaces."""
_WHOLE = any_word(WHOLE_YEAR)
MONTH_LETTERS = 4
"""Letters at least of a month name counted ("April", "mayo"; not "mai", "may")."""
SEASON_MONTHS = 2
"""Month names at least in the passage that make a season (a range or a list)."""


def whole_year(claim: str, passage: str) -> Finding | None:
    """``numbers_differ`` when ``claim`` says "all year" and ``passage`` names a season
    (two month names or more) and no word of the whole year."""
    said = _WHOLE.search(claim)
    if said is None or _WHOLE.search(passage):
        return None
    # Full names only; a short one ("May", "Mai") capitalised inside its sentence:
    # "may", "mai" and an abbreviation ("Mar") are as often other words.
    months = [m.group() for m in _WORD.finditer(passage) if month_of(m.group()) is not None
              and (len(m.group()) >= MONTH_LETTERS or _capital_inside(passage, m))]
    if len(months) < SEASON_MONTHS:
        return None
    return Finding("numbers_differ", said.group(), f"{months[0]}–{months[-1]}",
                   rule="all_year")


def _capital_inside(text: str, word: re.Match[str]) -> bool:
    """Whether ``word`` is capitalised and not the first word of its sentence."""
    if not word.group()[0].isupper():
        return False
    before = text[: word.start()].rstrip(" \"'“„«(*")
    if not before or before[-1] in "!?:\n":
        return False  # a sentence's or a line's first word
    return before[-1] != "." or continues(text, len(before), word.start())  # "am 3. Mai"
