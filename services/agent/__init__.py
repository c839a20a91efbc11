"""The agent: the model decides when to search and read; Footnote runs the tools
under guard rails and returns a cited answer with a trace.

Public surface::

    Agent(client, toolbox, AgentConfig(...)).run(question, history=, registry=,
        cancel=, on_event=) -> AgentResult
    Toolbox (protocol), ServiceToolbox(search, fetch, settings, context_window=)
    events: services.events (AnswerDelta, SearchStarted, PageRead, ..., AnswerDone)
    end_event(result) -> AnswerDone | AnswerStopped | AnswerFailed
    ending: Ending (how an answer ended: reason, message, action)
    trace: AgentTrace, TurnTrace, ToolCallTrace
    should_search(question) -> SearchDecision
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from services.events import AnswerDelta, Event, OnEvent, ReasoningDelta, ToolEnd, ToolStart
from services.lazy import lazy_names

if TYPE_CHECKING:
    from services.agent.config import AgentConfig
    from services.agent.ending import Ending
    from services.agent.loop import Agent, end_event
    from services.agent.result import AgentResult
    from services.agent.rules import SearchDecision, should_search
    from services.agent.session import ChatModel
    from services.agent.toolbox import ServiceToolbox, Toolbox
    from services.agent.tools import TOOL_NAMES, WEB_FETCH, WEB_SEARCH, tool_specs
    from services.agent.trace import AgentTrace, ToolCallTrace, TurnTrace

AgentEvent = Event

__all__ = [
    "TOOL_NAMES",
    "WEB_FETCH",
    "WEB_SEARCH",
    "Agent",
    "AgentConfig",
    "AgentEvent",
    "AgentResult",
    "AgentTrace",
    "AnswerDelta",
    "ChatModel",
    "Ending",
    "OnEvent",
    "ReasoningDelta",
    "SearchDecision",
    "ServiceToolbox",
    "ToolCallTrace",
    "ToolEnd",
    "ToolStart",
    "Toolbox",
    "TurnTrace",
    "end_event",
    "should_search",
    "tool_specs",
]

# The loop pulls in the model SDK and the fetch stack; the window reads the tool
# table and the trace types at start, so the rest loads when first asked for.
__getattr__ = lazy_names(__name__, {
    name: f"services.agent.{module}" for module, names in {
        "ending": ("Ending",), "loop": ("Agent", "end_event"), "result": ("AgentResult",),
        "rules": ("SearchDecision", "should_search"), "config": ("AgentConfig",),
        "session": ("ChatModel",), "toolbox": ("ServiceToolbox", "Toolbox"),
        "tools": ("TOOL_NAMES", "WEB_FETCH", "WEB_SEARCH", "tool_specs"),
        "trace": ("AgentTrace", "ToolCallTrace", "TurnTrace"),
    }.items() for name in names
})
