"""FetchWorker: runs a web_fetch batch off the GUI thread and reports through signals.

``start(urls)`` runs ``FetchService.fetch`` on a QThread; progress arrives as
``progress(FetchProgress)`` and the outcome as ``finished(ToolResult)`` (or
``failed(Exception)`` for an unexpected error), all delivered on the GUI
thread. ``cancel()`` sets the batch's CancelToken: queued pages stop at once,
downloads in flight are aborted and running extractions are discarded; the
batch then finishes with every unread page reported as ``cancelled``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal

from services.cancel import CancelToken
from services.citations.registry import CitationRegistry
from services.fetch import FetchProgress, FetchService


class _FetchThread(QThread):
    progressed = Signal(object)
    done = Signal(object)
    crashed = Signal(object)

    def __init__(
        self, service: FetchService, urls: list[str], cancel: CancelToken,
        registry: CitationRegistry | None, budget_tokens: int | None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("footnote-fetch")
        self._service = service
        self._urls = urls
        self.cancel_token = cancel
        self._registry = registry
        self._budget = budget_tokens

    def run(self) -> None:
        try:
            result = self._service.fetch(
                self._urls, registry=self._registry, cancel=self.cancel_token,
                on_progress=self._report, budget_tokens=self._budget,
            )
        except Exception as exc:  # a service bug reaches the UI as an error, not a crash
            self.crashed.emit(exc)
        else:
            self.done.emit(result)

    def _report(self, event: FetchProgress) -> None:
        # Called from download threads; a queued signal carries it to the GUI thread.
        self.progressed.emit(event)


class FetchWorker(QObject):
    """One fetch batch at a time, off the GUI thread."""

    progress = Signal(object)  # FetchProgress
    finished = Signal(object)  # ToolResult
    failed = Signal(object)  # Exception

    def __init__(self, service: FetchService, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.service = service
        self._thread: _FetchThread | None = None
        # Threads stay referenced until they have really ended: destroying a
        # running QThread aborts the process.
        self._threads: set[_FetchThread] = set()

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.isRunning()

    def start(
        self, urls: Sequence[str], *, registry: CitationRegistry | None = None,
        budget_tokens: int | None = None,
    ) -> CancelToken:
        """Start a batch (cancelling one still running) and return its cancel token."""
        self.cancel()
        cancel = CancelToken()
        thread = _FetchThread(self.service, list(urls), cancel, registry, budget_tokens)
        thread.progressed.connect(self.progress)
        thread.done.connect(lambda result: self._deliver(thread, self.finished, result))
        thread.crashed.connect(lambda exc: self._deliver(thread, self.failed, exc))
        thread.finished.connect(lambda: self._retire(thread))
        self._thread = thread
        self._threads.add(thread)
        thread.start()
        return cancel

    def cancel(self) -> None:
        """Cancel the running batch; it still ends with ``finished`` (all ``cancelled``)."""
        if self._thread is not None:
            self._thread.cancel_token.cancel()

    def wait(self, msecs: int = 5000) -> bool:
        """Block until every batch thread has ended (for shutdown and tests)."""
        return all(bool(thread.wait(msecs)) for thread in list(self._threads))

    def _deliver(self, thread: _FetchThread, signal: Any, value: object) -> None:
        if self._thread is thread:
            self._thread = None
        signal.emit(value)

    def _retire(self, thread: _FetchThread) -> None:
        thread.wait()  # ``finished`` is emitted just before the thread really ends
        self._threads.discard(thread)
