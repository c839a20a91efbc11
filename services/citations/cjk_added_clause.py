"""A clause a Chinese or Japanese claim adds whole to a statement its passage makes.

"相传麻婆豆腐由……妇人创制，她最初是为路过的挑油工人做这道菜": the first clause is
the page's, the second one none of its character pairs stands on the page
("挑油", "工人", "路过"). The detail check asks for a run of new characters beside
characters the passage holds; a whole added clause leaves it no held
characters around the run. Spaced languages have ``detail.added_clause``; this is
its CJK form, read by character pairs.
"""

from __future__ import annotations

import re
from itertools import pairwise

from services.citations.cjk_pairs import cjk_pairs as _pairs
from services.citations.numerals import MEASURES, cjk_numbers
from services.citations.scripts import CJK

CLAUSE_CHARS = 6
"""CJK characters at least of an added clause."""
NEW_SHARE = 0.85
"""Share of the clause's character pairs at least that stand nowhere on the page (a
paraphrase rewords, yet keeps some of the page's words)."""
REST_SHARE = 0.8
"""Share of the other clauses' character pairs at least that the passage holds."""
LOOSE_REST_SHARE = 0.7
"""That share, lower, for a clause none of whose pairs stands in the passage or beside
it ("且不加收任何费用" beside "需至少提前三十分钟预约"): nothing there it could reword,
as "何时恢复还没有确定" rewords "恢复时间另行通知"."""
_CLAUSE = re.compile(r"[，,；;。！？!?：:\n]")


def added_cjk_clause(claim: str, near: str, page: str) -> str | None:
    """The clause of ``claim`` (``CLAUSE_CHARS`` CJK characters or more) most of whose
    character pairs stand nowhere on ``page``, while the pairs of its other clauses
    stand in ``near`` (the passage and a sentence either side); or None."""
    if not CJK.search(claim):
        return None
    whole = "".join(page.lower().split())
    around = "".join(near.lower().split())
    parts = [p.strip() for p in _CLAUSE.split("".join(claim.lower().split())) if p.strip()]
    if len(parts) < 2:
        return None
    for k, part in enumerate(parts):
        mine = _pairs(part)
        if sum(1 for c in part if CJK.match(c)) < CLAUSE_CHARS or not mine or _figured(part):
            continue
        if sum(p not in whole for p in mine) < NEW_SHARE * len(mine):
            continue
        rest = [p for j, other in enumerate(parts) if j != k for p in _pairs(other)]
        share = REST_SHARE if any(p in around for p in mine) else LOOSE_REST_SHARE
        if rest and sum(p in around for p in rest) >= share * len(rest):
            return part
    return None


def _figured(part: str) -> bool:
    """Whether the clause ``part`` states a figure (digits, or a numeral before a measure
    word: "两名", "三年", "每一场"), which the number checks weigh; a numeral character inside a
    word ("统一", "一带", "一般") is none."""
    return any(c.isdigit() for c in part) or bool(cjk_numbers(part)) or any(
        a == "一" and b in MEASURES for a, b in pairwise(part))  # "每一场"
