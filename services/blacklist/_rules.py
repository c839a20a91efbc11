"""Parsing one line of a uBlacklist ruleset into a rule or an error.

Syntax (https://github.com/iorate/ublacklist, docs/ruleset-spec.md):

- Only http and https URLs are filtered (as in uBlacklist); others are kept.
- ``<all_urls>`` and match patterns ``SCHEME://HOST/PATH``: scheme ``http``,
  ``https`` or ``*`` (both), any case; host ``*``, ``*.example.com`` (the
  domain and every subdomain) or an exact host; a path glob in which ``*``
  matches anything, ``/`` included, against the whole path plus query.
- ``/regex/flags``: flags ``i m s u`` as in uBlacklist, each at most once;
  ``url/regex/``, ``u/regex/`` and ``url =~ /regex/`` mean the same. Regexes
  run on RE2 (linear time, see ``_regex``): back-references and look-around
  are refused with that reason.
  As in JavaScript, a ``/`` inside the regex must be escaped (``\\/``) unless
  it sits in a character class; ``#`` inside a regex is part of it.
- Expressions (``title *= "AI" i``, ``host $= ".example.com" & !path ^= "/ok"``)
  and ``PATTERN @if(expression)`` guards: see ``_expr``. Rules on ``title``
  apply when the caller passes one (search results), never to bare URLs.
- ``#`` starts a comment: a whole line, or the rest of a rule. A match pattern
  ends at ``#`` (it can never contain one, since fragments are not matched);
  after a regex, the comment follows its closing ``/`` and flags.
- ``@`` before a rule makes it an exception (unblock). ``@1``, ``@2``, ...
  are uBlacklist's highlight rules: they neither block nor unblock, so they
  are ignored.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal, NamedTuple

from services import weburl
from services.blacklist._expr import Expr, ExprError, RegexMatch, evaluate, parse_expression
from services.blacklist._literal import required_literal
from services.blacklist._regex import Regex, scan_regex
from services.blacklist._url import UrlParts, encode_host, encode_path

RuleKind = Literal["all_urls", "pattern", "regex", "expression"]
HostKind = Literal["any", "exact", "suffix"]

_HIGHLIGHT = re.compile(r"@\d+")
_LABEL = re.compile(r"[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?")
_PORT = re.compile(r":[\d*]*$")
_EXPRESSION = re.compile(
    r"[!(/]|\$\w|(?:url|u|title|t|scheme|host|path)\b(?![.:])|[A-Za-z_]\w*[ \t]*(?:=~|[$^*]?=|/)"
)
_IF = re.compile(r"@if[ \t]*\(")


# Stable kinds of RuleError.code.
RULE_ERROR_CODES: tuple[str, ...] = (
    "invalid_rule",
    "invalid_expression",
    "invalid_regex",
    "text_after_regex",
    "text_after_all_urls",
    "bare_domain",
    "not_a_rule",
    "text_after_pattern",
    "invalid_condition",
    "condition_unclosed",
    "text_after_condition",
    "unsupported_scheme",
    "missing_host",
    "invalid_ipv6",
    "port_in_pattern",
    "misplaced_wildcard",
    "invalid_host",
    "missing_path",
)


class _Problem(NamedTuple):
    """Why a part of a rule is invalid: a ``RuleError`` code and English reason."""

    code: str
    reason: str


class _RuleErrorFields(NamedTuple):
    line: int
    rule: str
    reason: str


class RuleError(_RuleErrorFields):
    """A line that is not a valid rule: it is skipped and blocks nothing.

    A named tuple of three, so both ``error.line`` and ``line, rule, reason = error``
    (or ``error[0]``) work for outside scripts. ``reason`` is English prose;
    ``error.code`` (an attribute, not a tuple item, so unpacking is unchanged)
    is a stable kind from ``RULE_ERROR_CODES`` that front ends can word in
    their own language.
    """

    code: str = "invalid_rule"

    def __new__(cls, line: int, rule: str, reason: str, code: str = "invalid_rule") -> RuleError:
        self = super().__new__(cls, line, rule, reason)
        self.code = code
        return self

    def __str__(self) -> str:
        return f"line {self.line}: {self.reason} ({self.rule})"


@dataclass(frozen=True, slots=True)
class Rule:
    """One valid rule.

    Attributes:
        line: 1-based line number in its list.
        text: the rule as written, without a trailing comment.
        exception: True for ``@`` rules, which unblock what other rules block.
        kind: ``all_urls``, ``pattern``, ``regex`` or ``expression``.
        source: the list it came from, for messages ("your list", a subscription).
        order: position in its list; the earliest matching rule is reported.
    """

    line: int
    text: str
    exception: bool
    kind: RuleKind
    source: str
    order: int
    scheme: str = "*"
    host: str = ""
    host_kind: HostKind = "any"
    path: Regex | None = None
    regex: Regex | None = None
    # A literal every match contains, and whether to look for it lowercased.
    literal: str | None = None
    literal_ci: bool = False
    # An expression rule, or the @if(...) condition of a pattern.
    expr: Expr | None = None

    def matches(self, url: UrlParts, title: str | None = None) -> bool:
        if self.kind == "expression" or (self.expr is not None and self._matches_url(url)):
            assert self.expr is not None
            return evaluate(self.expr, url.props(title)) is True
        return self.expr is None and self._matches_url(url)

    def _matches_url(self, url: UrlParts) -> bool:
        if self.kind == "regex":
            assert self.regex is not None
            if self.literal is not None and self.literal not in (
                url.lowered if self.literal_ci else url.normalized
            ):
                return False
            return self.regex.search(url.normalized)
        if self.kind == "all_urls":
            return True
        if self.scheme == "*":
            if url.scheme not in ("http", "https"):
                return False
        elif url.scheme != self.scheme:
            return False
        if self.host_kind == "exact" and url.host != self.host:
            return False
        if self.host_kind == "suffix" and not (
            url.host == self.host or url.host.endswith("." + self.host)
        ):
            return False
        return self.path is None or self.path.search(url.path_query)


def parse_rule(line: int, raw: str, *, source: str, order: int) -> Rule | RuleError | None:
    """Parse one line: a Rule, a RuleError, or None for blanks, comments, highlights."""
    text = raw.strip()
    if not text or text.startswith("#"):
        return None
    exception = False
    body = text
    if body.startswith("@"):
        if _HIGHLIGHT.match(body):
            return None
        exception = True
        body = body[1:].lstrip()
    simple: RuleError | None = None
    if body.startswith("/"):
        parsed = _parse_regex(line, text, body, exception, source, order)
        if isinstance(parsed, Rule):
            return parsed
        simple = parsed
    if _EXPRESSION.match(body) and not body.startswith("<all_urls>"):
        return _parse_expression(line, text, body, exception, source, order, simple)
    return _parse_pattern(line, text, body, exception, source, order)


def _parse_expression(
    line: int,
    text: str,
    body: str,
    exception: bool,
    source: str,
    order: int,
    simple_error: RuleError | None,
) -> Rule | RuleError:
    try:
        expr, end = parse_expression(body)
    except ExprError as exc:
        if simple_error is not None:
            # "/re/ junk" is a broken regex rule; "/re/ & ..." a broken expression.
            scanned = scan_regex(body)
            after = "" if isinstance(scanned, str) else body[scanned[1] :].lstrip()[:1]
            if after not in ("&", "|"):
                return simple_error
        return RuleError(line, text, f"invalid expression: {exc}", "invalid_expression")
    rest = body[end:]
    rule_text = _rule_text(text, rest)
    if isinstance(expr, RegexMatch) and expr.name == "url":
        # "url =~ /re/", "u/re/": a plain regex rule (with its fast pre-check).
        literal = required_literal(expr.regex.pattern, expr.regex.ignore_case)
        return Rule(
            line, rule_text, exception, "regex", source, order, regex=expr.regex,
            literal=literal[0] if literal else None,
            literal_ci=literal[1] if literal else False,
        )
    return Rule(line, rule_text, exception, "expression", source, order, expr=expr)


def _strip_comment(rest: str) -> str | None:
    """What follows a rule: None if it is only blanks or a comment, else the extra text."""
    rest = rest.strip()
    if not rest or rest.startswith("#"):
        return None
    return rest


def _rule_text(text: str, rest: str) -> str:
    return text[: len(text) - len(rest)].rstrip() if rest else text


def _parse_regex(
    line: int, text: str, body: str, exception: bool, source: str, order: int
) -> Rule | RuleError:
    scanned = scan_regex(body)
    if isinstance(scanned, str):
        return RuleError(line, text, scanned, "invalid_regex")
    compiled, end = scanned
    rest = body[end:]
    extra = _strip_comment(rest)
    if extra is not None:
        return RuleError(
            line,
            text,
            f"unexpected text after the regular expression: {extra!r} "
            "(a '/' inside a regex must be written '\\/')",
            "text_after_regex",
        )
    literal = required_literal(compiled.pattern, compiled.ignore_case)
    return Rule(
        line,
        _rule_text(text, rest),
        exception,
        "regex",
        source,
        order,
        regex=compiled,
        literal=literal[0] if literal else None,
        literal_ci=literal[1] if literal else False,
    )


def _parse_pattern(
    line: int, text: str, body: str, exception: bool, source: str, order: int
) -> Rule | RuleError:
    if body.startswith("<all_urls>"):
        rest = body[len("<all_urls>") :]
        if _strip_comment(rest) is not None:
            return RuleError(line, text, "unexpected text after <all_urls>", "text_after_all_urls")
        return Rule(line, _rule_text(text, rest), exception, "all_urls", source, order)
    end = len(body)
    for i, char in enumerate(body):
        if char.isspace() or char == "#":
            end = i
            break
    pattern, rest = body[:end], body[end:]
    if "://" not in pattern:
        expanded = bare_host_pattern(pattern) if _strip_comment(rest) is None else None
        if expanded is None:
            problem = _not_a_pattern_reason(body)
            return RuleError(line, text, problem.reason, problem.code)
        # "example.org" as most people write it: the site and its subdomains,
        # shown in the pattern form it stands for.
        shown = ("@" if exception else "") + expanded
        parsed = _parse_pattern(line, shown, expanded, exception, source, order)
        return parsed
    guard: Expr | None = None
    extra = _strip_comment(rest)
    if extra is not None:
        condition = _IF.match(extra)
        if not condition:
            return RuleError(line, text, f"unexpected text after the pattern: {extra!r}",
                             "text_after_pattern")
        try:
            guard, end = parse_expression(extra, condition.end(), until=")")
        except ExprError as exc:
            return RuleError(line, text, f"invalid @if condition: {exc}",
                             "invalid_condition")
        if extra[end : end + 1] != ")":
            return RuleError(line, text, "the @if condition has no closing ')'",
                             "condition_unclosed")
        after = extra[end + 1 :]
        if _strip_comment(after) is not None:
            return RuleError(line, text, f"unexpected text after @if(...): {after.strip()!r}",
                             "text_after_condition")
        rest = after if after.strip() else ""
    rule_text = _rule_text(text, rest)
    scheme, _, remainder = pattern.partition("://")
    scheme = scheme.lower()
    if scheme not in ("http", "https", "*"):
        return RuleError(line, text, f"unsupported scheme {scheme!r}: use http, https or *",
                         "unsupported_scheme")
    slash = remainder.find("/")
    host_text, path = (remainder, "") if slash < 0 else (remainder[:slash], remainder[slash:])
    host_result = _parse_host(host_text)
    if isinstance(host_result, _Problem):
        return RuleError(line, text, host_result.reason, host_result.code)
    host, host_kind = host_result
    if not path:
        return RuleError(
            line, text, f"missing path: add '/*' after the host, e.g. {scheme}://{host_text}/*",
            "missing_path",
        )
    return Rule(
        line,
        rule_text,
        exception,
        "pattern",
        source,
        order,
        scheme=scheme,
        host=host,
        host_kind=host_kind,
        path=_compile_path(path),
        expr=guard,
    )


def bare_host_pattern(word: str) -> str | None:
    """The match pattern a bare host stands for, or None when ``word`` is not one.

    ``example.org`` and ``*.example.org`` mean the site and its subdomains
    (``*://*.example.org/*``); an IP address means that address
    (``*://192.0.2.1/*``). A host needs a dot (or is an IP literal), so a
    stray word is still reported rather than turned into a rule.
    """
    name = word.removeprefix("*.").removesuffix("/")
    if not name or "/" in name or (":" in name.strip("[]") and not name.startswith("[")):
        return None
    host = weburl.try_parse(f"http://{name}/")
    if host is None or not host.host or host.port is not None or host.path != "/":
        return None
    if host.host_kind != "name":
        shown = f"[{host.host}]" if host.host_kind == "ipv6" else host.host
        return None if word.startswith("*.") else f"*://{shown}/*"
    labels = host.host.rstrip(".").split(".")
    if len(labels) < 2 or not all(_LABEL.fullmatch(label) for label in labels):
        return None
    return f"*://*.{name.rstrip('.')}/*"


def expand_bare_hosts(text: str) -> str:
    """``text`` with every bare-host line written as the pattern it stands for,
    so an editor shows what the rule means (comments and other lines unchanged)."""
    lines = text.split("\n")
    for index, raw in enumerate(lines):
        stripped = raw.strip()
        if _HIGHLIGHT.match(stripped):
            continue
        at = "@" if stripped.startswith("@") else ""
        word, _, comment = stripped.removeprefix("@").strip().partition("#")
        if not word.strip() or " " in word.strip() or "\t" in word.strip():
            continue
        expanded = bare_host_pattern(word.strip())
        if expanded is not None:
            tail = f" #{comment}" if comment else ""
            lines[index] = f"{at}{expanded}{tail}"
    return "\n".join(lines)


def _not_a_pattern_reason(body: str) -> _Problem:
    word = body.split()[0] if body.split() else body
    if "." in word and "/" not in word and ":" in word:
        return _port_reason(word.rpartition(":")[2])
    if "." in word and "/" not in word and " " not in body.strip():
        # Looks like a domain, but not a valid one (bare valid domains are rules).
        return _Problem("invalid_host", f"invalid host {word!r}")
    return _Problem(
        "not_a_rule", "not a rule: expected a match pattern like *://example.com/* or a /regex/"
    )


def _parse_host(host_text: str) -> tuple[str, HostKind] | _Problem:
    """(host, kind) or the reason the host is invalid."""
    if not host_text:
        return _Problem("missing_host", "missing host: write * or a host name after '://'")
    if host_text.startswith("["):
        close = host_text.find("]")
        if close < 0:
            return _Problem("invalid_ipv6", "invalid IPv6 host: missing ']'")
        if host_text[close + 1 :]:
            return _port_reason(host_text[close + 1 :])
        return host_text[1:close].lower(), "exact"
    port = _PORT.search(host_text)
    if port:
        return _port_reason(port.group(0))
    if host_text == "*":
        return "*", "any"
    kind: HostKind = "exact"
    name = host_text
    if name.startswith("*."):
        kind, name = "suffix", name[2:]
    if "*" in name:
        return _Problem(
            "misplaced_wildcard",
            "'*' in a host must stand alone or be the first label, as in *.example.com",
        )
    if name.endswith("."):
        name = name[:-1]
    encoded = encode_host(name)
    if not encoded or not all(_LABEL.fullmatch(label) for label in encoded.split(".")):
        return _Problem("invalid_host", f"invalid host {host_text!r}")
    return encoded, kind


def _port_reason(port: str) -> _Problem:
    return _Problem(
        "port_in_pattern",
        f"a pattern cannot contain a port ({port!r}); ports are ignored when matching, "
        "so leave it out",
    )


def _compile_path(path: str) -> Regex | None:
    """The path glob as an anchored regex; None when it matches every path.

    On RE2, like regex rules: a glob such as ``/*a*a*a*a*b`` would backtrack
    polynomially on Python's engine.
    """
    if path == "/*":
        return None
    body = ".*".join(re.escape(encode_path(part)) for part in path.split("*"))
    return Regex(f"\\A{body}\\z", "s")
