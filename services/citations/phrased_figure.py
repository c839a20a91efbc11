"""A claim's figure that the page states elsewhere in the claim's own phrase.

"rund zwei Fünftel der 86 Wohnungen" joins the passage that says how many flats are
subsidised ("Rund 40 Prozent der Wohnungen") to the page's opening ("ein Wohnquartier mit
86 Wohnungen"); "gewann … mit 91 von 100 möglichen Punkten" joins the passage naming the
winner to a later sentence ("Gruber erreichte 91 von 100 Punkten"). Read against the
passage alone, the figure stands against whatever number the passage's sentence holds
(a date's day, a share). When a sentence of the page states the same figure with the
same words right beside it as the claim's (after it or before it, up to the first word
that is not a function word), the figure is the page's, not a rival's.

A figure the window itself states with the same phrase but another value ("60 Wohnungen"
for the claim's "86 Wohnungen") is a swap, not a borrowing: it stays for the number check.
Structure only, in any language: spaced scripts compare words, Chinese, Japanese and
Korean the characters beside the figure.
"""

from __future__ import annotations

import re

from services.citations.cues import CURRENCIES
from services.citations.number_place import number_at
from services.citations.numbers import PERCENT_WORDS, SCALES, Number, numbers
from services.citations.passages import Match, SourceIndex
from services.citations.quantity_units import quantity_unit
from services.citations.scripts import CJK
from services.citations.stop_words import STOP_WORDS

PHRASE_WORDS = 3
"""Words beside a figure read for its phrase at most: function words and units up to the
first word that says what the figure counts."""
CJK_PHRASE = 2
"""Characters beside a figure in a script written without spaces that make its phrase
(after its measure word, if any)."""
SHORTEST = 3
"""Letters a word beside a figure has at least to say what it counts ("h", "kg" do not)."""
STEM = 4
"""Letters two forms of one word share at least ("Wohnung", "Wohnungen")."""
_TOKEN = re.compile(r"[^\W_]+(?:[.,]\d+)*")


def _side(text: str, at: int, end: int, after: bool) -> tuple[str, ...]:
    """The phrase beside the figure at ``text[at:end]``: the words after it (``after``) or
    before it, nearest first, up to and with the first content word or number; () when the
    words there are all function words or none."""
    rest = text[end:].lstrip() if after else text[:at].rstrip()
    if rest[:1] and CJK.match(rest[0] if after else rest[-1]):
        if after:  # past its measure word ("套" of "86套住房"): what it counts
            rest = rest[1:] if quantity_unit(rest[0]) else rest
        run = rest[:CJK_PHRASE] if after else rest[-CJK_PHRASE:]
        return (run,) if len(run) == CJK_PHRASE and all(CJK.match(c) for c in run) else ()
    words = _TOKEN.findall(rest)
    words = words[:PHRASE_WORDS] if after else words[::-1][:PHRASE_WORDS]
    phrase: list[str] = []
    for word in words:
        phrase.append(word.lower())
        if word.lower() not in STOP_WORDS and not _unit(word):
            return tuple(phrase)
    return ()


def _unit(word: str) -> bool:
    """Whether ``word`` is a unit ("g", "minutes", "%"-words, a currency or a scale, a short
    symbol): it says what the figure measures, not what it is the figure of ("400 g" of
    flour and of mushrooms, "139 Euro" of the set and of the bare tool)."""
    if word[:1].isdigit():
        return False
    lowered = word.lower()
    return len(word) < SHORTEST or quantity_unit(word) or lowered in PERCENT_WORDS or (
        lowered in CURRENCIES or lowered in SCALES)


def _same_word(mine: str, theirs: str) -> bool:
    """Whether two words are one, or two forms of one sharing its stem."""
    if mine == theirs:
        return True
    if mine[:1].isdigit() or theirs[:1].isdigit() or CJK.match(mine[:1]):
        return False
    shared = max(STEM, min(len(mine), len(theirs)) - 2)
    return len(mine) >= STEM and len(theirs) >= STEM and mine[:shared] == theirs[:shared]


def _same_phrase(mine: tuple[str, ...], theirs: tuple[str, ...]) -> bool:
    return bool(mine) and len(mine) == len(theirs) and all(
        _same_word(a, b) for a, b in zip(mine, theirs, strict=True))


def _phrases(text: str, written: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The phrases after and before the figure ``written`` of ``text``."""
    at = number_at(text, written)
    if at == -1:
        return (), ()
    end = at + len(written)
    return _side(text, at, end, True), _side(text, at, end, False)


def _states(sentence: str, mine: Number, after: tuple[str, ...], before: tuple[str, ...],
            agreeing: bool) -> bool:
    """Whether ``sentence`` states a figure that agrees with ``mine`` (or, not
    ``agreeing``, one that does not) with the phrase ``after`` or ``before`` beside it."""
    for number in numbers(sentence):
        if number.agrees(mine) != agreeing:
            continue
        theirs_after, theirs_before = _phrases(sentence, number.text)
        if _same_phrase(after, theirs_after) or _same_phrase(before, theirs_before):
            return True
    return False


def phrased_elsewhere(claim: str, claimed: str, index: SourceIndex, match: Match) -> bool:
    """Whether a sentence of the page outside the window of ``match`` states the claim's
    figure ``claimed`` with the claim's own phrase beside it, and the window states no
    other figure with that phrase (a swap)."""
    mine = next((n for n in numbers(claim) if n.text == claimed), None)
    if mine is None or mine.kind in ("year", "month", "ord"):
        return False  # a date's parts are weighed with their date
    after, before = _phrases(claim, claimed)
    if not after and not before:
        return False
    window = [index.sentence(k) for k in range(match.first, match.last + 1)]
    if any(_states(s, mine, after, before, agreeing=False) for s in window):
        return False
    keys = [p[-1][:STEM] for p in (after, before) if p]
    for k in range(len(index.spans)):
        if match.first <= k <= match.last:
            continue
        sentence = index.sentence(k)
        lowered = sentence.lower()
        if not any(key in lowered for key in keys):
            continue  # the cheap test first: reading numbers costs more
        if _states(sentence, mine, after, before, agreeing=True):
            return True
    return False
