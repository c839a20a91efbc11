from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.fetch.support import local_site
from tests.servers.base import LocalServer


@pytest.fixture(scope="module")
def _shared_site() -> Iterator[LocalServer]:
    with local_site() as server:
        yield server


@pytest.fixture
def site(_shared_site: LocalServer) -> LocalServer:
    _shared_site.requests.clear()
    return _shared_site
