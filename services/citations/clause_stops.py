"""A clause pattern that a full stop ends only where the sentence splitter would end one.

The checks that cut a sentence into clauses each have their own pattern of clause
marks ("[,;:]", "[.!?] followed by a space", …). A full stop there ends a clause only
when it ends no abbreviation or ordinal ("weil … ca. 40 % des Umsatzes", "z. B.",
"Dr. Albrecht", "Nr. 5", "14. März", "zum 200. Jubiläum"): the test is the sentence
splitter's own (``sentences.short_form``, with the tables of ``abbreviations``), so
that one table decides both.

``ClauseStops`` wraps a compiled pattern and answers ``search``, ``finditer`` and
``split`` as it would, less the matches at such a full stop (with ``letters``, only an
abbreviation of letters holds: ``clauses.clauses`` keeps its cuts at "ca.", "Mio.", "8.").
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator

from services.citations.sentences import short_form

_CLOSING = "\"'”’“»«›‹)]"


class ClauseStops:
    """``pattern`` (a clause's end marks), not at an abbreviation's or ordinal's stop."""

    def __init__(self, pattern: str | re.Pattern[str], flags: int = 0, *,
                 letters: bool = False) -> None:
        self.pattern = pattern if isinstance(pattern, re.Pattern) else re.compile(
            pattern, flags)
        self.letters = letters
        if self.pattern.groups:
            raise ValueError("a clause pattern holds no group: split would return it")

    def finditer(self, text: str, pos: int = 0, endpos: int = sys.maxsize
                 ) -> Iterator[re.Match[str]]:
        """The pattern's matches in ``text[pos:endpos]`` that end a clause."""
        if "." not in text:  # no full stop to test: the pattern's own matches
            return self.pattern.finditer(text, pos, endpos)
        return (m for m in self.pattern.finditer(text, pos, endpos)
                if ends(text, m, letters=self.letters))

    def search(self, text: str, pos: int = 0, endpos: int = sys.maxsize
               ) -> re.Match[str] | None:
        """The first match in ``text[pos:endpos]`` that ends a clause, or None."""
        return next(self.finditer(text, pos, endpos), None)

    def split(self, text: str, maxsplit: int = 0) -> list[str]:
        """``text`` cut at the matches that end a clause (``re.split``'s answer)."""
        if "." not in text:
            return self.pattern.split(text, maxsplit)
        pieces: list[str] = []
        start = 0
        for mark in self.finditer(text):
            if maxsplit and len(pieces) == maxsplit:
                break
            pieces.append(text[start : mark.start()])
            start = mark.end()
        pieces.append(text[start:])
        return pieces


def ends(text: str, mark: re.Match[str], *, letters: bool = False) -> bool:
    """Whether the clause mark ``mark`` of ``text`` ends a clause: any mark but the full
    stop of an abbreviation or an ordinal (with ``letters``, of an abbreviation of
    letters only: "u. a.", "z. B.", "d.h.", "J. R. R.")."""
    at = mark.start()
    while at < mark.end() and text[at].isspace():
        at += 1
    if at == mark.end() and text[mark.start() - 1 : mark.start()] == ".":
        at = mark.start() - 1  # a pattern that looks behind for the stop: "(?<=[.!?])\s+"
    elif at == mark.end() or text[at] != ".":
        return True
    after = at + 1
    while after < len(text) and (text[after] in _CLOSING or text[after].isspace()):
        after += 1
    if letters and not (text[at - 1 : at].isalpha() and not text[at - 2 : at - 1].isalnum()):
        return True
    return not short_form(text, at + 1, after)
