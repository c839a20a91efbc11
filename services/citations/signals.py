"""What a cited sentence says that its passage does not: numbers and names.

Word overlap alone passes a sentence that reuses the page's words while
changing what they say. These checks look for the changes that matter (the
negation, hedging and plan checks are in ``polarity``):

- a number or year the passage does not state, above all when the passage
  states another one in its place ("the page gives 2025, not 2026"); a number
  the page writes in its own numerals, rounds, or holds in a decade agrees;
- a name the passage does not hold: named elsewhere on the page (a swapped
  role) or nowhere on it.

Names are found by capitalisation, which holds in every cased script; where a
page capitalises many words (German nouns), only runs of two or more
capitalised words count as names.
"""

from __future__ import annotations

import re
from functools import lru_cache

from services.citations.calendar_names import calendar_word
from services.citations.cjk_bare_numeral import bare_numeral_stated
from services.citations.cjk_kinds import same_kind as kinds_alike
from services.citations.cjk_percent import PER
from services.citations.clauses import clauses
from services.citations.clock_words import clock_time
from services.citations.compounds import spelled_by_parts
from services.citations.cues import APPROXIMATOR_WORDS, STOP_WORDS
from services.citations.derived_numbers import (
    change_to_stated,
    fraction_share,
    share_of_stated,
    stated_gap,
    stated_ratio,
)
from services.citations.differences import difference_of
from services.citations.factor_numbers import stated_factor
from services.citations.finding import Finding
from services.citations.listed_count import listed
from services.citations.minor_units import in_hundredths
from services.citations.name_forms import name_key
from services.citations.number_place import number_at
from services.citations.numbers import YEAR_COUNTS, Number, agrees_share, numbers, shares
from services.citations.parts_of import part_of
from services.citations.passages import terms
from services.citations.per_answer import SHORT_TEXT, per_answer
from services.citations.polarity import is_contrast
from services.citations.rates import same_rate
from services.citations.relative_years import relative_year
from services.citations.round_figures import figures, kinds_fit, nearly, rounded_at_place
from services.citations.rounded_bounds import rounded_bound
from services.citations.rounded_durations import duration_said
from services.citations.scripts import CJK_SCRIPT
from services.citations.scripts import LETTER_WORD as _WORD
from services.citations.sentences import continues
from services.citations.short_forms import spelled_out
from services.citations.totals import stated_total, total_of
from services.citations.unit_names import UNIT_SYMBOLS
from services.citations.unit_scales import converted
from services.citations.year_count import counts_own_years

__all__ = ["MANY_CAPITALS", "Finding", "approximate", "as_decade", "capital_share", "in_decade",
           "name_finding", "names", "number_finding", "rounded", "same_name", "variant"]

_SENTENCE_START = re.compile(r"(?:^|[.!?:]\s+|\n[#>*\-|\s]*)(?=[^\W\d_])", re.MULTILINE)
_WORD_RUN = re.compile(r"[^\W\d_]+")
"""A run of letters: as many as letters after no letter, found faster."""
# A capital after no letter, the capital matched first so that the scan skips to it.
_CAPITAL_START = re.compile(r"[A-ZÀ-ÞĀ-ſА-ЯΑ-Ω](?<![^\W\d_].)")
_CJK_CHAR = "\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af"
_WORDS = re.compile(rf"[{_CJK_CHAR}]+|(?<![^\W{_CJK_CHAR}'’-])[^\W\d_{_CJK_CHAR}]"
                    rf"[^\W{_CJK_CHAR}]*(?:[-'’][^\W{_CJK_CHAR}]+)*")
"""A word; a Latin one starts and ends where CJK characters do ("CADR为380立方米":
"CADR", "在Android上": "Android")."""
_COUNTED = re.compile(r"(?<![\d.,])\d+(?:[.,]\d+)*[ \t]+$")
"""A cardinal number in digits right before a word ("26 Monaten"; not the ordinal "12.")."""
MANY_CAPITALS = 0.2  # share of capitalised words above which a page capitalises nouns
_OWN_KINDS = ("year", "month", "ord")


def number_finding(claim: list[Number], focus: str, window: str,
                   context: str, claim_text: str = "") -> Finding | None:
    """A number of the claim the passage does not state; certain when the passage
    states another in its place.

    A number agrees when the passage (or the sentences just before it, where
    the year or version a paragraph is about often stands) states the same
    value; but when the passage's main sentence (``focus``) states a number
    of the same kind ("8 euros" for "12 euros"), the value must stand in the
    passage itself: a "12" elsewhere ("12 años") does not make it agree.
    """
    if not claim:
        return None
    near, stated, main = numbers(context), numbers(window), numbers(focus)
    # In "drei statt zwei Spielstätten" one unit serves two numbers: the kind
    # read from the next word says nothing.
    contrast = bool(claim_text) and is_contrast(claim_text)
    for number in claim:
        if contrast and any(number.agrees(other) for other in stated):
            continue
        same_kind = [n for n in main if number.kind and n.kind == number.kind]
        pool = stated if any(not n.agrees(number) for n in same_kind) else near
        if any(number.agrees(other) and (not same_kind or kinds_alike(other.kind, number.kind)
                                          or not other.kind) for other in pool):
            continue
        if agrees_share(number, shares(window)) or converted(number, stated):
            continue
        if any(rounded(number, other, claim_text) for other in stated):
            continue
        if any(in_decade(number, other, claim_text) for other in stated + near):
            continue  # "in the 1960s" for "in 1964"
        if number.kind != "%" and share_of_stated(number, stated, window):
            continue  # "4,000 of the 12,000 objects" for "12,000 objects, a third of them"
        if change_to_stated(number, claim_text, claim, stated):
            continue  # "dropped by 0.4 points to 4.8%" for "from 5.2% to 4.8%"
        if clock_time(number, claim_text, stated):
            continue  # "half past nine", "halb zehn" for "9.30am"
        if same_rate(number, claim_text, window):
            continue  # "twice an hour" for "every 30 minutes"
        if bare_numeral_stated(number, claim_text, window):
            continue  # "五座门楼" for "七进五门楼"
        if in_hundredths(number, claim_text, window):
            continue  # "29 Cent" for "0,29 €"
        if relative_year(number, claim_text, window):
            continue  # "bought … four years later", "次年": the year after one stated
        if spans_years(number, stated + near) or counts_own_years(number, claim, stated + near):
            continue  # "three years of trials" for "from 2023 to 2025"
        if duration_said(number, claim_text, context,
                         approximate=approximate(claim_text, number)):
            continue  # "70 Minuten" for "1 Std. 10 Min."; "knapp anderthalb Stunden": 86 min
        if part_of(number, stated, window):
            continue  # "Kinder zahlen 8 Euro" for "16 Euro, Kinder die Hälfte"
        if fraction_share(number, claim_text, stated) or stated_gap(
                number, claim_text, stated, window) or stated_ratio(number, claim_text, stated) or (
                    stated_factor(number, claim_text, claim, stated)):
            continue  # "zwei Drittel" for "68 %"; "six minutes less than" for 52 and 58
        if difference_of(number, claim, stated + near) or total_of(
                number, claim, stated + near, claim_text) or listed(number, claim_text) or (
                    stated_total(number, claim, stated, claim_text)):  # "Prep 15 · Cook 35"
            continue  # "up by 50p, from £6 to £6.50"; "40 minutes in total": 10 + 30;
            # "fixed two bugs: A, and B"
        # A year stands only against a year, a month name or an ordinal only
        # against its like.
        rivals = [n for n in main if not any(n.agrees(c) for c in claim)
                  and all((n.kind == k) == (number.kind == k) for k in _OWN_KINDS)]
        same = [n for n in rivals if n.kind == number.kind]
        if same or rivals:
            rival = _closest(same or rivals, claim_text, focus)
            # "75 %" for "trois quarts", "33%" for "a third": a share the page
            # writes in words may be a fraction, which no number word states.
            fraction = number.kind == "%" and not rival.text[:1].isdigit() and not (
                rival.text.endswith(("成", "割")) or rival.text.startswith(tuple(PER)))
            # "两成", "3割": tenths, "百分之十五": of a hundred, exact
            return Finding("numbers_differ", number.text, rival.text, certain=not fraction)
        if number.kind == "%" and (said := shares(focus)):
            # "35%" where the passage's sentence says "about a fifth": another share
            return Finding("numbers_differ", number.text, f"{said[0]:.0f}%")
        return Finding("number_missing", number.text, certain=False)
    return None


def counts_span(phrase: str, passage: str) -> bool:
    """Whether ``phrase`` (a detail the page seems not to state: "用五年时间") counts
    the years that two years of ``passage`` span ("2019年至2023年"): a number the
    number check weighs, not a detail."""
    stated = numbers(passage)
    return any(spans_years(n, stated) for n in numbers(phrase))


def spans_years(number: Number, stated: list[Number]) -> bool:
    """Whether ``number`` counts years (``numbers.YEAR_COUNTS``) as many as lie between two
    years stated ("four years" for "from 2018 to 2021", counted with or without its
    last year)."""
    if number.kind not in YEAR_COUNTS:
        return False
    years = sorted({v for n in stated if n.kind == "year" for v in n.values})
    gaps = {b - a + extra for k, a in enumerate(years) for b in years[k + 1 :]
            for extra in (0, 1)}
    return not number.values.isdisjoint(gaps)


_DECADE = re.compile(r"\d0(?:s|’s|'s|er\b|er-)")


def in_decade(number: Number, other: Number, claim: str) -> bool:
    """Whether ``claim`` writes the year ``number`` as a decade ("the 1960s", "in den
    1960er-Jahren") that holds the year ``other``."""
    return other.kind == "year" and as_decade(number, claim) and any(
        0 <= v - c <= 9 for v in other.values for c in number.values)


def as_decade(number: Number, claim: str) -> bool:
    """Whether ``claim`` writes the year ``number`` as a decade ("the 1960s")."""
    at = number_at(claim, number.text)
    return number.kind == "year" and at != -1 and bool(
        _DECADE.match(claim, at + len(number.text) - 2))


ROUNDING = 0.05
"""How far at most a rounder number of a claim may lie from the page's ("nearly 1,500"
for 1,487; "about 30%" for 29.6%)."""


def rounded(claimed: Number, stated: Number, claim: str) -> bool:
    """Whether ``claimed``, which ``claim`` says is approximate ("nearly 1,500", "约150
    万"), is ``stated`` rounded: fewer significant figures and within ``ROUNDING`` of
    it ("2 million" for "1.96 million"; a year is never rounded); or, which ``claim``
    gives as a bound, ``stated`` rounded towards its other side ("more than 4,300" for
    4,312: ``rounded_bounds``)."""
    if claimed.kind == "year" or stated.kind == "year":
        return False
    if not approximate(claim, claimed):  # "mehr als 4.300" for 4.312: a bound rounded
        return rounded_bound(claimed, claim, stated)
    under = nearly(claim, claimed.text)
    return any((s > 0 and abs(c - s) <= ROUNDING * s and figures(c) < figures(s))
               or (kinds_fit(claimed.kind, stated.kind)
                   and rounded_at_place(c, s, under))  # "近四成" for "38%"
               for c in claimed.values for s in stated.values)


APPROXIMATE_CHARS = 12
"""Characters either side of a number where a word may say it is approximate."""


def approximate(claim: str, number: Number) -> bool:
    """Whether a word of ``cues.APPROXIMATORS`` stands right before ``number`` in
    ``claim`` (two words at most; in CJK text, either side)."""
    at = number_at(claim, number.text)
    if at == -1:
        return False
    before = claim[max(0, at - APPROXIMATE_CHARS) : at]
    if any(w in APPROXIMATOR_WORDS for w in _WORD.findall(before.lower())[-2:]):
        return True
    after = claim[at + len(number.text) : at + len(number.text) + APPROXIMATE_CHARS]
    return bool(CJK_SCRIPT.search(before + after)) and any(
        w in before[-3:] or w in after[:4] for w in APPROXIMATOR_WORDS if CJK_SCRIPT.match(w))


def _closest(rivals: list[Number], claim: str, focus: str) -> Number:
    """The rival that stands where the claim's number does: the one whose clause
    shares most words with the claim ("it was 312 metres when it opened in 1889"
    for "It was 324 metres tall when it opened in 1889")."""
    if len(rivals) == 1 or not claim:
        return rivals[0]
    mine = set(terms(claim))
    parts = clauses(focus)

    def shared(rival: Number) -> int:
        return max((len(mine & found) for part, found in parts if rival.text in part),
                   default=0)

    return max(rivals, key=shared)


def capital_share(text: str) -> float:
    """Share of the words of ``text`` (its first 6,000 characters) written with a
    capital, each sentence's first word left out."""
    sample = text[:6000]
    first = len(_SENTENCE_START.findall(sample))
    words = len(_WORD_RUN.findall(sample)) - first
    if words < 6:
        return 0.0
    return max(0, len(_CAPITAL_START.findall(sample)) - first) / words


def names(text: str, capitalises_nouns: bool) -> list[str]:
    """The name-like words of ``text``: capitalised, not first in their sentence or
    line; on a page that capitalises its nouns, only runs of two or more of them, a
    month, day or season (``calendar_names.calendar_word``) no part of one."""
    if len(text) > SHORT_TEXT:
        return _names(text, capitalises_nouns)
    return list(_remembered_names(text, capitalises_nouns))


@per_answer
@lru_cache(maxsize=256)
def _remembered_names(text: str, capitalises_nouns: bool) -> tuple[str, ...]:
    """``names`` of a short text, read once an answer (a claim's names are asked for by
    many checks)."""
    return tuple(_names(text, capitalises_nouns))


def _names(text: str, capitalises_nouns: bool) -> list[str]:
    found = []
    for match in _WORDS.finditer(text):
        word = match.group()
        if not word[0].isupper() or CJK_SCRIPT.match(word):
            continue
        opened = max(0, match.start() - 40)
        before = text[opened : match.start()].rstrip(" \"'“„«(*")
        if not before or before[-1] in "!?:\n#|>-" or before.endswith("。") or (
                before[-1] == "." and not continues(text, opened + len(before), match.start())):
            continue  # a sentence's first word is capitalised whatever it is
        head, _hyphen, tail = word.partition("-")
        if tail and tail.islower() and head:
            word = head  # "Grade II-listed", "French-developed": the name before the hyphen
        found.append((match.start(), match.start() + len(word), word))
    if not capitalises_nouns:
        return [word for _s, _e, word in found]
    # A month, a day or a season joins no run: "Ende Juni", "Anfang März" are dates; nor
    # does what a number counts: "nach 26 Monaten Bauzeit" names no one.
    found = [f for f in found if not calendar_word(f[2]) and not _COUNTED.search(
        text, max(0, f[0] - 12), f[0])]
    out: list[str] = []
    for k, (start, end, word) in enumerate(found):
        joined_before = k > 0 and not text[found[k - 1][1] : start].strip()
        joined_after = k + 1 < len(found) and not text[end : found[k + 1][0]].strip()
        if joined_before or joined_after:
            out.append(word)
    return out


def name_finding(claimed: list[str], focus: str, near: str, source: str,
                 capitalises_nouns: bool, claim: str = "",
                 known: list[str] | None = None, window: str = "") -> Finding | None:
    """A name of the claim the passage does not hold: another name stands in its
    place in the passage's main sentence (``focus``), or the name is stated
    only elsewhere on the page, or nowhere on it (``source``, lower-cased).
    ``claim`` is the sentence the names come from (see ``same_name``); ``known``:
    all its capitalised words (units too, "32 GB"), none of which is a rival;
    ``window``: the passage, whose every sentence states what it names (a claim may
    join two of them; whether it swaps a role is ``relations.role_swap``'s to tell)."""
    focus_text, near_text, window_text = focus.lower(), near.lower(), window.lower()
    wanted = {name_key(name) for name in (claimed if known is None else known)}
    soft: Finding | None = None  # a finding worth a look; a later name may be surer
    for name in claimed:
        key = name_key(name)
        if _holds_name(focus_text, key) or (window_text and _holds_name(window_text, key)) or (
                _stated_otherwise(name, window or focus)):
            continue
        # Another name where the claim's stands: a swap. Where every noun is
        # capitalised, only a name the page states elsewhere counts as swapped.
        rivals = [n for n in names(focus, capitalises_nouns)
                  if name_key(n) not in wanted and name_key(n) not in " ".join(wanted)
                  and not same_name(n, name, focus, claim, claimed)
                  and not variant(n, name, focus, claim)]
        if rivals and (_holds_name(source, key) or not capitalises_nouns):
            # Named in a neighbouring sentence: a summary may join the two; the
            # role check (``relations.role_swap``) tells a swap from a join.
            found = Finding("name_elsewhere" if _holds_name(source, key) else "name_missing",
                            name, " ".join(rivals[:3]), certain=not _holds_name(near_text, key))
            if found.certain:
                return found
            soft = soft or found
            continue
        if _holds_name(near_text, key):
            continue
        # Named elsewhere on the page (a summary may join two places) or
        # nowhere (a unit, an abbreviation the page spells out): worth a look.
        soft = soft or Finding("name_elsewhere" if _holds_name(source, key) else "name_missing",
                               name, certain=False)
    return soft


def _stated_otherwise(name: str, passage: str) -> bool:
    """Whether ``passage`` states the claim's ``name`` in another form: as the words an
    acronym stands for ("WHO": "the World Health Organization"), or as a unit's symbol
    ("Celsius": "°C")."""
    key = name_key(name)
    return spelled_out(name, passage) or (
        key in UNIT_SYMBOLS and UNIT_SYMBOLS[key] in terms(passage))


def variant(rival: str, name: str, sentence: str, claim: str, *,
            own: tuple[str, ...] = ()) -> bool:
    """Whether ``rival`` (of the page's ``sentence``) and ``name`` (of ``claim``) are
    words of two forms of one name: the runs of capitalised words holding them share
    two other words ("UNESCO World Heritage Site" for "UNESCO World Heritage List"),
    not counting the words ``own`` (a name's given name, which two people share)."""
    rival, name = rival.lower(), name.lower()
    mine = next((r.group().lower().split() for r in _NAME_RUN.finditer(claim)
                 if name in r.group().lower().split()), [])
    theirs = next((r.group().lower().split() for r in _NAME_RUN.finditer(sentence)
                   if rival in r.group().lower().split()), [])
    shared = (set(mine) & set(theirs)) - {name, rival} - {w.lower() for w in own}
    # An article that opens the sentence is capitalised, no word of a name ("Die Stadt
    # Halle" for "Die Stadt Leipzig").
    return len(shared - STOP_WORDS) >= 2


_NAME_RUN = re.compile(r"(?:\b[A-ZÀ-Þ][\w'’-]*\s+){1,6}[A-ZÀ-Þ][\w'’-]*\b")


def _holds_name(text: str, key: str) -> bool:
    """Whether ``text`` (lower-cased) states the name ``key``: as it is, or each part of
    a hyphenated name ("madrid-lisboa": the Madrid-Lisbon train joins two the page
    names)."""
    if key in text:
        return True
    if _PLURAL.fullmatch(key) and re.search(rf"(?<!\w){re.escape(key[:-1])}(?!\w)", text):
        return True  # "the Barents and Beaufort Seas": two names the page gives one by one
    parts = [p for p in key.split("-") if p]
    if len(parts) > 1 and all(p in text for p in parts):
        return True
    # A compound the text writes in its parts ("Altstadtzone": "Zone A (Altstadt)"), or a
    # place's adjective in "-er" ("Essener": "in Essen").
    if not key.isalpha():
        return False
    if len(key) >= 6 and key.endswith("er") and re.search(
            rf"(?<!\w){re.escape(key[:-2])}(?!\w)", text):
        return True
    return spelled_by_parts(key, _TEXT_WORD.findall(text))


_TEXT_WORD = re.compile(r"[^\W\d_]{4,}")
_PLURAL = re.compile(r"[^\W\d_]{3,}s")
"""A word of a name in the plural ("Seas", "Lakes", "Mountains"): it names the things
the page names one by one ("Barents Sea", "Beaufort Sea")."""


def same_name(rival: str, name: str, sentence: str, claim: str, claimed: list[str]) -> bool:
    """Whether ``rival`` (a name of the page's ``sentence``) is part of a name the
    claim gives in a shorter form, so no rival to the claim's ``name``: the first
    name of a surname the claim states ("Rui" of "Rui Tavares" for "Tavares",
    unless the claim sets ``name`` there itself: "Tom Kessel" for "Maria
    Kessel"), or a word of a name the claim writes as its initials ("Unión
    Europea" for "UE", "National Health Service" for "NHS")."""
    for other in claimed:
        if len(other) >= 2 and other.isupper():
            for run in _CAPITAL_RUN.finditer(sentence):
                words = run.group().split()
                if rival in words and "".join(w[0] for w in words) == other:
                    return True
        if other == name:
            continue
        beside = re.search(rf"(?<!\w){re.escape(rival)}\s+{re.escape(other)}(?!\w)", sentence)
        if beside and not re.search(rf"(?<!\w){re.escape(name)}\s+{re.escape(other)}(?!\w)",
                                    claim):
            return True
    return False


_CAPITAL_RUN = re.compile(r"(?:\b[A-ZÀ-Þ][^\W\d_]+\s+){1,5}[A-ZÀ-Þ][^\W\d_]+\b")
