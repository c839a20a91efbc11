"""A figure the page states nowhere, in a unit the passage never names: an invented
measure ("should be replaced every six months" beside a filter's table row; "can be
fully recharged in about four hours" beside "5,200 mAh, USB-C charging"; "充满电约需1.5小时"
beside a charging case's sockets).

The number check finds the figure not stated here and, with no rival, only asks for a
check: a summary may join a figure from elsewhere, a paraphrase may say "七成" for
"70%". Sure, in any language, when (a) no number of the page in any form has the
figure's value, (b) the figure counts a unit (not a year, a month, an ordinal or a bare
number) and (c) the passage never names that unit, so the figure measures something
the passage does not speak of. A time is often told in another unit ("twice a year",
"Halbstundentakt", "半年"), so a figure of time is sure only when the passage names no
unit of time at all (``TIME_WORDS``, a closed class of each language); a share only
when the passage writes none in words ("two thirds", "七成"). A figure between two
capitalised words is part of a name ("das X 4 Pro"), not a measure.

A year or an ordinal written in digits ("in 2024", "its 30th anniversary") counts no unit
but dates or ranks: no other unit rewords it. One that no number of the page has, that the
page tells relative to none of its years ("four years later": ``relative_years``) and that
the claim writes as no decade ("the 2000s") is an invented date ("… after a pupil suffered
a severe reaction in 2024" beside a sentence that dates nothing); a year is not, though,
where the page tells one from the day of writing ("last year", "今年": ``DEICTIC_YEARS``).
"""

from __future__ import annotations

import re
import unicodedata

from services.citations.numbers import TIME_UNITS, Number, agrees_share, numbers, shares
from services.citations.relative_years import relative_year, tells_deictic_year
from services.citations.scripts import LETTERS as _WORD
from services.citations.signals import as_decade

OWN_KINDS = frozenset({"", "year", "month", "ord", "span"})
"""Kinds that are no unit: a bare number, a year, a month, an ordinal, a span of years."""
DATING_KINDS = frozenset({"year", "ord"})
"""Kinds that date or rank (a year, an ordinal): sure written in digits and stated nowhere."""

TIME_WORDS = frozenset({
    "second", "minute", "hour", "day", "week", "fortnight", "month", "year", "annual",
    "daily", "weekly", "monthly", "yearly", "hourly", "decade", "century",  # en
    "sekunde", "stunde", "tag", "woche", "monat", "jahr", "jährlich", "täglich",
    "wöchentlich", "monatlich", "stündlich", "jahrzehnt", "jahrhundert",  # de ("minute": en)
    "heure", "jour", "semaine", "mois", "an", "année", "quotidien", "siècle",  # fr
    "segundo", "minuto", "hora", "día", "semana", "mes", "año", "anual", "siglo",  # es
    "ora", "giorno", "settimana", "mese", "anno", "annuale", "secolo",  # it
    "uur", "dag", "maand", "jaar", "jaarlijks", "eeuw",  # nl ("week": en)
    "dia", "mês", "ano", "século",  # pt
})
"""Words of units of time, found inside a word ("halbjährlich", "Halbstundentakt"), or whole
when short; with ``CJK_TIME``."""
CJK_TIME = frozenset("秒分时時天周週月年日旬载載초분시일주년월")
"""CJK characters of units of time (Chinese, Japanese, Korean)."""
PERCENT_WORDS = ("percent", "per cent", "prozent", "procent", "pour cent", "por ciento",
                 "per cento", "por cento")
"""Words of a percentage (en, de, nl, fr, es, it, pt)."""
_SHORT = 4
"""Time words shorter than this count only as whole words ("an", "dag", "ora")."""
_CJK_CHAR = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_CJK_TENTHS = re.compile(r"[一二两兩三四五六七八九十\d][成割]")


def invented_figure(claimed: str, claim: str, passage: str, page: str) -> bool:
    """Whether the claim's number ``claimed`` has a value no number of ``page`` has, counts
    a unit ``passage`` never names, and (a time) stands beside a passage that names no
    unit of time, or (a share) beside one that writes no share in words; or is a year or
    an ordinal in digits (``DATING_KINDS``) the page neither writes nor tells relative to
    one of its years, and no decade."""
    mine = next((n for n in numbers(claim) if n.text == claimed), None)
    if mine is not None and mine.kind in DATING_KINDS and mine.text.isdigit():
        return not _stated(mine, page) and not relative_year(mine, claim, page) and not (
            as_decade(mine, claim)) and not (mine.kind == "year" and tells_deictic_year(page))
    if mine is None or mine.kind in OWN_KINDS or _stated(mine, page) or re.search(
            rf"(?<!\w)[A-Z][\w-]*\s+{re.escape(claimed)}\s+[A-Z]", claim):
        return False  # "das X 4 Pro", "the Series 7 Max": a figure inside a name
    kind = mine.kind
    if kind == "%":
        return "%" not in passage and not shares(passage) and not _CJK_TENTHS.search(
            passage) and not any(w in passage.lower() for w in PERCENT_WORDS)
    if _CJK_CHAR.match(kind):
        return kind[0] not in passage and not (
            kind[0] in CJK_TIME and any(c in CJK_TIME for c in passage))
    if not kind[0].isalpha():
        return kind not in passage.lower()
    folded = _fold(passage)
    if _fold(kind[:4]) in folded:
        return False
    return not (_is_time(kind) and _names_time(folded))


def _stated(mine: Number, page: str) -> bool:
    stated = numbers(page)
    return any(mine.agrees(n) for n in stated) or agrees_share(mine, shares(page))


def _is_time(kind: str) -> bool:
    return kind in TIME_UNITS or any(_fold(kind).startswith(_fold(w)[:4]) for w in TIME_WORDS
                                     if len(w) >= _SHORT)


def _names_time(folded: str) -> bool:
    """Whether the (folded) passage names a unit of time."""
    if any(c in CJK_TIME for c in folded):
        return True
    words = _WORD.findall(folded)
    stems = [_fold(w) for w in TIME_WORDS]
    return any(w in (s, s + "s", s + "e", s + "en", s + "es") if len(s) < _SHORT
               else s[: max(_SHORT, len(s) - 1)] in w for w in words for s in stems)


def _fold(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text.lower())
                   if not unicodedata.combining(c))
