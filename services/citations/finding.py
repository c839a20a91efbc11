"""One thing a cited sentence says that its passage does not, and how sure that is."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Finding:
    """One thing the sentence says that the passage does not.

    Attributes:
        reason: a stable code (``numbers_differ``, ``number_missing``,
            ``negation``, ``hedged``, ``intent``, ``name_elsewhere``, ``name_missing``).
        claimed: what the sentence says ("2026", "Tom Aldous").
        stated: what the passage says instead ("2025", "would"), when it says something.
        certain: whether this alone makes the sentence unsupported; otherwise
            it only asks the reader to check.
        rule: which check found it (``numbers``, ``polarity``, ``names``, ...),
            for ``explain`` and the bench; never shown to a reader.
    """

    reason: str
    claimed: str = ""
    stated: str = ""
    certain: bool = True
    rule: str = ""
