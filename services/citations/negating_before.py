"""Words that negate the verb after them without a word of negation: "failed to send",
"was unable to get", "has yet to set", "incapable de", "incapaz de", "incapace di".

Each is read as a negation only right before its language's mark of the infinitive
("to", "de", "di"): "the yet unnamed street" or "still open" negate nothing. A closed
class per language; German and Dutch write such a verb with their negation words
("nicht in der Lage", "niet in staat"), Chinese and Japanese with their negation
characters ("未能", "无法", "できなかった"), which the negation tables already read.
"""

from __future__ import annotations

NEGATING_BEFORE: dict[str, tuple[tuple[str, ...], str]] = {
    "en": (("yet", "still", "fail", "fails", "failed", "unable"), "to"),
    "fr": (("incapable", "incapables"), "de"),
    "es": (("incapaz", "incapaces"), "de"),
    "pt": (("incapaz", "incapazes"), "de"),
    "it": (("incapace", "incapaci"), "di"),
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
