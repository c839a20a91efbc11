"""Provider error replies as the real APIs send them, and what the user and model read.

Covers replies that are not the generic 401/429/5xx: Brave's 422 for a bad
token, 402 "out of credit", Google's quota 403 and wrong-engine 400, and a
SearXNG instance whose engines all failed.
"""

from __future__ import annotations

from typing import Any

import pytest

from services.errors import KeyRefused, RateLimited, SearchError
from tests.search.conftest import hits
from tests.servers.base import LocalServer, Response
from tests.servers.search_api import FakeSearchApi, Hit


@pytest.fixture
def provider(make_service: Any, provider_server: Any, api: FakeSearchApi) -> Any:
    def build(name: str, keys: list[str] | None = None, **settings: Any) -> Any:
        host = provider_server(name)
        if name != "searxng":
            api.keys.setdefault("good", "ok")
        service = make_service(
            keys={f"search.{name}": ["good"] if keys is None else keys},
            **{f"search__{name}__api_host": host, "search__google__cx": "engine-1", **settings},
        )
        return service, service.provider(name)

    return build


def test_brave_bad_token_422_is_a_refused_key_and_the_next_key_is_tried(
    provider: Any, api: FakeSearchApi
) -> None:
    api.default = hits("a")
    _, brave = provider("brave", keys=["revoked", "good"])
    assert [i.title for i in brave.search("q", 3)] == ["a title"]
    assert [key for _, key in api.calls] == ["revoked", "good"]
    with pytest.raises(KeyRefused, match=r"refused the API key \(HTTP 422"):
        provider("brave", keys=["revoked"])[1].search("q", 3)


def test_brave_422_for_a_bad_parameter_is_not_a_key_problem(
    server: LocalServer, provider: Any
) -> None:
    _, brave = provider("brave")
    server.route("/res/v1/web/search", lambda r: Response.json(
        {"type": "ErrorResponse", "error": {"status": 422, "code": "VALIDATION",
                                            "detail": "Unable to validate request parameter(s)"}},
        422))
    with pytest.raises(SearchError) as info:
        brave.search("q", 3)
    assert not isinstance(info.value, KeyRefused)
    assert info.value.code == "upstream_error"
    assert "Unable to validate" in info.value.message


@pytest.mark.parametrize("name", ["jina", "exa", "serper", "tavily"])
def test_402_out_of_credit_is_rate_limited_and_rotates(
    name: str, server: LocalServer, provider: Any, api: FakeSearchApi
) -> None:
    _, alone = provider(name, keys=["empty"])
    _, p = provider(name, keys=["empty", "good"])
    original = server.routes["/search" if name != "jina" else "/"]

    def broke_then_ok(request: Any) -> Any:
        sent = request.headers.get("authorization", "") + request.headers.get("x-api-key", "")
        if sent.endswith("empty"):
            return Response.json({"code": 402, "name": "InsufficientBalanceError",
                                  "message": "Account balance not enough to run this query"},
                                 402)
        return original(request)

    server.route("/search" if name != "jina" else "/", broke_then_ok)
    api.default = hits("a")
    assert [i.title for i in p.search("q", 3)] == ["a title"]
    with pytest.raises(RateLimited) as info:
        alone.search("q", 3)
    assert info.value.code == "rate_limited"
    assert "out of credit (HTTP 402" in info.value.message
    assert "Top up the account" in info.value.hint
    requests = len(server.requests)
    with pytest.raises(RateLimited, match="resting after a rate or credit limit"):
        alone.search("q", 3)  # the key rests: no request until its cool-down ends
    assert len(server.requests) == requests


def test_google_quota_403_is_rate_limited_not_a_bad_key(
    server: LocalServer, provider: Any
) -> None:
    _, google = provider("google")
    server.route("/customsearch/v1", lambda r: Response.json({"error": {
        "code": 403, "message": "Daily Limit Exceeded",
        "errors": [{"domain": "usageLimits", "reason": "dailyLimitExceeded",
                    "message": "Daily Limit Exceeded"}]}}, 403))
    with pytest.raises(RateLimited) as info:
        google.search("q", 3)
    assert info.value.code == "rate_limited"
    assert "quota is used up" in info.value.message


def test_google_403_api_disabled_is_a_refused_key(server: LocalServer, provider: Any) -> None:
    _, google = provider("google")
    server.route("/customsearch/v1", lambda r: Response.json({"error": {
        "code": 403,
        "message": "Custom Search JSON API has not been used in project 1 or it is disabled.",
        "errors": [{"reason": "accessNotConfigured"}]}}, 403))
    with pytest.raises(KeyRefused, match="has not been used in project"):
        google.search("q", 3)


def test_google_wrong_engine_id_says_which_setting(provider: Any, api: FakeSearchApi) -> None:
    api.default = hits("a")
    _, google = provider("google", search__google__cx="no-such-engine")
    with pytest.raises(SearchError) as info:
        google.search("q", 3)
    assert info.value.code == "upstream_error"
    assert "HTTP 400" in info.value.message
    assert "search.google.cx" in info.value.hint


def test_searxng_with_failed_engines_is_an_error_and_falls_back(
    provider: Any, api: FakeSearchApi, ddgs: Any
) -> None:
    api.unresponsive = [["google", "timeout"], ["duckduckgo", "CAPTCHA"]]
    service, searxng = provider("searxng", search__fallback="duckduckgo",
                                search__provider="searxng")
    with pytest.raises(SearchError) as info:
        searxng.search("q", 3)
    assert "engines failed (google: timeout; duckduckgo: CAPTCHA)" in info.value.message
    ddgs.results = {"q": [{"title": "D", "href": "https://d.example/", "body": "From DDG."}]}
    result = service.search("q")
    assert [i.provider for i in result.items] == ["duckduckgo"]
    assert result.meta["per_query"][0]["errors"][0]["provider"] == "searxng"


def test_searxng_results_with_some_failed_engines_are_kept(
    provider: Any, api: FakeSearchApi
) -> None:
    api.unresponsive = [["google", "timeout"]]
    api.default = [Hit("Kept", "https://k.example/", "Still here.")]
    _, searxng = provider("searxng")
    assert [i.title for i in searxng.search("q", 3)] == ["Kept"]


def test_searxng_with_no_results_and_no_failures_is_empty(
    provider: Any, api: FakeSearchApi
) -> None:
    service, _ = provider("searxng", search__provider="searxng")
    result = service.search("nothing")
    assert result.meta["reason"] == "empty"
    assert result.text == (
        "No results for nothing. Do not infer facts from this; try other keywords or tell "
        "the user."
    )
