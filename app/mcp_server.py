"""Footnote's web tools for other agents: an MCP server over stdio.

``python -m app mcp`` serves ``web_search`` and ``web_fetch`` to any Model
Context Protocol client (coding agents, other chat apps) with the official
``mcp`` SDK. ``web_search`` runs exactly as a tool call of Footnote's own agent
(``services.agent.webtools``): the same result text, citation ids and failure
reasons, through the same services with the user's settings, keys, blacklist,
cache, private-network refusal, limits and deadlines. ``web_fetch`` reads
through the same services and returns whole pages up to a cap, long pages in
parts (``app.mcp_fetch``). Arguments follow the tools' input schemas exactly
(``app.mcp_schema``). Every result is redacted (``services.secrecy``).

The transport (``app.mcp_stdio``) answers every line, even those the SDK
cannot read; SIGTERM and SIGINT stop the server at once, with the client's
stdin open or not. stdout carries the protocol; Footnote logs to its log file
only. A call the client cancels stops its searches and downloads.
"""

from __future__ import annotations

import logging
import signal
from collections.abc import Mapping
from typing import Any

import anyio
import mcp.types as types
from mcp.server import Server, ServerRequestContext

from app.mcp_fetch import read_pages
from app.mcp_schema import check, fetch_cap, tool_list, tool_specs
from app.mcp_stdio import stdio_transport
from app.offthread import run_daemon
from services.agent.tools import TOOLS, WEB_FETCH
from services.agent.webtools import ToolReply, WebTools
from services.cancel import CancelToken
from services.errors import Cancelled
from services.secrecy import redact, redact_data

log = logging.getLogger(__name__)

NAME = "footnote"
INSTRUCTIONS = (
    "Footnote's web tools. web_search finds pages (each result has a citation id, title, "
    "URL and snippet); web_fetch reads pages in full as Markdown (HTML and PDF), long ones in "
    "parts. Cite a source by its id. Private network addresses are refused unless the user "
    "allowed them, and addresses on the user's blacklist are never read or returned."
)


def build_server(
    tools: WebTools, settings: Mapping[str, Any] | None = None, version: str = ""
) -> Server[Any]:
    """An MCP server whose two tools call ``tools`` (its toolbox must return
    whole pages: the server cuts them); ``settings`` gives ``mcp.*``."""
    config: Mapping[str, Any] = settings if settings is not None else {}

    async def list_tools(
        _ctx: ServerRequestContext[Any], _params: types.PaginatedRequestParams | None
    ) -> types.ListToolsResult:
        return types.ListToolsResult(tools=tool_list(fetch_cap(config)))

    async def call_tool(
        _ctx: ServerRequestContext[Any], params: types.CallToolRequestParams
    ) -> types.CallToolResult:
        name, arguments, cap = params.name, dict(params.arguments or {}), fetch_cap(config)
        if name not in TOOLS:
            shown = name if len(name) <= 80 else name[:77] + "..."
            return _result(ToolReply(f"Error: there is no tool named {shown!r}. The tools are "
                                     f"{', '.join(sorted(TOOLS))}.", False, "invalid_arguments"))
        problem = check(name, arguments, tool_specs(cap))
        if problem is not None:
            return _result(ToolReply(problem, False, "invalid_arguments"))
        cancel = CancelToken()
        try:
            reply = await run_daemon(lambda: _run(tools, name, arguments, cap, cancel),
                                     f"footnote-mcp-{name}")
        except anyio.get_cancelled_exc_class():
            cancel.cancel()  # the client cancelled, or the server stops: end the work
            raise
        except Cancelled:
            reply = ToolReply(f"Error: {name} was cancelled (reason: cancelled).", False,
                              "cancelled")
        return _result(reply)

    return Server(NAME, version=version, instructions=INSTRUCTIONS,
                  on_list_tools=list_tools, on_call_tool=call_tool)


def _run(
    tools: WebTools, name: str, arguments: dict[str, Any], cap: int, cancel: CancelToken
) -> ToolReply:
    if name != WEB_FETCH:
        return tools.call(name, arguments, cancel)
    try:
        return read_pages(
            tools, list(arguments["urls"]), max_tokens=int(arguments.get("max_tokens", cap)),
            part=int(arguments.get("part", 1)), asked_tokens="max_tokens" in arguments,
            cancel=cancel,
        )
    except Cancelled:
        raise
    except Exception as exc:  # a bug becomes an error result, never a dead server
        log.exception("web_fetch over MCP failed unexpectedly")
        return ToolReply(f"Error: web_fetch failed unexpectedly ({type(exc).__name__}).", False,
                         "internal_error")


def _result(reply: ToolReply) -> types.CallToolResult:
    """The reply as MCP sends it, keys and credentials redacted."""
    return types.CallToolResult(
        content=[types.TextContent(text=redact(reply.text))],
        structured_content=redact_data(reply.structured()),
        is_error=not reply.ok,
    )


async def serve_stdio(
    tools: WebTools, settings: Mapping[str, Any] | None = None, version: str = ""
) -> str | None:
    """Serve over stdin/stdout until the client closes stdin (None) or SIGTERM or
    SIGINT arrives (its name)."""
    server = build_server(tools, settings, version)
    stopped_by: list[str] = []
    async with anyio.create_task_group() as group:
        group.start_soon(_stop_on_signal, group.cancel_scope, stopped_by)
        async with stdio_transport() as (incoming, outgoing):
            await server.run(incoming, outgoing, server.create_initialization_options())
        group.cancel_scope.cancel()
    return stopped_by[0] if stopped_by else None


async def _stop_on_signal(scope: anyio.CancelScope, stopped_by: list[str]) -> None:
    try:
        with anyio.open_signal_receiver(signal.SIGTERM, signal.SIGINT) as signals:
            async for signum in signals:
                stopped_by.append(signal.Signals(signum).name)
                log.info("the MCP server stops on %s", stopped_by[0])
                scope.cancel()
                return
    except (NotImplementedError, ValueError, RuntimeError):
        # Windows (no signal handlers in the event loop: Ctrl+C arrives as
        # KeyboardInterrupt) or not the main thread: leave signals as they are.
        return
