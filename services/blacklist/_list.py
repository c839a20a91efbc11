"""A parsed rule list with a host index, so thousands of rules check a URL fast."""

from __future__ import annotations

import functools
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from services.blacklist._rules import Rule, RuleError, parse_rule
from services.blacklist._url import UrlParts, split_url

_FILTERED_SCHEMES = ("http", "https")


@dataclass(frozen=True, slots=True)
class Match:
    """The rule that decided a URL.

    Attributes:
        rule: the rule as written (without a trailing comment).
        line: its 1-based line number in ``source``.
        exception: True when an ``@`` rule unblocked the URL.
        source: which list it is in ("your list", "the subscription ...").
    """

    rule: str
    line: int
    exception: bool
    source: str

    @property
    def blocked(self) -> bool:
        return not self.exception


class _Index:
    """Rules of one polarity (block or exception), indexed by host."""

    def __init__(self, rules: Iterable[Rule]) -> None:
        self.exact: dict[str, list[Rule]] = {}
        self.suffix: dict[str, list[Rule]] = {}
        self.other: list[Rule] = []
        for rule in rules:
            if rule.kind == "pattern" and rule.host_kind == "exact":
                self.exact.setdefault(rule.host, []).append(rule)
            elif rule.kind == "pattern" and rule.host_kind == "suffix":
                self.suffix.setdefault(rule.host, []).append(rule)
            else:
                self.other.append(rule)

    def first(self, url: UrlParts, title: str | None) -> Rule | None:
        """The earliest rule (by position in its list) that matches ``url``."""
        best: Rule | None = None
        for group in self._groups(url.host):
            for rule in group:
                if best is not None and rule.order >= best.order:
                    break
                if rule.matches(url, title):
                    best = rule
                    break
        return best

    def _groups(self, host: str) -> Iterator[list[Rule]]:
        exact = self.exact.get(host)
        if exact:
            yield exact
        if self.suffix:
            domain = host
            while True:
                rules = self.suffix.get(domain)
                if rules:
                    yield rules
                dot = domain.find(".")
                if dot < 0:
                    break
                domain = domain[dot + 1 :]
        if self.other:
            yield self.other


class Blacklist:
    """A list of uBlacklist rules.

    Invalid lines are kept in ``errors`` and skipped; they never block
    anything. Exception rules (``@...``) win over block rules.
    """

    def __init__(
        self, rules: Sequence[Rule] = (), errors: Sequence[RuleError] = (), source: str = ""
    ) -> None:
        self.rules: list[Rule] = list(rules)
        self.errors: list[RuleError] = list(errors)
        self.source = source
        self._block = _Index(r for r in self.rules if not r.exception)
        self._unblock = _Index(r for r in self.rules if r.exception)

    @classmethod
    def parse(cls, text: str, *, source: str = "your list") -> Blacklist:
        """Parse a ruleset; a leading YAML front matter block (``---``) is skipped.

        Recent results are cached (the filter is rebuilt from the settings on
        every search), so treat a parsed Blacklist as read-only.
        """
        return _parse_cached(text, source)

    @classmethod
    def _parse(cls, text: str, source: str) -> Blacklist:
        rules: list[Rule] = []
        errors: list[RuleError] = []
        lines = text.removeprefix("\ufeff").splitlines()
        start = _front_matter_end(lines)
        for number, raw in enumerate(lines[start:], start=start + 1):
            parsed = parse_rule(number, raw, source=source, order=len(rules))
            if isinstance(parsed, Rule):
                rules.append(parsed)
            elif isinstance(parsed, RuleError):
                errors.append(parsed)
        return cls(rules, errors, source)

    @classmethod
    def merge(cls, lists: Iterable[Blacklist], *, source: str = "") -> Blacklist:
        """One list holding the rules of several; each rule keeps its source and line."""
        rules: list[Rule] = []
        errors: list[RuleError] = []
        for part in lists:
            for rule in part.rules:
                rules.append(_renumbered(rule, len(rules)))
            errors.extend(part.errors)
        return cls(rules, errors, source)

    @property
    def empty(self) -> bool:
        """True when the list has no valid rule (comments and errors do not count)."""
        return not self.rules

    def match(self, url: str, *, title: str | None = None) -> Match | None:
        """The rule that decided ``url``: an exception that overrode a block, the
        block rule, or None when nothing blocks it (unparseable URLs included).

        ``title`` (a search result's title) lets ``title`` expressions apply.
        """
        parts = split_url(url)
        return None if parts is None else self.match_parts(parts, title)

    def match_parts(self, parts: UrlParts, title: str | None = None) -> Match | None:
        if parts.scheme not in _FILTERED_SCHEMES:
            return None  # uBlacklist rules apply to http(s) results only
        block = self._block.first(parts, title)
        if block is None:
            return None
        unblock = self._unblock.first(parts, title)
        rule = unblock if unblock is not None else block
        return Match(rule.text, rule.line, rule.exception, rule.source)

    def blocks(self, url: str, *, title: str | None = None) -> bool:
        match = self.match(url, title=title)
        return match is not None and match.blocked

    def __repr__(self) -> str:
        return f"Blacklist({len(self.rules)} rules, {len(self.errors)} errors)"


@functools.lru_cache(maxsize=16)
def _parse_cached(text: str, source: str) -> Blacklist:
    return Blacklist._parse(text, source)


def _front_matter_end(lines: list[str]) -> int:
    if not lines or lines[0].strip() != "---":
        return 0
    for index in range(1, len(lines)):
        if lines[index].strip() == "---":
            return index + 1
    return 0


def _renumbered(rule: Rule, order: int) -> Rule:
    return Rule(
        rule.line,
        rule.text,
        rule.exception,
        rule.kind,
        rule.source,
        order,
        rule.scheme,
        rule.host,
        rule.host_kind,
        rule.path,
        rule.regex,
        rule.literal,
        rule.literal_ci,
        rule.expr,
    )
