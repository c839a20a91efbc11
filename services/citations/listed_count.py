"""A count of the items a claim lists after it: "fixed two bugs: exported PDFs losing their
bookmarks, and the editor freezing", "behebt zwei Fehler: …, und …", "修复了两个问题：……，
以及……"; or, in Chinese, right before it: "500克、750克和1000克三种规格".

The page lists the items and seldom counts them; the claim's count is read off its own
list, whose items the other checks weigh against the page. The sign, in any tabled
language: the number stands before a colon in its clause, and the items after the colon
(split at commas, semicolons and the words that join list items) are as many.
"""

from __future__ import annotations

import re

from services.citations.case_blind import CaseBlind
from services.citations.clause_stops import ClauseStops
from services.citations.list_items import JOINS_CJK
from services.citations.number_place import number_at
from services.citations.numbers import Number

_JOINERS = CaseBlind(
    r"[,;，；、]|\s(?:and|or|und|oder|et|ou|y|o|e|en|of)\s|以及|和|及|与|或")
"""What separates list items: commas, semicolons and the words that join the last one."""
_WORDS_ONLY = CaseBlind(
    r"[;；]|,?\s(?:and|or|und|oder|et|ou|y|o|e|en|of)\s|以及|和|及|与|或")
_COLON = re.compile(r"[:：]")


def listed(number: Number, claim: str) -> bool:
    """Whether ``number`` of ``claim`` counts the items the claim lists after the colon
    that follows it in its sentence."""
    at = number_at(claim, number.text)
    if at == -1:
        return False
    if _counts_before(number, claim[:at]):
        return True
    colon = _COLON.search(claim, at + len(number.text))
    if colon is None or re.search(r"[.。!?！？]", claim[at : colon.start()]):
        return False
    rest = claim[colon.end() :].rstrip(".。 ")
    # Cut at every comma ("A, B and C") or only at the joining words and semicolons (an
    # item may hold a clause of its own: "der Export bricht ab, wenn …, und …").
    counts = {len([p for p in pattern.split(rest) if p.strip()])
              for pattern in (_JOINERS, _WORDS_ONLY)}
    return any(n >= 2 and float(n) in number.values for n in counts)


_CLAUSE_END = ClauseStops(r"[.。!?！？:：，,；;（(]")
_JOINS_CJK = re.compile("|".join(map(re.escape, JOINS_CJK)))


def _counts_before(number: Number, head: str) -> bool:
    """Whether ``number`` counts the items its clause lists right before it (in ``head``,
    the claim up to it): "可制作500克、750克和1000克三种规格", the count closing the list."""
    clause = _CLAUSE_END.split(head)[-1]
    if not clause.strip() or clause != clause.rstrip():
        return False  # the number must follow the last item at once, as CJK writes it
    items = [p for p in _JOINS_CJK.split(clause) if p.strip()]
    return len(items) >= 2 and float(len(items)) in number.values and "、" in clause
