"""State shared by one run: streaming a turn, running a tool, keeping the trace.

Both the tool loop (``loop.py``) and the no-tools path (``direct.py``) drive a
``Session``.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Protocol

from services import tokens
from services.agent import context
from services.agent.events import (
    AgentEvent,
    AnswerDelta,
    Notice,
    OnEvent,
    ReasoningDelta,
    ToolEnd,
    ToolProgress,
    ToolStart,
)
from services.agent.toolbox import Toolbox, outcome
from services.agent.tools import TOOL_NAMES, WEB_FETCH, WEB_SEARCH
from services.agent.trace import AgentTrace, ToolCallTrace, TurnTrace
from services.cancel import CancelToken
from services.citations.registry import CitationRegistry
from services.errors import Cancelled, ContextTooLong, FootnoteError, WebOff
from services.fetch import MAX_URLS
from services.llm import events as llm_events
from services.llm.events import Done, Reply, StreamEvent, TextDelta
from services.results import ToolResult
from services.weburl import host_of

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


@dataclass
class AgentConfig:
    """How the agent behaves; built from settings by ``app.wiring.agent``.

    Attributes:
        max_turns: tool rounds before a final answer without tools is forced.
        web_mode: ``auto`` (the model decides), ``always`` (Footnote searches
            first, no tools), ``off`` (no web at all).
        tools: the model can call tools (else the no-tools path is used).
        context_window: the model's window in tokens, None when unknown.
        locale: the user's locale for the system prompt.
        today: the date for the system prompt (tests pin it).
        provider: provider name, for the trace.
        direct_pages: top search results read on the no-tools path.
    """

    max_turns: int = 8
    web_mode: str = "auto"
    tools: bool = True
    context_window: int | None = None
    locale: str = "en"
    today: dt.date | None = None
    provider: str = ""
    direct_pages: int = 3


class ToolArgumentError(ValueError):
    """The model's arguments cannot be used; the message goes back to the model."""


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
        self.context_retry_used = False
        self.incomplete_reason = ""
        self.messages: list[Message] = []
        self.reasoning: list[str] = []
        self.last_reply: Reply | None = None

    # Events and answer text.
    def emit(self, event: AgentEvent) -> None:
        if self._on_event is not None:
            self._on_event(event)

    def say(self, text: str, *, new_turn: bool = False) -> None:
        if not text:
            return
        if new_turn and self.answer and not "".join(self.answer[-2:]).endswith("\n\n"):
            self.answer.append("\n\n")
            self.emit(AnswerDelta("\n\n"))
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
            self.emit(Notice("trim", f"Shortened {shortened} older tool results to fit the "
                                     "model's context window."))
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
                    elif isinstance(event, llm_events.ReasoningDelta):
                        if thinking and self.reasoning:
                            self.emit(ReasoningDelta("\n\n"))  # an earlier turn's thoughts
                        thinking = False
                        self.emit(ReasoningDelta(event.text))
                    elif isinstance(event, llm_events.Adaptation):
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
                self.emit(Notice("trim", "The model's context was full: shortened the tool "
                                         "results and asked again."))
                continue
            break
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
        return reply, held, trace

    def _adapted(self, event: llm_events.Adaptation) -> None:
        """One notice per kind of change: the user learns it once, not per turn."""
        what = event.param or event.code
        if what in self.trace.adaptations:
            return
        self.trace.adaptations.append(what)
        if event.message:
            self.emit(Notice("fallback", event.message))

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
                 turn: TurnTrace) -> tuple[str, ToolResult | None]:
        """Run one tool call; never raises except ``Cancelled``.

        Returns the text for the model (an explicit error text on failure) and
        the result when the tool ran.
        """
        record = ToolCallTrace(tool=name, args={}, call_id=call_id)
        turn.tool_calls.append(record)
        started = time.monotonic()
        result: ToolResult | None = None
        try:
            args = _arguments(name, raw_args)
            record.args = args
            self.emit(ToolStart(call_id, name, args, _label(name, args)))
            result = self._invoke(call_id, name, args)
            text = result.text
            record.ok, record.reason, record.provider = outcome(name, result)
        except ToolArgumentError as exc:
            text = f"Error: {exc}"
            record.reason = "invalid_arguments"
            if isinstance(raw_args, str):
                record.args = {"raw": raw_args[:500]}
            self.emit(ToolStart(call_id, name, record.args, _label(name, {})))
        except Cancelled:
            record.reason = "cancelled"
            record.time_s = round(time.monotonic() - started, 3)
            self.emit(ToolEnd(call_id, name, False, "cancelled", "", record.time_s, "Stopped",
                              args=record.args, round=turn.index))
            raise
        except FootnoteError as exc:
            text = (f"Error: {name} failed: {exc} (reason: {exc.code}). Do not infer facts "
                    "from this failure.")
            record.reason = exc.code
        except Exception as exc:  # a tool's bug becomes an error result, never a crash
            log.exception("tool %s failed unexpectedly", name)
            text = f"Error: {name} failed unexpectedly ({type(exc).__name__}: {exc})."
            record.reason = "internal_error"
        record.time_s = round(time.monotonic() - started, 3)
        record.result_chars = len(text)
        record.result_tokens = tokens.count(text)
        if record.ok:
            self.consecutive_failures = 0
            self.trace.searched = True
            if name == WEB_FETCH and result is not None:
                self._keep_evidence(result)
        elif record.reason != "invalid_arguments":
            # A call with unusable arguments never reached the web: the model is
            # told how to fix it, so it is not a failure to degrade over.
            self.consecutive_failures += 1
        self.emit(ToolEnd(call_id, name, record.ok, record.reason, record.provider,
                          record.time_s, _summary(name, record, result), args=record.args,
                          round=turn.index, failures=_failures(name, result), output=text,
                          result=result))
        return text, result

    def _keep_evidence(self, result: ToolResult) -> None:
        """Store each read page's text, exactly as the model received it, as its
        source's excerpt: the evidence survives when the page changes or vanishes."""
        for item in result.items:
            if not getattr(item, "ok", False) or not getattr(item, "content", ""):
                continue
            source = self.registry.get(str(getattr(item, "id", "")))
            if source is not None:
                source.excerpt = str(item.content)

    def _invoke(self, call_id: str, name: str, args: dict[str, Any]) -> ToolResult:
        if self.toolbox is None:
            raise WebOff("Web access is switched off.")

        def progress(message: str, detail: Any = None) -> None:
            self.emit(ToolProgress(call_id, name, message, detail))

        if name == WEB_SEARCH:
            return self.toolbox.web_search(args["query"], registry=self.registry,
                                           cancel=self.cancel, on_progress=progress)
        return self.toolbox.web_fetch(list(args["urls"]), registry=self.registry,
                                      cancel=self.cancel, on_progress=progress)


def _arguments(name: str, raw: str | dict[str, Any]) -> dict[str, Any]:
    """Validated arguments, or ``ToolArgumentError`` with what to send instead."""
    if name not in TOOL_NAMES:
        raise ToolArgumentError(
            f"there is no tool named {name!r}. The tools are web_search "
            '({"query": "..."}) and web_fetch ({"urls": ["https://..."]}).'
        )
    example = ('{"query": "python 3.13 release date"}' if name == WEB_SEARCH
               else '{"urls": ["https://example.com/page"]}')
    if isinstance(raw, dict):
        args = raw
    else:
        text = raw.strip() or "{}"
        try:
            args = json.loads(text)
        except ValueError as exc:
            raise ToolArgumentError(
                f"the arguments for {name} were not valid JSON ({exc}). Call {name} again "
                f"with arguments like {example}."
            ) from exc
        if not isinstance(args, dict):
            raise ToolArgumentError(f"the arguments for {name} must be a JSON object like "
                                    f"{example}.")
    if name == WEB_SEARCH:
        query = args.get("query")
        if isinstance(query, list) and query and all(isinstance(q, str) for q in query):
            query = query[0]
        if not isinstance(query, str) or not query.strip():
            raise ToolArgumentError(f"web_search needs a non-empty 'query' string, like "
                                    f"{example}.")
        return {"query": query.strip()}
    urls = args.get("urls", args.get("url"))
    if isinstance(urls, str):
        urls = [urls]
    # Items of the wrong type fail one by one in web_fetch ("item 2 is a number"),
    # so one bad entry never costs the model the pages it asked for with it.
    if not isinstance(urls, list) or not urls:
        raise ToolArgumentError(f"web_fetch needs 'urls', a list of 1 to {MAX_URLS} URL "
                                f"strings, like {example}.")
    if len(urls) > MAX_URLS:
        raise ToolArgumentError(f"web_fetch reads at most {MAX_URLS} URLs per call; you sent "
                                f"{len(urls)}. Call it again with the {MAX_URLS} most "
                                "promising ones.")
    return {"urls": [u.strip() if isinstance(u, str) else u for u in urls]}


def _label(name: str, args: dict[str, Any]) -> str:
    if name == WEB_SEARCH:
        query = str(args.get("query", ""))
        shown = query if len(query) <= 200 else query[:200] + "…"  # a pasted page, say
        return f"Searching: {shown}".strip()
    if name == WEB_FETCH:
        urls = args.get("urls") or []
        if len(urls) == 1:
            return f"Reading {host_of(urls[0])}"
        return f"Reading {len(urls)} pages" if urls else "Reading pages"
    return f"Calling {name}"


def _failures(name: str, result: ToolResult | None) -> list[dict[str, str]]:
    if name != WEB_FETCH or result is None:
        return []
    return [
        {"url": str(getattr(i, "url", "")), "reason": str(getattr(i, "reason", "") or "")}
        for i in result.items
        if not getattr(i, "ok", False)
    ]


def _summary(name: str, record: ToolCallTrace, result: ToolResult | None) -> str:
    if result is None:
        return f"Failed: {record.reason}"
    meta = result.meta or {}
    if name == WEB_SEARCH:
        count = int(meta.get("count", len(result.items)))
        via = f" from {record.provider}" if record.provider else ""
        noun = "result" if count == 1 else "results"
        return f"{count} {noun}{via}" if count else f"No results ({record.reason})"
    failures = [
        f"{host_of(str(getattr(i, 'url', '')))}: "
        f"{getattr(i, 'reason', '')}"
        for i in result.items if not getattr(i, "ok", False)
    ]
    ok = sum(1 for i in result.items if getattr(i, "ok", False))
    text = f"Read {ok} of {len(result.items)} pages"
    return text + ("; " + ", ".join(failures) if failures else "")
