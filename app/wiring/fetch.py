"""Build the fetch service from the settings, the key store and the paths."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from app.secrets import Secrets
from app.wiring.search import build_cache, default_url_filter
from services.cache import Cache
from services.fetch import FetchService
from services.fetch.assemble import UrlFilterLike
from services.fetch.pool import ExtractionPool


def build_fetch_service(
    settings: Mapping[str, Any],
    secrets: Secrets,
    *,
    pool: ExtractionPool | None = None,
    url_filter: UrlFilterLike | Callable[[], UrlFilterLike | None] | None = None,
    cache: Cache | None = None,
) -> FetchService:
    """A ready ``FetchService``.

    ``pool`` runs page extraction in worker processes: the GUI passes the one
    it owns for the session; without one the service makes its own, which
    ``close()`` stops (the CLI).
    ``url_filter`` defaults to the blacklist wiring's factory, the same one
    search uses: your rules, the allow list and your subscriptions, rebuilt on
    every call so edits in Settings apply at once. ``cache`` defaults to the
    profile's cache file (used while ``cache.enabled``). The Jina
    Reader key comes from the key store (``fetch.jina``) or ``JINA_API_KEY``.
    """
    return FetchService(
        settings,
        pool=pool,
        url_filter=url_filter if url_filter is not None else default_url_filter(settings),
        cache=cache if cache is not None else build_cache(settings),
        key_lookup=secrets.keys_for,
    )
