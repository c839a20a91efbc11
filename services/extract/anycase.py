"""Case-insensitive patterns over class names and ids, answered quickly on ASCII text.

The rules that judge a block by its name run long alternations ("nav|menu|
sidebar|...") with ``re.IGNORECASE`` over every named element of a page; in
Python's engine an ignore-case alternation is several times slower than the
same one matched case-sensitively. Class names and ids are nearly always
ASCII: there the text is lower-cased and matched by the case-sensitive twin
of the pattern, which says the same (an ASCII letter matches only its two
cases, and the pattern's own letters are all lower case). Other text, and
patterns of another shape, go to the pattern itself.
"""

from __future__ import annotations

import re

_ESCAPE = re.compile(r"\\.")
_INLINE_FLAGS = re.compile(r"\(\?[a-zA-Z-]")


def _lower_twin(pattern: re.Pattern[str]) -> re.Pattern[str] | None:
    """The pattern without ignore-case, when on lower-cased ASCII text it says the same."""
    source = pattern.pattern
    if not pattern.flags & re.IGNORECASE or not source.isascii() or _INLINE_FLAGS.search(source):
        return None
    literal = _ESCAPE.sub("", source)
    if literal != literal.lower():
        return None
    return re.compile(source, pattern.flags & ~re.IGNORECASE)


# The answers a pattern keeps (see ``AnyCase.search``); past this many it starts afresh.
MAX_KNOWN = 4096


class AnyCase:
    """Whether a case-insensitive pattern occurs in a text (``search``, as a truth value).

    Answers are kept per text: a page repeats a few class names on thousands of
    elements, and several rules ask about each element in turn.
    """

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self._twin = _lower_twin(pattern)
        self._known: dict[str, bool] = {}

    def search(self, text: str) -> bool:
        found = self._known.get(text)
        if found is None:
            if self._twin is not None and text.isascii():
                found = self._twin.search(text.lower()) is not None
            else:
                found = self.pattern.search(text) is not None
            if len(self._known) >= MAX_KNOWN:
                self._known.clear()  # (ids made per element would fill it page after page)
            self._known[text] = found
        return found
