"""Regex literals as uBlacklist writes them (JavaScript ``/pattern/flags``), compiled
for RE2.

Rules come from strangers (subscriptions) and are run against URLs and titles
that strangers write, so they run on RE2, whose matching time is linear in the
input: ``/(a+)+$/`` cannot hang the app on ``aaaa…a!``. What RE2 cannot run in
bounded time (back-references, look-ahead and look-behind) is refused with that
reason, so the rule is reported and never acts.
"""

from __future__ import annotations

import re
from typing import Any

import re2

# uBlacklist's flags (JavaScript's i, m, s, u); u is RE2's default (UTF-8).
_FLAGS = {"i": "i", "m": "m", "s": "s", "u": ""}
_FLAG_LETTERS = re.compile(r"[A-Za-z]*")
# JavaScript's (?<name>...) is RE2's (?P<name>...).
_JS_NAMED_GROUP = re.compile(r"(?<!\\)\(\?<(?=[A-Za-z_])")
# What RE2 refuses because it needs backtracking: look-around, back-references.
_BACKTRACKING = re.compile(r"\(\?<?[=!]|\\[1-9]|\\k<")


def _options() -> Any:
    options = re2.Options()
    options.log_errors = False  # RE2 would print every refused pattern to stderr
    return options


_OPTIONS = _options()


class Regex:
    """A compiled rule regex: ``search(text)`` runs in time linear in ``text``.

    ``pattern`` is the source as written (without flags); ``ignore_case`` is the
    ``i`` flag.
    """

    __slots__ = ("_compiled", "ignore_case", "pattern")

    def __init__(self, pattern: str, flags: str) -> None:
        prefix = "".join(_FLAGS[flag] for flag in flags)
        source = _JS_NAMED_GROUP.sub("(?P<", pattern)
        self._compiled = re2.compile(f"(?{prefix}){source}" if prefix else source, _OPTIONS)
        self.pattern = pattern
        self.ignore_case = "i" in flags

    def search(self, text: str) -> bool:
        """True when the regex matches somewhere in ``text``."""
        return self._compiled.search(text) is not None

    def __repr__(self) -> str:
        return f"Regex({self.pattern!r})"


def compile_regex(pattern: str, flags: str = "") -> Regex | str:
    """The compiled regex, or the reason it cannot be used."""
    for index, flag in enumerate(flags):
        if flag not in _FLAGS:
            return f"unknown regular expression flag {flag!r} (use i, m, s or u)"
        if flag in flags[:index]:
            return f"the regular expression flag {flag!r} is repeated"
    try:
        return Regex(pattern, flags)
    except re2.error as exc:
        detail = exc.args[0].decode("utf-8", "replace") if exc.args and isinstance(
            exc.args[0], bytes) else str(exc)
        if _BACKTRACKING.search(pattern):
            return (
                "the regular expression uses a back-reference or look-around, which cannot "
                "be matched in guaranteed time; rewrite the rule without it"
            )
        return f"invalid regular expression: {detail}"


def scan_regex(text: str, start: int = 0) -> tuple[Regex, int] | str:
    """Compile the regex literal at ``text[start]`` (a ``/``).

    Returns the regex and the index just after its flags, or the reason it
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
    compiled = compile_regex(pattern, flags_text)
    if isinstance(compiled, str):
        return compiled
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
