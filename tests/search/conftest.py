"""Fixtures for search tests: settings, a fake ddgs client, a service factory."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest

from services.cache import Cache
from services.search import SearchService
from tests.defaults import settings_with
from tests.servers import brave, exa, google, jina, searxng, serper, tavily
from tests.servers.base import LocalServer
from tests.servers.search_api import FakeSearchApi, Hit

INSTALLERS = {
    "tavily": tavily.install,
    "brave": brave.install,
    "exa": exa.install,
    "jina": jina.install,
    "serper": serper.install,
    "google": google.install,
    "searxng": searxng.install,
}


def base_settings(**overrides: Any) -> dict[str, Any]:
    values = settings_with({"search.fallback": "none", "search.timeout_s": 5.0})
    values.update({k.replace("__", "."): v for k, v in overrides.items()})
    return values


class FakeDDGS:
    """Stands in for ``ddgs.DDGS``: answers ``text()`` from a table, records calls."""

    def __init__(self, results: dict[str, list[dict[str, str]]] | None = None) -> None:
        self.results = results or {}
        self.calls: list[tuple[str, int]] = []
        self.error: Exception | None = None
        self.block: threading.Event | None = None
        self.started = threading.Event()

    def factory(self) -> FakeDDGS:
        return self

    def text(self, query: str, *, max_results: int = 10, **_: Any) -> list[dict[str, str]]:
        self.calls.append((query, max_results))
        self.started.set()
        if self.block is not None:
            self.block.wait(5)
        if self.error is not None:
            raise self.error
        if query not in self.results:
            from ddgs.exceptions import DDGSException

            raise DDGSException("No results found.")
        return self.results[query][:max_results]


def hits(*names: str, date: str | None = None) -> list[Hit]:
    """Hits titled ``names`` at https://NAME.example.org/page."""
    return [
        Hit(title=f"{n} title", url=f"https://{n}.example.org/page", snippet=f"About {n}.",
            date=date)
        for n in names
    ]


@pytest.fixture(scope="module")
def _shared_server() -> Iterator[LocalServer]:
    srv = LocalServer().start()
    yield srv
    srv.stop()


@pytest.fixture
def server(_shared_server: LocalServer) -> LocalServer:
    """One local server per test module (stopping one takes half a second), with
    routes and the request log reset for every test."""
    _shared_server.routes.clear()
    _shared_server.prefix_routes.clear()
    _shared_server.requests.clear()
    return _shared_server


@pytest.fixture
def client() -> Iterator[httpx.Client]:
    with httpx.Client(timeout=5.0) as c:
        yield c


@pytest.fixture
def ddgs() -> FakeDDGS:
    return FakeDDGS()


@pytest.fixture
def api() -> FakeSearchApi:
    return FakeSearchApi()


MakeService = Callable[..., SearchService]


@pytest.fixture
def make_service(
    client: httpx.Client, ddgs: FakeDDGS
) -> Callable[..., SearchService]:
    """``make_service(keys={...}, cache=None, url_filter=None, **settings)``."""

    def make(
        *, keys: dict[str, list[str]] | None = None, cache: Cache | None = None,
        url_filter: Any = None, cooldowns: Any = None, **settings: Any,
    ) -> SearchService:
        table = keys or {}
        values = base_settings(**settings)
        if url_filter is None:
            from services.blacklist import UrlFilter

            url_filter = UrlFilter.from_settings(values)
        return SearchService(
            values, key_lookup=lambda name: list(table.get(name, [])), client=client,
            cache=cache, url_filter=url_filter, ddgs_factory=ddgs.factory, cooldowns=cooldowns,
        )

    return make


@pytest.fixture
def provider_server(server: LocalServer, api: FakeSearchApi) -> Callable[[str], str]:
    """``provider_server(name)`` installs that provider on ``server``; returns its host."""

    def install(name: str) -> str:
        INSTALLERS[name](server, api)
        return server.url("").rstrip("/")

    return install
