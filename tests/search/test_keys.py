"""Key rotation: a refused or rate-limited key rests, the next key is tried."""

from __future__ import annotations

from typing import Any

import pytest

from services.errors import KeyRefused, RateLimited
from services.search.base import retry_after_seconds
from services.search.keys import KeyCooldowns
from tests.conftest import ManualClock
from tests.search.conftest import hits
from tests.servers.search_api import FakeSearchApi


@pytest.fixture
def serper(make_service: Any, provider_server: Any, api: FakeSearchApi, clock: ManualClock) -> Any:
    host = provider_server("serper")
    api.default = hits("a")

    def make(keys: list[str], **settings: Any) -> Any:
        return make_service(keys={"search.serper": keys}, search__serper__api_host=host,
                            cooldowns=KeyCooldowns(clock), **settings).provider("serper")

    return make


def test_a_refused_key_is_skipped_and_rests(
    serper: Any, api: FakeSearchApi, clock: ManualClock
) -> None:
    api.keys = {"bad": "invalid", "good": "ok"}
    provider = serper(["bad", "good"], search__key_cooldown_s=300)
    assert [i.title for i in provider.search("one", 3)] == ["a title"]
    assert api.calls == [("one", "bad"), ("one", "good")]
    provider.search("two", 3)
    assert api.calls[2:] == [("two", "good")]  # the bad key rests
    clock.now += 301
    provider.search("three", 3)
    assert api.calls[3:] == [("three", "bad"), ("three", "good")]


def test_429_rests_for_retry_after(serper: Any, api: FakeSearchApi, clock: ManualClock) -> None:
    api.keys = {"busy": "limited", "spare": "ok"}
    api.retry_after = "30"
    provider = serper(["busy", "spare"], search__key_cooldown_s=300)
    provider.search("one", 3)
    clock.now += 29
    provider.search("two", 3)
    assert [k for _, k in api.calls] == ["busy", "spare", "spare"]
    clock.now += 2  # Retry-After (30 s) has passed; the 300 s cool-down did not apply
    provider.search("three", 3)
    assert [k for _, k in api.calls][3:] == ["busy", "spare"]


def test_all_keys_failing_raises_after_trying_each(serper: Any, api: FakeSearchApi) -> None:
    api.keys = {"x": "invalid", "y": "invalid"}
    provider = serper(["x", "y"])
    with pytest.raises(KeyRefused, match=r"all 2 keys tried"):
        provider.search("q", 3)
    assert [k for _, k in api.calls] == ["x", "y"]
    with pytest.raises(KeyRefused, match="resting"):
        provider.search("q", 3)
    assert len(api.calls) == 2  # no request while every key rests


def test_all_keys_rate_limited_is_rate_limited(serper: Any, api: FakeSearchApi) -> None:
    api.keys = {"x": "limited"}
    provider = serper(["x"])
    with pytest.raises(RateLimited):
        provider.search("q", 3)
    with pytest.raises(RateLimited, match="usable again in 30 s"):
        provider.search("q", 3)


def test_cooldown_zero_never_rests(serper: Any, api: FakeSearchApi) -> None:
    api.keys = {"x": "invalid", "good": "ok"}
    provider = serper(["x", "good"], search__key_cooldown_s=0)
    provider.search("one", 3)
    provider.search("two", 3)
    assert [k for _, k in api.calls] == ["x", "good", "x", "good"]


def test_retry_after_parsing() -> None:
    assert retry_after_seconds("120") == 120.0
    assert retry_after_seconds(None) is None
    assert retry_after_seconds("soon") is None
    assert retry_after_seconds("Wed, 21 Oct 2015 07:28:00 GMT") == 0.0


def test_cooldowns_keep_no_key_in_clear(clock: ManualClock) -> None:
    table = KeyCooldowns(clock)
    table.cool("tavily", "sk-secret-value", 10, "HTTP 429")
    assert "sk-secret-value" not in repr(table.__dict__)
    assert table.available("tavily", ["sk-secret-value", "other"]) == ["other"]
    table.reset("tavily")
    assert table.available("tavily", ["sk-secret-value"]) == ["sk-secret-value"]
