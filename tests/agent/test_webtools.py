"""WebTools (behind the MCP server): the agent's argument checks, failure texts and ids."""

from __future__ import annotations

from typing import Any

import pytest

from services.agent.webtools import WebTools, schemas
from services.cancel import CancelToken
from services.errors import Cancelled, RateLimited
from services.results import SearchItem, ToolResult
from tests.fetch.fixtures import _shared_site, pool, site  # noqa: F401 - fixtures used by name


class Box:
    """A toolbox whose search answers from a list, or fails as told."""

    def __init__(self, error: BaseException | None = None) -> None:
        self.error = error

    def web_search(self, query: str, *, registry: Any, cancel: CancelToken, **_kw: Any) -> Any:
        if self.error is not None:
            raise self.error
        item = SearchItem(title="T", url="https://e.org/a", snippet="s")
        item.id = registry.new_call().assign(item.url, title="T")
        return ToolResult(f"[cite:{item.id}] T", [item], {"count": 1, "provider": "x"})

    def web_fetch(self, urls: list[str], **_kw: Any) -> Any:
        raise AssertionError("not called")


def test_ids_are_stable_within_a_session() -> None:
    tools = WebTools(Box())
    first, again = tools.call("web_search", {"query": "q"}), tools.call("web_search",
                                                                          {"query": "q"})
    assert first.ok and first.provider == "x"
    assert first.items[0]["id"] == again.items[0]["id"]
    assert first.structured()["items"][0]["url"] == "https://e.org/a"


@pytest.mark.parametrize(
    ("error", "reason", "words"),
    [
        (RateLimited("Too many searches."), "rate_limited", "(reason: rate_limited)"),
        (RuntimeError("boom"), "internal_error", "failed unexpectedly (RuntimeError: boom)"),
    ],
)
def test_failures_become_error_replies(error: Exception, reason: str, words: str) -> None:
    reply = WebTools(Box(error)).call("web_search", {"query": "q"})
    assert (reply.ok, reply.reason) == (False, reason)
    assert words in reply.text


def test_cancel_propagates_and_bad_arguments_are_explained() -> None:
    with pytest.raises(Cancelled):
        WebTools(Box(Cancelled())).call("web_search", {"query": "q"})
    reply = WebTools(Box()).call("web_search", '{"query": ')
    assert reply.reason == "invalid_arguments" and "not valid JSON" in reply.text
    assert [s["name"] for s in schemas()] == ["web_search", "web_fetch"]


def test_mcp_fetches_pass_the_key_gate(site: Any, pool: Any) -> None:  # noqa: F811
    """Over MCP no conversation is known, so what is private is the user's keys:
    no address holding one is requested; the other pages of the call are read."""
    from services import secrecy
    from services.agent.toolbox import ServiceToolbox
    from services.fetch import FetchService
    from tests.fetch.support import fetch_settings

    secrecy.remember(["canary-key-0123456789abcdef"])
    try:
        settings = fetch_settings()
        tools = WebTools(ServiceToolbox(None, FetchService(settings, pool=pool),  # type: ignore[arg-type]
                                        settings))
        leaking = site.url("/alpha") + "?k=canary-key-0123456789abcdef"
        reply = tools.call("web_fetch", {"urls": [leaking, site.url("/beta")]})
        assert [i["reason"] for i in reply.items] == ["held_back", None]
        assert reply.ok and "canary-key" not in reply.text
        assert not any("canary" in r.path + str(r.query) for r in site.requests)
    finally:
        secrecy.forget_all()
