"""Plain dataclasses the chat client yields while a reply streams.

The model stream's own vocabulary, one level below the run's events
(``services.events``); the agent converts at that boundary: ``TextDelta`` becomes
``AnswerDelta``, ``ThoughtDelta`` ``ReasoningDelta``, ``Adaptation`` ``Adapted``,
and a reply's ``TokenCounts`` one ``Usage`` event per request.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any


@dataclass
class TextDelta:
    """A piece of the answer text."""

    text: str


@dataclass
class ThoughtDelta:
    """A piece of the model's reasoning (``reasoning_content``, ``reasoning`` or a
    ``<think>`` block): shown apart from the answer, never part of it."""

    text: str


@dataclass
class Adaptation:
    """The client changed how it talks to the endpoint after a refusal
    (``code``: ``no_stream``, ``dropped_param`` or ``reasoning_echo``: the
    reasoning of tool-call turns is now sent back); ``message`` is for the user."""

    code: str
    message: str
    param: str = ""


@dataclass
class ToolCallDelta:
    """A piece of a tool call as it arrives (``arguments`` is a fragment)."""

    index: int
    id: str
    name: str
    arguments: str


@dataclass
class TokenCounts:
    """Token counts; ``estimated`` when the endpoint did not report them."""

    prompt_tokens: int = 0
    completion_tokens: int = 0
    estimated: bool = False

    def add(self, other: TokenCounts) -> None:
        self.prompt_tokens += other.prompt_tokens
        self.completion_tokens += other.completion_tokens
        self.estimated = self.estimated or other.estimated


@dataclass
class ToolCall:
    """One assembled tool call of an assistant turn."""

    id: str
    name: str
    arguments: str
    extra_content: dict[str, Any] | None = None
    """Provider data to send back with the call as received (Gemini's thought signature)."""

    def parsed_arguments(self) -> dict[str, Any]:
        """The arguments as a JSON object; raises ValueError saying what is wrong."""
        text = self.arguments.strip() or "{}"
        try:
            value = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ValueError(f"the arguments are not valid JSON ({exc.msg} at {exc.pos})") from exc
        if not isinstance(value, dict):
            raise ValueError("the arguments must be a JSON object")
        return value

    def to_message(self) -> dict[str, Any]:
        """The OpenAI ``tool_calls`` entry for the assistant message."""
        message: dict[str, Any] = {
            "id": self.id,
            "type": "function",
            "function": {"name": self.name, "arguments": self.arguments or "{}"},
        }
        if self.extra_content:
            message["extra_content"] = self.extra_content
        return message


@dataclass
class Reply:
    """A whole assistant turn.

    Attributes:
        text: the answer text received (partial when ``incomplete``).
        tool_calls: assembled tool calls, in the order the model sent them.
        finish_reason: as reported (``stop``, ``tool_calls``, ``length``...) or None.
        usage: token counts for this request.
        incomplete: the stream ended before the model finished.
        incomplete_reason: ``cut`` (connection lost), ``cancelled``, ``length`` or
            ``content_filter``.
        reasoning: the model's reasoning for this turn, kept apart from ``text``.
        reasoning_time_s: seconds from the first to the last reasoning piece.
        text_tool_calls: some ``tool_calls`` were written as text in the answer.
        output_limit: the output cap the request carried (None: the server's own).
    """

    text: str = ""
    tool_calls: list[ToolCall] = field(default_factory=list)
    finish_reason: str | None = None
    usage: TokenCounts = field(default_factory=TokenCounts)
    incomplete: bool = False
    incomplete_reason: str = ""
    reasoning: str = ""
    reasoning_time_s: float = 0.0
    text_tool_calls: bool = False
    output_limit: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class Done:
    """The last event of a stream, carrying the assembled reply."""

    reply: Reply


StreamEvent = TextDelta | ThoughtDelta | ToolCallDelta | Adaptation | Done
