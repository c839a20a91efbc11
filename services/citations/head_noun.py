"""A named thing called by the word the page's name for it holds: "the distillery" for
"Glenarrow", where the page writes "Glenarrow Distillery"; "die Brennerei" where it writes
"Brennerei Glenarrow"; "the lake" for "Loch Arrow Lake". The claim refers to the thing
the page names, as any text does after naming it once; it puts no other name in its
place. The sign is structure in any language: the page writes the claim's word right
beside the name the passage gives instead (before or after it), as one name.
"""

from __future__ import annotations

import re


def head_noun_of(claimed: str, stated: str, page: str) -> bool:
    """Whether ``page`` (lowered) writes ``claimed`` right beside ``stated`` as one name
    ("glenarrow distillery"); both of one word or more, ``claimed`` of no capital in the
    claim is not asked: a name beside a name ("Alexander Munro") is one as well."""
    mine, theirs = claimed.lower().strip(), stated.lower().strip()
    if not mine or not theirs or mine in theirs or theirs in mine:
        return False
    pattern = (rf"(?<!\w){re.escape(theirs)}\s+{re.escape(mine)}(?!\w)|"
               rf"(?<!\w){re.escape(mine)}\s+{re.escape(theirs)}(?!\w)")
    return re.search(pattern, page) is not None
