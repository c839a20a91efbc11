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
        fetch.close()  # type: ignore[attr-defined]


def test_closing_the_toolbox_releases_its_clients_and_cache() -> None:
    settings = Settings()
    toolbox = build_toolbox(settings, Secrets(settings), context_window=None)
    search, fetch = toolbox.search, toolbox.fetch
    http_client = search._ctx.client  # type: ignore[attr-defined]
    cache = search.cache  # type: ignore[attr-defined]
    try:
        assert not http_client.is_closed
        toolbox.close()
        assert http_client.is_closed
        assert cache._db is None
        assert fetch.pool.worker_pids() == []  # type: ignore[attr-defined]
        toolbox.close()  # twice is harmless
    finally:
        fetch.close()  # type: ignore[attr-defined]


def test_an_agent_closes_its_model_client_and_toolbox() -> None:
    from services.agent import Agent

    closed: list[str] = []

    class Part:
        def __init__(self, name: str) -> None:
            self.name = name

        def close(self) -> None:
            closed.append(self.name)

    Agent(Part("client"), Part("toolbox")).close()  # type: ignore[arg-type]
    assert closed == ["client", "toolbox"]
