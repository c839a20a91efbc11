"""JSON as pages write it in their ``<script type="application/ld+json">`` blocks.

A page's structured data is typed by hand in templates as often as it is generated, and
browsers never read it, so slips that break a strict parser stay online: a ``//`` note
left in the block ("// hardcoded value"), a comma after the last item of a list or an
object, a string in single quotes, an HTML comment or CDATA marker around the block, two
objects written one after the other with nothing between them. Search engines read past
such slips; so does this, so that a page's date, author and kind are not lost to one
stray character. A value that is still no JSON after these repairs is none.

Met on the shared sets: three news articles whose NewsArticle block (date, author) a
strict parser refused (a trailing comma, a ``//`` note, a string in single quotes).
"""

from __future__ import annotations

import json
import re
from typing import Any

# Markers a template may wrap a script's text in (for pages once served as XHTML).
_WRAPPERS = re.compile(r"^\s*(?:<!--|//\s*<!\[CDATA\[|<!\[CDATA\[)|(?://\s*\]\]>|\]\]>|-->)\s*$")
_DECODER = json.JSONDecoder(strict=False)
# What a repair copies as it is: a run of characters that opens no string or comment and
# is no comma; the rest of a string, escapes and all, to its closing quote.
_PLAIN = re.compile(r"[^\"'/,]+")
_STRING_BODIES = {quote: re.compile(rf"[^{quote}\\]*(?:\\.[^{quote}\\]*)*{quote}", re.S)
                  for quote in ("'", '"')}


def read_values(text: str) -> list[Any]:
    """The JSON values ``text`` holds (usually one), read leniently; [] for none.

    The strict reading comes first (the rule); the repairs run only on a block it
    refuses. ``strict=False`` throughout: a raw tab or line break inside a string (an
    article body pasted as it was) is a slip browsers and other readers forgive.
    """
    try:
        return [_DECODER.decode(text)]
    except ValueError:
        pass
    return _values(_without_slips(_WRAPPERS.sub("", text.strip())))


def _values(text: str) -> list[Any]:
    """Every JSON value written one after another in ``text`` (up to the first that is
    not one)."""
    values: list[Any] = []
    at = 0
    while True:
        while at < len(text) and text[at] in " \t\r\n;,":
            at += 1
        if at >= len(text):
            return values
        try:
            value, at = _DECODER.raw_decode(text, at)
        except ValueError:
            return values
        values.append(value)


def _without_slips(text: str) -> str:
    """``text`` without comments (``//`` to the line's end, ``/* */``) and commas just
    before a closing bracket, outside strings (a URL's "//" inside a string stays), and
    with a string in single quotes, as JavaScript writes one, in double quotes."""
    out: list[str] = []
    at, end = 0, len(text)
    while at < end:
        char = text[at]
        if char == '"':
            close = _string_end(text, at)
            out.append(text[at:close])
            at = close
        elif char == "'":
            close = _string_end(text, at, "'")
            out.append(_double_quoted(text[at + 1:close - 1]))
            at = close
        elif text.startswith("//", at):
            at = _find(text, "\n", at)
        elif text.startswith("/*", at):
            at = _find(text, "*/", at) + 2
        elif char == "," and _next_char(text, at + 1) in ("}", "]"):
            at += 1
        else:
            plain = _PLAIN.match(text, at + 1)  # (the run up to the next quote, "/" or ",")
            stop = plain.end() if plain else at + 1
            out.append(text[at:stop])
            at = stop
    return "".join(out)


# In a string in single quotes: an escape, or a double quote (which JSON must escape).
_SINGLE_QUOTED = re.compile(r'\\(.)|"', re.S)
# The escapes JSON reads as JavaScript does.
_JSON_ESCAPES = frozenset('"\\/bfnrtu')


def _double_quoted(body: str) -> str:
    """The body of a string in single quotes as a JSON string: its escapes read as
    JavaScript reads them ("Jos\\u00e9", "L\\'été", "\\n"), a bare double quote escaped,
    an escape JSON lacks ("\\x41") kept as written."""

    def escaped(match: re.Match[str]) -> str:
        char = match.group(1)
        if char is None:
            return '\\"'
        if char == "'":
            return "'"
        return "\\" + char if char in _JSON_ESCAPES else "\\\\" + char

    return '"' + _SINGLE_QUOTED.sub(escaped, body) + '"'


def _string_end(text: str, start: int, quote: str = '"') -> int:
    """The index just after the string that opens with ``quote`` at ``start`` (the text's
    end when it is never closed)."""
    closed = _STRING_BODIES[quote].match(text, start + 1)
    return closed.end() if closed else len(text)


def _find(text: str, mark: str, start: int) -> int:
    found = text.find(mark, start)
    return len(text) if found < 0 else found


def _next_char(text: str, start: int) -> str:
    """The first character at or after ``start`` that is not a space or a comment."""
    at = start
    while at < len(text):
        if text[at].isspace():
            at += 1
        elif text.startswith("//", at):
            at = _find(text, "\n", at)
        elif text.startswith("/*", at):
            at = _find(text, "*/", at) + 2
        else:
            return text[at]
    return ""
