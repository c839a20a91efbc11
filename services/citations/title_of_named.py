"""A word right before a name the claim states is that person's title, not a rival:
"das Team um die Sportwissenschaftlerin Dr. Katrin Albers" names Albers with her field.
Where a language capitalises its nouns, such a title reads as a name; a claim that names
Albers, and not her field, puts no one in her place (``relations.role_swap``). Structure,
any language written with capitals: the rival, then at most two abbreviations ("Dr.",
"Prof."), then a name of the claim.
"""

from __future__ import annotations

import re

_AFTER = re.compile(r"\s+((?:[^\W\d_]{1,5}\.\s*){0,2})([^\W\d_][\w'’-]+)")


def title_of_named(rival: str, sentence: str, claim: str) -> bool:
    """Whether ``rival`` stands in ``sentence`` right before a name (capitalised, of three
    letters or more) that ``claim`` writes as well."""
    for found in re.finditer(rf"(?<!\w){re.escape(rival)}(?!\w)", sentence):
        after = _AFTER.match(sentence, found.end())
        if after is None:
            continue
        name = after.group(2)
        if name[:1].isupper() and len(name) >= 3 and re.search(
                rf"(?<!\w){re.escape(name)}(?!\w)", claim):
            return True
    return False
