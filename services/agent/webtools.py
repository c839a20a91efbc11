"""The agent's two web tools as callable tools for other programs (the MCP server).

``WebTools.call(name, arguments)`` behaves as a tool call of the built-in agent:
the same argument checks and messages, the same result text with citation ids
(one registry per ``WebTools``, so a URL keeps its id for the whole session),
the same failure reasons, and the same services underneath, with the user's
settings, keys, blacklist, cache and limits.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from services.agent.guarded import GuardedToolbox
from services.agent.toolbox import Toolbox
from services.agent.toolcall import call
from services.agent.tools import tool_specs
from services.cancel import NEVER, CancelToken
from services.citations.registry import CitationRegistry
from services.secrecy import redact_data
from services.trust.egress import open_policy


@dataclass
class ToolReply:
    """What one call returned.

    Attributes:
        text: exactly what the built-in agent's model would read.
        ok: the tool found something (results, or at least one page read).
        reason: the failure reason (a ``SearchError``/``FetchError`` code,
            ``invalid_arguments``, ``internal_error``), None when ok.
        items, meta: the structured result (``ToolResult.items`` as dicts, ``meta``).
    """

    text: str
    ok: bool
    reason: str | None = None
    provider: str = ""
    items: list[dict[str, Any]] = field(default_factory=list)
    meta: dict[str, Any] = field(default_factory=dict)

    def structured(self) -> dict[str, Any]:
        return {"ok": self.ok, "reason": self.reason, "provider": self.provider,
                "items": self.items, "meta": self.meta}


def schemas() -> list[dict[str, Any]]:
    """``{name, description, parameters}`` of each tool, as the agent declares them."""
    return [dict(spec["function"]) for spec in tool_specs()]


class WebTools:
    """``web_search`` and ``web_fetch`` over a ``Toolbox``; thread-safe."""

    def __init__(self, toolbox: Toolbox, registry: CitationRegistry | None = None) -> None:
        self.toolbox = toolbox
        self.registry = registry if registry is not None else CitationRegistry()
        # The client keeps its conversation to itself, so what is private here is
        # the user's keys: no URL holding one is requested.
        self._guarded = GuardedToolbox(toolbox, open_policy())

    def call(self, name: str, arguments: Any, cancel: CancelToken = NEVER) -> ToolReply:
        """Run one call (``toolcall.call``); never raises except ``Cancelled``."""
        run = call(self._guarded, name, arguments if arguments is not None else {},
                   self.registry, cancel)
        if run.result is None:
            return ToolReply(run.text, False, run.reason)
        # A page that prints a key never hands it to the client.
        return ToolReply(run.text, run.ok, run.reason, run.provider,
                         redact_data(run.result.item_dicts()), redact_data(dict(run.result.meta)))
