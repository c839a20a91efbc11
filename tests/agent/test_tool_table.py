"""Tools are one table: a throwaway row, added here and nowhere in production,
is offered to the model, listed by the MCP server, run by the agent's session
and by the MCP tools, and its failures are worded in the trace."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from services.agent.progress import RunProgress
from services.agent.session import AgentConfig, Session
from services.agent.tools import TOOLS, Tool, ToolArgumentError, tool_specs
from services.agent.trace import AgentTrace, TurnTrace
from services.agent.webtools import WebTools
from services.cancel import CancelToken
from services.citations.registry import CitationRegistry
from services.events import ToolEnd, ToolStart
from services.results import ToolResult


def _check(args: dict[str, Any]) -> dict[str, Any]:
    if not isinstance(args.get("text"), str):
        raise ToolArgumentError('web_echo needs a "text" string.')
    return {"text": args["text"]}


def _run(toolbox: Any, args: dict[str, Any], registry: Any, cancel: Any,
         on_event: Any) -> ToolResult:
    blocked = args["text"] == "blocked"
    return ToolResult(text=args["text"], items=[], meta={"reason": "blocked" if blocked else None})


ECHO = Tool(
    "web_echo", "Say the text back.",
    {"type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]},
    domain="fetch", example='{"text": "hello"}', check=_check, run=_run,
    count=lambda result: len(result.text),
    outcome=lambda result: (result.meta["reason"] is None, result.meta["reason"], "echo"),
    failures=lambda result: [],
)


@pytest.fixture
def echo(monkeypatch: pytest.MonkeyPatch) -> Iterator[Tool]:
    monkeypatch.setitem(TOOLS, ECHO.name, ECHO)
    yield ECHO


def test_the_model_and_the_mcp_server_are_offered_the_row(echo: Tool) -> None:
    from app.mcp_server import tool_list

    assert [s["function"]["name"] for s in tool_specs()] == ["web_search", "web_fetch",
                                                             "web_echo"]
    listed = {tool.name: tool for tool in tool_list()}
    assert listed["web_echo"].input_schema == echo.parameters


def test_the_session_runs_the_row(echo: Tool) -> None:
    events: list[Any] = []
    session = Session(client=None, toolbox=object(), config=AgentConfig(),  # type: ignore[arg-type]
                      trace=AgentTrace(question="q", model="m"), registry=CitationRegistry(),
                      cancel=CancelToken(), on_event=events.append)
    turn = TurnTrace(index=1)
    text, result = session.run_tool("c1", "web_echo", '{"text": "hi"}', turn)
    assert text == "hi" and result is not None
    [start] = [e for e in events if isinstance(e, ToolStart)]
    [end] = [e for e in events if isinstance(e, ToolEnd)]
    assert start.args == {"text": "hi"}
    assert (end.ok, end.provider, end.count) == (True, "echo", 2)
    # The window and the CLI say a tool runs by its name.
    [line] = RunProgress().apply(start)
    assert (line.code, line.params) == ("tool_running", {"tool": "web_echo"})
    bad, _ = session.run_tool("c2", "web_echo", '{"words": 1}', turn)
    assert bad == 'Error: web_echo needs a "text" string.'


def test_the_mcp_tools_run_the_row(echo: Tool) -> None:
    reply = WebTools(toolbox=object()).call("web_echo", {"text": "blocked"})  # type: ignore[arg-type]
    assert (reply.ok, reply.reason, reply.text) == (False, "blocked", "blocked")


def test_the_trace_words_the_rows_failure(echo: Tool, qapp: Any) -> None:
    from services.failures import CATALOGUE
    from ui.chat.trace import format_trace

    text = format_trace({"tool_calls": [{"tool": "web_echo", "arguments": {"text": "x"},
                                          "ok": False, "reason": "blocked"}]})
    assert f"{CATALOGUE['fetch.blocked'].message} [blocked]" in text
