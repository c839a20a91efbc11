"""A clause a Chinese or Japanese claim adds whole to a statement its passage makes.

"相传麻婆豆腐由……妇人创制，她最初是为路过的挑油工人做这道菜": the first clause is
the page's, the second one none of its character pairs stands on the page
("挑油", "工人", "路过"). The detail check asks for a run of new characters beside
characters the passage holds; a whole added clause leaves it no held
characters around the run. Spaced languages have ``detail.added_clause``; this is
its CJK form, read by character pairs.

Where the claim's other clauses, ``QUOTED_CHARS`` characters or more, stand around the
passage nearly whole (``QUOTED_REST_SHARE`` of their pairs: the model copied the passage's
statement), the added clause may borrow a word or two the page uses elsewhere ("游客",
"野猪" in "去年已有两名游客在营地被野猪咬伤" after a passage it quotes word for word):
three quarters of its pairs nowhere on the page suffice, and a figure in it ("两名")
that the page states nowhere, of its unit, no longer leaves it to the number checks,
which weigh a figure, not a clause the page never states.
"""

from __future__ import annotations

import re
from itertools import pairwise

from services.citations.cjk_pairs import cjk_pairs as _pairs
from services.citations.numbers import numbers
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
QUOTED_REST_SHARE = 0.85
"""Share of the other clauses' pairs at least that the passage holds for it to be quoted."""
QUOTED_CHARS = 12
"""CJK characters at least of the other clauses for them to show a copied statement: a
short one ("这座古镇始建于南宋") is written alike by a rewording."""
QUOTED_NEW_SHARE = 0.75
"""``NEW_SHARE`` for a clause added to other clauses the passage quotes."""
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
        if sum(1 for c in part if CJK.match(c)) < CLAUSE_CHARS or not mine:
            continue
        rest = [p for j, other in enumerate(parts) if j != k for p in _pairs(other)]
        if not rest:
            continue
        new = sum(p not in whole for p in mine)
        held = sum(p in around for p in rest)
        quoted = sum(1 for j, other in enumerate(parts) if j != k
                     for c in other if CJK.match(c)) >= QUOTED_CHARS
        if quoted and held >= QUOTED_REST_SHARE * len(rest) and (
                new >= QUOTED_NEW_SHARE * len(mine)) and not (
                _figured(part) and _stated(part, page)):
            return part  # the passage quoted, and a clause of the claim's own
        if _figured(part) or new < NEW_SHARE * len(mine):
            continue
        share = REST_SHARE if any(p in around for p in mine) else LOOSE_REST_SHARE
        if held >= share * len(rest):
            return part
    return None


def _stated(part: str, page: str) -> bool:
    """Whether ``page`` states a figure of the clause ``part`` ("最多能载120公斤" for the
    page's "最大载重120公斤"): a clause reporting the page's figure rewords it. A figure of
    another unit is another figure ("两名游客" is not the page's "两小时"); the clause comes
    lower-cased, so a unit it writes may be the start of the page's ("°" of "°C")."""
    stated = numbers(page)
    return any(n.agrees(s) and _same_unit(n.kind, s.kind.lower())
               for n in numbers(part) for s in stated)


def _same_unit(mine: str, theirs: str) -> bool:
    """Whether two units are one: either none, or one the start of the other."""
    return not mine or not theirs or mine.startswith(theirs) or theirs.startswith(mine)


def _figured(part: str) -> bool:
    """Whether the clause ``part`` states a figure (digits, or a numeral before a measure
    word: "两名", "三年", "每一场"), which the number checks weigh; a numeral character inside a
    word ("统一", "一带", "一般") is none."""
    return any(c.isdigit() for c in part) or bool(cjk_numbers(part)) or any(
        a == "一" and b in MEASURES for a, b in pairwise(part))  # "每一场"
