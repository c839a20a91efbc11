"""One thread fan-out for blocking calls, stoppable with a ``CancelToken``.

Used by web_search (one call per query and provider) and web_fetch (one read
per URL). Both want the same things: a bounded thread pool, each result handed
over on the calling thread as soon as it is ready (progress lines), and a Stop
that ends the waiting at once instead of after the slowest call.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TypeVar

from services.cancel import CancelToken

K = TypeVar("K")
T = TypeVar("T")


def fan_out(
    items: Sequence[K],
    task: Callable[[K], T],
    cancel: CancelToken,
    *,
    max_workers: int,
    on_done: Callable[[int, T], None],
    thread_name_prefix: str = "footnote",
) -> list[int]:
    """Run ``task(item)`` for every item on at most ``max_workers`` threads.

    ``on_done(index, result)`` runs on the calling thread as each task finishes.
    Each task must turn its own failures into a value (an exception escaping a
    task is raised here from ``on_done``'s caller). On cancel the waiting stops
    at once: calls already running finish in the background within their own
    timeouts (a DNS lookup cannot be interrupted) and their results are dropped.

    Returns the indices of the items that had not finished when cancel came,
    in order; empty when every task finished.
    """
    if not items:
        return []
    wake = threading.Event()
    pool = ThreadPoolExecutor(
        max_workers=max(1, min(max_workers, len(items))), thread_name_prefix=thread_name_prefix
    )
    unregister = cancel.on_cancel(wake.set)
    pending: dict[int, Future[T]] = {}
    try:
        for index, item in enumerate(items):
            future = pool.submit(task, item)
            future.add_done_callback(lambda _f: wake.set())
            pending[index] = future
        while pending and not cancel.cancelled:
            wake.wait()
            wake.clear()
            for index in [i for i, f in pending.items() if f.done()]:
                on_done(index, pending.pop(index).result())
    finally:
        unregister()
        # Never wait here: after a Stop, or an exception such as the CLI's SIGTERM
        # interrupt, a straggler must not hold the caller; when every task
        # finished, the idle threads exit on their own.
        pool.shutdown(wait=False, cancel_futures=True)
    return sorted(pending)
