"""Words that negate the verb after them without a word of negation: "failed to send",
"has yet to set", "is still to be decided".

Each is read as a negation only right before the mark of the infinitive ("to"): "the yet
unnamed street" or "still open" negate nothing. A negated ability is read by the
negation tables (``cues.NEGATION``), not here: "unable", "incapable", "incapaz",
"incapace" are negation words there; "nicht in der Lage", "未能", "无法" hold one.
"""

from __future__ import annotations

NEGATING_BEFORE: dict[str, tuple[tuple[str, ...], str]] = {
    "en": (("yet", "still", "fail", "fails", "failed"), "to"),
}
"""Per language: the words, and the mark of the infinitive that must follow them."""
_MARK: dict[str, frozenset[str]] = {}
for _words, _mark in NEGATING_BEFORE.values():
    for _word in _words:
        _MARK[_word] = _MARK.get(_word, frozenset()) | {_mark}


def negates_next(word: str, following: str) -> bool:
    """Whether ``word`` (lower-cased) negates the verb after it, ``following`` being the
    word right after it ("failed" before "to")."""
    return following in _MARK.get(word, frozenset())
