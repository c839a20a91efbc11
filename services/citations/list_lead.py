"""The sentence that opens the list a passage's item stands in ("The paper advises
beekeepers to:"): an item says its statement with it ("leave at least 18 kg of stored
honey" is what the paper advises). Structure, not words: any language's lists are
written alike.
"""

from __future__ import annotations

from services.citations.list_block import is_item, list_bounds
from services.citations.passages import Match, SourceIndex

_OPENS = (":", "：")
"""How a sentence that opens a list ends."""


def list_lead(index: SourceIndex, match: Match) -> str:
    """The sentence right before the list whose item the window of ``match`` is, when it
    ends with a colon; "" when the window is no list's item or the list has no lead."""
    if not any(is_item(index.sentence(k)) for k in range(match.first, match.last + 1)):
        return ""
    start = list_bounds(index, match)[0]
    if start == 0:
        return ""
    lead = index.sentence(start - 1).rstrip()
    return lead if lead.endswith(_OPENS) else ""
