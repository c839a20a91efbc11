"""The tools' implementation behind the model's tool calls.

``Toolbox`` is the seam the agent calls through; ``ServiceToolbox`` wraps the
real ``SearchService`` and ``FetchService``. Both tools of one conversation
share one ``CitationRegistry``, so the same URL keeps its citation id.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

from services.cancel import NEVER, CancelToken
from services.citations.registry import CitationRegistry
from services.errors import FetchError
from services.events import ToolEvent
from services.results import FetchItem, SearchItem, ToolResult


class Closeable(Protocol):
    def close(self) -> None: ...


Gate = Callable[[str], FetchError | None]
"""Sees each URL web_fetch is about to read; returns the error that refuses it."""

OnToolEvent = Callable[[ToolEvent], None]
"""Receives what a tool's service reports while it runs (from worker threads)."""


class Toolbox(Protocol):
    """What the agent needs from the web tools."""

    def web_search(
        self,
        query: str,
        *,
        registry: CitationRegistry,
        cancel: CancelToken = NEVER,
        on_event: OnToolEvent | None = None,
    ) -> ToolResult[SearchItem]: ...

    def web_fetch(
        self,
        urls: list[str],
        *,
        registry: CitationRegistry,
        cancel: CancelToken = NEVER,
        on_event: OnToolEvent | None = None,
        gate: Gate | None = None,
    ) -> ToolResult[FetchItem]: ...


class SearchLike(Protocol):
    def search(
        self, queries: list[str] | str, *, registry: CitationRegistry | None = ...,
        cancel: CancelToken = ..., on_event: OnToolEvent | None = ...,
        context_window: int | None = ...,
    ) -> ToolResult[SearchItem]: ...


class FetchLike(Protocol):
    def fetch(
        self, urls: list[str], *, registry: CitationRegistry | None = ...,
        cancel: CancelToken = ..., on_event: OnToolEvent | None = ...,
        budget_tokens: int | None = ..., gate: Gate | None = ...,
    ) -> ToolResult[FetchItem]: ...


class ServiceToolbox:
    """``Toolbox`` over the search and fetch services.

    Args:
        search: a ``services.search.SearchService``.
        fetch: a ``services.fetch.FetchService``.
        settings: read for the fetch token budget (``budget.*``).
        context_window: the model's window, for ``auto`` budgets.
        owned: resources the toolbox closes in ``close()`` (HTTP clients, the
            cache connection, the services) — whatever its builder opened for it.
    """

    def __init__(
        self,
        search: SearchLike,
        fetch: FetchLike,
        settings: Mapping[str, Any],
        *,
        context_window: int | None = None,
        owned: Sequence[Closeable] = (),
    ) -> None:
        self.search = search
        self.fetch = fetch
        self.settings = settings
        self.context_window = context_window
        self._owned = list(owned)

    def close(self) -> None:
        """Close the owned resources; safe to call twice."""
        owned, self._owned = self._owned, []
        for resource in owned:
            resource.close()

    def web_search(
        self,
        query: str,
        *,
        registry: CitationRegistry,
        cancel: CancelToken = NEVER,
        on_event: OnToolEvent | None = None,
    ) -> ToolResult[SearchItem]:
        return self.search.search(
            [query], registry=registry, cancel=cancel, on_event=on_event,
            context_window=self.context_window,
        )

    def web_fetch(
        self,
        urls: list[str],
        *,
        registry: CitationRegistry,
        cancel: CancelToken = NEVER,
        on_event: OnToolEvent | None = None,
        gate: Gate | None = None,
    ) -> ToolResult[FetchItem]:
        from services.budget import budget_limit

        return self.fetch.fetch(
            urls, registry=registry, cancel=cancel, on_event=on_event,
            budget_tokens=budget_limit(self.settings, self.context_window, "fetch"),
            gate=gate,
        )

