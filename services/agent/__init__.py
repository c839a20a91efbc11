"""The agent: the model decides when to search and read; Footnote runs the tools
under guard rails and returns a cited answer with a trace.

Public surface::

    Agent(client, toolbox, AgentConfig(...)).run(question, history=, registry=,
        cancel=, on_event=) -> AgentResult
    Toolbox (protocol), ServiceToolbox(search, fetch, settings, context_window=)
    events: AnswerDelta, ReasoningDelta, ToolStart, ToolProgress, ToolEnd, Status, Notice
    ending: Ending (how an answer ended: reason, message, action)
    trace: AgentTrace, TurnTrace, ToolCallTrace
    should_search(question) -> SearchDecision
"""

from services.agent.ending import Ending
from services.agent.events import (
    AgentEvent,
    AnswerDelta,
    Notice,
    OnEvent,
    ReasoningDelta,
    Status,
    ToolEnd,
    ToolProgress,
    ToolStart,
)
from services.agent.loop import Agent
from services.agent.result import AgentResult
from services.agent.rules import SearchDecision, should_search
from services.agent.session import AgentConfig, ChatModel
from services.agent.toolbox import ServiceToolbox, Toolbox
from services.agent.tools import TOOL_NAMES, WEB_FETCH, WEB_SEARCH, tool_specs
from services.agent.trace import AgentTrace, ToolCallTrace, TurnTrace

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
    "Notice",
    "OnEvent",
    "ReasoningDelta",
    "SearchDecision",
    "ServiceToolbox",
    "Status",
    "ToolCallTrace",
    "ToolEnd",
    "ToolProgress",
    "ToolStart",
    "Toolbox",
    "TurnTrace",
    "should_search",
    "tool_specs",
]
