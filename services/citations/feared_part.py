"""A part of a group dropped inside what is feared or warned of: "warnt, dass Bürger
ihren Müll im Wald entsorgen" for the page's "befürchtet, dass manche Bürger ihren Müll
im Wald entsorgen"; "提醒消费者警惕商家先涨价后打折" for "提醒，部分商家可能先涨价再打折".

What one fears or warns of is a possibility, not a statement of how many of a group do
it: told of the group, it still says that some may. A claim that states the clause as
fact ("Bürger entsorgen ihren Müll im Wald") widens the page's "some" and stays flagged;
only a claim that reports it as feared or warned of (a word of ``APPREHENSION``, a closed
class of every supported language, before the group) where the page does too is spared.
"""

from __future__ import annotations

from services.citations.apprehension import fears_or_warns


def feared_in_both(claim: str, group: str, sentence: str, part_word: str) -> bool:
    """Whether ``claim`` reports what it says of ``group`` as feared or warned of, and
    ``sentence`` (the page's) reports its clause with ``part_word`` ("manche", "部分") so
    too: a word of fear or warning before each."""
    lowered, theirs = claim.lower(), sentence.lower()
    mine_at, their_at = lowered.find(group.lower()), theirs.find(part_word.lower())
    return mine_at > 0 and their_at > 0 and fears_or_warns(claim[:mine_at]) and (
        fears_or_warns(sentence[:their_at]))
