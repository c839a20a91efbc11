"""What a run searched and read, summed up: the window folds it under the answer
("Searched 2 queries · read 4 pages") and unfolds it on request, also after a
stop and when the conversation is opened again.

One shape, ``Summary``, from two places: ``from_trace`` reads the stored
trace's tool calls (a ``web_fetch`` call keeps the pages it read as it read
them, so a stopped call still knows), and ``RunSummary`` folds a running
answer's events into the same steps as they come. Qt-free.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from services.agent.progress import host_of
from services.agent.tools import WEB_FETCH, WEB_SEARCH
from services.events import (
    Event,
    PageFailed,
    PageRead,
    SearchFinished,
    ToolEnd,
    ToolStart,
)

SEARCH = "search"
PAGE = "page"
STOPPED = "cancelled"
"""The reason of a step the user stopped before it finished."""


@dataclass(frozen=True)
class Step:
    """One query searched or one page read.

    ``ok`` is None while it runs (or when the run ended before it did: see
    ``reason``); ``reason`` is the failure code (``search``/``fetch`` domain of
    ``services.failures``), ``cancelled`` when stopped; ``count`` the results
    a search found; ``provider`` the search provider's name.
    """

    kind: str
    text: str
    ok: bool | None = None
    reason: str = ""
    provider: str = ""
    count: int = 0

    @property
    def host(self) -> str:
        return host_of(self.text) if self.kind == PAGE else ""


def merged(steps: Sequence[Step]) -> tuple[Step, ...]:
    """One step per query and per page, in the order first met: a page read
    twice (pasted, then asked for again) is one page; one that failed and was
    then read counts as read."""
    found: dict[tuple[str, str], Step] = {}
    for step in steps:
        key = (step.kind, step.text)
        before = found.get(key)
        if before is None or before.ok is not True:
            found[key] = step if step.ok is not None or before is None else before
    return tuple(found.values())


@dataclass(frozen=True)
class Summary:
    """What a run searched and read, one step per query and page (``merged``)."""

    steps: tuple[Step, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.steps)

    def searches(self) -> list[Step]:
        return [s for s in self.steps if s.kind == SEARCH]

    def pages(self) -> list[Step]:
        return [s for s in self.steps if s.kind == PAGE]

    @property
    def queries(self) -> int:
        return len(self.searches())

    @property
    def searches_failed(self) -> int:
        return sum(1 for s in self.searches() if s.ok is False)

    @property
    def pages_read(self) -> int:
        return sum(1 for s in self.pages() if s.ok)

    @property
    def pages_failed(self) -> int:
        return sum(1 for s in self.pages() if s.ok is False)


def _urls(args: Mapping[str, Any]) -> list[str]:
    urls = args.get("urls") or []
    return [u for u in urls if isinstance(u, str)] if isinstance(urls, list) else []


def _search_step(call: Mapping[str, Any]) -> Step:
    reason = str(call.get("reason") or "")
    ok = None if reason == STOPPED else bool(call.get("ok"))
    return Step(SEARCH, str((call.get("args") or {}).get("query") or ""), ok, reason,
                str(call.get("provider") or ""), int(call.get("count") or 0))


def _page_steps(call: Mapping[str, Any]) -> list[Step]:
    read = set(call.get("read") or [])
    failed = {str(f.get("url")): str(f.get("reason") or "") for f in call.get("failures") or []
              if isinstance(f, Mapping)}
    reason = str(call.get("reason") or "")
    steps = []
    for url in dict.fromkeys(_urls(call.get("args") or {})):
        if url in read:
            steps.append(Step(PAGE, url, True))
        elif url in failed:
            steps.append(Step(PAGE, url, None if failed[url] == STOPPED else False, failed[url]))
        elif reason == STOPPED:
            steps.append(Step(PAGE, url, None, STOPPED))
        elif not call.get("ok"):
            steps.append(Step(PAGE, url, False, reason))
        else:
            steps.append(Step(PAGE, url, True))
    return steps


def call_steps(call: Mapping[str, Any]) -> list[Step]:
    """The steps of one stored tool call (``ToolCallTrace`` as a dict)."""
    if call.get("reason") == "invalid_arguments":
        return []  # never reached the web
    if call.get("tool") == WEB_SEARCH:
        return [_search_step(call)]
    if call.get("tool") == WEB_FETCH:
        return _page_steps(call)
    return []


def from_trace(trace: Mapping[str, Any] | None) -> Summary:
    """The summary of a stored run (``AgentTrace.to_dict()``); empty without one."""
    steps: list[Step] = []
    for turn in (trace or {}).get("turns") or []:
        for call in turn.get("tool_calls") or []:
            steps += call_steps(call)
    return Summary(merged(steps))


@dataclass
class RunSummary:
    """Folds a running answer's events into its ``Summary``."""

    _steps: list[Step] = field(default_factory=list)
    _calls: dict[str, list[int]] = field(default_factory=dict)

    def summary(self) -> Summary:
        return Summary(merged(self._steps))

    def stop(self) -> None:
        """The user stopped the run: what had not finished never will."""
        self._steps = [replace(s, reason=STOPPED) if s.ok is None and not s.reason else s
                       for s in self._steps]

    def apply(self, event: Event) -> bool:
        """Take one event; True when the summary changed."""
        if isinstance(event, ToolStart):
            return self._started(event)
        indexes = self._calls.get(getattr(event, "call_id", ""), [])
        if not indexes:
            return False
        if isinstance(event, SearchFinished):
            self._set(indexes, lambda s: replace(s, provider=event.provider, count=event.count))
        elif isinstance(event, PageRead | PageFailed):
            ok = isinstance(event, PageRead)
            reason = "" if ok else str(getattr(event, "reason", ""))
            self._set(indexes, lambda s: replace(s, ok=None if reason == STOPPED else ok,
                                                 reason=reason),
                      where=lambda s: s.text == event.url)
        elif isinstance(event, ToolEnd):
            self._ended(indexes, event)
        else:
            return False
        return True

    def _started(self, event: ToolStart) -> bool:
        query = event.args.get("query")
        if event.tool == WEB_SEARCH and isinstance(query, str) and query:
            steps = [Step(SEARCH, query)]
        elif event.tool == WEB_FETCH:
            steps = [Step(PAGE, url) for url in dict.fromkeys(_urls(event.args))]
        else:
            return False  # another tool, or arguments too broken to reach the web
        if not steps:
            return False
        start = len(self._steps)
        self._steps += steps
        self._calls[event.call_id] = list(range(start, len(self._steps)))
        return True

    def _ended(self, indexes: Sequence[int], event: ToolEnd) -> None:
        reason = str(event.reason or "")
        if event.tool == WEB_SEARCH:
            self._set(indexes, lambda s: replace(
                s, ok=None if reason == STOPPED else event.ok, reason=reason,
                provider=event.provider or s.provider, count=event.count))
            return
        # Pages the call ended without reporting: stopped, or failed with the call.
        self._set(indexes, lambda s: replace(
            s, ok=None if reason == STOPPED else bool(event.ok), reason=reason),
            where=lambda s: s.ok is None and s.reason != STOPPED)

    def _set(self, indexes: Sequence[int], change: Any, where: Any = None) -> None:
        for index in indexes:
            step = self._steps[index]
            if where is None or where(step):
                self._steps[index] = change(step)
