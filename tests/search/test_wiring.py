"""``app.wiring.search``: settings, stored or environment keys, the profile's cache."""

from __future__ import annotations

from typing import Any

import pytest

from app import paths
from app.secrets import Secrets
from app.settings import Settings
from app.wiring.search import build_search_service
from tests.search.conftest import hits
from tests.servers import tavily
from tests.servers.base import LocalServer
from tests.servers.search_api import FakeSearchApi


@pytest.fixture
def settings(server: LocalServer, api: FakeSearchApi) -> Settings:
    tavily.install(server, api)
    api.default = hits("a")
    values = Settings()
    values.update({"search.provider": "tavily", "search.fallback": "none",
                   "search.tavily.api_host": server.url("").rstrip("/")})
    return values


def test_uses_the_environment_key(
    settings: Settings, api: FakeSearchApi, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FOOTNOTE_TAVILY_API_KEY", "env-key")
    service = build_search_service(settings, Secrets(settings))
    assert service.search("q").items
    assert api.calls == [("q", "env-key")]


def test_rotates_stored_keys(settings: Settings, api: FakeSearchApi) -> None:
    secrets = Secrets(settings)
    secrets.set("search.tavily", "first\nsecond")
    api.keys = {"first": "invalid", "second": "ok"}
    service = build_search_service(settings, secrets)
    assert service.search("q").items
    assert [k for _, k in api.calls] == ["first", "second"]


def test_cache_lives_in_the_profile(settings: Settings, api: FakeSearchApi) -> None:
    service = build_search_service(settings, Secrets(settings))
    assert service.cache is not None and service.cache.path == paths.cache_db()


def test_turning_the_cache_on_and_off_applies_without_rebuilding(
    settings: Settings, api: FakeSearchApi, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TAVILY_API_KEY", "k")
    settings.set("cache.enabled", False)
    service = build_search_service(settings, Secrets(settings))
    service.search("q")
    service.search("q")
    assert len(api.calls) == 2  # off: every search asks the provider
    settings.set("cache.enabled", True)
    service.search("q")
    service.search("q")
    assert len(api.calls) == 3  # on: the repeat is answered from the cache
    settings.set("cache.enabled", False)
    service.search("q")
    assert len(api.calls) == 4


def test_settings_changes_apply_without_rebuilding(
    settings: Settings, api: FakeSearchApi, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TAVILY_API_KEY", "customary")
    service: Any = build_search_service(settings, Secrets(settings))
    assert service.search("q").items
    settings.set("blacklist.rules", "*://a.example.org/*")
    assert service.search("q2").meta["reason"] == "blacklisted"
    assert api.calls[0] == ("q", "customary")
