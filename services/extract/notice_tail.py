"""The site's copyright notice at the end of a reading, and what follows it.

A block that ends where the page's footer begins often takes the footer's
first lines with it: the copyright notice, the owner's legal lines, the
links to terms. The notice is written the same way in every language, a
``©`` beside a year, so it marks where the content ended. It is dropped
with what follows it when it comes near the end (a few short blocks) and
is short itself: a ``©`` inside the text (a pun, a quoted mark) has no year
beside it, and a long block that holds a year and a ``©`` is prose.

Designed on the development halves of the shared sets: it raised 6 pages
there and lowered none, and on the validation halves it raised 4 and lowered
none (the news set and the Readability.js suite unchanged; on the language
probe, where word-based rules miss more footers, it raised 15 pages). The
bounds sit where a step does little: 8 blocks would add one page gained, 10
one lost (a listing's legal lines after its items), 50 tokens one gained.
A notice in words alone ("Copyright 2019 ...", "All rights reserved" in the
supported languages) was tried too: news truths keep such a line.
"""

from __future__ import annotations

import re

from services.extract.arbiter import token_count

# "© 2024", "©2024 Name", "© Name 2019-2024", "2024 ©": a sign and a year close together.
_NOTICE = re.compile(r"©\s*(?:\d{4}|[^\W\d_]+[^\n]{0,40}?\d{4})|\d{4}\s*©")
_BLOCKS = re.compile(r"\n\s*\n")  # (a line of no-break spaces is blank too)
# The notice is a line or two ...
MAX_NOTICE_TOKENS = 40
# ... with at most this many blocks from it to the end (itself included) ...
MAX_TAIL_BLOCKS = 6
# ... holding at most this share of the reading's word tokens.
MAX_TAIL_SHARE = 0.3


def drop_notice_tail(markdown: str) -> str:
    """``markdown`` without a closing copyright notice and what follows it (see the module)."""
    if "©" not in markdown:
        return markdown
    starts = [0, *(gap.end() for gap in _BLOCKS.finditer(markdown))]
    blocks = [markdown[a:b] for a, b in zip(starts, [*starts[1:], len(markdown)], strict=True)]
    first = max(1, len(blocks) - MAX_TAIL_BLOCKS)
    notice = next((i for i in range(first, len(blocks)) if _NOTICE.search(blocks[i])), None)
    if notice is None or token_count(blocks[notice]) > MAX_NOTICE_TOKENS:
        return markdown
    if token_count(markdown[starts[notice]:]) > MAX_TAIL_SHARE * token_count(markdown):
        return markdown
    return markdown[:starts[notice]].rstrip()
