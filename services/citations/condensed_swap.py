"""A Chinese or Japanese "swap" the claim says in fewer characters than the page: a
condensed wording, no name put in another's place.

The swap check aligns a CJK claim with its passage character by character; where neither
the claim's stretch nor anything like it stands on the page, it cannot tell a synonym it
does not know from a name the page never gives, and asks for a check. Across the tuned
parts the stretches the claim writes shorter than the page's ("达" for "延长至", "看" for
"使用电子", "划" for "将于") were rewordings every time, while the names put in another's
place were as long as the page's or longer ("徐达" for "徐德", "康熙" for "乾隆"): a
writer condenses a phrase, a name replaces a name. So an unsure swap whose stretch is
shorter than the page's is left to the other checks.
"""

from __future__ import annotations

from services.citations.scripts import CJK_SCRIPT


def condensed(reason: str, claimed: str, stated: str) -> bool:
    """Whether an unsure CJK swap (``reason`` "name_missing?") puts ``claimed`` for a
    longer ``stated``."""
    return reason == "name_missing?" and bool(CJK_SCRIPT.search(claimed)) and (
        len(stated) > len(claimed))
