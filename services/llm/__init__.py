"""OpenAI-compatible chat models: presets, model facts, a streaming client.

Every name is imported on first use (``services.lazy``): the ``openai`` SDK
behind ``ChatClient`` takes about a second to import, and the settings table,
which imports the presets from here, is read at every start, before the
window's first paint and by every command.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from services.lazy import lazy_names

if TYPE_CHECKING:
    from services.llm.client import ChatClient, CheckResult
    from services.llm.endpoint import Endpoint, resolve_endpoint
    from services.llm.events import (
        Done,
        Reply,
        StreamEvent,
        TextDelta,
        ThoughtDelta,
        TokenCounts,
        ToolCall,
        ToolCallDelta,
    )
    from services.llm.presets import (
        LLM_PRESETS,
        PRESETS,
        ModelInfo,
        Preset,
        model_info,
        preset,
    )

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
    "ThoughtDelta",
    "TokenCounts",
    "ToolCall",
    "ToolCallDelta",
    "model_info",
    "preset",
    "resolve_endpoint",
]

_WHERE = {
    **dict.fromkeys(("ChatClient", "CheckResult"), "services.llm.client"),
    **dict.fromkeys(("Endpoint", "resolve_endpoint"), "services.llm.endpoint"),
    **dict.fromkeys(("Done", "Reply", "StreamEvent", "TextDelta", "ThoughtDelta", "TokenCounts",
                     "ToolCall", "ToolCallDelta"), "services.llm.events"),
    **dict.fromkeys(("LLM_PRESETS", "PRESETS", "ModelInfo", "Preset", "model_info", "preset"),
                    "services.llm.presets"),
}

__getattr__ = lazy_names(__name__, _WHERE)
