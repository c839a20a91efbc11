"""A run's events folded into progress lines, for the window and the CLI.

``RunProgress`` keeps one line per thing happening: the model being asked, each
search on each provider, each batch of pages, each guard rail that fired. A
``Line`` is a code plus its parameters; ``services.agent.progress_words`` words
it, in the user's language for the window and in English for the CLI.

Codes and their params:
    asking(model)  writing_queries()  no_tools(model)  adapted(code, param, message)
    searching(query, provider, fallback)  searched(query, provider, count, blocked)
    search_failed(query, provider, reason)
    reading(total, read, failed, retrying, failures=[(host, reason), ...], hosts=[...])
    tool_running(tool)  tool_failed(tool, reason)  budget_cut(tool)
    trimmed(results, after_error)  correction(rule)  degradation()  round_limit(max_turns)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from services import weburl
from services.agent.tools import WEB_FETCH, WEB_SEARCH
from services.events import (
    Adapted,
    AnswerDelta,
    Asking,
    BudgetCut,
    ContextTrimmed,
    Correction,
    Degradation,
    Event,
    NoTools,
    PageFailed,
    PageFallback,
    PageRead,
    PagesQueued,
    RoundLimit,
    SearchFinished,
    SearchStarted,
    ToolEnd,
    ToolStart,
    WritingQueries,
)
from services.search.render import shortened

STATUS = "status"
"""The key of the line saying what the model is doing; a tool call replaces it."""


@dataclass(frozen=True)
class Line:
    """One line of live progress. ``failed`` lines stay visible after the run."""

    key: str
    code: str
    params: dict[str, Any] = field(default_factory=dict, hash=False)
    failed: bool = False


def host_of(url: str) -> str:
    """The host to show: never raises on a malformed URL, no ``www.``."""
    host = weburl.host_of(url)
    return host[4:] if host.startswith("www.") else host


@dataclass
class _Batch:
    total: int
    hosts: list[str] = field(default_factory=list)
    read: int = 0
    failures: list[tuple[str, str]] = field(default_factory=list)
    retrying: set[str] = field(default_factory=set)


class RunProgress:
    """Folds one run's events into lines; ``apply`` says which line changed."""

    def __init__(self) -> None:
        self._lines: dict[str, Line] = {}
        self._batches: dict[str, _Batch] = {}
        self._queries: dict[str, str] = {}
        self._search_failed: set[str] = set()

    def lines(self) -> list[Line]:
        """The current lines, in the order they first appeared."""
        return list(self._lines.values())

    def failures(self) -> list[Line]:
        """What stays visible once the run is over (the trace has the rest)."""
        return [line for line in self._lines.values() if line.failed]

    def apply(self, event: Event) -> list[Line]:
        """Take one event; returns the lines it added, changed or removed (often
        none). A removed line comes back with an empty ``code``: a display drops
        it, a log that prints lines as they come skips it.

        The model's status line goes once its answer streams or a tool runs.
        """
        changed: list[Line] = []
        if isinstance(event, AnswerDelta | ToolStart) and STATUS in self._lines:
            del self._lines[STATUS]
            changed.append(Line(STATUS, ""))
        line = self._line(event)
        if line is not None and line.code == "":
            if self._lines.pop(line.key, None) is not None:
                changed.append(line)
        elif line is not None:
            self._lines[line.key] = line
            changed.append(line)
        return changed

    def _line(self, event: Event) -> Line | None:
        if isinstance(event, Asking):
            return Line(STATUS, "asking", {"model": event.model})
        if isinstance(event, WritingQueries):
            return Line(STATUS, "writing_queries")
        if isinstance(event, ToolStart):
            return self._started(event)
        if isinstance(event, SearchStarted | SearchFinished):
            return self._search(event)
        if isinstance(event, PagesQueued):
            self._batches[event.call_id] = _Batch(
                len(event.urls), list(dict.fromkeys(host_of(url) for url in event.urls)))
            return self._reading(event.call_id)
        if isinstance(event, PageRead | PageFailed | PageFallback):
            return self._page(event)
        if isinstance(event, ToolEnd):
            return self._ended(event)
        return self._notice(event)

    def _started(self, event: ToolStart) -> Line | None:
        if event.tool == WEB_SEARCH:
            self._queries[event.call_id] = shortened(str(event.args.get("query", "")))
        if event.tool in (WEB_SEARCH, WEB_FETCH):
            return None  # their services say what happens (searching, reading)
        return Line(f"call:{event.call_id}", "tool_running", {"tool": event.tool})

    def _search(self, event: SearchStarted | SearchFinished) -> Line | None:
        key = f"search:{event.call_id}:{event.provider}"
        params: dict[str, Any] = {"query": shortened(event.query), "provider": event.label}
        if isinstance(event, SearchStarted):
            return Line(key, "searching", {**params, "fallback": event.fallback})
        if event.reason is None:
            return Line(key, "searched", {**params, "count": event.count,
                                          "blocked": event.blocked})
        if event.reason == "cancelled":
            return Line(key, "")
        self._search_failed.add(event.call_id)
        return Line(key, "search_failed", {**params, "reason": event.reason}, failed=True)

    def _page(self, event: PageRead | PageFailed | PageFallback) -> Line | None:
        batch = self._batches.get(event.call_id)
        if batch is None:
            return None
        host = host_of(event.url)
        if isinstance(event, PageFallback):
            batch.retrying.add(event.url)
        else:
            batch.retrying.discard(event.url)
            if isinstance(event, PageRead):
                batch.read += 1
            elif event.reason != "cancelled":
                batch.failures.append((host, event.reason))
        return self._reading(event.call_id)

    def _reading(self, call_id: str) -> Line:
        batch = self._batches[call_id]
        return Line(f"call:{call_id}", "reading", {
            "total": batch.total, "read": batch.read, "failed": len(batch.failures),
            "retrying": len(batch.retrying), "failures": list(batch.failures),
            "hosts": list(batch.hosts),
        }, failed=bool(batch.failures))

    def _ended(self, event: ToolEnd) -> Line | None:
        key = f"call:{event.call_id}"
        if event.ok or event.reason in (None, "cancelled"):
            return Line(key, "") if key in self._lines and event.tool not in (
                WEB_SEARCH, WEB_FETCH) else None
        if event.tool == WEB_SEARCH and event.reason != "invalid_arguments":
            if event.call_id in self._search_failed:
                return None  # each provider's failure is on its own line already
            return Line(key, "search_failed", {
                "query": self._queries.get(event.call_id, ""), "provider": event.provider,
                "reason": event.reason}, failed=True)
        if event.tool == WEB_FETCH and event.call_id in self._batches:
            return None  # the batch's line names each page that failed
        return Line(key, "tool_failed", {"tool": event.tool, "reason": event.reason},
                    failed=True)

    @staticmethod
    def _notice(event: Event) -> Line | None:
        if isinstance(event, NoTools):
            return Line("notice:no_tools", "no_tools", {"model": event.model})
        if isinstance(event, Adapted):
            return Line(f"notice:adapted:{event.code}:{event.param}", "adapted",
                        {"code": event.code, "param": event.param, "message": event.message})
        if isinstance(event, BudgetCut):
            return Line(f"budget:{event.call_id}", "budget_cut", {"tool": event.tool})
        if isinstance(event, ContextTrimmed):
            return Line("notice:trimmed", "trimmed",
                        {"results": event.results, "after_error": event.after_error})
        if isinstance(event, Correction):
            return Line("notice:correction", "correction", {"rule": event.rule})
        if isinstance(event, Degradation):
            return Line("notice:degradation", "degradation", failed=True)
        if isinstance(event, RoundLimit):
            return Line("notice:round_limit", "round_limit", {"max_turns": event.max_turns})
        return None
