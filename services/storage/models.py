"""The records History hands out: plain dataclasses, no database handles."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from services.citations.registry import Source

Role = Literal["user", "assistant", "tool", "system"]
Status = Literal["complete", "streaming", "stopped", "incomplete", "error"]

ROLES: tuple[str, ...] = ("user", "assistant", "tool", "system")
STATUSES: tuple[str, ...] = ("complete", "streaming", "stopped", "incomplete", "error")
FINAL_STATUSES: tuple[str, ...] = ("complete", "stopped", "incomplete", "error")


def _loads(text: str | None, default: Any) -> Any:
    if not text:
        return default
    try:
        return json.loads(text)
    except ValueError:
        return default


@dataclass(frozen=True)
class Conversation:
    """One chat. Times are Unix seconds (UTC)."""

    id: int
    title: str
    model: str
    created_at: float
    updated_at: float
    message_count: int = 0


@dataclass(frozen=True)
class ToolCallRecord:
    """One tool call made while producing an assistant message.

    ``arguments`` is the raw JSON text the model sent (kept verbatim even when
    malformed); ``result_text`` is what the model was given back. ``round`` is the
    tool-loop round the call belongs to (calls of one round were requested by one
    assistant turn). ``ok`` is None while the call is still running.
    """

    id: int
    message_id: int
    call_id: str
    tool: str
    arguments: str
    round: int = 0
    result_text: str | None = None
    items_json: str = "[]"
    meta_json: str = "{}"
    ok: bool | None = None
    reason: str | None = None
    provider: str = ""
    elapsed_s: float | None = None
    started_at: float = 0.0

    def parsed_arguments(self) -> Any:
        """The arguments as JSON data, or None when the model sent malformed JSON."""
        return _loads(self.arguments, None)

    def items(self) -> list[Any]:
        value = _loads(self.items_json, [])
        return value if isinstance(value, list) else []

    def meta(self) -> dict[str, Any]:
        value = _loads(self.meta_json, {})
        return value if isinstance(value, dict) else {}


@dataclass(frozen=True)
class AnswerSource:
    """A source an answer cites, numbered as the reader sees it.

    The excerpt is the exact text the model saw, kept so the evidence survives
    when the page changes or disappears.
    """

    n: int
    source: Source

    @property
    def id(self) -> str:
        return self.source.id

    def to_dict(self) -> dict[str, Any]:
        return {"n": self.n, **self.source.to_dict()}


@dataclass(frozen=True)
class Message:
    """One message with everything stored about it."""

    id: int
    conversation_id: int
    role: str
    content: str
    status: str = "complete"
    created_at: float = 0.0
    updated_at: float = 0.0
    model: str = ""
    tool_call_id: str | None = None
    error_code: str | None = None
    error_message: str | None = None
    tool_calls: list[ToolCallRecord] = field(default_factory=list)
    sources: list[AnswerSource] = field(default_factory=list)
    trace: dict[str, Any] | None = None
    claims: list[dict[str, Any]] = field(default_factory=list)

    @property
    def finished(self) -> bool:
        return self.status != "streaming"


@dataclass(frozen=True)
class SearchHit:
    """A conversation matching a search, with where it matched."""

    conversation: Conversation
    in_title: bool
    message_id: int | None = None
    snippet: str = ""
    marks: tuple[tuple[int, int], ...] = ()
    """Spans of ``snippet`` that match the query (to highlight)."""
    title_marks: tuple[tuple[int, int], ...] = ()
    """Spans of the conversation's title that match the query."""
    rank: float = 0.0
    """bm25 score, lower is better (0 when found by scanning)."""
