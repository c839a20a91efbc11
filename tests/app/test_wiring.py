"""Start-up wiring: the web tools share what they can."""

from __future__ import annotations

from app.secrets import Secrets
from app.settings import Settings
from app.wiring.agent import build_toolbox


def test_search_and_fetch_share_one_cache_connection() -> None:
    settings = Settings()
    toolbox = build_toolbox(settings, Secrets(settings), context_window=None)
    search, fetch = toolbox.search, toolbox.fetch
    try:
        assert search.cache is not None  # type: ignore[attr-defined]
        assert search.cache is fetch.cache  # type: ignore[attr-defined]
    finally:
        search.cache.close()  # type: ignore[attr-defined]
        fetch.executor.shutdown(wait=False)  # type: ignore[attr-defined]
