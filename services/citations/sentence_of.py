"""The sentence of a text that holds one of its clauses."""

from __future__ import annotations

import re

_SENTENCE_END = re.compile(r"[.!?。！？](?:\s|$)|\n")


def sentence_of(text: str, part: str) -> str:
    """The sentence of ``text`` that holds ``part`` (a clause of it); ``part`` itself
    when ``text`` does not hold its start."""
    at = text.find(part.strip()[:40])
    if at == -1:
        return part
    starts = [m.end() for m in _SENTENCE_END.finditer(text, 0, at)]
    end = _SENTENCE_END.search(text, at + len(part.strip()))
    return text[starts[-1] if starts else 0 : end.end() if end else len(text)]
