"""A CJK filler made of names the page gives elsewhere: "位于扬州个园的…" where the page's
sentence writes "位于三湾的…", and the page names "扬州" and "个园" in other sentences.

A synonym the claim uses for the page's word ("不允许" for "禁止") is seldom written on
the page; a swapped name is usually taken from it, alone or joined to another of its
names (the city before a garden). When every piece of the claim's filler, cut into
stretches of two characters or more, stands on the page outside the sentence the claim
rewrites, and the page's own filler there is no common word the dictionary knows, the
claim puts another thing of the page in that slot.
"""

from __future__ import annotations

import re
from functools import cache

from services.citations.chinese_senses import (
    GRAMMATICAL,
    common_words,
    cue_words_only,
    names_one,
)

MIN_PIECE = 2
"""Characters at least of each piece."""


def pieced_from_page(claimed: str, focus: str, page: str) -> bool:
    """Whether ``claimed`` cuts into pieces of ``MIN_PIECE`` characters or more that
    each stand in ``page`` and not in ``focus`` (the page's sentence), none of its
    characters one of grammar."""
    rest = page.replace(focus, "\n") if focus else page

    @cache
    def cut(start: int) -> bool:
        if start == len(claimed):
            return True
        return any(claimed[start:end] in rest and claimed[start:end] not in focus and cut(end)
                   for end in range(start + MIN_PIECE, len(claimed) + 1))

    if len(claimed) < MIN_PIECE or GRAMMATICAL.search(claimed):
        return False  # a name seldom holds a particle, a modal or a conjunction ("直到")
    return cut(0)


def moved_phrase(claimed: str, sentence: str) -> bool:
    """Whether ``claimed``, a filler holding a character of grammar ("始建于南宋"), stands
    in ``sentence`` itself: a phrase of the page's sentence the claim brings forward
    (a summary leaves out what stood before it), not a name put in another's place."""
    return bool(GRAMMATICAL.search(claimed) or _COVERBS.search(claimed)) and (
        len(claimed) >= MIN_PHRASE) and (
        claimed in sentence)


MIN_PHRASE = 4
"""Characters at least of a phrase brought forward."""
_COVERBS = re.compile("[于在自由向往]")
"""Chinese coverbs ("始建于", "位于", "在"): grammar too, and common surnames, which
``GRAMMATICAL`` leaves out."""


def no_swap(claim: str, claimed: str, stated: str, sentence: str) -> bool:
    """Whether a CJK slot's fillers put no other thing in the page's place: a phrase
    brought forward (``moved_phrase``), common words the page's sentence itself
    states ("票价" of "票价方面，…"), or a page filler of cue words alone ("如果": a
    condition, which no noun of the claim replaces as a name would)."""
    return moved_phrase(claimed, sentence) or cue_words_only(stated) or (
        claimed in sentence and common_words(claim.lower(), claimed)
        and not names_one(claimed))
