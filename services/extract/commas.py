"""Commas of every script, counted: readability's sign of prose.

readability scores a paragraph by its commas and keeps a block of many commas
as prose. Counting only the ASCII comma leaves Chinese prose (the full-width
comma ``，``), Arabic and Persian prose (``،``) and vertical text with no
commas at all, so a page's real paragraphs lose to its link lists.
Readability.js counts these same forms of the comma; the commas of Armenian,
Ethiopic, Myanmar, Mongolian and N'Ko prose are counted too.

The ideographic comma ``、`` (and its half-width form ``､``) is read by the
text it stands in. Chinese writes it between the items of a list (a line of
tags would count as prose); Japanese writes it where other languages write a
comma, so Japanese prose, which writes few others, would score as if it had
none. Japanese prose is told by its hiragana (the particles of every
sentence; a list of names or places has none): there ``、`` is a comma.
"""

from __future__ import annotations

import re

# ASCII, Arabic, small, vertical, vertical ideographic, reversed, raised,
# turned and full-width commas (Readability.js's ``commas`` pattern), then the
# Armenian, N'Ko, Ethiopic, Myanmar and Mongolian ones.
COMMAS = (",", "\u060c", "\ufe50", "\ufe10", "\ufe11", "\u2e41", "\u2e34", "\u2e32", "\uff0c",
          "\u055d", "\u07f8", "\u1363", "\u104a", "\u1802")
# The ideographic comma, full and half width: a comma in Japanese prose only.
IDEOGRAPHIC_COMMAS = ("\u3001", "\uff64")
_HIRAGANA = re.compile(r"[\u3041-\u309f]")


def comma_count(text: str) -> int:
    """How many commas of any script ``text`` holds."""
    if text.isascii():  # (a flag of the string: most text is checked in one pass)
        return text.count(",")
    count = sum(map(text.count, COMMAS))
    ideographic = sum(map(text.count, IDEOGRAPHIC_COMMAS))
    if ideographic and _HIRAGANA.search(text):
        count += ideographic
    return count
