"""``crossed_roles`` for Japanese: "この橋は佐藤花子氏が設計し、山田建設が施工を担当した"
where the page says "山田建設が設計し、佐藤花子氏が施工を担当した".

Japanese marks the doer with "が": in a clause, the words before it (after a topic's
"は") are the doer and the words after it the deed. Both doers and both deeds stand in
the passage's sentence, so overlap finds nothing missing; what differs is which doer
each deed follows. The sign: a clause of the claim gives a deed to a doer that a clause
of the page gives another deed only, while the page gives the claim's deed (a pair of
characters shared) to another doer only. An honorific ("氏", "さん") is no part of the
doer's name.
"""

from __future__ import annotations

import re

_CLAUSE = re.compile(r"[、，,。；;！？\n]")
_DOER = re.compile(r"(?:^|は)([^はが]{2,12}?)(?:氏|さん|様)?が(.{2,})$")
_ENDINGS = re.compile(r"(?:を担当した|を担当し|を行った|を行い|した|し|する|た)$")


def _ties(text: str) -> list[tuple[str, str]]:
    """``(doer, deed)`` of each clause of ``text`` that marks its doer with "が"."""
    out: list[tuple[str, str]] = []
    for clause in _CLAUSE.split(text):
        found = _DOER.search(clause.strip())
        if found is not None:
            deed = _ENDINGS.sub("", found.group(2)) or found.group(2)
            out.append((found.group(1), deed))
    return out


def _same(deed: str, other: str) -> bool:
    """Whether two deeds share a pair of characters ("設計" of "設計し")."""
    return any(deed[k : k + 2] in other for k in range(len(deed) - 1))


def cjk_crossed_roles(claim: str, passage: str) -> tuple[str, str] | None:
    """``(the claim's doer, the page's)`` when the claim gives a deed to a doer the
    ``passage`` gives only other deeds, and gives that deed only to another doer."""
    if "が" not in claim:
        return None
    page = _ties(passage)
    if len(page) < 2:
        return None
    for doer, deed in _ties(claim):
        own = [d for n, d in page if n == doer]
        others = [n for n, d in page if n != doer and _same(deed, d)]
        if own and others and not any(_same(deed, d) for d in own):
            return doer, others[0]
    return None
