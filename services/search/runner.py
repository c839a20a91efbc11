"""Run a few blocking calls concurrently, stoppable with a ``CancelToken``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from services.cancel import CancelToken
from services.errors import Cancelled
from services.fanout import fan_out

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
    results: dict[int, T] = {}
    fan_out(tasks, lambda task: task(), cancel, max_workers=max_workers,
            on_done=results.__setitem__, thread_name_prefix="search")
    if cancel.cancelled:
        raise Cancelled()
    return [results[index] for index in range(len(tasks))]
