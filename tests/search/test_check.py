"""The per-provider "Check": one tiny query, the exact problem or ok."""

from __future__ import annotations

from typing import Any

import pytest

from services.errors import KeyRefused
from tests.search.conftest import FakeDDGS, hits
from tests.servers.base import LocalServer
from tests.servers.search_api import FakeSearchApi


@pytest.fixture
def checker(make_service: Any, provider_server: Any, api: FakeSearchApi) -> Any:
    def make(name: str, keys: list[str] | None = None, **settings: Any) -> Any:
        host = provider_server(name)
        settings.setdefault(f"search__{name}__api_host", host)
        settings.setdefault("search__google__cx", "engine-1")
        return make_service(keys={f"search.{name}": keys or []}, **settings)

    return make


def test_ok(checker: Any, api: FakeSearchApi) -> None:
    api.default = hits("a")
    result = checker("tavily", ["k"]).check("tavily")
    assert (result.ok, result.code) == (True, "ok")
    assert result.message == "Tavily works (1 result for a test query)."
    assert api.calls == [("test", "k")]


def test_bad_key(checker: Any, api: FakeSearchApi) -> None:
    api.keys = {"good": "ok"}
    result = checker("brave", ["wrong"]).check("brave")
    assert (result.ok, result.code) == (False, "key_refused")
    assert "refused the API key (HTTP 422" in result.message  # Brave's answer to a bad token
    result = checker("tavily", ["wrong"]).check("tavily")
    assert (result.ok, result.code) == (False, "key_refused")
    assert "refused the API key (HTTP 401" in result.message


def test_rate_limited(checker: Any, api: FakeSearchApi) -> None:
    api.keys = {"k": "limited"}
    result = checker("exa", ["k"]).check("exa")
    assert (result.ok, result.code) == (False, "rate_limited")


def test_json_disabled(checker: Any, api: FakeSearchApi) -> None:
    api.fail = "json_disabled"
    result = checker("searxng").check("searxng")
    assert (result.ok, result.code) == (False, "json_disabled")
    assert "JSON format disabled" in result.message


def test_needs_key_and_host(checker: Any, make_service: Any, api: FakeSearchApi) -> None:
    assert checker("serper").check("serper").code == "needs_key"
    assert make_service().check("searxng").code == "needs_host"
    assert checker("google", ["k"], search__google__cx="").check("google").code == (
        "needs_setting")
    assert api.calls == []


def test_unreachable(make_service: Any) -> None:
    closed = LocalServer().start()
    host = closed.url("").rstrip("/")
    closed.stop()
    result = make_service(keys={"search.jina": ["k"]}, search__jina__api_host=host).check("jina")
    assert (result.ok, result.code) == (False, "unreachable")
    assert "Could not reach Jina Search" in result.message


def test_check_ignores_cool_downs(checker: Any, api: FakeSearchApi) -> None:
    api.keys = {"k": "invalid"}
    service = checker("serper", ["k"])
    provider = service.provider("serper")
    with pytest.raises(KeyRefused):
        provider.search("q", 3)
    api.keys = {"k": "ok"}  # the user fixed the account; the key still rests
    api.default = hits("a")
    with pytest.raises(KeyRefused, match="resting"):
        provider.search("q", 3)
    assert service.check("serper").ok
    assert api.calls[-1] == ("test", "k")


def test_duckduckgo_check_and_unknown(make_service: Any, ddgs: FakeDDGS) -> None:
    ddgs.results = {"test": [{"title": "t", "href": "https://t.example/", "body": "b"}]}
    assert make_service().check("duckduckgo").ok
    unknown = make_service().check("bing")
    assert (unknown.ok, unknown.code) == (False, "unknown_provider")
