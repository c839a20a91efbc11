"""A Chinese deed given, after "由" or "被", to a name the page writes elsewhere, where the
passage's sentence writes another doer right before the same deed.

"两块碑由玄奘亲笔书写" where the sentence says "南门两侧嵌有褚遂良书写的《…》碑" and the
page names 玄奘 in another paragraph (he brought the scriptures). The slot checks want the
same characters on both sides of the doer; here the claim puts the doer after "由" and
an adverb before the deed ("亲笔"), the sentence the doer before the deed in a relative
clause. What tells, with closed classes only (the markers of a doer, particles,
negators, the last characters of time words):

- the claim writes the thing (its two characters before the marker), the marker, the
  doer (two to six characters, written on the page but not in the sentence), at most
  ``GAP`` characters the sentence lacks, then a deed of two characters;
- the sentence writes the thing and the deed, once, right after two to four characters
  none of which the claim writes (its doer);
- the rest of the claim shares more with the sentence than with any other sentence that
  writes the claim's doer (``cjk_borrowed_name.restates``).
"""

from __future__ import annotations

import re

from services.citations.cjk_borrowed_name import NAME, kept, restates
from services.citations.scripts import CJK

MARKERS = ("由", "被")
"""Chinese particles before the doer of a deed ("由X书写", "被X收购")."""
GAP = 2
"""Characters at most between the doer and the deed (an adverb: "亲笔", "亲自")."""
DEED = 2
_SPACE = re.compile(r"\s+")


def other_doer(claim: str, passage: list[str], page: str) -> tuple[str, str] | None:
    """``(claimed, stated)``: the claim's doer and the sentence's, or None."""
    mine = _SPACE.sub("", claim)
    if not CJK.search(mine):
        return None
    whole = _SPACE.sub("", page)
    for theirs in (_SPACE.sub("", s) for s in passage):
        for marker in MARKERS:
            for i in (m.start() for m in re.finditer(marker, mine)):
                thing = mine[max(0, i - 2) : i]
                if mine.startswith("由于", i) or len(thing) < 2 or thing not in theirs:
                    continue
                for claimed, stated in _doers(mine, i + 1, theirs, whole):
                    if not kept(mine, claimed, theirs, stated) and restates(
                            mine, claimed, theirs, page):
                        return claimed, stated
    return None


def _doers(mine: str, at: int, theirs: str, page: str) -> list[tuple[str, str]]:
    """``(claimed, stated)``: the claim's doer from ``at`` on and the characters the
    sentence writes right before the same deed, none of them the claim's (two to four,
    the narrowest that reads as a name first)."""
    found = []
    for n in reversed(NAME):
        claimed = mine[at : at + n]
        if len(claimed) < n or claimed not in page or claimed in theirs:
            continue
        for gap in range(GAP + 1):
            start = at + n + gap
            deed = mine[start : start + DEED]
            if len(deed) < DEED or theirs.count(deed) != 1 or (
                    gap and mine[at + n : start] in theirs):
                continue
            v = theirs.find(deed)
            size = 0
            while size < 4 and v - size - 1 >= 0 and CJK.match(theirs[v - size - 1]) and (
                    theirs[v - size - 1] not in mine):
                size += 1
            found += [(claimed, theirs[v - k : v]) for k in (3, 2, 4) if k <= size]
    return found
