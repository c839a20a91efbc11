"""The verdict on one URL: the block list, its exceptions and the allow list together."""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from services.blacklist._list import Blacklist, Match
from services.blacklist._url import split_url


@dataclass(frozen=True, slots=True)
class Verdict:
    """Whether a URL is blocked and why, in words a user understands.

    ``rule`` and ``line`` name the rule that decided, when one did.
    """

    blocked: bool
    reason: str
    rule: str | None = None
    line: int | None = None
    source: str | None = None


class UrlFilter:
    """Applies a block list and an optional allow list.

    Order: a URL that cannot be parsed, or is not http(s), is kept; a block rule blocks unless an
    exception (``@`` rule) of the same list set unblocks it; then, when the
    allow list has at least one valid rule, only URLs it matches are kept.
    An allow list without a valid positive rule (only comments, invalid lines
    or ``@`` exceptions) is treated as empty, so a typo never hides every result.
    """

    def __init__(self, block: Blacklist, allow: Blacklist | None = None) -> None:
        self.block = block
        has_allow_rule = allow is not None and any(not r.exception for r in allow.rules)
        self.allow = allow if has_allow_rule else None

    @classmethod
    def from_settings(
        cls,
        settings: Mapping[str, Any],
        subscriptions_text: str = "",
        *,
        subscriptions: Iterable[Blacklist] = (),
    ) -> UrlFilter:
        """Build the filter from ``blacklist.rules`` and ``blacklist.allow_rules``.

        ``subscriptions_text`` (combined subscription rules) and ``subscriptions``
        (already parsed per-subscription lists, see ``SubscriptionStore``) are
        added to the block list.
        """
        return _build(
            str(settings.get("blacklist.rules") or ""),
            str(settings.get("blacklist.allow_rules") or ""),
            subscriptions_text,
            tuple(subscriptions),
        )

    @property
    def active(self) -> bool:
        """False when no rule at all is in force (filtering can be skipped)."""
        return not self.block.empty or self.allow is not None

    def verdict(self, url: str, *, title: str | None = None) -> Verdict:
        """The decision on ``url``; pass a search result's ``title`` so rules on
        titles (``title *= "..."``) apply to it."""
        parts = split_url(url)
        if parts is None:
            return Verdict(False, "kept: the URL could not be read, so no rule applies")
        if parts.scheme not in ("http", "https"):
            return Verdict(False, "kept: only http and https addresses are filtered")
        match = self.block.match_parts(parts, title)
        if match is not None and match.blocked:
            return _verdict(True, "blocked by", match)
        if self.allow is not None:
            allowed = self.allow.match_parts(parts, title)
            if allowed is None or not allowed.blocked:
                return Verdict(True, "not in your allow list")
            reason = f"kept by your allow list (line {allowed.line}: {allowed.rule})"
            return Verdict(False, reason, allowed.rule, allowed.line, "your allow list")
        if match is not None:
            return _verdict(False, "kept by an exception in", match)
        return Verdict(False, "no rule matched")

    def blocks(self, url: str, *, title: str | None = None) -> bool:
        return self.verdict(url, title=title).blocked

    def filter(self, urls: Iterable[str]) -> list[str]:
        """The URLs that are not blocked, in their order."""
        return [url for url in urls if not self.blocks(url)]


@functools.lru_cache(maxsize=8)
def _build(
    rules_text: str, allow_text: str, subscriptions_text: str, subscriptions: tuple[Blacklist, ...]
) -> UrlFilter:
    """The filter for these inputs; cached because search rebuilds it on every call
    and merging thousands of subscription rules is not free. Blacklists hash by
    identity, and parsed ones are cached, so unchanged inputs hit the cache."""
    lists = [Blacklist.parse(rules_text)]
    if subscriptions_text.strip():
        lists.append(Blacklist.parse(subscriptions_text, source="your subscriptions"))
    lists.extend(subscriptions)
    block = lists[0] if len(lists) == 1 else Blacklist.merge(lists)
    allow = Blacklist.parse(allow_text, source="your allow list") if allow_text else None
    return UrlFilter(block, allow)


def _verdict(blocked: bool, prefix: str, match: Match) -> Verdict:
    reason = f"{prefix} {match.source} (line {match.line}: {match.rule})"
    return Verdict(blocked, reason, match.rule, match.line, match.source)


def current_filter(source: Any, settings: Mapping[str, Any]) -> Any:
    """The filter a service applies now.

    ``source`` is what the service was given: a filter (anything with
    ``verdict``), a factory called on every use (so edits in Settings and
    refreshed subscriptions apply at once), or None for the user's rules and
    allow list read from ``settings``.
    """
    if source is None:
        return UrlFilter.from_settings(settings)
    if hasattr(source, "verdict"):
        return source
    return source()
