"""Runs extraction jobs on an injected executor: a few at once, each with a deadline.

Extraction is pure CPU, so the service never runs more than ``max_parallel``
jobs at the same time, whatever the executor's size. A job that passes its
deadline fails that page with ``timeout`` and its late result is discarded;
the slot is released only when the job really ends, so "at most N at once"
stays true even for a runaway page. Waiting for a slot or a result returns at
once when the batch is cancelled.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Executor, Future
from typing import TypeVar

from services.cancel import CancelToken
from services.errors import Cancelled, FetchTimeout

T = TypeVar("T")


class ExtractionGate:
    """Limit and time extraction jobs submitted to ``executor``."""

    def __init__(self, executor: Executor, max_parallel: int, timeout_s: float) -> None:
        self.executor = executor
        self.max_parallel = max(1, max_parallel)
        self.timeout_s = timeout_s
        self._running = 0
        self._cond = threading.Condition()

    @property
    def running(self) -> int:
        with self._cond:
            return self._running

    def run(self, job: Callable[[], T], cancel: CancelToken) -> T:
        """Run ``job`` on the executor and return its result.

        Raises:
            Cancelled: the batch was cancelled while waiting.
            FetchTimeout: the job ran longer than ``timeout_s``.
            Exception: whatever ``job`` raised.
        """
        self._acquire(cancel)
        try:
            future: Future[T] = self.executor.submit(job)
        except BaseException:
            self._release()
            raise
        future.add_done_callback(lambda _f: self._release())
        finished = threading.Event()
        future.add_done_callback(lambda _f: finished.set())
        unregister = cancel.on_cancel(finished.set)
        try:
            finished.wait(self.timeout_s)
        finally:
            unregister()
        if cancel.cancelled:
            future.cancel()
            raise Cancelled()
        if not future.done():
            future.cancel()
            raise FetchTimeout(
                f"Reading the page took longer than {self.timeout_s:g} s, so it was skipped.",
                hint="The page is unusually large or complex.",
            )
        return future.result()

    def _acquire(self, cancel: CancelToken) -> None:
        def wake() -> None:
            with self._cond:
                self._cond.notify_all()

        unregister = cancel.on_cancel(wake)
        try:
            with self._cond:
                while self._running >= self.max_parallel:
                    if cancel.cancelled:
                        raise Cancelled()
                    self._cond.wait()
                if cancel.cancelled:
                    raise Cancelled()
                self._running += 1
        finally:
            unregister()

    def _release(self) -> None:
        with self._cond:
            self._running -= 1
            self._cond.notify()
