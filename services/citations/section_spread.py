"""The section a window stands in: from the Markdown heading above it to the sentence
before the next heading of its level or higher ("## Version 4.7.0 — 18 November 2024" with
its "New" and "Removed" items). A claim that sums up a short section ("Version 4.7.0,
released on 18 November 2024, added … and dropped …") is held by the section as a whole,
its heading included, as a claim that sums up a short page is held by the page.
"""

from __future__ import annotations

from services.citations.passages import Match, SourceIndex


def _level(sentence: str) -> int:
    """The level of a Markdown heading (``## …``: 2), 0 for no heading."""
    stripped = sentence.lstrip()
    depth = len(stripped) - len(stripped.lstrip("#"))
    return depth if 0 < depth <= 6 and stripped[depth : depth + 1] == " " else 0


def section_of(index: SourceIndex, match: Match) -> tuple[int, int] | None:
    """``(first, last)`` sentences of the section holding ``match``'s window, its heading
    first, or None when no heading stands above it."""
    start = next((k for k in range(match.first, -1, -1) if _level(index.sentence(k))), None)
    if start is None:
        return None
    level = _level(index.sentence(start))
    end = next((k - 1 for k in range(match.last + 1, len(index.spans))
                if 0 < _level(index.sentence(k)) <= level), len(index.spans) - 1)
    return start, end
