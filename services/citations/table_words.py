"""The words of a closed table that a text holds: spaced words as whole words, CJK ones by
substring, as no space sets them apart."""

from __future__ import annotations

from services.citations.scripts import CJK_SCRIPT, LETTERS

_CJK_WORDS: dict[frozenset[str], tuple[str, ...]] = {}
"""The CJK words of each table, made on first use."""


def table_words(lowered: str, words: frozenset[str]) -> list[str]:
    """The words of ``words`` in ``lowered`` (lower-cased): each spaced word as often as it
    stands, then each CJK word it holds once."""
    found = [w for w in LETTERS.findall(lowered) if w in words]
    if not CJK_SCRIPT.search(lowered):
        return found
    cjk = _CJK_WORDS.get(words)
    if cjk is None:
        cjk = _CJK_WORDS[words] = tuple(w for w in words if CJK_SCRIPT.match(w))
    return found + [w for w in cjk if w in lowered]
