"""The SQLite cache, and the search service using it."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path
from typing import Any

import pytest

from services.cache import PAGE, SEARCH, Cache, make_key
from tests.conftest import ManualClock
from tests.search.conftest import hits
from tests.servers.search_api import FakeSearchApi


@pytest.fixture
def cache(tmp_path: Path, clock: ManualClock) -> Cache:
    return Cache(tmp_path / "cache" / "cache.sqlite3", clock=clock)


def test_put_get_and_expiry(cache: Cache, clock: ManualClock) -> None:
    cache.put(SEARCH, "k", '{"a": 1}', ttl_s=60)
    assert cache.get(SEARCH, "k") == '{"a": 1}'
    assert cache.get(PAGE, "k") is None  # namespaces are separate
    clock.now += 61
    assert cache.get(SEARCH, "k") is None


def test_zero_ttl_stores_nothing(cache: Cache) -> None:
    cache.put(SEARCH, "k", "1", ttl_s=0)
    assert cache.get(SEARCH, "k") is None


def test_clear_and_purge(cache: Cache, clock: ManualClock) -> None:
    cache.put(SEARCH, "s", "1", 10)
    cache.put(PAGE, "p", "2", 1000)
    clock.now += 20
    assert cache.info().expired == 1
    assert cache.purge_expired() == 1
    assert cache.info().entries == {PAGE: 1}
    cache.put(SEARCH, "s2", "3", 10)
    assert cache.clear(PAGE) == 1
    assert cache.get(SEARCH, "s2") == "3"
    assert cache.clear() == 1
    assert cache.info().entries == {}


def test_uses_wal(cache: Cache) -> None:
    with sqlite3.connect(cache.path) as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_a_broken_file_is_recreated(tmp_path: Path) -> None:
    path = tmp_path / "cache.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    cache = Cache(path)
    assert cache.warnings and "moved to" in cache.warnings[0]
    cache.put(SEARCH, "k", "v", 60)
    assert cache.get(SEARCH, "k") == "v"
    assert list(tmp_path.glob("cache.sqlite3.broken-*"))


def test_corruption_while_open_is_a_miss_then_recovers(tmp_path: Path) -> None:
    path = tmp_path / "cache.sqlite3"
    cache = Cache(path)
    cache.put(SEARCH, "k", "v", 60)
    cache.close()
    path.write_bytes(b"garbage" * 1000)
    Path(str(path) + "-wal").unlink(missing_ok=True)
    reopened = Cache(path)
    assert reopened.get(SEARCH, "k") is None
    reopened.put(SEARCH, "k", "fresh", 60)
    assert reopened.get(SEARCH, "k") == "fresh"


def test_thread_safe(cache: Cache) -> None:
    def worker(n: int) -> None:
        for i in range(50):
            cache.put(SEARCH, f"{n}-{i}", str(i), 60)
            assert cache.get(SEARCH, f"{n}-{i}") == str(i)

    threads = [threading.Thread(target=worker, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert cache.info().entries[SEARCH] == 200


def test_make_key_is_stable() -> None:
    assert make_key("a", {"x": 1, "y": 2}) == make_key("a", {"y": 2, "x": 1})
    assert make_key("a", 1) != make_key("a", 2)


@pytest.fixture
def cached_service(
    make_service: Any, provider_server: Any, api: FakeSearchApi, cache: Cache
) -> Any:
    host = provider_server("tavily")
    api.default = hits("a", "b")

    def make(**settings: Any) -> Any:
        return make_service(keys={"search.tavily": ["k"]}, search__provider="tavily",
                            search__tavily__api_host=host, cache=cache, **settings)

    return make


def test_a_cache_hit_costs_no_request(cached_service: Any, api: FakeSearchApi) -> None:
    service = cached_service()
    first = service.search("same question")
    again = service.search("same question")
    assert len(api.calls) == 1  # the server saw no second request
    assert [i.url for i in again.items] == [i.url for i in first.items]
    assert again.meta["per_query"][0]["cached"] is True
    assert first.meta["per_query"][0]["cached"] is False


def test_no_cache_bypasses_and_refreshes(cached_service: Any, api: FakeSearchApi) -> None:
    service = cached_service()
    service.search("q")
    service.search("q", use_cache=False)
    assert len(api.calls) == 2
    service.search("q")
    assert len(api.calls) == 2


def test_cache_key_includes_parameters(cached_service: Any, api: FakeSearchApi) -> None:
    service = cached_service()
    service.search("q", max_results=2)
    service.search("q", max_results=3)
    assert len(api.calls) == 2


def test_cache_disabled_by_setting(cached_service: Any, api: FakeSearchApi) -> None:
    service = cached_service(cache__enabled=False)
    service.search("q")
    service.search("q")
    assert len(api.calls) == 2


def test_errors_are_not_cached(cached_service: Any, api: FakeSearchApi) -> None:
    service = cached_service()
    api.fail = "500"
    assert service.search("q").meta["reason"] == "upstream_error"
    api.fail = None
    assert service.search("q").items
    assert len(api.calls) == 2


def test_cached_results_still_pass_the_current_blacklist(
    cached_service: Any, api: FakeSearchApi
) -> None:
    from services.blacklist import UrlFilter

    cached_service().search("q")
    strict = cached_service(url_filter=UrlFilter.from_settings(
        {"blacklist.rules": "*://a.example.org/*"}))
    result = strict.search("q")
    assert len(api.calls) == 1
    assert [i.url for i in result.items] == ["https://b.example.org/page"]


def test_search_ttl_comes_from_the_settings(
    cached_service: Any, api: FakeSearchApi, clock: ManualClock
) -> None:
    service = cached_service(cache__search_ttl_s=60)
    service.search("q")
    clock.now += 59
    service.search("q")
    assert len(api.calls) == 1
    clock.now += 2  # 61 s after the first answer: stale
    assert service.search("q").meta["per_query"][0]["cached"] is False
    assert len(api.calls) == 2


def test_default_search_ttl_is_one_hour(
    cached_service: Any, api: FakeSearchApi, clock: ManualClock
) -> None:
    service = cached_service()
    service.search("q")
    clock.now += 3599
    service.search("q")
    assert len(api.calls) == 1
    clock.now += 2
    service.search("q")
    assert len(api.calls) == 2


def test_cache_key_includes_provider_and_host(
    make_service: Any, provider_server: Any, api: FakeSearchApi, cache: Cache, ddgs: Any
) -> None:
    host = provider_server("tavily")
    api.default = hits("a")
    ddgs.results = {"q": [{"title": "D", "href": "https://d.example/", "body": "D."}]}
    keys = {"search.tavily": ["k"]}
    tavily = make_service(keys=keys, search__tavily__api_host=host, cache=cache)
    assert tavily.search("q", provider="tavily").items[0].provider == "tavily"
    # Same query on another provider: not answered from Tavily's entry.
    assert tavily.search("q", provider="duckduckgo").items[0].provider == "duckduckgo"
    assert len(ddgs.calls) == 1
    # Same provider through another host (a proxy or mirror): its own entry.
    mirror = make_service(keys=keys, search__tavily__api_host=host + "/", cache=cache)
    mirror.search("q", provider="tavily")
    assert len(api.calls) == 1  # "/" at the end is the same host
    other = make_service(keys=keys, search__tavily__api_host=host.replace("127.0.0.1",
                                                                          "localhost"),
                         cache=cache)
    other.search("q", provider="tavily")
    assert len(api.calls) == 2
