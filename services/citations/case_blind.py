"""A case-blind pattern of many words, scanned as fast as a case-sensitive one.

Python's ``re`` tries every alternative of a case-blind pattern at every position of a
text; a case-sensitive one skips an alternative whose first letter is not there, five
times faster for the long alternations of the word tables ("hours|hour|stunden|…"). Where
lower-casing ``text`` changes no character's place, and ``text`` holds none of the few
characters case-blind matching equates beyond lower case ("ſ" with "s", "ı" with "i",
"ς" with "σ": ``re._casefix``), the lower-cased text scanned by the pattern compiled
case-sensitively gives the very matches the case-blind pattern gives in ``text``; any other
text is scanned by the case-blind pattern itself.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

EXTRA_CASES = ("\u00b5\u0131\u017f\u0345\u0390\u03b0\u03b2\u03b5\u03b8\u03b9\u03ba\u03bc"
               "\u03c0\u03c1\u03c2\u03c3\u03c6\u03d0\u03d1\u03d5\u03d6\u03f0\u03f1\u03f5"
               "\u0432\u0434\u043e\u0441\u0442\u044a\u0463\u1c80\u1c81\u1c82\u1c83\u1c84"
               "\u1c85\u1c86\u1c87\u1c88\u1e61\u1e9b\u1fbe\u1fd3\u1fe3\ua64b\ufb05\ufb06")
"""The characters Python's case-blind matching equates with another beyond lower case
(``re._casefix._EXTRA_CASES`` of Python 3.11: "ſ" and "s", "ı" and "i", "ς" and "σ",
some Greek and Cyrillic letters), less "i" and "s" themselves: in a text or a pattern,
one of them sends the scan to the case-blind pattern."""
_EXTRA = re.compile(f"[{EXTRA_CASES}]")


_last: tuple[str, str | None] = ("", "")
"""The text asked about last and its lower case (None where the twin may not read it)."""


class CaseBlind:
    """``source`` compiled case-blind, with a case-sensitive twin for lower-cased text.

    ``source`` should write its words in lower case; one that writes a capital letter,
    or a character by its code, is scanned by the case-blind pattern alone.
    """

    def __init__(self, source: str) -> None:
        self.pattern = re.compile(source, re.IGNORECASE)
        self._lower: re.Pattern[str] | None = None
        if not _capitals(source) and not _EXTRA.search(source):
            self._lower = re.compile(source)

    def lowered_finditer(self, text: str) -> Iterator[re.Match[str]]:
        """The case-blind pattern's matches in ``text``, each at its place in ``text``;
        their groups may read ``text`` lower-cased (the fastest scan)."""
        lower, lowered = self._lower, self._lowered(text)
        if lower is not None and lowered is not None:
            return lower.finditer(lowered)
        return self.pattern.finditer(text)

    def search(self, text: str) -> re.Match[str] | None:
        """``re.Pattern.search``: the twin only tells fast that there is no match."""
        return None if self._none_in(text) else self.pattern.search(text)

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        """``re.Pattern.finditer``, its groups read in ``text`` as written."""
        return iter(()) if self._none_in(text) else self.pattern.finditer(text)

    def findall(self, text: str) -> list[Any]:
        """``re.Pattern.findall``."""
        return [] if self._none_in(text) else self.pattern.findall(text)

    def split(self, text: str, maxsplit: int = 0) -> list[str]:
        """``re.Pattern.split``: ``[text]`` where there is no match."""
        return [text] if self._none_in(text) else self.pattern.split(text, maxsplit)

    def sub(self, repl: str | Callable[[re.Match[str]], str], text: str) -> str:
        """``re.Pattern.sub``: ``text`` as it is where there is no match."""
        return text if self._none_in(text) else self.pattern.sub(repl, text)

    def _none_in(self, text: str) -> bool:
        """Whether the twin tells that the pattern finds nothing in ``text``."""
        lower, lowered = self._lower, self._lowered(text)
        return lower is not None and lowered is not None and lower.search(lowered) is None

    def _lowered(self, text: str) -> str | None:
        """``text`` lower-cased where the twin finds in it what the pattern finds in
        ``text``, else None."""
        global _last
        if self._lower is None:
            return None
        last_text, lowered = _last
        if text is not last_text:  # a claim is asked about by several patterns in a row
            lowered = text.lower()
            if len(lowered) != len(text) or (not text.isascii() and _EXTRA.search(lowered)):
                lowered = None
            _last = (text, lowered)
        return lowered


def _capitals(source: str) -> bool:
    """Whether ``source`` writes a capital letter (outside an escape such as ``\\W``), a
    character by its code, or flags of its own."""
    plain = re.sub(r"\\[A-Za-z]|\\[^\w]", "", source)
    return plain != plain.lower() or re.search(r"\\[xuUN0-7]|\(\?[aiLmsux-]", source) is not None
