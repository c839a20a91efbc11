"""Assemble one reply from Chat Completions chunks: its text, reasoning and tool calls.

``TurnAssembler`` reads a reply's chunks (streamed, or one whole completion)
into events and a ``Reply``; ``ToolCallAssembler`` puts its tool calls together.

Tool-call arguments arrive in pieces across chunks, keyed by ``index``. Real
servers differ: some omit ``index`` (continuations then belong to the last
call), some omit ``id`` on later pieces, some give every call index 0 but a
distinct ``id``, and some repeat the name on every piece. The assembler
accepts all of these. Gemini 3 attaches ``extra_content`` (its thought
signature) to a call, which must go back exactly as received: it is kept.
"""

from __future__ import annotations

import json
import secrets
import time
from dataclasses import dataclass
from typing import Any

from services import tokens
from services.llm.events import (
    Reply,
    StreamEvent,
    TextDelta,
    ThoughtDelta,
    TokenCounts,
    ToolCall,
    ToolCallDelta,
)
from services.llm.textcalls import TextCallFilter
from services.llm.think import ThinkSplitter


@dataclass
class _Slot:
    index: int
    id: str = ""
    name: str = ""
    arguments: str = ""
    extra: dict[str, Any] | None = None


class ToolCallAssembler:
    """Feed ``delta["tool_calls"]`` lists; ``calls()`` returns the assembled calls."""

    def __init__(self) -> None:
        self._slots: list[_Slot] = []
        self._by_index: dict[int, _Slot] = {}
        self._by_id: dict[str, _Slot] = {}

    def feed(self, pieces: list[dict[str, Any]]) -> list[ToolCallDelta]:
        deltas: list[ToolCallDelta] = []
        for piece in pieces:
            if not isinstance(piece, dict):
                continue
            slot = self._slot_for(piece)
            function = piece.get("function") or {}
            name = function.get("name") or ""
            if name and name != slot.name:
                slot.name = name if not slot.name else slot.name + name
            arguments = function.get("arguments") or ""
            if isinstance(arguments, dict):  # a few servers send an object, not a string
                arguments = json.dumps(arguments)
            slot.arguments += str(arguments)
            extra = piece.get("extra_content")
            if isinstance(extra, dict):
                slot.extra = {**(slot.extra or {}), **extra}
            deltas.append(ToolCallDelta(slot.index, slot.id, slot.name, str(arguments)))
        return deltas

    def _slot_for(self, piece: dict[str, Any]) -> _Slot:
        raw_index = piece.get("index")
        index = raw_index if isinstance(raw_index, int) else None
        cid = str(piece.get("id") or "")
        slot: _Slot | None = self._by_id.get(cid) if cid else None
        if slot is None and index is not None and index in self._by_index:
            candidate = self._by_index[index]
            if not cid or not candidate.id or candidate.id == cid:
                slot = candidate
        if slot is None and index is None and not cid and self._slots:
            slot = self._slots[-1]
        if slot is None:
            slot = _Slot(index=len(self._slots))
            self._slots.append(slot)
            if index is not None:
                self._by_index[index] = slot
        if cid and not slot.id:
            slot.id = cid
            self._by_id[cid] = slot
        return slot

    def calls(self) -> list[ToolCall]:
        """The calls with a name, each with an id (generated where the server gave none)."""
        result = []
        for slot in self._slots:
            if not slot.name:
                continue
            cid = slot.id or f"call_{slot.index}_{secrets.token_hex(4)}"
            result.append(ToolCall(cid, slot.name, slot.arguments, extra_content=slot.extra))
        return result

    def __bool__(self) -> bool:
        return bool(self._slots)


class TurnAssembler:
    """Accumulates one reply (streamed, or one whole completion) from its chunks.

    ``feed`` turns each chunk into the events it holds (text, reasoning, tool-call
    pieces); ``flush`` gives what the filters held back at the end; ``reply``
    assembles the ``Reply``. Text between ``<think>`` tags is reasoning, and tool
    calls the model wrote as text become calls when ``tool_names`` is given.
    """

    def __init__(self, tool_names: frozenset[str] = frozenset()) -> None:
        self.text: list[str] = []
        self.reasoning: list[str] = []
        self.tools = ToolCallAssembler()
        self.think = ThinkSplitter()
        self.text_calls = TextCallFilter(tool_names) if tool_names else None
        self.finish_reason: str | None = None
        self.usage: TokenCounts | None = None
        self.incomplete_reason = ""
        self.chunks = 0
        self._reasoning_span: tuple[float, float] | None = None

    def feed(self, chunk: dict[str, Any]) -> list[StreamEvent]:
        events: list[StreamEvent] = []
        usage = chunk.get("usage")
        if isinstance(usage, dict):
            self.usage = TokenCounts(
                int(usage.get("prompt_tokens") or 0), int(usage.get("completion_tokens") or 0)
            )
        for choice in chunk.get("choices") or []:
            if not isinstance(choice, dict) or int(choice.get("index") or 0) != 0:
                continue
            delta = choice.get("delta") or choice.get("message") or {}
            # DeepSeek, Qwen, Kimi, GLM and LM Studio say reasoning_content;
            # OpenRouter, Ollama and vLLM say reasoning.
            thought = delta.get("reasoning_content") or delta.get("reasoning")
            if isinstance(thought, str) and thought:
                events += self._reason(thought)
            content = delta.get("content")
            if isinstance(content, str) and content:
                answer, thinking = self.think.feed(content)
                events += self._reason(thinking) + self._say(answer)
            pieces = delta.get("tool_calls")
            if isinstance(pieces, list):
                deltas: list[ToolCallDelta] = self.tools.feed(pieces)
                events.extend(deltas)
            if choice.get("finish_reason"):
                self.finish_reason = str(choice["finish_reason"])
        return events

    def flush(self) -> list[StreamEvent]:
        """The end of the reply: what the think and tool-call filters held back."""
        answer, thinking = self.think.finish()
        events = self._reason(thinking) + self._say(answer, final=True)
        return events

    def _reason(self, text: str) -> list[StreamEvent]:
        if not text:
            return []
        now = time.monotonic()
        start = self._reasoning_span[0] if self._reasoning_span else now
        self._reasoning_span = (start, now)
        self.reasoning.append(text)
        return [ThoughtDelta(text)]

    def _say(self, text: str, *, final: bool = False) -> list[StreamEvent]:
        if self.text_calls is not None:
            text = self.text_calls.feed(text)
            if final:
                text += self.text_calls.finish()
        if not text:
            return []
        self.text.append(text)
        return [TextDelta(text)]

    def reply(self, messages: list[dict[str, Any]]) -> Reply:
        """The assembled reply; usage is estimated from ``messages`` when the
        endpoint sent none."""
        text = "".join(self.text)
        written = self.text_calls.calls if self.text_calls is not None else []
        calls = self.tools.calls() + written
        reason = self.finish_reason
        if calls and reason in {None, "stop"} and not self.incomplete_reason:
            reason = "tool_calls"  # some servers say "stop" after tool calls
        why = self.incomplete_reason or (reason if reason in ("length", "content_filter") else "")
        if not why and reason is None:
            why = "cut"
        usage = self.usage or TokenCounts(
            tokens.count(json.dumps(messages, ensure_ascii=False)),
            tokens.count(text + "".join(c.arguments for c in calls)),
            estimated=True,
        )
        span = self._reasoning_span
        return Reply(
            text, calls if not why or why == "length" else [], reason, usage, bool(why), why,
            reasoning="".join(self.reasoning),
            reasoning_time_s=round(span[1] - span[0], 3) if span else 0.0,
            text_tool_calls=bool(written),
        )
