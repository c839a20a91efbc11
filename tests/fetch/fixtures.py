"""Fixtures shared by tests/net and tests/fetch: the local site, Jina Reader, the pool."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from services.fetch.pool import ExtractionPool
from tests.fetch.support import local_site
from tests.servers.base import LocalServer
from tests.servers.jina_reader import JinaServer


@pytest.fixture(scope="module")
def _shared_site() -> Iterator[LocalServer]:
    # One site per module: stopping a server takes up to half a second.
    with local_site() as server:
        yield server


@pytest.fixture
def site(_shared_site: LocalServer) -> LocalServer:
    _shared_site.requests.clear()
    return _shared_site


@pytest.fixture(scope="module")
def _shared_jina() -> Iterator[JinaServer]:
    server = JinaServer().start()
    yield server
    server.stop()


@pytest.fixture
def jina(_shared_jina: JinaServer) -> JinaServer:
    _shared_jina.reset()
    return _shared_jina


@pytest.fixture
def pool(extraction_pool: ExtractionPool) -> ExtractionPool:
    """The session's extraction worker processes, at their default size."""
    extraction_pool.configure(max_workers=3)
    return extraction_pool
