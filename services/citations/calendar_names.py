"""A month, a day of the week or a season the passage gives as another.

"Las lluvias de abril aportaron 180 hectómetros cúbicos" where the passage says "de
marzo"; "das Abschlusskonzert am Samstag" where it says "am Sonntag"; "Die Arbeiten
sollen im Frühjahr beginnen" where they begin "im Herbst". A month named
without a day or a year is no date the number checks read, and where months and days
are written in lower case (French, Spanish, Italian, Portuguese, Dutch) or every noun
is capitalised (German), the name checks do not see it either. Months, days of the
week and seasons are a closed class in every language: the claim names one the
passage's window does not, while the window names another of the same kind.
"""

from __future__ import annotations

import re

from services.months import month_names

LANGUAGES = ("en", "de", "fr", "es", "it", "pt", "nl")
"""The languages whose month and day names are read."""
WEEKDAYS: dict[str, tuple[str, ...]] = {
    "en": ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"),
    "de": ("montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag",
           "montags", "dienstags", "mittwochs", "donnerstags", "freitags", "samstags",
           "sonntags", "sonnabend"),
    "fr": ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"),
    "es": ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"),
    "it": ("lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"),
    "pt": ("segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira",
           "sábado", "domingo"),
    "nl": ("maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"),
}
"""Days of the week, Monday first (German adverbs, "sonntags", name the day too;
"Sonnabend" is Saturday)."""
SEASONS: dict[str, tuple[tuple[str, ...], ...]] = {
    "en": ((), ("summer",), ("autumn",), ("winter",)),
    "de": (("frühling", "frühjahr"), ("sommer",), ("herbst",), ("winter",)),
    "fr": (("printemps",), (), ("automne",), ("hiver",)),
    "es": (("primavera",), ("verano",), ("otoño",), ("invierno",)),
    "it": (("primavera",), (), ("autunno",), ("inverno",)),
    "pt": (("primavera",), ("verão",), ("outono",), ("inverno",)),
    "nl": (("lente", "voorjaar"), ("zomer",), ("herfst", "najaar"), ("winter",)),
}
"""Seasons, spring first, as ``WEEKDAYS`` (English "spring" and "fall", French "été" and
Italian "estate" are as often other words: a well, to fall, "a été", an estate; English
"spring" and "fall" count after a word of time, ``SEASON_AFTER``)."""
AMBIGUOUS = frozenset({"may", "march"})
"""Month names that are as often another word ("may", "march"): English writes months
capitalised, which the name checks weigh."""
_DAYS = {w: k % 7 if w != "sonnabend" else 5 for ws in WEEKDAYS.values()
         for k, w in enumerate(ws)}
_EVERY_MONTH = month_names(LANGUAGES)
_MONTHS = {w: m for w, m in _EVERY_MONTH.items() if w not in AMBIGUOUS}
_SEASONS = {w: k for seasons in SEASONS.values() for k, words in enumerate(seasons)
            for w in words}
_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)?")
SEASON_AFTER = frozenset({"in", "this", "next", "last", "early", "late", "by", "until",
                          "every", "each", "since", "during"})
"""Words after which English "spring" and "fall" name the season ("in spring", "next
fall"), not a well or a drop."""
_ENGLISH_SEASONS = {"spring": 0, "fall": 2}


def calendar_word(word: str) -> bool:
    """Whether ``word`` may name a month ("May" too), a day of the week or a season."""
    lowered = word.lower()
    return lowered in _DAYS or lowered in _EVERY_MONTH or lowered in _SEASONS


def _named(text: str) -> dict[tuple[str, int], str]:
    """``(kind, number) -> word`` for the months ("m"), days ("d") and seasons ("s")
    ``text`` names."""
    out: dict[tuple[str, int], str] = {}
    before = ""
    for word in _WORD.findall(text):
        lowered, previous, before = word.lower(), before, word.lower()
        if lowered in _ENGLISH_SEASONS and previous in SEASON_AFTER:
            out.setdefault(("s", _ENGLISH_SEASONS[lowered]), word)
        elif lowered in _DAYS:
            out.setdefault(("d", _DAYS[lowered]), word)
        elif lowered in _MONTHS:
            out.setdefault(("m", _MONTHS[lowered]), word)
        elif lowered in _SEASONS:
            out.setdefault(("s", _SEASONS[lowered]), word)
    return out


def other_calendar_name(claim: str, window: str, near: str = "") -> tuple[str, str] | None:
    """``(claimed, stated)``: a month, day of the week or season of ``claim`` that ``window``
    does not name, nor ``near`` (the sentences beside it, which a claim may join to it),
    and one of the same kind the window names instead and the claim does not; or None."""
    mine = _named(claim)
    if not mine:
        return None
    theirs = _named(window)
    beside = _named(near) if near else {}
    for key, word in mine.items():
        if key in theirs or key in beside:
            continue
        other = next((w for (kind, n), w in theirs.items() if kind == key[0]
                      and (kind, n) not in mine), None)
        if other is not None:
            return word, other
    return None
