"""A doer moved to another's deed: "大桥由李华设计" where the page writes "由王明设计，由李华
负责施工".

Both names stand in the page's sentence, so a swap check that skips names the
sentence states (a claim may reorder them) passes it. What tells is the binding: the
claim writes a coverb of the doer ("由", "被", "经": by), a name, then a two-character
verb; the page writes the same coverb and verb around another name, and never the
claim's name with that verb. Chinese, read character by character.
"""

from __future__ import annotations

import re

COVERBS = "由被经"
"""Chinese coverbs that introduce the doer of a deed ("由…设计", "被…收购", "经…批准")."""
NAME = (2, 3, 4)
"""Characters of a doer's name."""
VERB = 2
"""Characters of the deed."""
_SPACE = re.compile(r"\s+")
_HAN = re.compile("[\u4e00-\u9fff]+")


def coverb_swap(claim: str, page: str) -> tuple[str, str] | None:
    """``(claimed, stated)``: the claim's coverb, doer and deed, and the page's with
    another doer, when the page names the claim's doer but never with that deed."""
    mine, theirs = _SPACE.sub("", claim), _SPACE.sub("", page)
    for at, coverb in enumerate(mine):
        if coverb not in COVERBS:
            continue
        for size in NAME:
            doer = mine[at + 1 : at + 1 + size]
            verb = mine[at + 1 + size : at + 1 + size + VERB]
            if len(verb) < VERB or not _HAN.fullmatch(doer + verb) or doer not in theirs:
                continue
            if doer + verb in theirs or doer + "负责" + verb in theirs:
                continue
            other = re.search(rf"{coverb}([\u4e00-\u9fff]{{2,4}}?){re.escape(verb)}", theirs)
            if other is None or doer in other.group(1) or other.group(1) in doer:
                continue
            return coverb + doer + verb, other.group()
    return None
