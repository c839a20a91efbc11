"""Footnote's web tools for other agents: an MCP server over stdio.

``python -m app mcp`` serves ``web_search`` and ``web_fetch`` to any Model
Context Protocol client (coding agents, other chat apps) with the official
``mcp`` SDK. Each call runs exactly as a tool call of Footnote's own agent
(``services.agent.webtools``): the same JSON schemas, result text, citation
ids and failure reasons, through the same services with the user's settings,
keys, blacklist, cache, private-network refusal, limits and deadlines.

stdout carries the protocol; Footnote logs to its log file only. A call the
client cancels stops its searches and downloads.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import anyio
import mcp.types as types
from mcp.server import Server, ServerRequestContext
from mcp.server.stdio import stdio_server

from services.agent.webtools import WebTools, schemas
from services.cancel import CancelToken
from services.errors import Cancelled

NAME = "footnote"
INSTRUCTIONS = (
    "Footnote's web tools. web_search finds pages (each result has a citation id, title, "
    "URL and snippet); web_fetch reads pages in full as Markdown (HTML and PDF). Cite a "
    "source by its id. Private network addresses are refused unless the user allowed "
    "them, and addresses on the user's blacklist are never read or returned."
)


def tool_list() -> list[types.Tool]:
    return [
        types.Tool(name=spec["name"], description=spec["description"],
                   input_schema=spec["parameters"])
        for spec in schemas()
    ]


def build_server(tools: WebTools, version: str = "") -> Server[Any]:
    """An MCP server whose two tools call ``tools``."""
    listed = tool_list()
    known = {tool.name for tool in listed}

    async def list_tools(
        _ctx: ServerRequestContext[Any], _params: types.PaginatedRequestParams | None
    ) -> types.ListToolsResult:
        return types.ListToolsResult(tools=listed)

    async def call_tool(
        _ctx: ServerRequestContext[Any], params: types.CallToolRequestParams
    ) -> types.CallToolResult:
        if params.name not in known:
            text = (f"Error: there is no tool named {params.name!r}. The tools are "
                    f"{', '.join(sorted(known))}.")
            return types.CallToolResult(content=[types.TextContent(text=text)], is_error=True)
        cancel = CancelToken()
        arguments: Mapping[str, Any] = params.arguments or {}
        try:
            reply = await anyio.to_thread.run_sync(
                lambda: tools.call(params.name, dict(arguments), cancel),
                abandon_on_cancel=True,
            )
        except anyio.get_cancelled_exc_class():
            cancel.cancel()  # the client cancelled: stop the downloads and searches
            raise
        except Cancelled:
            text = f"Error: {params.name} was cancelled (reason: cancelled)."
            return types.CallToolResult(content=[types.TextContent(text=text)], is_error=True)
        return types.CallToolResult(
            content=[types.TextContent(text=reply.text)],
            structured_content=reply.structured(),
            is_error=not reply.ok,
        )

    return Server(NAME, version=version, instructions=INSTRUCTIONS,
                  on_list_tools=list_tools, on_call_tool=call_tool)


async def serve_stdio(tools: WebTools, version: str = "") -> None:
    server = build_server(tools, version)
    async with stdio_server() as (read_stream, write_stream):
        await server.run(read_stream, write_stream, server.create_initialization_options())
