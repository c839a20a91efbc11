"""A year a page gives relative to another: "listed in 1981 and bought by the Trust four
years later" states 1985; "孔子于公元前479年去世,次年…" states the year after, which a claim
writes "去世后的第二年" or "the following year"; "次日" is the day after, which a claim
writes "第二天" (``NEXT_DAY``).

The words are closed classes per language: the phrases for the next year (``NEXT_YEAR``)
and those after a count of years (``LATER``). A claimed year agrees when a year of the
passage plus an offset the passage states makes it; a claimed "next year" agrees with the
passage's own "next year" in other words.
"""

from __future__ import annotations

import re

from services.citations.cues import NUMBER_VALUES
from services.citations.numbers import Number, numbers

NEXT_YEAR: dict[str, tuple[str, ...]] = {
    "en": ("the following year", "the next year", "a year later", "one year later",
           "the year after"),
    "de": ("im jahr darauf", "im darauffolgenden jahr", "im folgejahr", "ein jahr später"),
    "fr": ("l'année suivante", "l'année d'après", "un an plus tard", "un an après"),
    "es": ("el año siguiente", "al año siguiente", "un año después", "un año más tarde"),
    "it": ("l'anno successivo", "l'anno seguente", "l'anno dopo", "un anno dopo"),
    "pt": ("o ano seguinte", "no ano seguinte", "um ano depois"),
    "nl": ("het jaar daarop", "het jaar erna", "een jaar later"),
    "zh": ("次年", "翌年", "第二年", "转年", "一年后"),
    "ja": ("翌年", "1年後", "一年後"),
}
"""Phrases for the year after the one just told."""
NEXT_DAY: dict[str, tuple[str, ...]] = {
    "en": ("the next day", "the following day", "the day after", "next morning",
           "the following morning"),
    "de": ("am nächsten tag", "am folgetag", "am folgenden tag", "am nächsten morgen",
           "am folgenden morgen", "tags darauf"),
    "fr": ("le lendemain", "le jour suivant"),
    "es": ("al día siguiente", "el día siguiente", "a la mañana siguiente"),
    "it": ("il giorno dopo", "il giorno successivo", "l'indomani", "la mattina dopo"),
    "pt": ("no dia seguinte", "o dia seguinte", "na manhã seguinte"),
    "nl": ("de volgende dag", "de dag erna", "de volgende ochtend", "'s anderendaags"),
    "zh": ("次日", "翌日", "第二天", "第二日", "隔天", "隔日", "转天"),
    "ja": ("翌日", "翌朝", "次の日"),
    "ko": ("다음 날", "이튿날", "익일"),
}
"""Phrases for the day after the one just told ("晚上十点到第二天早上六点" for "22时至次日6时"):
"第二天" is the next day, not a second day the page counts."""
LATER: dict[str, tuple[str, ...]] = {
    "en": ("years later", "years after"), "de": ("jahre später", "jahre danach"),
    "fr": ("ans plus tard", "ans après"), "es": ("años después", "años más tarde"),
    "it": ("anni dopo", "anni più tardi"), "pt": ("anos depois", "anos mais tarde"),
    "nl": ("jaar later", "jaar daarna"), "zh": ("年后", "年以后"), "ja": ("年後",),
}
"""Phrases after a count of years that tell a year that many years on."""
DEICTIC_YEARS: dict[str, tuple[str, ...]] = {
    "en": ("last year", "this year", "next year", "the past year"),
    "de": ("letztes jahr", "letzten jahr", "vergangenes jahr", "vergangenen jahr", "vorjahr",
           "dieses jahr", "diesem jahr", "nächstes jahr", "nächsten jahr", "kommenden jahr"),
    "fr": ("l'an dernier", "l'année dernière", "cette année", "l'an prochain",
           "l'année prochaine"),
    "es": ("el año pasado", "este año", "el próximo año", "el año que viene"),
    "it": ("l'anno scorso", "quest'anno", "l'anno prossimo", "il prossimo anno"),
    "pt": ("ano passado", "este ano", "neste ano", "próximo ano"),
    "nl": ("vorig jaar", "dit jaar", "volgend jaar"),
    "zh": ("去年", "今年", "明年"), "ja": ("昨年", "去年", "今年", "来年"),
    "ko": ("작년", "올해", "내년"),
}
"""Phrases for a year told from the day of writing ("last year", "今年"): a page that writes
one tells a year it may never write in figures."""
_DEICTIC = re.compile("|".join(sorted((re.escape(p) for ps in DEICTIC_YEARS.values() for p in ps),
                                      key=len, reverse=True)))
_NEXT = re.compile("|".join(sorted((re.escape(p) for ps in NEXT_YEAR.values() for p in ps),
                                   key=len, reverse=True)))
_NEXT_DAY = re.compile("|".join(sorted((re.escape(p) for ps in NEXT_DAY.values() for p in ps),
                                       key=len, reverse=True)))
_LATER = re.compile(r"(\d+|[^\W\d_]+)\s*(?:" + "|".join(
    re.escape(p) for ps in LATER.values() for p in ps) + r")(?![^\W\d_])")


def _offsets(text: str) -> set[int]:
    """The counts of years ``text`` (lower-cased) tells a year by, after another."""
    found = {1} if _NEXT.search(text) else set()
    for match in _LATER.finditer(text):
        count = match.group(1)
        value = int(count) if count.isdigit() else NUMBER_VALUES.get(count)
        if value:
            found.add(int(value))
    return found


def relative_year(number: Number, claim: str, window: str) -> bool:
    """Whether ``number`` of ``claim`` is a year ``window`` tells relative to another it
    states, or part of the claim's own "next year" or "next day" where the window says it
    too."""
    lowered, told = window.lower(), claim.lower()
    at = told.find(number.text.lower())
    if any(any(m.start() <= at < m.end() for m in phrase.finditer(told))
           and phrase.search(lowered) for phrase in (_NEXT, _NEXT_DAY)):
        return True  # "第二年" for "次年", "第二天" for "次日"
    if number.kind != "year":
        return False
    offsets = _offsets(lowered)
    years = [y for n in numbers(window) if n.kind == "year" for y in n.values]
    return any(v == y + o for v in number.values for y in years for o in offsets)


def tells_deictic_year(text: str) -> bool:
    """Whether ``text`` tells a year from the day of writing (``DEICTIC_YEARS``)."""
    return _DEICTIC.search(text.lower().replace("’", "'")) is not None
