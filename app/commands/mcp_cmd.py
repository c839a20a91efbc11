"""``python -m app mcp``: serve web_search and web_fetch to MCP clients over stdio.

The ``mcp`` SDK is imported only when this command runs, so the other commands
start without it.
"""

from __future__ import annotations

import argparse
import gc
import sys
from typing import Any

from app.commands.common import load_settings
from app.secrets import Secrets


def register(sub: Any) -> None:
    parser = sub.add_parser(
        "mcp", help="serve web_search and web_fetch to MCP clients (stdio)",
        description="Run an MCP server over stdin/stdout offering Footnote's web_search and "
                    "web_fetch, with your settings, keys, blacklist and cache. Add it to a "
                    "client's MCP configuration as the command 'python -m app mcp'.",
    )
    parser.set_defaults(handler=run)


def run(_args: argparse.Namespace) -> int:
    if sys.stdin.isatty():
        print("Footnote's MCP server speaks JSON-RPC on stdin/stdout: start it from an MCP "
              "client (see README, 'Footnote as an MCP server'). Waiting for a client; press "
              "Ctrl+C to quit.", file=sys.stderr)
    import anyio

    from app.mcp_server import serve_stdio
    from app.wiring.agent import build_toolbox
    from services.agent.webtools import WebTools

    settings = load_settings()
    secrets = Secrets(settings)
    for name in secrets.names():
        secrets.get(name)  # every stored key is redacted from results, used yet or not
    toolbox = build_toolbox(settings, secrets, context_window=None, whole_pages=True)
    try:
        stopped_by = anyio.run(serve_stdio, WebTools(toolbox), settings, _version())
    finally:
        toolbox.close()  # stops the extraction workers
    # The interpreter's last garbage collections would walk every object the SDK
    # and pydantic made: most of a second, the bulk of the time to exit. Frozen,
    # they are skipped; the memory goes back with the process.
    gc.freeze()
    if stopped_by is not None:  # as every command ends on Ctrl+C or SIGTERM
        print("Stopped.", file=sys.stderr)
        return 130
    return 0


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("footnote")
    except PackageNotFoundError:
        return ""
