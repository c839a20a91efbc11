"""WebTools (behind the MCP server): the agent's argument checks, failure texts and ids."""

from __future__ import annotations

from typing import Any

import pytest

from services.agent.webtools import WebTools, schemas
from services.cancel import CancelToken
from services.errors import Cancelled, RateLimited
from services.results import SearchItem, ToolResult


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
