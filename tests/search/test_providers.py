"""Each HTTP provider against a local server speaking its documented API."""

from __future__ import annotations

import time
from typing import Any

import pytest

from services.errors import (
    JsonFormatDisabled,
    KeyRefused,
    NeedsKey,
    ProviderUnreachable,
    RateLimited,
    SearchError,
    SearchTimeout,
)
from services.search.base import Provider
from tests.search.conftest import hits
from tests.servers.base import LocalServer, Request, Response
from tests.servers.search_api import FakeSearchApi, Hit

KEYED = ["tavily", "brave", "exa", "jina", "serper", "google"]
ALL_HTTP = [*KEYED, "searxng"]


@pytest.fixture
def provider(make_service: Any, provider_server: Any, api: FakeSearchApi) -> Any:
    """``provider(name, keys=["good"])``: the provider wired to its local server."""

    def build(name: str, keys: list[str] | None = None, **settings: Any) -> Provider:
        host = provider_server(name)
        if name != "searxng":
            api.keys.setdefault("good", "ok")
        service = make_service(
            keys={f"search.{name}": ["good"] if keys is None else keys},
            **{f"search__{name}__api_host": host, "search__google__cx": "engine-1", **settings},
        )
        return service.provider(name)

    return build


@pytest.mark.parametrize("name", ALL_HTTP)
def test_maps_results_to_the_normalized_item(name: str, provider: Any, api: FakeSearchApi) -> None:
    api.default = [Hit("First", "https://a.example.org/1", "Snippet one.", "Body one.",
                       "2024-05-01T00:00:00Z"),
                   Hit("Second", "https://b.example.org/2", "Snippet two.")]
    items = provider(name).search("python asyncio", 5)
    assert [i.title for i in items] == ["First", "Second"]
    assert [i.url for i in items] == ["https://a.example.org/1", "https://b.example.org/2"]
    assert items[0].snippet == "Snippet one."
    assert all(i.provider == name for i in items)
    if name == "google":  # the date comes from page metadata
        assert items[0].extra["dates"]["article:published_time"] == "2024-05-01T00:00:00Z"
    else:
        assert items[0].published_at == "2024-05-01T00:00:00Z"
        assert items[1].published_at is None
    assert api.calls[0][0] == "python asyncio"


@pytest.mark.parametrize("name", ALL_HTTP)
def test_empty_results_are_an_empty_list(name: str, provider: Any, api: FakeSearchApi) -> None:
    assert provider(name).search("nothing matches", 5) == []


@pytest.mark.parametrize("name", KEYED)
def test_sends_the_key_the_documented_way(name: str, provider: Any, api: FakeSearchApi) -> None:
    api.default = hits("a")
    provider(name).search("q", 3)
    request = api.requests[0]
    where = {
        "tavily": request.headers.get("authorization"),
        "jina": request.headers.get("authorization"),
        "brave": request.headers.get("x-subscription-token"),
        "exa": request.headers.get("x-api-key"),
        "serper": request.headers.get("x-api-key"),
        "google": request.arg("key"),
    }[name]
    assert where in ("good", "Bearer good")
    assert api.calls == [("q", "good")]


@pytest.mark.parametrize("name", KEYED)
def test_401_is_a_refused_key(name: str, provider: Any, api: FakeSearchApi) -> None:
    with pytest.raises(KeyRefused) as info:
        provider(name, keys=["wrong"]).search("q", 3)
    assert info.value.code == "key_refused"
    assert not isinstance(info.value, NeedsKey)
    assert "refused the API key" in info.value.message


@pytest.mark.parametrize("name", KEYED)
def test_429_is_rate_limited(name: str, provider: Any, api: FakeSearchApi) -> None:
    api.keys["slow"] = "limited"
    with pytest.raises(RateLimited) as info:
        provider(name, keys=["slow"]).search("q", 3)
    assert info.value.code == "rate_limited"
    assert "HTTP 429" in info.value.message


@pytest.mark.parametrize("name", ALL_HTTP)
@pytest.mark.parametrize("fail", ["500", "503"])
def test_server_errors_are_upstream_errors(
    name: str, fail: str, provider: Any, api: FakeSearchApi
) -> None:
    api.fail = fail
    with pytest.raises(SearchError) as info:
        provider(name).search("q", 3)
    assert info.value.code == "upstream_error"
    assert f"HTTP {fail}" in info.value.message


@pytest.mark.parametrize("name", ALL_HTTP)
@pytest.mark.parametrize("fail", ["malformed", "wrong_shape"])
def test_unreadable_replies_are_upstream_errors(
    name: str, fail: str, provider: Any, api: FakeSearchApi
) -> None:
    api.fail = fail
    with pytest.raises(SearchError) as info:
        provider(name).search("q", 3)
    assert info.value.code == "upstream_error"
    assert "could not be read" in info.value.message


@pytest.mark.parametrize("name", KEYED)
def test_no_key_means_needs_key_without_a_request(
    name: str, provider: Any, api: FakeSearchApi
) -> None:
    with pytest.raises(NeedsKey) as info:
        provider(name, keys=[]).search("q", 3)
    assert info.value.code == "needs_key"
    assert f"keys set search.{name}" in info.value.hint
    assert api.calls == []


def test_searxng_403_says_the_json_format_is_disabled(provider: Any, api: FakeSearchApi) -> None:
    api.fail = "json_disabled"
    with pytest.raises(JsonFormatDisabled) as info:
        provider("searxng").search("q", 3)
    assert "has the JSON format disabled" in info.value.message
    assert "formats: [html, json]" in info.value.hint


def test_searxng_without_host_needs_configuration(make_service: Any) -> None:
    with pytest.raises(NeedsKey) as info:
        make_service().provider("searxng").search("q", 3)
    assert "no API host" in info.value.message


def test_searxng_basic_auth(server: LocalServer, api: FakeSearchApi, make_service: Any) -> None:
    from tests.servers import searxng

    searxng.install(server, api, credentials=("ann", "s3cret"))
    api.default = hits("a")
    host = server.url("").rstrip("/")
    good = make_service(keys={"search.searxng": ["s3cret"]}, search__searxng__api_host=host,
                        search__searxng__username="ann")
    assert [i.title for i in good.provider("searxng").search("q", 3)] == ["a title"]
    bad = make_service(keys={"search.searxng": ["nope"]}, search__searxng__api_host=host,
                       search__searxng__username="ann")
    with pytest.raises(KeyRefused, match="refused the login"):
        bad.provider("searxng").search("q", 3)
    missing = make_service(search__searxng__api_host=host, search__searxng__username="ann")
    with pytest.raises(NeedsKey, match="no password"):
        missing.provider("searxng").search("q", 3)


def test_brave_strips_strong_tags_and_entities(provider: Any, api: FakeSearchApi) -> None:
    api.default = [Hit("Rust &amp; <strong>Go</strong>", "https://x.example.org/",
                       "The <strong>fastest</strong> way &mdash; really&#39;s &lt;ok&gt;")]
    [item] = provider("brave").search("q", 3)
    assert item.title == "Rust & Go"
    assert item.snippet == "The fastest way — really's <ok>"
    assert item.extra["dates"]["age"] == "3 days ago"
    assert api.requests[0].arg("count") == "3"


def test_exa_uses_highlights_as_snippet_and_text_as_content(
    provider: Any, api: FakeSearchApi
) -> None:
    api.default = [Hit("T", "https://x.example.org/", "the matching passage", "full page text")]
    [item] = provider("exa").search("q", 3)
    assert (item.snippet, item.content) == ("the matching passage", "full page text")
    body = api.requests[0].json()
    assert body["numResults"] == 3 and "contents" in body


def test_jina_asks_for_json(provider: Any, api: FakeSearchApi) -> None:
    api.default = hits("a")
    provider("jina").search("q", 3)
    assert "application/json" in api.requests[0].headers["accept"]


def test_google_without_cx_needs_configuration(provider: Any, api: FakeSearchApi) -> None:
    with pytest.raises(NeedsKey, match="engine id"):
        provider("google", search__google__cx="").search("q", 3)
    assert api.calls == []


def test_google_bad_key_400_is_a_refused_key(provider: Any, api: FakeSearchApi) -> None:
    with pytest.raises(KeyRefused, match="API key not valid"):
        provider("google", keys=["bogus"]).search("q", 3)


def test_tavily_credit_limit_432_is_rate_limited(
    server: LocalServer, provider: Any, api: FakeSearchApi
) -> None:
    p = provider("tavily")
    server.route("/search", lambda r: Response.json(
        {"detail": {"error": "This request exceeds your plan's set usage limit."}}, 432))
    with pytest.raises(RateLimited, match="credit limit"):
        p.search("q", 3)


def test_unreachable_host(make_service: Any) -> None:
    closed = LocalServer().start()
    host = closed.url("").rstrip("/")
    closed.stop()
    p = make_service(keys={"search.tavily": ["k"]}, search__tavily__api_host=host)
    with pytest.raises(ProviderUnreachable, match="Could not reach Tavily"):
        p.provider("tavily").search("q", 3)


def test_slow_provider_times_out(server: LocalServer, make_service: Any) -> None:
    release = __import__("threading").Event()

    def slow(request: Request) -> Response:
        release.wait(2)
        return Response.json({"results": []})

    server.route("/search", slow)
    p = make_service(keys={"search.tavily": ["k"]}, search__tavily__api_host=server.url(""),
                     search__timeout_s=0.2).provider("tavily")
    try:
        with pytest.raises(SearchTimeout) as info:
            p.search("q", 3)
    finally:
        release.set()
    assert info.value.code == "timeout"
    assert time is not None


def test_a_redirecting_host_is_named(server: LocalServer, provider: Any) -> None:
    p = provider("serper")
    server.route("/search", Response("", 301, {"Location": "https://google.serper.dev/search"}))
    with pytest.raises(SearchError, match=r"redirect \(HTTP 301 to https://google\.serper\.dev"):
        p.search("q", 3)
