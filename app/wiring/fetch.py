"""Build the fetch service from the settings, the key store and the paths."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from concurrent.futures import Executor, ThreadPoolExecutor
from typing import Any

from app.secrets import Secrets
from app.wiring.search import build_cache, default_url_filter
from services.cache import Cache
from services.fetch import FetchService
from services.fetch.assemble import UrlFilterLike


def build_fetch_service(
    settings: Mapping[str, Any],
    secrets: Secrets,
    *,
    executor: Executor | None = None,
    url_filter: UrlFilterLike | Callable[[], UrlFilterLike | None] | None = None,
    cache: Cache | None = None,
) -> FetchService:
    """A ready ``FetchService``.

    ``executor`` runs page extraction: the GUI passes its QThread-backed
    ``workers.executor.QtExecutor``; the CLI gets a plain thread pool.
    ``url_filter`` defaults to the blacklist wiring's factory, the same one
    search uses: your rules, the allow list and your subscriptions, rebuilt on
    every call so edits in Settings apply at once. ``cache`` defaults to the
    profile's cache file (used while ``cache.enabled``). The Jina
    Reader key comes from the key store (``fetch.jina``) or ``JINA_API_KEY``.
    """
    if executor is None:
        executor = ThreadPoolExecutor(
            max_workers=int(settings["fetch.max_parallel_extractions"]),
            thread_name_prefix="footnote-extract",
        )
    return FetchService(
        settings,
        executor=executor,
        url_filter=url_filter if url_filter is not None else default_url_filter(settings),
        cache=cache if cache is not None else build_cache(settings),
        key_lookup=secrets.keys_for,
    )
