"""Fills the sidebar from the history on a worker thread.

Every storage call the sidebar needs (a page of conversations, a search,
rename, delete) runs through ``workers.task.run_task``; the model is updated
on the GUI thread when the result arrives, so nothing in proportion to the
history ever runs on the GUI thread. Results that arrive after a newer request
(the user typed another letter) are dropped.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from ui.conversation_model import PAGE_SIZE
from ui.conversations import ConversationList
from workers.task import run_task

SEARCH_LIMIT = 50
"""Best hits shown in the sidebar (ranked; more would not be read)."""


class ConversationFeed(QObject):
    """Signals: ``failed(exc)`` (a history call raised), ``settled`` (the view is up to date)."""

    failed = Signal(object)
    settled = Signal()

    def __init__(
        self, sidebar: ConversationList, history: Callable[[], Any],
        current: Callable[[], int | None],
    ) -> None:
        """``history()`` gives the open history, or None while it is not open yet."""
        super().__init__(sidebar)
        self.sidebar = sidebar
        self.model = sidebar.model
        self._history = history
        self._current = current
        self.query = ""
        self._generation = 0
        self.pending = 0
        """History calls under way (0: the list shows the history as it is)."""
        self.model.fetch_requested.connect(self._fetch_page)

    def _start(
        self, fn: Callable[[], Any], done: Callable[[Any], None],
        failed: Callable[[BaseException], None],
    ) -> None:
        self.pending += 1

        def finished(result: Any) -> None:
            self.pending -= 1
            done(result)

        def errored(exc: BaseException) -> None:
            self.pending -= 1
            failed(exc)

        run_task(fn, finished, errored, receiver=self)

    def _next(self) -> int:
        self._generation += 1
        return self._generation

    def reload(self) -> None:
        """Show the list again (after a change): the pages seen so far, or the search."""
        if self.query:
            self.search(self.query)
            return
        history = self._history()
        if history is None:
            return  # listed when it opens
        generation = self._next()
        limit = max(PAGE_SIZE, self.model.loaded()) if not self.model.searching else PAGE_SIZE
        self.model.begin_loading()

        def done(page: list[Any]) -> None:
            if generation == self._generation:
                self.sidebar.set_items(page, self._current(), exhausted=len(page) < limit)
                self.settled.emit()

        self._start(lambda: history.conversations_page(limit), done, self._failed)

    def _fetch_page(self) -> None:
        generation = self._generation
        after = self.model.last()
        history = self._history()
        if history is None:
            # Not opened yet: the window opens it after its first paint and
            # reloads the list then (the view asks for a page on its first layout).
            self.model.page_failed()
            return

        def done(page: list[Any]) -> None:
            if generation != self._generation:
                return
            self.model.add_page(page, exhausted=len(page) < PAGE_SIZE)
            self.settled.emit()

        def failed(exc: BaseException) -> None:
            self.model.page_failed()
            self._failed(exc)

        self._start(lambda: history.conversations_page(PAGE_SIZE, after), done, failed)

    def search(self, text: str) -> None:
        self.query = text.strip()
        if not self.query:
            self.model.reset()
            self.reload()
            return
        query, history = self.query, self._history()
        if history is None:
            return  # searched when it opens (the reload sees the query)
        generation = self._next()

        self.model.begin_loading()

        def done(hits: list[Any]) -> None:
            if generation == self._generation:
                self.sidebar.set_hits(hits, self._current())
                self.settled.emit()

        self._start(lambda: history.search(query, limit=SEARCH_LIMIT), done, self._failed)

    def run(self, call: Callable[[Any], Any], then: Callable[[], None] | None = None) -> None:
        """Run ``call(history)`` on a worker (rename, delete), then reload the list."""
        history = self._history()

        def done(_result: Any) -> None:
            if then is not None:
                then()
            self.reload()

        def failed(exc: BaseException) -> None:
            self._failed(exc)
            self.reload()

        self._start(lambda: call(history), done, failed)

    def _failed(self, exc: BaseException) -> None:
        self.failed.emit(exc)
