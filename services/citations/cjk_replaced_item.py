"""An item a Chinese claim puts in its list where the passage's list has another between
the same two items: "普通面包、全麦面包、法式面包、蛋糕和酸奶等" where the passage lists
"普通面包、全麦面包、快速面包、蛋糕、酸奶、果酱、揉面等".

``list_items.replaced_item`` reads this in languages written with spaces, by the words
either side of the join. Chinese lists set their items apart with "、" (and a join before
the last: "和", "及", "与"), so the items are the pieces between those marks: the claim
writes an item the passage lists, then its own, then the item the passage lists after its
third. The claim's item holds a character pair that the passage's item lacks and the page
writes nowhere ("法式"; the head "面包" both share): not a summary that draws on another of
the page's lists. A closed class of marks; no word list.
"""

from __future__ import annotations

import re

from services.citations.scripts import CJK

_JOIN = re.compile("和|及|与|與|以及|或")
ITEM_CHARS = 8
"""Characters at most of an item."""


def _items(clause: str) -> list[str]:
    """The items of a clause's list, the join before the last split off too."""
    parts = clause.split("、")
    if len(parts) < 2:
        return []
    return [*parts[:-1], *_JOIN.split(parts[-1], maxsplit=1)]


def _pairs(text: str) -> set[str]:
    return {text[k : k + 2] for k in range(len(text) - 1)}


def cjk_replaced_item(claim: str, passage: str, page: str) -> tuple[str, str] | None:
    """``(claimed, stated)``: an item ``claim`` lists between two items the passage lists
    with another one between them, and that one; or None."""
    theirs = [_items(c) for c in re.split(r"[，,；;。！？!?：:\n]", passage)]
    for clause in re.split(r"[，,；;。！？!?：:\n]", claim):
        mine = _items(clause)
        for k in range(1, len(mine) - 1):
            item = mine[k].strip()
            if not 2 <= len(item) <= ITEM_CHARS or not all(CJK.match(c) for c in item):
                continue
            for listed in theirs:
                stated = _between(listed, mine[k - 1].strip(), mine[k + 1].strip())
                if stated is None or stated == item:
                    continue
                if any(pair not in page for pair in _pairs(item) - _pairs(stated)):
                    return item, stated
    return None


def _between(listed: list[str], before: str, after: str) -> str | None:
    """The one item ``listed`` writes between an item ``before`` ends in (the claim's
    first piece holds the words that lead to the list) and ``after`` begins."""
    for k in range(1, len(listed) - 1):
        one, other = listed[k - 1].strip(), listed[k + 1].strip()
        if one and other and before.endswith(one) and other.startswith(after[:2]) and (
                after.startswith(other[:2])):
            return listed[k].strip()
    return None
