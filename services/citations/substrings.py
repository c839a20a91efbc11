"""Where a part stands in a text read by substring (CJK words, which no space sets apart)."""

from __future__ import annotations


def starts(text: str, part: str) -> list[int]:
    """Every index at which ``part`` starts in ``text``, overlapping ones included."""
    found, at = [], text.find(part)
    while at != -1:
        found.append(at)
        at = text.find(part, at + 1)
    return found
