"""Commas of every script, counted: readability's sign of prose.

readability scores a paragraph by its commas and keeps a block of many commas
as prose. Counting only the ASCII comma leaves Chinese prose (the full-width
comma ``，``), Arabic and Persian prose (``،``) and vertical text with no
commas at all, so a page's real paragraphs lose to its link lists.
Readability.js counts these same forms of the comma, and no others: not the
ideographic comma ``、``, which Chinese writes between the items of a list
(a line of tags would count as prose) but Japanese writes where other
languages write a comma, so most Japanese prose still scores as if it had none.
"""

from __future__ import annotations

# ASCII, Arabic, small, vertical, vertical ideographic, reversed, raised,
# turned and full-width commas (Readability.js's ``commas`` pattern).
COMMAS = (",", "\u060c", "\ufe50", "\ufe10", "\ufe11", "\u2e41", "\u2e34", "\u2e32", "\uff0c")


def comma_count(text: str) -> int:
    """How many commas of any script ``text`` holds."""
    if text.isascii():  # (a flag of the string: most text is checked in one pass)
        return text.count(",")
    return sum(map(text.count, COMMAS))
