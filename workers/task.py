"""Run one blocking call off the GUI thread and deliver its outcome as a signal.

Used for short network checks from the UI (Check buttons, model lists,
subscription refreshes, the first-run probe). The callable runs on a small
dedicated ``QThreadPool``; its return value or exception comes back on the
GUI thread. A receiver that has been deleted meanwhile is simply not called,
so closing a dialog during a check is safe.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from services.cancel import CancelToken

_POOL = QThreadPool()
_POOL.setMaxThreadCount(4)
_POOL.setObjectName("footnote-ui-tasks")

# Tasks in flight; a task drops itself once its outcome was delivered.
_RUNNING: set[Task] = set()


class _Signals(QObject):
    done = Signal(object)
    failed = Signal(object)


class Task(QRunnable):
    """One call of ``fn`` on the pool. Create with :func:`run_task`."""

    def __init__(self, fn: Callable[[], Any]) -> None:
        super().__init__()
        self.setAutoDelete(False)
        self._fn = fn
        self.signals = _Signals()
        self.cancel_token = CancelToken()

    def run(self) -> None:
        try:
            result = self._fn()
        except Exception as exc:  # every failure goes back to the UI
            outcome: tuple[Any, Any] = (self.signals.failed, exc)
        else:
            outcome = (self.signals.done, result)
        signal, value = outcome
        try:
            signal.emit(value)
        except RuntimeError:
            # The signals object was deleted while the call ran (app shutdown).
            pass

    def cancel(self) -> None:
        """Mark the task cancelled: its outcome is no longer delivered."""
        self.cancel_token.cancel()


def run_task(
    fn: Callable[[], Any],
    on_done: Callable[[Any], None],
    on_error: Callable[[BaseException], None] | None = None,
    *,
    receiver: QObject | None = None,
) -> Task:
    """Run ``fn()`` in the background; call ``on_done(result)`` or ``on_error(exc)``
    on the GUI thread, unless ``receiver`` was deleted or the task cancelled."""
    task = Task(fn)

    def _alive() -> bool:
        if task.cancel_token.cancelled:
            return False
        return receiver is None or shiboken6.isValid(receiver)

    def _done(result: Any) -> None:
        _RUNNING.discard(task)
        if _alive():
            on_done(result)

    def _failed(exc: Any) -> None:
        _RUNNING.discard(task)
        if _alive() and on_error is not None:
            on_error(exc)

    task.signals.done.connect(_done)
    task.signals.failed.connect(_failed)
    _RUNNING.add(task)
    _POOL.start(task)
    return task


def wait_all(msecs: int = 5000) -> bool:
    """Block until the pool is idle (application exit, tests)."""
    return bool(_POOL.waitForDone(msecs))
