"""A call the MCP client cancels stops the tool's work (in-process server, real SDK client)."""

from __future__ import annotations

import threading
from typing import Any

import anyio
from mcp import Client

from app.mcp_server import build_server
from services.agent.webtools import WebTools
from services.cancel import CancelToken
from services.results import ToolResult


class SlowBox:
    """web_fetch waits until it is cancelled (as a download stuck on a slow site)."""

    def __init__(self) -> None:
        self.started = threading.Event()
        self.stopped = threading.Event()

    def web_search(self, query: str, **_kw: Any) -> ToolResult:
        return ToolResult(f"No results for {query}.", [], {"count": 0, "reason": "empty"})

    def web_fetch(self, urls: list[str], *, cancel: CancelToken, **_kw: Any) -> ToolResult:
        self.started.set()
        cancel.wait(10)
        if cancel.cancelled:
            self.stopped.set()
        return ToolResult("", [], {"ok": 0, "cancelled": True})


def test_cancelled_call_stops_its_work_and_the_session_goes_on() -> None:
    box = SlowBox()
    server = build_server(WebTools(box))  # type: ignore[arg-type]
    outcome: dict[str, Any] = {}

    async def main() -> None:
        async with Client(server) as client:
            with anyio.move_on_after(10) as scope:
                async with anyio.create_task_group() as group:
                    async def slow() -> None:
                        await client.call_tool("web_fetch", {"urls": ["https://e.org/"]})

                    group.start_soon(slow)
                    await anyio.to_thread.run_sync(box.started.wait, 5)
                    group.cancel_scope.cancel()
            outcome["timed_out"] = scope.cancelled_caught
            outcome["stopped"] = await anyio.to_thread.run_sync(box.stopped.wait, 5)
            outcome["next"] = await client.call_tool("web_search", {"query": "tea"})

    anyio.run(main)
    assert outcome["timed_out"] is False
    assert outcome["stopped"] is True
    following = outcome["next"]
    assert following.is_error and following.structured_content["reason"] == "empty"
