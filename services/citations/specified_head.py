"""A compound of the claim whose head is the word the passage's sentence states, and whose
first part the page names: "Genossenschaftsanteile" for the sentence's "Anteile" on a
page about a "Genossenschaft"; "waterschapsbelasting" for "belasting".

German, Dutch and the Nordic languages join a noun to the thing it belongs to; the claim
that writes the compound names the same thing as the page's bare head, more precisely, in
the page's own words. The sign, by structure alone: the claimed word (one word) ends with
the stated word, and the part before it, less a linking letter or two ("s", "es", "n",
"en", "e", "-"), starts a word of the page; or the page writes the compound itself. A
first part the page never names ("Aktienanteile" on that page) is the claim's own and
stays flagged.
"""

from __future__ import annotations

import re

PART = 4
"""Letters at least of the head and of the first part."""
LINKS = ("", "s", "es", "n", "en", "e", "-")
"""Letters that may join the two parts."""


def specified_head(claimed: str, stated: str, page: str) -> bool:
    """Whether ``claimed`` is a compound with ``stated`` as its head and a first part
    ``page`` (lowered) names, or a compound ``page`` writes itself."""
    mine, theirs = claimed.lower().strip(), stated.lower().strip()
    if (" " in mine or " " in theirs or not mine.endswith(theirs) or len(theirs) < PART
            or len(mine) - len(theirs) < PART):
        return False
    if re.search(rf"(?<!\w){re.escape(mine)}(?!\w)", page):
        return True
    modifier = mine[: -len(theirs)]
    for link in LINKS:
        stem = modifier[: len(modifier) - len(link)] if link and modifier.endswith(
            link) else modifier if not link else ""
        if len(stem) >= PART and re.search(rf"(?<!\w){re.escape(stem)}", page):
            return True
    return False
