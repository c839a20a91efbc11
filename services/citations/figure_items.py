"""A figure the passage gives one item, tied by the claim to another item of the same
list: "髋部骨密度平均高出约2.8%" where the passage says "腰椎骨密度平均高出约2.8%，髋部高出约
2.1%"; "hip bone density about 2.8% higher" for "lumbar spine bone density about 2.8%
higher and hip density about 2.1% higher".

Every figure of the claim stands in the passage, and the words around it are the
passage's too (a list leaves out in its second item what it said in its first, "bone
density"), so ``crossed_numbers``, which asks that none of them be, passes it. The
sign, in any language (terms: words, or two CJK characters in a row): the words that
lead up to each of two figures of one unit in the passage (back to the figure or clause
break before it), each kept to the words the rest of the passage does not write, name
two items; the claim leads up to its figure with a word of the second item's, leaves
out a word of the first item's, and does not state the second figure. In Chinese, whose
terms are character pairs, a claim that adds "的" or a frame lacks pairs that straddle
words ("顶层住户的室内温度平均比对照组低2.3℃" for "…比对照屋顶低18.6℃，顶层住户室内温度平均
低2.3℃" lacks "户室", "均低"): there the pair that opens the first item's words, its name,
tells whether the claim names that item.
"""

from __future__ import annotations

import re

from services.citations.crossed_numbers import Spot, located
from services.citations.numbers import Number
from services.citations.passages import terms
from services.citations.rates import rate_stated
from services.citations.scripts import CJK_SCRIPT
from services.citations.word_forms import holds_word
from services.months import fold, month_names

LEAD_TERMS = 4
"""Terms before a figure (where words are spaced) that name what it is the figure of ..."""
LEAD_CJK = 12
"""... and two-character terms where they are not."""
_OPEN_KINDS = ("", "year", "month", "ord", "span")
"""Kinds that say nothing of an item: no unit, or a date's parts ..."""
_DATE_UNITS = "年月日号號时時点點分秒周週"
"""... nor a CJK unit of a date or a time of day ("4月", "1日", "3点") ..."""
_MONTHS = frozenset(fold(m) for m in month_names(("en", "de", "fr", "es", "it", "pt", "nl")))
"""... nor a month a day is of ("4 May"): a date is no item's figure."""
_BREAK = re.compile(r"[,;:，；：、。.!?()（）](?!\d)")


def _lead(text: str, spots: list[Spot], k: int) -> list[str]:
    """The terms right before the ``k``-th figure of ``text``, back to the figure or
    clause break before it."""
    lo = spots[k - 1][1] if k > 0 else 0
    head = text[lo : spots[k][0]]
    head = _BREAK.split(head)[-1] if _BREAK.search(head.rstrip()) else head
    found = [t for t in terms(head) if not t[:1].isdigit()]
    return found[-(LEAD_CJK if CJK_SCRIPT.search(head) else LEAD_TERMS):]


def _elsewhere(text: str, spots: list[Spot], k: int) -> set[str]:
    """The terms of ``text`` outside the lead of its ``k``-th figure."""
    lo = spots[k - 1][1] if k > 0 else 0
    return set(terms(text[:lo])) | set(terms(text[spots[k][1] :]))


def _item_figure(number: Number) -> bool:
    """Whether ``number`` is written in digits with a unit that is no part of a date."""
    return number.text[:1].isdigit() and number.kind not in _OPEN_KINDS and (
        number.kind[:1] not in _DATE_UNITS) and fold(number.kind) not in _MONTHS


def item_figure_swap(claim: str, passage: str) -> tuple[str, str] | None:
    """``(claimed, stated)``: a figure of ``claim`` that ``passage`` gives one item, and
    the figure it gives the item the claim ties it to; or None."""
    mine = located(claim)
    if not mine:
        return None
    theirs = located(passage)
    claimed = [n for _s, _e, n in mine]
    for k, (_start, _end, number) in enumerate(mine):
        if not _item_figure(number):
            continue
        same = [j for j, (_s, _e, other) in enumerate(theirs) if other.agrees(number)]
        if len(same) != 1:
            continue
        elsewhere = _elsewhere(passage, theirs, same[0])
        named = [t for t in _lead(passage, theirs, same[0]) if t not in elsewhere]
        first = set(named)
        lead, said = set(_lead(claim, mine, k)), set(terms(claim))
        if not first or first <= said or (CJK_SCRIPT.search(passage) and named[0] in said) or (
                all(holds_word(claim, t) for t in first)):
            continue  # the claim names the item the passage gives the figure ("ungefütterte")
        for j, (start, _e, other) in enumerate(theirs):
            if j == same[0] or other.kind != number.kind or not other.text[:1].isdigit() or any(
                    other.agrees(n) for n in claimed) or rate_stated(passage, start, claim):
                continue  # "every 30 minutes" the claim states as "twice an hour"
            second = set(_lead(passage, theirs, j)) - _elsewhere(passage, theirs, j)
            if lead & second:
                return number.text, other.text
    return None
