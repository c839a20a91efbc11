"""OpenAI-compatible chat models: presets, model facts, a streaming client.

``ChatClient`` (and everything in ``services.llm.client``) is imported lazily:
the ``openai`` SDK takes about a second to import, and the settings table,
which imports the presets from here, is read at every start.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from services.llm.endpoint import Endpoint, resolve_endpoint
from services.llm.events import Done, Reply, StreamEvent, TextDelta, ToolCall, ToolCallDelta, Usage
from services.llm.presets import LLM_PRESETS, PRESETS, ModelInfo, Preset, model_info, preset

if TYPE_CHECKING:
    from services.llm.client import ChatClient, CheckResult

__all__ = [
    "LLM_PRESETS",
    "PRESETS",
    "ChatClient",
    "CheckResult",
    "Done",
    "Endpoint",
    "ModelInfo",
    "Preset",
    "Reply",
    "StreamEvent",
    "TextDelta",
    "ToolCall",
    "ToolCallDelta",
    "Usage",
    "model_info",
    "preset",
    "resolve_endpoint",
]

_LAZY = {"ChatClient", "CheckResult"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        from services.llm import client

        return getattr(client, name)
    raise AttributeError(name)
