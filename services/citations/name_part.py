"""Whether a claim describes one of the page's names with a common word the page
capitalises only inside another name.

Where only names are capitalised (English, French, Spanish ...), the page's names are
told by case (``page_names``), and a word of the claim the page writes as a name is read
as one. But a page capitalises a common word inside a longer name: "Local" of "Local
Democracy Reporter", "National" of "National Park". A claim that writes that word in
lower case where the page's sentence has a name ("local traders" for "the Marlow Road
Traders' Association") describes the named group with the common word: no other name in
its place. A common word for a common word ("mental health budget" for "urgent care
budget") stays a swap the check weighs. Structure, in any language written with case.
"""

from __future__ import annotations

import re

_NEXT_CAPITAL = re.compile(r"[ \u00a0]+[A-ZÀ-ÖØ-Þ]")


def only_inside_names(word: str, page: str) -> bool:
    """Whether ``page`` writes ``word`` (lower-cased) capitalised only right before another
    capitalised word, inside a longer name ("Local Democracy Reporter"), never ending
    one or on its own."""
    written = word[:1].upper() + word[1:]
    found = False
    for match in re.finditer(rf"(?<![^\W\d_]){re.escape(written)}(?![^\W\d_])", page):
        found = True
        if not _NEXT_CAPITAL.match(page, match.end()):
            return False
    return found


def describes_name(claimed: str, stated: str, claim: str, sentence: str, page: str) -> bool:
    """Whether ``claimed`` (the claim's words in a slot, lower-cased) are each written in
    lower case in ``claim`` and capitalised on ``page`` only inside longer names, while
    ``stated`` (the sentence's words in that slot) is written as a name in ``sentence``:
    the claim describes the page's name with a common word."""
    words = claimed.split()
    if not words or not stated.strip():
        return False
    if not all(re.search(rf"(?<![^\W\d_]){re.escape(w)}(?![^\W\d_])", claim) and (
            only_inside_names(w, page)) for w in words):
        return False
    return all(re.search(rf"(?<![^\W\d_]){re.escape(w[:1].upper() + w[1:])}(?![^\W\d_])",
                         sentence) for w in stated.split())
