"""Regex literals as uBlacklist writes them (JavaScript ``/pattern/flags``), compiled for Python."""

from __future__ import annotations

import re

_FLAGS = {
    "i": re.IGNORECASE,
    "m": re.MULTILINE,
    "s": re.DOTALL,
    "x": re.VERBOSE,
    "u": re.UNICODE,
    "a": re.ASCII,
}
# JavaScript's (?<name>...) is Python's (?P<name>...).
_JS_NAMED_GROUP = re.compile(r"(?<!\\)\(\?<(?=[A-Za-z_])")
_FLAG_LETTERS = re.compile(r"[A-Za-z]*")


def scan_regex(text: str, start: int = 0) -> tuple[re.Pattern[str], int] | str:
    """Compile the regex literal at ``text[start]`` (a ``/``).

    Returns the pattern and the index just after its flags, or the reason it
    is invalid. As in JavaScript, a ``/`` inside the pattern must be escaped
    unless it is in a character class.
    """
    end = _closing_slash(text, start)
    if end is None:
        return "the regular expression has no closing '/'"
    pattern = text[start + 1 : end]
    if not pattern:
        return "the regular expression is empty"
    found = _FLAG_LETTERS.match(text, end + 1)
    flags_text = found.group(0) if found else ""
    flags = 0
    for flag in flags_text:
        if flag not in _FLAGS:
            return f"unknown regular expression flag {flag!r} (use i, m, s, x, u or a)"
        flags |= _FLAGS[flag]
    try:
        compiled = re.compile(_JS_NAMED_GROUP.sub("(?P<", pattern), flags)
    except (re.error, ValueError) as exc:
        return f"invalid regular expression: {exc}"
    return compiled, end + 1 + len(flags_text)


def _closing_slash(text: str, start: int) -> int | None:
    in_class = False
    i = start + 1
    while i < len(text):
        char = text[i]
        if char == "\n":
            return None
        if char == "\\":
            i += 2
            continue
        if in_class:
            if char == "]":
                in_class = False
        elif char == "[":
            in_class = True
        elif char == "/":
            return i
        i += 1
    return None
