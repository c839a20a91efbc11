"""A Chinese doer given the deed the page gives them on another thing: "哥窑由弟弟章生二
主持" where the page writes "哥哥章生一主持哥窑，弟弟章生二主持弟窑".

Every word stands on the page, and the claim's doer does the claim's deed there, on
something else; the slot check reads only what stands between the same
neighbours. What tells: the claim puts the thing before "由" and the doer and deed
after it; the page writes the doer with the deed on another thing, and the deed on
the claim's thing after someone else.
"""

from __future__ import annotations

import re

_PASSIVE = re.compile(r"([\u4e00-\u9fff]{2,4})(?:则|也|均|都)?由")
"""The thing done, then "由" before its doer ("哥窑由…", "新楼也由…")."""
REACH = 12
"""Characters at most of the doer with its description ("弟弟章生二")."""
VERB = 2
"""Characters of the deed (a two-character verb: "主持", "设计", "负责")."""
NAME = (2, 3, 4)
"""Characters of a doer's name."""
_SPACE = re.compile(r"\s+")


def doer_swap(claim: str, page: str) -> tuple[str, str] | None:
    """``(claimed, stated)``: the claim's doer with its deed and thing, and the deed on
    that thing as the page writes it, when the page gives the doer the deed on
    another thing and the deed on this one to someone else."""
    mine, theirs = _SPACE.sub("", claim), _SPACE.sub("", page)
    for found in _PASSIVE.finditer(mine):
        thing, begin = found.group(1), found.end()
        for end in range(begin + 2, min(len(mine) - VERB, begin + REACH) + 1):
            verb = mine[end : end + VERB]
            for size in reversed(NAME):
                doer = mine[max(begin, end - size) : end]
                if len(doer) < size:
                    continue
                done = doer + verb
                if done not in theirs or done + thing in theirs or _passive_stated(
                        theirs, thing, done):
                    continue
                at = theirs.find(verb + thing)
                while at != -1:
                    if not theirs[:at].endswith(doer):
                        return (doer + verb + thing,
                                theirs[max(0, at - size) : at] + verb + thing)
                    at = theirs.find(verb + thing, at + 1)
    return None


def _passive_stated(page: str, thing: str, done: str) -> bool:
    """Whether ``page`` writes the claim's own passive: ``thing`` shortly before "由"
    and the doer with the deed ("副楼同样由王芳设计")."""
    at = page.find(done)
    while at != -1:
        if page[:at].endswith("由") and thing in page[max(0, at - 1 - REACH) : at]:
            return True
        at = page.find(done, at + 1)
    return False
