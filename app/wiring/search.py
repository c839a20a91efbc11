"""Build the search service from the settings, the key store and the paths."""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from typing import Any, Protocol

import httpx

from app import paths
from app.wiring.blacklist import url_filter_factory
from services.cache import Cache
from services.search import SearchService
from services.search.service import UrlFilterLike

log = logging.getLogger(__name__)

USER_AGENT = "Footnote/0.1"


class KeySource(Protocol):
    """What the service needs from ``app.secrets.Secrets``."""

    def keys_for(self, name: str) -> list[str]: ...


def build_http_client(settings: Mapping[str, Any]) -> httpx.Client:
    """The client provider adapters share: explicit timeouts, no redirects."""
    timeout_s = float(settings["search.timeout_s"])
    return httpx.Client(
        timeout=httpx.Timeout(timeout_s, connect=min(timeout_s, 10.0)),
        follow_redirects=False,
        headers={"User-Agent": USER_AGENT},
    )


def build_cache(settings: Mapping[str, Any]) -> Cache:
    """The profile's result cache.

    Always opened: the services read ``cache.enabled`` on every call, so turning
    the cache on or off in Settings applies at once, without a restart.
    """
    return Cache(paths.cache_db(), max_bytes=cache_budget(settings))


def cache_budget(settings: Mapping[str, Any]) -> int:
    """The ``cache.max_mb`` setting in bytes."""
    return int(settings["cache.max_mb"]) * 1024 * 1024


def default_url_filter(
    settings: Mapping[str, Any],
) -> Callable[[], UrlFilterLike | None] | None:
    """The blacklist wiring's filter factory (rules, allow list, subscriptions).

    None when it cannot be built; the service then reads the rules from the
    settings itself, without subscriptions.
    """
    try:
        factory: Callable[[], UrlFilterLike | None] = url_filter_factory(settings)
    except OSError as exc:  # the subscriptions folder cannot be created
        log.warning("Blacklist subscriptions unavailable: %s", exc)
        return None
    return factory


def build_search_service(
    settings: Mapping[str, Any],
    secrets: KeySource,
    *,
    cache: Cache | None = None,
    url_filter: UrlFilterLike | Callable[[], UrlFilterLike | None] | None = None,
    ddgs_factory: Callable[[], Any] | None = None,
    client: httpx.Client | None = None,
) -> SearchService:
    """A ready ``SearchService``.

    ``cache`` defaults to the profile's cache file (used while ``cache.enabled``);
    ``url_filter`` defaults to the blacklist wiring's factory, rebuilt on every
    call so edits in Settings (and refreshed subscriptions) apply at once.
    """
    return SearchService(
        settings,
        key_lookup=secrets.keys_for,
        client=client or build_http_client(settings),
        cache=cache if cache is not None else build_cache(settings),
        url_filter=url_filter if url_filter is not None else default_url_filter(settings),
        ddgs_factory=ddgs_factory,
    )
