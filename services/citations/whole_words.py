"""Closed classes of words: patterns that match them as whole words in any language, and
whether a cue found as a substring stands inside one of them."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property

from services.citations.case_blind import CaseBlind
from services.citations.scripts import LETTERS

SPACELESS_LANGUAGES = ("zh", "ja", "ko")
"""Languages written without spaces between words: their words are found as written."""


def any_word(words: Iterable[str]) -> CaseBlind:
    """Any of ``words`` as a whole word, case-blind, tried in the order given (one
    look-behind for all: the same matches as one pattern each, many times faster)."""
    return CaseBlind(r"(?<!\w)(?:" + "|".join(re.escape(w) for w in words) + r")(?!\w)")


def scale(table: Mapping[str, Sequence[Sequence[str]]]) -> tuple[re.Pattern[str], dict[str, int]]:
    """A pattern for the words of a scale given per language, lowest step first, and
    each word's step (1 for the lowest). The pattern's group 1 is the word; longer
    phrases are tried first, and an apostrophe is part of a word."""
    levels = sorted(((phrase, level + 1) for words in table.values()
                     for level, phrases in enumerate(words) for phrase in phrases),
                    key=lambda p: -len(p[0]))
    pattern = re.compile(r"(?<![\w'’])(" + "|".join(re.escape(p) for p, _l in levels)
                         + r")(?![\w'’])")
    return pattern, dict(levels)


def inside_word(text: str, at: int, cue: str, words: Iterable[str]) -> bool:
    """Whether ``cue``, found at position ``at`` of ``text``, is part of one of ``words``
    written there (a cue found as a substring, inside a longer word that is no cue)."""
    for word in words:
        offset = word.find(cue)
        while offset != -1:
            start = at - offset
            if start >= 0 and text.startswith(word, start):
                return True
            offset = word.find(cue, offset + 1)
    return False


@dataclass(frozen=True)
class WordClass:
    """A closed class of words given per language: whole words (``spaced``, lower-case)
    in the languages that space words, and as written (``spaceless``) in Chinese,
    Japanese and Korean."""

    spaced: frozenset[str]
    spaceless: tuple[str, ...]

    @classmethod
    def of(cls, table: Mapping[str, Sequence[str]]) -> WordClass:
        """The class of the words of ``table`` (language -> words)."""
        return cls(frozenset(w for lang, words in table.items()
                             if lang not in SPACELESS_LANGUAGES for w in words),
                   tuple(w for lang in SPACELESS_LANGUAGES for w in table.get(lang, ())))

    def in_text(self, text: str) -> bool:
        """Whether ``text`` holds a word of the class."""
        return not self.spaced.isdisjoint(LETTERS.findall(text.lower())) or any(
            w in text for w in self.spaceless)

    @cached_property
    def _spaced_pattern(self) -> CaseBlind:
        """The spaced words and phrases, longest first, each between letters' edges."""
        return CaseBlind(r"(?<![^\W\d_])(?:" + "|".join(
            re.escape(w) for w in sorted(self.spaced, key=lambda w: (-len(w), w)))
                         + r")(?![^\W\d_])")

    def found(self, text: str) -> set[str]:
        """The words of the class ``text`` writes (lower-cased; phrases too: "siempre que")."""
        return {m.group().lower() for m in self._spaced_pattern.lowered_finditer(text)} | {
            w for w in self.spaceless if w in text}
