"""A part of a group dropped from what someone fears or warns of: "befürchtet, dass
Bürger ihren Müll im Wald entsorgen" for "dass manche Bürger …"; "提醒消费者警惕商家先涨价后
打折" for "部分商家可能先涨价再打折".

Told as fact, a statement the page makes of some of a group ("manche", "some", "部分")
said of the whole group widens it. Told as a fear or a warning (``apprehension``), it is
a possibility someone weighs, which a summary names by its group: no one says the whole
group does it. A claim that quantifies the group itself ("alle Bürger") is weighed by the
quantifier scale as before.
"""

from __future__ import annotations

from services.citations.apprehension import apprehended


def feared_part(claim: str, group: str) -> bool:
    """Whether ``claim`` reports the clause holding ``group`` (the word the page
    quantifies with a part, as the claim writes it) as feared or warned of."""
    lowered = claim.lower()
    at = lowered.find(group.lower())
    return at != -1 and apprehended(claim, claim[: at + len(group)])
