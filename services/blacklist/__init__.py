"""The user's blacklist in uBlacklist syntax, its allow list and subscriptions.

Public surface::

    Blacklist.parse(text) -> Blacklist     .errors, .blocks(url), .match(url)
    UrlFilter(block, allow=None)           .verdict(url) -> Verdict, .blocks(url)
        (both take an optional ``title=`` so uBlacklist rules on titles apply
        to search results)
    UrlFilter.from_settings(settings, subscriptions_text="")
    current_filter(source, settings)       a given filter, a factory's, or the settings'
    SubscriptionStore(cache_dir, fetch_text)   uBlacklist subscriptions on disk
    expand_bare_hosts(text)                bare hosts ("example.org") as the
        patterns they stand for ("*://*.example.org/*"), for editors

See ``services.blacklist._rules`` for the syntax and ``_url`` for how URLs are
normalized before matching.
"""

from services.blacklist._filter import UrlFilter, Verdict, current_filter
from services.blacklist._list import Blacklist, Match
from services.blacklist._rules import (
    RULE_ERROR_CODES,
    Rule,
    RuleError,
    bare_host_pattern,
    expand_bare_hosts,
)
from services.blacklist._url import UrlParts, split_url
from services.blacklist.subscriptions import Subscription, SubscriptionStore

__all__ = [
    "RULE_ERROR_CODES",
    "Blacklist",
    "Match",
    "Rule",
    "RuleError",
    "Subscription",
    "SubscriptionStore",
    "UrlFilter",
    "UrlParts",
    "Verdict",
    "bare_host_pattern",
    "current_filter",
    "expand_bare_hosts",
    "split_url",
]
