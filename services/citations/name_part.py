"""Whether a word a claim writes in lower case is only a part of one of the page's names.

Where only names are capitalised (English, French, Spanish ...), the page's names are
told by case (``page_names``), and a word of the claim the page writes as a name is read
as one. But a page capitalises a common word inside a longer name: "Local" of "Local
Democracy Reporter", "National" of "National Park". A claim that writes that word in
lower case ("local traders") uses it as the common word. Not so the word that ends a
name (its head: "the park" for "Glenmoor National Park"), which a claim writes in lower
case to refer back to the named thing. Structure, in any language written with case.
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
