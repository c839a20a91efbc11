"""What a run reports while it works: typed, immutable events.

The services emit them where the facts are known: the search service (a query
started or finished on a provider), the web tools (pages queued, read, failed,
retried through Jina Reader, cut by the token budget), the agent (tool calls,
guard rails, token usage, answer text, how the answer ended). They arrive
through an ``on_event`` callback on the thread doing the work; ``workers/``
forwards them unchanged to the GUI thread. The progress line, the trace, the
CLI's progress and the stored record are all built from them, never from text.

Failure reasons are the stable codes of ``services.errors`` (``blacklisted``,
``timeout``...); the UI and the CLI word them. Events raised inside a tool
carry the tool call's ``call_id`` (the search and fetch services leave it
empty; the agent fills it in before passing the event on).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar


@dataclass(frozen=True)
class Event:
    """Base of every event: a ``kind`` name and a JSON-ready ``to_dict``."""

    kind: ClassVar[str] = "event"

    def to_dict(self) -> dict[str, Any]:
        data = {f.name: getattr(self, f.name) for f in fields(self) if f.repr}
        return {"kind": self.kind,
                **{k: list(v) if isinstance(v, tuple) else v for k, v in data.items()}}


# The answer's text -----------------------------------------------------------
@dataclass(frozen=True)
class AnswerDelta(Event):
    """A piece of the answer text (with raw ``[cite:ID]`` markers)."""

    kind: ClassVar[str] = "text"
    text: str


@dataclass(frozen=True)
class ReasoningDelta(Event):
    """A piece of the model's reasoning: shown apart (a "Thinking" section), never
    part of the answer, the stored answer or the history sent back."""

    kind: ClassVar[str] = "reasoning"
    text: str


# The run -----------------------------------------------------------------------
@dataclass(frozen=True)
class Asking(Event):
    """A request to the model begins (``purpose`` as in ``TurnTrace``)."""

    kind: ClassVar[str] = "asking"
    model: str
    purpose: str = "answer"


@dataclass(frozen=True)
class WritingQueries(Event):
    """The no-tools path asks the model for search queries."""

    kind: ClassVar[str] = "writing_queries"


@dataclass(frozen=True)
class NoTools(Event):
    """The model refused tools: Footnote searches for it (the no-tools path)."""

    kind: ClassVar[str] = "no_tools"
    model: str


@dataclass(frozen=True)
class Adapted(Event):
    """The endpoint refused something and was asked without it.

    ``code`` is ``no_stream``, ``dropped_param`` (``param`` names it) or
    ``reasoning_echo`` (the reasoning of tool-call turns is now sent back);
    ``message`` is the model client's English sentence, for the command line.
    """

    kind: ClassVar[str] = "adapted"
    code: str
    param: str = ""
    message: str = ""


@dataclass(frozen=True)
class Usage(Event):
    """Tokens of one model request (``estimated`` when the endpoint did not say)."""

    kind: ClassVar[str] = "usage"
    turn: int
    tokens_in: int
    tokens_out: int
    estimated: bool = False


@dataclass(frozen=True)
class ContextTrimmed(Event):
    """Older tool results were shortened to fit the model's context window
    (``after_error``: the server said the request was too long)."""

    kind: ClassVar[str] = "context_trimmed"
    results: int = 0
    after_error: bool = False


@dataclass(frozen=True)
class Correction(Event):
    """The model answered from memory; it is asked to check the web (``rule`` fired)."""

    kind: ClassVar[str] = "correction"
    rule: str = ""


@dataclass(frozen=True)
class Degradation(Event):
    """Tool calls failed in a row: the model answers from what it has."""

    kind: ClassVar[str] = "degradation"
    failures: int = 2


@dataclass(frozen=True)
class RoundLimit(Event):
    """The tool-round limit was reached: the model gives its best answer so far."""

    kind: ClassVar[str] = "round_limit"
    max_turns: int


# Tool calls --------------------------------------------------------------------
@dataclass(frozen=True)
class ToolStart(Event):
    """A tool call begins with the arguments it will run with."""

    kind: ClassVar[str] = "tool_start"
    call_id: str
    tool: str
    args: dict[str, Any] = field(default_factory=dict, hash=False)


@dataclass(frozen=True)
class SearchStarted(Event):
    """A query goes to a search provider (``fallback``: after the first one failed)."""

    kind: ClassVar[str] = "search_started"
    query: str
    provider: str
    label: str
    fallback: bool = False
    call_id: str = ""


@dataclass(frozen=True)
class SearchFinished(Event):
    """A provider answered a query: ``count`` results, or the failure ``reason``;
    ``blocked`` of them are on the user's blacklist (the model never sees those)."""

    kind: ClassVar[str] = "search_finished"
    query: str
    provider: str
    label: str
    count: int
    time_s: float
    reason: str | None = None
    cached: bool = False
    call_id: str = ""
    blocked: int = 0


@dataclass(frozen=True)
class PagesQueued(Event):
    """A batch of pages is about to be read."""

    kind: ClassVar[str] = "pages_queued"
    urls: tuple[str, ...]
    call_id: str = ""


@dataclass(frozen=True)
class PageFallback(Event):
    """The built-in reader failed on ``url``: retrying through Jina Reader."""

    kind: ClassVar[str] = "page_fallback"
    url: str
    call_id: str = ""


@dataclass(frozen=True)
class PageRead(Event):
    """A page was read (``provider``: ``builtin``, ``jina`` or ``cache``)."""

    kind: ClassVar[str] = "page_read"
    url: str
    title: str = ""
    provider: str = ""
    call_id: str = ""


@dataclass(frozen=True)
class PageFailed(Event):
    """A page could not be read; ``reason`` is its failure code."""

    kind: ClassVar[str] = "page_failed"
    url: str
    reason: str
    call_id: str = ""


@dataclass(frozen=True)
class BudgetCut(Event):
    """The token budget shortened what a tool returned to the model."""

    kind: ClassVar[str] = "budget_cut"
    tool: str
    budget_tokens: int | None = None
    call_id: str = ""


@dataclass(frozen=True)
class ToolEnd(Event):
    """A tool call finished; ``reason`` is the failure code when not ``ok``.

    ``count`` is the results found (``web_search``) or pages read
    (``web_fetch``). ``output`` is the text the model received and ``result``
    the tool's ``ToolResult`` (None when the call never ran), for the record;
    neither is in ``to_dict``.
    """

    kind: ClassVar[str] = "tool_end"
    call_id: str
    tool: str
    ok: bool
    reason: str | None = None
    provider: str = ""
    time_s: float = 0.0
    count: int = 0
    args: dict[str, Any] = field(default_factory=dict, hash=False)
    round: int = 0
    output: str = field(default="", repr=False, compare=False)
    result: Any = field(default=None, repr=False, compare=False, hash=False)


# How the answer ended ------------------------------------------------------------
@dataclass(frozen=True)
class AnswerEnd(Event):
    """The run is over. ``reason`` is the ending (``services.agent.ending``);
    ``result`` the run's ``AgentResult`` (not in ``to_dict``), for the record."""

    kind: ClassVar[str] = "answer_end"
    reason: str
    result: Any = field(default=None, repr=False, compare=False, hash=False)


@dataclass(frozen=True)
class AnswerDone(AnswerEnd):
    """The answer is complete (``complete`` or ``round_limit``)."""

    kind: ClassVar[str] = "answer_done"


@dataclass(frozen=True)
class AnswerStopped(AnswerEnd):
    """The user stopped the answer; what had streamed is kept."""

    kind: ClassVar[str] = "answer_stopped"


@dataclass(frozen=True)
class AnswerFailed(AnswerEnd):
    """The answer did not complete: cut, filtered, or an error (``code``)."""

    kind: ClassVar[str] = "answer_failed"
    code: str = ""
    message: str = ""


ToolEvent = SearchStarted | SearchFinished | PagesQueued | PageFallback | PageRead | PageFailed
"""Events a tool's service reports while the call runs (``call_id`` filled in by the agent)."""

OnEvent = Callable[[Event], None]

__all__ = [
    "Adapted", "AnswerDelta", "AnswerDone", "AnswerEnd", "AnswerFailed", "AnswerStopped",
    "Asking", "BudgetCut", "ContextTrimmed", "Correction", "Degradation", "Event", "NoTools",
    "OnEvent", "PageFailed", "PageFallback", "PageRead", "PagesQueued", "ReasoningDelta",
    "RoundLimit", "SearchFinished", "SearchStarted", "ToolEnd", "ToolEvent", "ToolStart",
    "Usage", "WritingQueries",
]
