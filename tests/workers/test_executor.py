"""QtExecutor: a concurrent.futures.Executor running on QThreads."""

from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import QThread

from workers.executor import QtExecutor


def test_runs_callables_on_qthreads_and_returns_results(qapp: object) -> None:
    executor = QtExecutor(max_workers=2)
    gui = QThread.currentThread()
    try:
        future = executor.submit(lambda a, b: (a + b, QThread.currentThread() is not gui), 2, 3)
        assert future.result(timeout=5) == (5, True)
        failing = executor.submit(lambda: 1 / 0)
        with pytest.raises(ZeroDivisionError):
            failing.result(timeout=5)
    finally:
        executor.shutdown()


def test_limits_concurrency_and_cancels_queued_work(qapp: object) -> None:
    executor = QtExecutor(max_workers=1)
    gate = threading.Event()
    first = executor.submit(gate.wait, 5)
    second = executor.submit(time.sleep, 0)
    time.sleep(0.05)
    assert first.running() and not second.running()
    executor.shutdown(wait=False, cancel_futures=True)
    gate.set()
    assert first.result(timeout=5) is True
    assert second.cancelled()
    with pytest.raises(RuntimeError):
        executor.submit(time.sleep, 0)
