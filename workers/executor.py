"""A ``concurrent.futures.Executor`` that runs callables on a private QThreadPool.

The service layer stays Qt-free: it receives this executor and submits plain
callables (page extraction), while the work runs on QThreads owned by the GUI
process. ``shutdown(cancel_futures=True)`` drops queued jobs; running ones
finish on their own (Python threads cannot be killed), and their results are
ignored by whoever stopped waiting for them.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Executor, Future
from typing import Any, TypeVar

from PySide6.QtCore import QRunnable, QThreadPool

T = TypeVar("T")


class _Call(QRunnable):
    def __init__(
        self, future: Future[Any], fn: Callable[..., Any], args: tuple[Any, ...],
        kwargs: dict[str, Any], forget: Callable[[_Call], None],
    ) -> None:
        super().__init__()
        self.setAutoDelete(False)  # Python owns it; _forget drops the last reference
        self.future = future
        self._fn = fn
        self._args = args
        self._kwargs = kwargs
        self._forget = forget

    def run(self) -> None:
        try:
            if not self.future.set_running_or_notify_cancel():
                return
            try:
                result = self._fn(*self._args, **self._kwargs)
            except BaseException as exc:  # the future carries every failure to its waiter
                self.future.set_exception(exc)
            else:
                self.future.set_result(result)
        finally:
            self._forget(self)


class QtExecutor(Executor):
    """Runs submitted callables on QThreads (a dedicated ``QThreadPool``)."""

    def __init__(self, max_workers: int = 3, name: str = "footnote-extract") -> None:
        self._pool = QThreadPool()
        self._pool.setMaxThreadCount(max(1, max_workers))
        self._pool.setObjectName(name)
        self._lock = threading.Lock()
        self._calls: set[_Call] = set()
        self._closed = False

    @property
    def max_workers(self) -> int:
        return int(self._pool.maxThreadCount())

    def submit(self, fn: Callable[..., T], /, *args: Any, **kwargs: Any) -> Future[T]:
        future: Future[T] = Future()
        with self._lock:
            if self._closed:
                raise RuntimeError("cannot submit work after shutdown")
            call = _Call(future, fn, args, kwargs, self._forget)
            self._calls.add(call)
        self._pool.start(call)
        return future

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        with self._lock:
            self._closed = True
            calls = list(self._calls)
        if cancel_futures:
            for call in calls:
                call.future.cancel()
        if wait:
            self._pool.waitForDone()

    def _forget(self, call: _Call) -> None:
        with self._lock:
            self._calls.discard(call)
