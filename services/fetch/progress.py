"""What a fetch batch reports while it reads: the page events of
``services.events``, as the search service reports its own.

``PagesQueued`` names the batch, then each URL ends with ``PageRead`` or
``PageFailed`` (its failure code); ``PageFallback`` says a URL is being retried
through Jina Reader. Their ``call_id`` is empty: the agent fills it in. The
window, the trace and ``footnote fetch`` word them through
``services.agent.progress_words``.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable

from services.events import PageFailed, PageFallback, PageRead, PagesQueued

log = logging.getLogger(__name__)

PageEvent = PagesQueued | PageFallback | PageRead | PageFailed
OnPageEvent = Callable[[PageEvent], None]
"""Called from the download threads; must be thread-safe."""


class PageReporter:
    """Sends a batch's page events to ``on_event``; a listener that raises is
    logged and never fails the fetch."""

    def __init__(self, on_event: OnPageEvent | None) -> None:
        self.on_event = on_event

    def queued(self, urls: Iterable[object]) -> None:
        self._tell(PagesQueued(tuple(str(u) for u in urls)))

    def fallback(self, url: str) -> None:
        self._tell(PageFallback(url))

    def done(self, url: str, reason: str | None, *, title: str = "", provider: str = "") -> None:
        """``url`` was read (``reason`` None) or failed with the code ``reason``."""
        self._tell(PageRead(url, title, provider) if reason is None else PageFailed(url, reason))

    def _tell(self, event: PageEvent) -> None:
        if self.on_event is None:
            return
        try:
            self.on_event(event)
        except Exception:  # a broken listener must not fail the fetch
            log.exception("fetch event listener failed")
