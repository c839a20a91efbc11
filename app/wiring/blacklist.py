"""Build the blacklist filter and the subscription store from the settings.

Search and fetch take ``url_filter_factory(settings)``: it rebuilds the filter
on every call (cheap: parsed lists are cached), so edits in Settings apply to
the next search without a restart, and subscriptions are included.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from typing import Any

from app import paths
from services.blacklist import SubscriptionStore, UrlFilter


def fetch_text(settings: Mapping[str, Any]) -> Callable[[str], str]:
    """A safe text downloader for subscription lists: the fetcher's URL checks,
    pinned addresses, size and time limits."""
    from services.net.download import Downloader, DownloadLimits
    from services.net.safety import UrlPolicy

    downloader = Downloader(
        UrlPolicy(allow_private=bool(settings["fetch.allow_private_network"])),
        DownloadLimits.from_settings(settings),
    )

    def fetch(url: str) -> str:
        body = downloader.download(url).body
        return body.decode("utf-8", errors="replace")

    return fetch


def subscription_store(settings: Mapping[str, Any]) -> SubscriptionStore:
    """The on-disk subscription store under the cache directory."""
    return SubscriptionStore(paths.subscriptions_dir(), fetch_text(settings))


def url_filter_factory(
    settings: Mapping[str, Any], *, refresh_in_background: bool = True
) -> Callable[[], UrlFilter]:
    """A callable returning the current filter: rules, allow rules, subscriptions.

    With ``refresh_in_background``, a call that finds a subscription due (more
    than a day old) starts one daemon thread that downloads the due lists; the
    filter in use meanwhile is the last good copy, so no search waits on it.
    """
    store = subscription_store(settings)
    refresher = _BackgroundRefresh(store)

    def current() -> UrlFilter:
        url_filter = store.url_filter(settings)
        if refresh_in_background:
            refresher.start_if_due()
        return url_filter

    return current


class _BackgroundRefresh:
    """At most one refresh thread at a time per store."""

    def __init__(self, store: SubscriptionStore) -> None:
        self.store = store
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None

    def start_if_due(self) -> None:
        with self._lock:
            if self._thread is not None and self._thread.is_alive():
                return
            if not any(self.store.is_stale(sub.url) for sub in self.store.subscriptions()):
                return
            self._thread = threading.Thread(
                target=self.store.refresh_stale, name="blacklist-subscriptions", daemon=True
            )
            self._thread.start()

    def join(self, timeout: float | None = None) -> None:
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
