"""The sentence of a text that holds one of its clauses, cut as the page's sentences are
(``sentences.sentence_spans``: not at "14. März", "z. B." or "Dr.")."""

from __future__ import annotations

import bisect
from functools import lru_cache

from services.citations.sentences import sentence_spans


@lru_cache(maxsize=256)  # asked of the same passage by several checks
def _starts_and_spans(text: str) -> tuple[list[int], list[tuple[int, int]]]:
    spans = sentence_spans(text)
    return [start for start, _end in spans], spans


def sentence_of(text: str, part: str) -> str:
    """The sentence of ``text`` that holds ``part`` (a clause of it; the sentences it
    crosses, joined); ``part`` itself when ``text`` does not hold its start."""
    stripped = part.strip()
    at = text.find(stripped[:40])
    if at == -1:
        return part
    starts, spans = _starts_and_spans(text)
    if not spans:
        return part
    first = max(0, bisect.bisect_right(starts, at) - 1)
    last = max(first, bisect.bisect_right(starts, at + max(len(stripped), 1) - 1) - 1)
    return text[spans[first][0] : spans[last][1]]
