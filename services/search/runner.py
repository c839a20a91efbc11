"""Run a few blocking calls concurrently, stoppable with a ``CancelToken``."""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TypeVar

from services.cancel import CancelToken
from services.errors import Cancelled

T = TypeVar("T")


def run_concurrently(
    tasks: Sequence[Callable[[], T]], cancel: CancelToken, *, max_workers: int = 4
) -> list[T]:
    """Results of ``tasks`` in their order.

    Each task must turn its own failures into a value. On cancel the waiting
    stops at once (``Cancelled`` is raised); tasks already running finish in
    the background within their own timeouts and their results are dropped.
    """
    cancel.raise_if_cancelled()
    if not tasks:
        return []
    wake = threading.Event()
    pool = ThreadPoolExecutor(
        max_workers=max(1, min(max_workers, len(tasks))), thread_name_prefix="search"
    )
    unregister = cancel.on_cancel(wake.set)
    try:
        futures: list[Future[T]] = []
        for task in tasks:
            future = pool.submit(task)
            future.add_done_callback(lambda _f: wake.set())
            futures.append(future)
        while True:
            if cancel.cancelled:
                raise Cancelled()
            if all(f.done() for f in futures):
                return [f.result() for f in futures]
            wake.wait()
            wake.clear()
    finally:
        unregister()
        pool.shutdown(wait=not cancel.cancelled, cancel_futures=True)
