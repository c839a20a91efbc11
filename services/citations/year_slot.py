"""A year the claim puts after the very words after which the page's sentence puts another
year, while that sentence writes the claim's year in another place.

"The water system was replaced by an electric winding engine in 1921" where the page says
"… replaced by an electric winding engine in 1926, after a dry summer in 1921 had left the
upper reservoir too low": every word and both years are the page's, so the checks of
numbers find nothing missing; but the slot "engine in" holds 1926 there, and 1921 is the
year of the dry summer. The sign needs no word list and holds in any language: the two
words right before the claim's year (two characters and more in a script without spaces:
"于1926年") stand before another year in one sentence of the page, and nowhere in that
sentence before the claim's year, which the sentence writes elsewhere; and every word of
the claim's clause around its year is a word of the other year's clause: the claim restates
that clause, not the one of its own year ("secured Grade II listing for the viaduct in
1974" against "demolishing the viaduct in 1972, …, won it Grade II listed status in 1974"
restates the second; "于1985年6月建成" against "于1981年10月动工重建，1985年6月落成" says
"建成", which the clause of 1981 does not).
"""

from __future__ import annotations

import re

from services.citations.finding import Finding
from services.citations.passages import terms
from services.citations.scripts import CJK_SCRIPT

_CLAUSE = re.compile(r"[,;:，；：。!?！？()（）]|\s[-–—]\s")
_YEAR = re.compile(r"(?<![\d.,])(1[5-9]\d\d|20\d\d)(?![\d.,]\d)")
_WORD = re.compile(r"\w+")
CONTEXT = 2
"""Words before a year that name its slot ("engine in", "seit dem")."""
CJK_CONTEXT = 3
"""Characters before a year that name its slot where no spaces part the words."""
MIN_LETTERS = 4
"""Letters at least of one of the slot's words: two short function words ("in the") name
no slot."""


def _slot(text: str, at: int) -> str:
    """The words right before position ``at`` of ``text``, lower-cased ("" when too few)."""
    before = text[:at].rstrip()
    if before and CJK_SCRIPT.match(before[-1]):
        tail = before[-CJK_CONTEXT:]
        return tail if len(tail) == CJK_CONTEXT and all(CJK_SCRIPT.match(c) for c in tail) \
            else ""
    words = _WORD.findall(before[-60:].lower())
    if len(words) < CONTEXT:
        return ""
    slot = words[-CONTEXT:]
    if any(w.isdigit() for w in slot) or max(len(w) for w in slot) < MIN_LETTERS:
        return ""
    return " ".join(slot)


def _years(text: str) -> list[tuple[str, str, set[str]]]:
    """``(year, slot, words of its clause)`` of each year ``text`` writes."""
    return [(m.group(1), _slot(text, m.start()), _clause_terms(text, m.start()))
            for m in _YEAR.finditer(text)]


def _clause_terms(text: str, at: int) -> set[str]:
    """The words (no figures) of the clause of ``text`` around position ``at``."""
    start = max((m.end() for m in _CLAUSE.finditer(text, 0, at)), default=0)
    end = next((m.start() for m in _CLAUSE.finditer(text, at)), len(text))
    return {t for t in terms(text[start:end]) if not t[:1].isdigit()}


def year_slot(claim: str, sentences: list[str]) -> Finding | None:
    """The claim's year put in the slot where one of ``sentences`` writes another year."""
    for year, slot, mine in _years(claim):
        if not slot:
            continue
        for sentence in sentences:
            theirs = _years(sentence)
            if not any(y == year for y, _s, _w in theirs) or any(
                    y == year and s == slot for y, s, _w in theirs):
                continue
            rival = next((y for y, s, words in theirs if s == slot and y != year
                          and mine <= words), None)
            if rival is not None and rival not in claim:
                return Finding("numbers_differ", year, rival, rule="year_slot")
    return None
