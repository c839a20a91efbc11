"""State shared by one run: streaming a turn, running a tool, keeping the trace.

Both the tool loop (``loop.py``) and the no-tools path (``direct.py``) drive a
``Session``.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator
from dataclasses import replace
from typing import Any, Protocol

from services import tokens
from services.agent import context
from services.agent.config import AgentConfig
from services.agent.toolbox import Toolbox
from services.agent.toolcall import INVALID_ARGUMENTS, call
from services.agent.tools import WEB_SEARCH, Tool
from services.agent.trace import AgentTrace, ToolCallTrace, TurnTrace
from services.cancel import CancelToken
from services.citations.registry import CitationRegistry
from services.errors import Cancelled, ContextTooLong
from services.events import (
    Adapted,
    AnswerDelta,
    Asking,
    BudgetCut,
    ContextTrimmed,
    Event,
    OnEvent,
    PageFailed,
    PageRead,
    ReasoningDelta,
    ToolEnd,
    ToolEvent,
    ToolStart,
    Usage,
)
from services.llm.events import Adaptation, Done, Reply, StreamEvent, TextDelta, ThoughtDelta
from services.results import Item, ToolResult
from services.trust.egress import EgressPolicy
from services.trust.stream import StreamGate

log = logging.getLogger(__name__)

Message = dict[str, Any]


class ChatModel(Protocol):
    """What the agent needs from a chat client (``services.llm.ChatClient`` fits)."""

    @property
    def model(self) -> str: ...

    def stream(
        self,
        messages: list[Message],
        *,
        tools: list[dict[str, Any]] | None = None,
        cancel: CancelToken = ...,
        model: str | None = None,
        max_tokens: int | None = None,
        tool_choice: str | None = None,
    ) -> Iterator[StreamEvent]: ...


class Session:
    """One run of the agent."""

    def __init__(
        self,
        client: ChatModel,
        toolbox: Toolbox | None,
        config: AgentConfig,
        trace: AgentTrace,
        registry: CitationRegistry,
        cancel: CancelToken,
        on_event: OnEvent | None,
        policy: EgressPolicy | None = None,
    ) -> None:
        self.client = client
        self.toolbox = toolbox
        self.config = config
        self.trace = trace
        self.registry = registry
        self.cancel = cancel
        self._on_event = on_event
        self.answer: list[str] = []
        self.consecutive_failures = 0
        self.web_ok = False
        """A tool call found something (the correction guard's "checked the web")."""
        self.context_retry_used = False
        self.incomplete_reason = ""
        self.messages: list[Message] = []
        self.reasoning: list[str] = []
        self.last_reply: Reply | None = None
        # What the user sees passes these gates: keys split across chunks are
        # redacted, links that would leak the conversation disarmed.
        self.gate = StreamGate(policy, config.link_form)
        self._thought_gate = StreamGate()
        self._tail = ""
        """The last two characters said (a new turn starts after a blank line)."""
        self.spoken = False
        """The model has said something to the user in this run."""

    # Events and answer text.
    def emit(self, event: Event) -> None:
        if self._on_event is not None:
            self._on_event(event)

    def say(self, text: str, *, new_turn: bool = False) -> None:
        """Add ``text`` to the answer; it reaches the listeners through the gate."""
        if not text:
            return
        if new_turn and self._tail and self._tail != "\n\n":
            text = "\n\n" + text
        self._tail = (self._tail + text)[-2:]
        self.spoken = self.spoken or bool(text.strip())
        self._show(self.gate.feed(text))

    def release(self) -> None:
        """Show what the gates still hold (a turn's text is complete)."""
        self._show(self.gate.flush())
        thought = self._thought_gate.flush()
        if thought:
            self.emit(ReasoningDelta(thought))

    def _show(self, text: str) -> None:
        if text:
            self.answer.append(text)
            self.emit(AnswerDelta(text))

    @property
    def answer_text(self) -> str:
        return "".join(self.answer).strip()

    def finish(self, reply: Reply) -> None:
        """Record the final reply: its text joins the conversation."""
        if reply.incomplete:
            self.incomplete_reason = reply.incomplete_reason
        self.messages.append({"role": "assistant", "content": reply.text})

    # Model turns.
    def turn(
        self,
        messages: list[Message],
        *,
        tools: list[dict[str, Any]] | None,
        purpose: str,
        injected: list[str] | None = None,
        hold: bool = False,
        max_tokens: int | None = None,
        tool_choice: str | None = None,
    ) -> tuple[Reply, list[str], TurnTrace]:
        """Stream one reply. Text goes to the answer unless ``hold``; then it is returned.

        The resources guard runs first: over the threshold, the oldest tool
        outputs are shortened. After a context-length error the oldest tool
        outputs are shortened until the request fits what the server said
        it accepts, and the request is retried once.
        """
        trace = TurnTrace(index=len(self.trace.turns) + 1, purpose=purpose,
                          injected=list(injected or []))
        self.trace.turns.append(trace)
        limit = context.threshold(self.config.context_window)
        shortened = context.trim(messages, limit)
        if shortened:
            trace.injected.append(f"trimmed:{shortened}")
            self.emit(ContextTrimmed(shortened))
        self.emit(Asking(self.client.model, purpose))
        started = time.monotonic()
        reply: Reply | None = None
        held: list[str] = []
        while True:
            held = []
            first = thinking = True
            reply = None
            try:
                stream = self.client.stream(messages, tools=tools, cancel=self.cancel,
                                            max_tokens=max_tokens, tool_choice=tool_choice)
                for event in stream:
                    if isinstance(event, TextDelta):
                        if hold:
                            held.append(event.text)
                        else:
                            self.say(event.text, new_turn=first)
                            first = False
                    elif isinstance(event, ThoughtDelta):
                        if thinking and self.reasoning:
                            self.emit(ReasoningDelta("\n\n"))  # an earlier turn's thoughts
                        thinking = False
                        thought = self._thought_gate.feed(event.text)
                        if thought:
                            self.emit(ReasoningDelta(thought))
                    elif isinstance(event, Adaptation):
                        self._adapted(event)
                    elif isinstance(event, Done):
                        reply = event.reply
            except ContextTooLong as exc:
                if self.context_retry_used:
                    raise
                target = context.limit_after_error(messages, exc.message)
                if not context.trim(messages, target, keep_tokens=40):
                    raise
                self.context_retry_used = True
                trace.injected.append("trimmed_after_context_error")
                self.emit(ContextTrimmed(after_error=True))
                continue
            break
        if not hold:
            self.release()
        if reply is None:
            reply = Reply(incomplete=True, incomplete_reason="cut")
        trace.finish_reason = reply.finish_reason
        if reply.reasoning:
            self._keep_reasoning(reply, trace)
        if reply.text_tool_calls:
            trace.text_tool_calls = len(reply.tool_calls)
        self.last_reply = reply
        trace.tokens_in = reply.usage.prompt_tokens
        trace.tokens_out = reply.usage.completion_tokens
        trace.tokens_estimated = reply.usage.estimated
        trace.time_s = round(time.monotonic() - started, 3)
        self.trace.tokens_in += trace.tokens_in
        self.trace.tokens_out += trace.tokens_out
        self.emit(Usage(trace.index, trace.tokens_in, trace.tokens_out, trace.tokens_estimated))
        return reply, held, trace

    def _adapted(self, event: Adaptation) -> None:
        """One notice per kind of change: the user learns it once, not per turn."""
        what = event.param or event.code
        if what in self.trace.adaptations:
            return
        self.trace.adaptations.append(what)
        if event.message:  # a harmless change (usage estimated) is not worth a word
            self.emit(Adapted(event.code, event.param, event.message))

    def _keep_reasoning(self, reply: Reply, trace: TurnTrace) -> None:
        trace.reasoning_chars = len(reply.reasoning)
        trace.reasoning_time_s = reply.reasoning_time_s
        self.trace.reasoning_chars += trace.reasoning_chars
        self.trace.reasoning_time_s = round(self.trace.reasoning_time_s
                                            + reply.reasoning_time_s, 3)
        self.reasoning.append(reply.reasoning.strip())
        self.trace.reasoning = "\n\n".join(r for r in self.reasoning if r)

    # Tools.
    def run_tool(self, call_id: str, name: str, raw_args: str | dict[str, Any],
                 turn: TurnTrace) -> tuple[str, ToolResult[Item] | None]:
        """Run one tool call (``toolcall.call``); never raises except ``Cancelled``.

        Returns the text for the model (an explicit error text on failure) and
        the result when the tool ran.
        """
        record = ToolCallTrace(tool=name, args={}, call_id=call_id)
        turn.tool_calls.append(record)
        started = time.monotonic()

        def start(tool: Tool[Any], args: dict[str, Any]) -> None:
            record.args = args
            self.emit(ToolStart(call_id, name, args))
            if tool.name == WEB_SEARCH:
                self.trace.searched = True

        def report(event: ToolEvent) -> None:
            if isinstance(event, PageRead):
                record.read.append(event.url)
            elif isinstance(event, PageFailed) and event.reason != "cancelled" and not any(
                    f.get("url") == event.url for f in record.failures):
                # Known before the call ends, so a stopped call keeps them too.
                record.failures.append({"url": event.url, "reason": event.reason})
            self.emit(replace(event, call_id=call_id))

        try:
            run = call(self.toolbox, name, raw_args, self.registry, self.cancel,
                       on_start=start, on_event=report)
        except Cancelled:
            record.reason = "cancelled"
            record.count = len(record.read)  # the pages read before the stop stay known
            record.time_s = round(time.monotonic() - started, 3)
            self.emit(ToolEnd(call_id, name, False, "cancelled", "", record.time_s,
                              args=record.args, round=turn.index))
            raise
        if run.reason == INVALID_ARGUMENTS:
            if isinstance(raw_args, str):
                record.args = {"raw": raw_args[:500]}
            self.emit(ToolStart(call_id, name, record.args))
        text, result = run.text, run.result
        record.ok, record.reason, record.provider = run.ok, run.reason, run.provider
        record.count, record.failures = run.count, run.failures
        record.time_s = round(time.monotonic() - started, 3)
        record.result_chars = len(text)
        record.result_tokens = tokens.count(text)
        if record.ok:
            self.consecutive_failures = 0
            self.web_ok = True
        elif record.reason != INVALID_ARGUMENTS:
            # A call with unusable arguments never reached the web: the model is
            # told how to fix it, so it is not a failure to degrade over.
            self.consecutive_failures += 1
        if result is not None and (result.meta or {}).get("truncated"):
            self.emit(BudgetCut(name, (result.meta or {}).get("budget_tokens"), call_id))
        self.emit(ToolEnd(call_id, name, record.ok, record.reason, record.provider,
                          record.time_s, record.count, args=record.args, round=turn.index,
                          output=text, result=result))
        return text, result

