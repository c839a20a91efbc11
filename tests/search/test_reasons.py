"""Every provider's error replies, through the service: ``meta.reason``, the text the
model reads, and a message plus hint that tell the user what to do."""

from __future__ import annotations

from typing import Any

import pytest

from services.search.render import NO_INFERENCE
from tests.servers.search_api import FakeSearchApi

KEYED = ["tavily", "brave", "exa", "jina", "serper", "google"]
ALL_HTTP = [*KEYED, "searxng"]

# failure -> (meta.reason, start of the model's text, words in the hint)
EXPECTED: dict[str, tuple[str, str, str]] = {
    "bad_key": ("key_refused", "The search for q could not run", "keys set search."),
    "429": ("rate_limited", "The search for q was rate-limited", "Retry after 30 s"),
    "500": ("upstream_error", "The search for q failed with a provider error", "Try again"),
    "503": ("upstream_error", "The search for q failed with a provider error", "Try again"),
    "malformed": ("upstream_error", "The search for q failed with a provider error",
                  "check the setting"),
}


@pytest.fixture
def service_for(make_service: Any, provider_server: Any, api: FakeSearchApi) -> Any:
    def build(name: str, key: str = "good") -> Any:
        host = provider_server(name)
        if name != "searxng":
            api.keys.setdefault("good", "ok")
        return make_service(
            keys={f"search.{name}": [key]}, search__provider=name,
            **{f"search__{name}__api_host": host, "search__google__cx": "engine-1"},
        )

    return build


def _arrange(name: str, failure: str, api: FakeSearchApi) -> str:
    """Make the fake API fail this way; returns the key to send."""
    if failure == "bad_key":
        return "wrong"
    if failure == "429":
        if name == "searxng":  # keyless: the instance's limiter answers 429
            api.fail = None
            api.keys = {}
            return "good"
        api.keys["slow"] = "limited"
        return "slow"
    api.fail = failure
    return "good"


# SearXNG has no API key (its login is tested in test_providers).
CASES = [(n, f) for f in EXPECTED for n in ALL_HTTP if (n, f) != ("searxng", "bad_key")]


@pytest.mark.parametrize(("name", "failure"), CASES)
def test_error_replies_map_to_reason_text_and_hint(
    name: str, failure: str, service_for: Any, api: FakeSearchApi, server: Any
) -> None:
    key = _arrange(name, failure, api)
    service = service_for(name, key)
    if name == "searxng" and failure == "429":
        from tests.servers.base import Response

        server.route("/search", Response.json({"error": "Too Many Requests"}, 429,
                                              **{"Retry-After": "30"}))
    result = service.search("q")
    reason, lead, hint = EXPECTED[failure]
    assert result.meta["reason"] == reason
    assert result.meta["per_query"][0]["reason"] == reason
    assert result.items == []
    assert result.text.startswith(lead)
    assert result.text.endswith(NO_INFERENCE)
    [error] = result.meta["per_query"][0]["errors"]
    assert error["provider"] == name and error["code"] == reason
    assert hint in error["hint"]


@pytest.mark.parametrize("name", ALL_HTTP)
def test_empty_results_are_reason_empty_with_the_exact_text(
    name: str, service_for: Any, api: FakeSearchApi
) -> None:
    result = service_for(name).search("nothing here")
    assert result.meta["reason"] == "empty"
    assert result.text == (
        "No results for nothing here. Do not infer facts from this; try other keywords or "
        "tell the user."
    )


def test_partial_fields_reason_and_note(service_for: Any, api: FakeSearchApi) -> None:
    from tests.servers.search_api import Hit

    api.default = [Hit("Full", "https://f.example/", "A snippet."),
                   Hit("Bare", "https://b.example/", "")]
    result = service_for("serper").search("q")
    assert result.meta["reason"] == "partial_fields"
    assert result.meta["per_query"][0]["reason"] == "partial_fields"
    bare = result.items[1]
    assert bare.degraded and bare.missing == ["snippet"]
    assert "Note: no snippet (the title is repeated). Do not fill in missing fields." in (
        result.text)
    assert result.text.endswith(
        "Some results lack fields (marked with a note); use only the fields shown and do not "
        "fill in missing values.")


def test_timeout_reason_and_text(make_service: Any, server: Any) -> None:
    import threading

    from tests.servers.base import Response

    release = threading.Event()

    def slow(request: Any) -> Response:
        release.wait(2)
        return Response.json({"organic": []})

    server.route("/search", slow)
    service = make_service(keys={"search.serper": ["k"]}, search__provider="serper",
                           search__serper__api_host=server.url("").rstrip("/"),
                           search__timeout_s=0.2)
    try:
        result = service.search("q")
    finally:
        release.set()
    assert result.meta["reason"] == "timeout"
    assert result.text.startswith("The search for q timed out; no results were received.")
    assert "raise search.timeout_s" in result.meta["per_query"][0]["errors"][0]["hint"]
