"""Events the agent reports while it works, for the UI and the CLI.

They arrive through the ``on_event`` callback on the thread running the agent;
``workers/`` turns them into Qt signals. Every event has a ``kind`` and ``to_dict``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, field, replace
from typing import Any, ClassVar


@dataclass(frozen=True)
class _Event:
    kind: ClassVar[str] = "event"

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, **asdict(self)}


@dataclass(frozen=True)
class AnswerDelta(_Event):
    """A piece of the answer text (with raw ``[cite:ID]`` markers)."""

    kind: ClassVar[str] = "text"
    text: str


@dataclass(frozen=True)
class ReasoningDelta(_Event):
    """A piece of the model's reasoning: shown apart (a "Thinking" section), never
    part of the answer, the stored answer or the history sent back."""

    kind: ClassVar[str] = "reasoning"
    text: str


@dataclass(frozen=True)
class ToolStart(_Event):
    """A tool call begins; ``label`` is ready to show ("Searching: <query>")."""

    kind: ClassVar[str] = "tool_start"
    call_id: str
    tool: str
    args: dict[str, Any] = field(default_factory=dict)
    label: str = ""


@dataclass(frozen=True)
class ToolProgress(_Event):
    """Progress inside a tool call ("Reading 3 pages (1/3)")."""

    kind: ClassVar[str] = "tool_progress"
    call_id: str
    tool: str
    message: str
    detail: Any = field(default=None, compare=False)
    """The service's own progress object (``services.fetch.FetchProgress``), if any."""


@dataclass(frozen=True)
class ToolEnd(_Event):
    """A tool call finished; ``reason`` is the failure code when not ``ok``.

    ``output`` is the text the model received and ``result`` the tool's
    ``ToolResult`` (None when the call never ran), for history; neither is in
    ``to_dict``.
    """

    kind: ClassVar[str] = "tool_end"
    call_id: str
    tool: str
    ok: bool
    reason: str | None = None
    provider: str = ""
    time_s: float = 0.0
    summary: str = ""
    args: dict[str, Any] = field(default_factory=dict)
    round: int = 0
    failures: list[dict[str, str]] = field(default_factory=list)
    """Pages of a ``web_fetch`` that could not be read: ``[{url, reason}]``."""
    output: str = field(default="", repr=False, compare=False)
    result: Any = field(default=None, repr=False, compare=False)

    def to_dict(self) -> dict[str, Any]:
        data = {"kind": self.kind, **asdict(replace(self, result=None))}
        data.pop("output")
        data.pop("result")
        return data


@dataclass(frozen=True)
class Status(_Event):
    """A short status line ("Thinking...", "Writing search queries")."""

    kind: ClassVar[str] = "status"
    message: str


@dataclass(frozen=True)
class Notice(_Event):
    """A guard rail fired or the run changed course.

    ``guard`` is ``correction``, ``degradation``, ``trim``, ``limit``, ``no_tools``
    or ``fallback`` (the endpoint refused streaming or a parameter; asked without).
    """

    kind: ClassVar[str] = "notice"
    guard: str
    message: str


AgentEvent = AnswerDelta | ReasoningDelta | ToolStart | ToolProgress | ToolEnd | Status | Notice
OnEvent = Callable[[AgentEvent], None]
