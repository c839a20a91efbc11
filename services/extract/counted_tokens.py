"""Word tokens of a reading, counted only as far as a question needs.

The pipeline asks of a reading whether it is near-empty (under ``MIN_TOKENS``),
short, or longer than another; a full ``findall`` over a large page's Markdown
holds the GIL for tens of milliseconds only to learn that it is not near-empty,
so the count stops at the bound asked. A token is a run of word characters, or
one CJK ideograph or kana (as in the benchmark scorer); link targets are not
words of the reading and are skipped.
"""

from __future__ import annotations

import re

TOKENS = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]|[^\W_]+")
# A Markdown link's target: not words of the reading.
LINK_TARGET = re.compile(r"\]\([^)]*\)")
# A bound no reading reaches: the count in full.
FULL_COUNT = 1_000_000


def tokens_up_to(markdown: str, limit: int) -> int:
    """Word tokens in ``markdown`` (link targets excluded), counted up to ``limit``."""
    count = start = 0
    # Link targets are skipped segment by segment instead of rewriting the whole text.
    for link in LINK_TARGET.finditer(markdown):
        count += _count_tokens(markdown, start, link.start() + 1, limit - count)
        if count >= limit:
            return count
        start = link.end()
    return count + _count_tokens(markdown, start, len(markdown), limit - count)


def _count_tokens(text: str, start: int, end: int, limit: int) -> int:
    count = 0
    for _ in TOKENS.finditer(text, start, end):
        count += 1
        if count >= limit:
            break
    return count
