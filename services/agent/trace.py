"""What happened during one answer, as JSON-serializable dataclasses.

AgentTrace (the run) > TurnTrace (one model request) > ToolCallTrace (one tool
call). Stored with the answer, shown under it in the UI, printed by ``ask --json``.
Secrets never enter a trace: only tool arguments the model wrote and results'
sizes and reasons.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any


@dataclass
class ToolCallTrace:
    """One tool call: arguments, outcome, provider, time and result size.

    ``count`` is the results a search found or the pages a fetch read;
    ``failures`` the pages a fetch could not read, ``[{url, reason}]``, and
    ``read`` those it read.
    """

    tool: str
    args: dict[str, Any]
    call_id: str = ""
    ok: bool = False
    reason: str | None = None
    provider: str = ""
    time_s: float = 0.0
    result_chars: int = 0
    result_tokens: int = 0
    count: int = 0
    failures: list[dict[str, str]] = field(default_factory=list)
    read: list[str] = field(default_factory=list)
    """The URLs a ``web_fetch`` read, as each was read (kept when the call is stopped)."""


@dataclass
class TurnTrace:
    """One request to the model.

    Attributes:
        index: 1-based number of the request in the run.
        purpose: ``answer``, ``tools``, ``queries`` (no-tools path), ``final`` (limit);
            ``prefetch`` (pasted URLs read before the first turn) and ``web``
            (the no-tools path's searches) hold tool calls without a request.
        finish_reason: as the model reported it (None when the stream was cut).
        injected: instructions Footnote added before this request
            (``correction``, ``degradation``, ``limit``, ``trimmed:N``,
            ``trimmed_after_context_error``, ``queries_failed``, ...).
        tool_calls: calls the model made in this turn.
    """

    index: int
    purpose: str = "answer"
    finish_reason: str | None = None
    injected: list[str] = field(default_factory=list)
    tool_calls: list[ToolCallTrace] = field(default_factory=list)
    tokens_in: int = 0
    tokens_out: int = 0
    tokens_estimated: bool = False
    time_s: float = 0.0
    reasoning_chars: int = 0
    reasoning_time_s: float = 0.0
    ignored_tool_calls: int = 0
    """Calls the model made in a ``final`` turn, which allows none."""
    text_tool_calls: int = 0
    """Calls the model wrote as text in its answer, run as real calls."""


@dataclass
class AgentTrace:
    """The whole run."""

    question: str
    model: str
    provider: str = ""
    mode: str = "tools"
    searched: bool = False
    """A ``web_search`` call ran (a fetch alone is not a search)."""
    correction_triggered: bool = False
    correction_rule: str = ""
    degradation_triggered: bool = False
    limit_reached: bool = False
    stopped: bool = False
    incomplete: bool = False
    error: dict[str, str] | None = None
    turns: list[TurnTrace] = field(default_factory=list)
    total_time_s: float = 0.0
    tokens_in: int = 0
    tokens_out: int = 0
    reasoning_chars: int = 0
    reasoning_time_s: float = 0.0
    reasoning: str = ""
    """The model's reasoning across the run's turns (shown as "Thinking", never
    in the answer)."""
    adaptations: list[str] = field(default_factory=list)
    """What the endpoint refused and was asked without (``no_stream``, ``max_tokens``...)."""
    ending: dict[str, str | int] | None = None
    """How the answer ended: ``reason``, ``message``, ``action`` (see ``ending.py``)."""
    # The answer's cited sentences by support judgment (services.citations.support).
    claims: dict[str, int] = field(default_factory=dict)
    held_back: list[dict[str, str]] = field(default_factory=list)
    """What the egress policy stopped: ``kind`` (``fetch``, ``link``, ``query``),
    ``target`` (the URL or query) and ``because`` (what it carried)."""

    @property
    def tool_calls(self) -> list[ToolCallTrace]:
        return [call for turn in self.turns for call in turn.tool_calls]

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> AgentTrace:
        turns = [
            TurnTrace(
                **{k: v for k, v in t.items() if k != "tool_calls"},
                tool_calls=[ToolCallTrace(**c) for c in t.get("tool_calls", [])],
            )
            for t in data.get("turns", [])
        ]
        fields = {k: v for k, v in data.items() if k != "turns"}
        return cls(**fields, turns=turns)
