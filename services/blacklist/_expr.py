"""uBlacklist expressions: ``title *= "AI" i``, ``host $= ".example.com" & !path ^= "/ok"``.

Grammar (uBlacklist's ruleset.grammar)::

    expr  := and ("|" and)*
    and   := unary ("&" unary)*
    unary := "!" unary | "(" expr ")" | match
    match := NAME OP STRING ["i" | "I"]      OP: = ^= $= *=
           | [NAME ["=~"]] /regex/flags      (no NAME: url)

Names: ``url`` (alias ``u``: the normalized URL), ``title`` (``t``), ``scheme``,
``host`` and ``path`` (the path without the query). A rule whose variable is
unknown here (the SERP variables ``$site``, ``$category``) is reported and
skipped. As in uBlacklist, a comparison on a value that is missing (no title
for a URL being fetched) is undecided, and an undecided rule does not match.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from services.blacklist._regex import Regex, scan_regex

NAMES = {"url": "url", "u": "url", "title": "title", "t": "title",
         "scheme": "scheme", "host": "host", "path": "path"}

_SPACE = re.compile(r"[ \t\r]*")
_NAME = re.compile(r"\$?[A-Za-z_][A-Za-z0-9_]*")
_STRING_OP = re.compile(r"[\^$*]?=(?!~)")
_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f", "v": "\v", "0": "\0"}


@dataclass(frozen=True, slots=True)
class StringMatch:
    op: str
    name: str
    value: str
    ignore_case: bool


@dataclass(frozen=True, slots=True)
class RegexMatch:
    name: str
    regex: Regex


@dataclass(frozen=True, slots=True)
class Not:
    inner: Expr


@dataclass(frozen=True, slots=True)
class And:
    left: Expr
    right: Expr


@dataclass(frozen=True, slots=True)
class Or:
    left: Expr
    right: Expr


Expr = StringMatch | RegexMatch | Not | And | Or


class ExprError(ValueError):
    """Why an expression is invalid (the message is shown to the user)."""


def evaluate(expr: Expr, props: Mapping[str, str | None]) -> bool | None:
    """True/False, or None when a value it needs is missing (uBlacklist semantics)."""
    if isinstance(expr, StringMatch):
        value = props.get(expr.name)
        if value is None:
            return None
        wanted = expr.value
        if expr.ignore_case:
            value, wanted = value.lower(), wanted.lower()
        if expr.op == "=":
            return value == wanted
        if expr.op == "^=":
            return value.startswith(wanted)
        if expr.op == "$=":
            return value.endswith(wanted)
        return wanted in value
    if isinstance(expr, RegexMatch):
        value = props.get(expr.name)
        return None if value is None else expr.regex.search(value)
    if isinstance(expr, Not):
        inner = evaluate(expr.inner, props)
        return None if inner is None else not inner
    left = evaluate(expr.left, props)
    if left is None:
        return None
    if isinstance(expr, And):
        return evaluate(expr.right, props) if left else False
    return True if left else evaluate(expr.right, props)


def parse_expression(text: str, start: int = 0, *, until: str = "") -> tuple[Expr, int]:
    """Parse an expression from ``text[start:]``; returns it and where it ended.

    Parsing stops at the end, at ``#`` (a comment) or, when ``until`` is ``)``,
    before an unmatched closing parenthesis.

    Raises:
        ExprError: the text is not a valid expression.
    """
    parser = _Parser(text, start)
    expr = parser.expression()
    parser.skip()
    if parser.pos < len(text) and text[parser.pos] != "#" and text[parser.pos] != until:
        raise ExprError(f"unexpected {text[parser.pos:parser.pos + 12]!r} in the expression")
    return expr, parser.pos


class _Parser:
    def __init__(self, text: str, pos: int) -> None:
        self.text = text
        self.pos = pos

    def skip(self) -> None:
        found = _SPACE.match(self.text, self.pos)
        self.pos = found.end() if found else self.pos

    def peek(self) -> str:
        self.skip()
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def expression(self) -> Expr:
        left = self.conjunction()
        while self.peek() == "|":
            self.pos += 1
            left = Or(left, self.conjunction())
        return left

    def conjunction(self) -> Expr:
        left = self.unary()
        while self.peek() == "&":
            self.pos += 1
            left = And(left, self.unary())
        return left

    def unary(self) -> Expr:
        char = self.peek()
        if char == "!":
            self.pos += 1
            return Not(self.unary())
        if char == "(":
            self.pos += 1
            inner = self.expression()
            if self.peek() != ")":
                raise ExprError("missing ')'")
            self.pos += 1
            return inner
        return self.match()

    def match(self) -> Expr:
        char = self.peek()
        if char == "/":
            return RegexMatch("url", self.regex())
        found = _NAME.match(self.text, self.pos)
        if not found:
            shown = self.text[self.pos:self.pos + 12] or "the end of the line"
            raise ExprError(f"expected a variable, '(' or '!' at {shown!r}")
        raw_name = found.group(0)
        if raw_name not in NAMES:
            raise ExprError(
                f"unknown variable {raw_name!r}: Footnote knows url, title, scheme, host, path"
            )
        name = NAMES[raw_name]
        self.pos = found.end()
        if self.peek() == "/":
            return RegexMatch(name, self.regex())
        if self.text.startswith("=~", self.pos):
            self.pos += 2
            if self.peek() != "/":
                raise ExprError("'=~' must be followed by a /regular expression/")
            return RegexMatch(name, self.regex())
        op = _STRING_OP.match(self.text, self.pos)
        if not op:
            raise ExprError(f"expected =, ^=, $=, *= or =~ after {raw_name!r}")
        self.pos = op.end()
        value = self.string()
        ignore_case = False
        if self.peek() in ("i", "I"):
            after = self.pos + 1
            if after == len(self.text) or not (self.text[after].isalnum() or
                                               self.text[after] == "_"):
                ignore_case = True
                self.pos = after
        return StringMatch(op.group(0), name, value, ignore_case)

    def regex(self) -> Regex:
        scanned = scan_regex(self.text, self.pos)
        if isinstance(scanned, str):
            raise ExprError(scanned)
        compiled, self.pos = scanned
        return compiled

    def string(self) -> str:
        quote = self.peek()
        if quote not in ("'", '"'):
            raise ExprError("expected a quoted string")
        out: list[str] = []
        i = self.pos + 1
        text = self.text
        while i < len(text):
            char = text[i]
            if char == quote:
                self.pos = i + 1
                return "".join(out)
            if char == "\n":
                break
            if char != "\\":
                out.append(char)
                i += 1
                continue
            decoded, i = _escape(text, i + 1)
            out.append(decoded)
        raise ExprError("the string has no closing quote")


def _escape(text: str, i: int) -> tuple[str, int]:
    """Decode the escape after a backslash at ``text[i-1]``, JavaScript-style."""
    if i >= len(text):
        raise ExprError("the string ends with a lone backslash")
    char = text[i]
    if char == "0" and not text[i + 1 : i + 2].isdigit():
        return "\0", i + 1
    if char.isdigit():
        raise ExprError(f"invalid escape '\\{char}' in a string")
    if char in _ESCAPES:
        return _ESCAPES[char], i + 1
    if char == "x":
        digits = text[i + 1 : i + 3]
        if len(digits) == 2 and _is_hex(digits):
            return chr(int(digits, 16)), i + 3
        raise ExprError("invalid '\\x' escape in a string (two hex digits expected)")
    if char == "u":
        if text[i + 1 : i + 2] == "{":
            close = text.find("}", i + 2)
            digits = text[i + 2 : close] if close > 0 else ""
            if digits and _is_hex(digits) and int(digits, 16) <= 0x10FFFF:
                return chr(int(digits, 16)), close + 1
        else:
            digits = text[i + 1 : i + 5]
            if len(digits) == 4 and _is_hex(digits):
                return chr(int(digits, 16)), i + 5
        raise ExprError("invalid '\\u' escape in a string")
    return char, i + 1


def _is_hex(digits: str) -> bool:
    return all(c in "0123456789abcdefABCDEF" for c in digits)
