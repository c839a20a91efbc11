"""Whether an item a claim adds to its passage's list is one the page states a few
sentences away: "The museum opened in 1981 in the former sheds, and adult admission is
£6.50" where the window is the list item "Opened in 1981 in the former pencil-drying
sheds" and two items down the same list says "admission is £6.50 for adults". A claim
that sums up a list joins its items; an invented item is one the page states nowhere
near. Every content word of the item (in any form) and every figure must stand in one
sentence within ``REACH`` sentences of the window, and the window and that sentence must
both be items of a list (a line opened by a bullet or a number): in prose, a sentence
that holds the item's words speaks of something else ("connects over Wi-Fi" is no
self-test of the Wi-Fi connection). Structure, in any language.

An "item" that opens a clause of its own after a comma ("… Staub und Lkw-Verkehr und
kritisiert, dass die Abbaukante nur 300 Meter entfernt läge") is a verb, no item, when a
sentence near the window states that clause (``clause_stated_near``): in prose too.
"""

from __future__ import annotations

import re

from services.citations.clause_stops import ClauseStops
from services.citations.cues import STOP_WORDS
from services.citations.passages import Match, SourceIndex, terms
from services.citations.scripts import CJK_SCRIPT
from services.citations.word_forms import holds_word

REACH = 3
"""Sentences either side of the window where a list's other items stand."""
AT_LEAST = 2
"""Content words or figures at least an item needs to be told as stated."""


def stated_near(item: str, index: SourceIndex, match: Match) -> bool:
    """Whether one sentence within ``REACH`` of the window of ``match``, or anywhere in the
    list the window's items stand in (``_block``), holds every content word and figure of
    ``item``; never for CJK (its terms are character pairs)."""
    if CJK_SCRIPT.search(item):
        return False
    wanted = [t for t in terms(item) if t not in STOP_WORDS]
    if len(wanted) < AT_LEAST:
        return False
    if not any(_listed(index, k) for k in range(match.first, match.last + 1)):
        return False
    first, last = _block(index, match.first, -1), _block(index, match.last, 1)
    for k in range(max(0, min(first, match.first - REACH)),
                   min(len(index.spans), max(last, match.last + REACH) + 1)):
        if match.first <= k <= match.last or not _listed(index, k):
            continue
        if _together(wanted, index.sentence(k)):
            return True
    return False


BLOCK = 24
"""Items at most of one list read past ``REACH`` (a recipe's ingredients, a spec sheet)."""


def _block(index: SourceIndex, k: int, step: int) -> int:
    """The last sentence from ``k`` on in the direction ``step`` that is still an item of
    the list ``k`` stands in (items run on line after line): a claim that sums up a long
    list joins items from its whole length, not only ``REACH`` of them."""
    if not _listed(index, k):
        return k
    for _ in range(BLOCK):
        if not (0 <= k + step < len(index.spans) and _listed(index, k + step)):
            break
        k += step
    return k


_ITEM = re.compile(r"\s*(?:[-*•·+]|\d+[.)])\s")


def _listed(index: SourceIndex, k: int) -> bool:
    """Whether sentence ``k`` stands in an item of a list (its line opens with a bullet or
    a number)."""
    start = index.spans[k][0]
    line = index.text.rfind("\n", 0, start) + 1
    return _ITEM.match(index.text, line) is not None

_TOKEN = re.compile(r"[^\W_]+(?:[.,]\d+)*")
SPAN = 3
"""Words of the sentence per word of the item at most between the first and the last of
them: the item stated as one phrase ("admission is £6.50 for adults"), not its words
scattered over a sentence about something else ("without Wi-Fi … an internet connection")."""


def _together(wanted: list[str], sentence: str) -> bool:
    """Whether ``sentence`` holds every term of ``wanted`` (a word in any form, a figure as
    written), all within ``SPAN`` words per term."""
    words = _TOKEN.findall(sentence.lower())
    places = []
    for term in wanted:
        at = [k for k, w in enumerate(words) if (w.startswith(term) if term[:1].isdigit()
                                                 else holds_word(w, term))]
        if not at:
            return False
        places.append(at)
    first = min(p[0] for p in places)
    return max(min(p, key=lambda k: abs(k - first)) for p in places) - first <= SPAN * len(
        wanted)


CLAUSE_WORDS = 3
"""Content words or figures at least of the clause a claim goes on with after its item ..."""
CLAUSE_HELD = 0.7
"""... and the share of them one sentence near the window must hold."""
_CLAUSE_END = ClauseStops(r"[,;:.!?]")


def clause_stated_near(item: str, claim: str, index: SourceIndex, match: Match) -> bool:
    """Whether ``claim`` goes on after ``item`` with a clause of its own, past a comma,
    that one sentence within ``REACH`` of the window (outside it) states: the item is that
    clause's verb, no item of the list ("befürchtet mehr Lärm, Staub und Lkw-Verkehr und
    kritisiert, dass die Abbaukante nur 300 Meter vom Wohnhaus entfernt läge" where two
    sentences on a spokeswoman says the edge "liege nur 300 Meter vom nächsten Wohnhaus
    entfernt"). A summary joins the paragraph's sentences, in prose as in a list; never for
    CJK (its terms are character pairs)."""
    at = claim.find(item)
    if at == -1 or CJK_SCRIPT.search(claim):
        return False
    rest = claim[at + len(item) :].lstrip()
    if not rest.startswith(","):
        return False
    clause = _CLAUSE_END.split(rest[1:], 1)[0]
    wanted = [t for t in terms(clause) if t not in STOP_WORDS]
    if len(wanted) < CLAUSE_WORDS:
        return False
    for k in range(max(0, match.first - REACH), min(len(index.spans), match.last + REACH + 1)):
        if match.first <= k <= match.last:
            continue
        sentence = index.sentence(k)
        said = set(terms(sentence))
        held = sum(1 for t in wanted if t in said or (
            not t[:1].isdigit() and holds_word(sentence, t)))
        if held >= CLAUSE_HELD * len(wanted):
            return True
    return False
