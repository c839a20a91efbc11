"""Whether two fillers of a CJK name's slot name one thing, or are no name at all: a
title on the other side of the same name, parts of one longer name, a Korean phrase
spaced apart."""

from __future__ import annotations

import re

from services.citations.cjk_roles import CJK_ROLES
from services.citations.scripts import CJK_SCRIPT

_HANGUL = re.compile(r"[\uac00-\ud7af]")


def spaced_apart(filler: str, text: str) -> bool:
    """Whether a Korean ``filler`` stands in ``text`` only across a space ("선박은총" of
    "선박은 총"): two words, no name (Korean writes a name as one word)."""
    return bool(_HANGUL.search(filler)) and filler not in text.lower()


NAME_GAP = 3
"""Characters at most between two parts of one CJK name ("故宫" … "物院" of "故宫博物院")."""


def same_cjk_name(claim: str, claimed: str, stated: str, page: str) -> bool:
    """Whether the slot's two fillers name one thing: the page writes the claim's name
    beside the same title on its other side ("王旭东院长" for "院长王旭东"), or the
    claim's name and the page's filler are parts of one name of the page ("故宫院长"
    for "故宫博物院院长"). A title itself fills no name's slot ("社長の長谷川" for
    "同社の長谷川")."""
    if claimed in CJK_ROLES or stated in CJK_ROLES:
        return True
    for role in CJK_ROLES:
        if (claimed + role in claim and role + claimed in page) or (
                role + claimed in claim and claimed + role in page):
            return True
    at = page.find(claimed)
    while at != -1:
        end = at + len(claimed)
        after = page[end : end + NAME_GAP + len(stated)]
        before = page[max(0, at - NAME_GAP - len(stated)) : at]
        for gap in (after[: after.find(stated)] if stated in after else None,
                    before[before.rfind(stated) + len(stated):] if stated in before else None):
            # Only a name's own characters between: no stop, no title or era.
            if gap is not None and all(CJK_SCRIPT.match(c) for c in gap) and not any(
                    r in gap for r in CJK_ROLES):
                return True
        at = page.find(claimed, at + 1)
    return False
