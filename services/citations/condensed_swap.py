"""A Chinese or Japanese "swap" the claim says in fewer characters than the page, or in
the passage's own characters: a condensed or reordered wording, no name put in another's
place.

The swap check aligns a CJK claim with its passage character by character; where neither
the claim's stretch nor anything like it stands on the page, it cannot tell a synonym it
does not know from a name the page never gives, and asks for a check. Across the tuned
parts the stretches the claim writes shorter than the page's ("达" for "延长至", "看" for
"使用电子", "划" for "将于") were rewordings every time, while the names put in another's
place were as long as the page's or longer ("徐达" for "徐德", "康熙" for "乾隆"): a
writer condenses a phrase, a name replaces a name. So an unsure swap whose stretch is
shorter than the page's is left to the other checks; so is one whose stretch is mostly
character pairs the passage itself writes ("的孩子每次只需" where the passage has "孩子",
"每次"): the passage's words in another order, bringing in nothing it lacks.
"""

from __future__ import annotations

from services.citations.scripts import CJK_SCRIPT


def condensed(reason: str, claimed: str, stated: str) -> bool:
    """Whether an unsure CJK swap (``reason`` "name_missing?") puts ``claimed`` for a
    longer ``stated``."""
    return reason == "name_missing?" and bool(CJK_SCRIPT.search(claimed)) and (
        len(stated) > len(claimed))


OWN_PAIRS = 0.5
"""Share of a stretch's CJK character pairs the passage must write for it to be reordered."""


def reordered(reason: str, claimed: str, window: str) -> bool:
    """Whether an unsure CJK swap (``reason`` "name_missing?") puts in the name's place a
    stretch ``claimed`` most of whose character pairs the passage (``window``) writes."""
    if reason != "name_missing?":
        return False
    pairs = [claimed[k : k + 2] for k in range(len(claimed) - 1)
             if CJK_SCRIPT.match(claimed[k]) and CJK_SCRIPT.match(claimed[k + 1])]
    compact = "".join(window.lower().split())
    return bool(pairs) and sum(p in compact for p in pairs) >= OWN_PAIRS * len(pairs)
