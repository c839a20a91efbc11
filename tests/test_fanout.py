"""The one thread fan-out (web_search and web_fetch): results on the calling
thread as they finish, a Stop that ends the waiting at once."""

from __future__ import annotations

import threading

import pytest

from services.cancel import CancelToken
from services.fanout import fan_out


def test_every_result_reaches_the_calling_thread_by_index() -> None:
    caller = threading.get_ident()
    seen: list[tuple[int, str, bool]] = []
    unfinished = fan_out(
        ["a", "b", "c"], str.upper, CancelToken(), max_workers=2,
        on_done=lambda i, r: seen.append((i, r, threading.get_ident() == caller)),
    )
    assert unfinished == []
    assert sorted(seen) == [(0, "A", True), (1, "B", True), (2, "C", True)]


def test_results_arrive_in_completion_order() -> None:
    first_done = threading.Event()
    order: list[int] = []

    def task(index: int) -> int:
        if index == 0:
            first_done.wait(10)  # the slow one: waits for the fast one to be handed over
        return index

    def on_done(index: int, _result: int) -> None:
        order.append(index)
        first_done.set()

    fan_out([0, 1], task, CancelToken(), max_workers=2, on_done=on_done)
    assert order == [1, 0]


def test_stop_ends_the_waiting_and_names_what_did_not_finish() -> None:
    cancel = CancelToken()
    release = threading.Event()
    done: list[int] = []

    def task(index: int) -> int:
        if index == 0:
            return 0
        release.wait(10)  # a call that does not notice the Stop (a DNS lookup)
        return index

    def on_done(index: int, _result: int) -> None:
        done.append(index)
        cancel.cancel()  # Stop pressed as the first result shows

    try:
        unfinished = fan_out([0, 1, 2], task, cancel, max_workers=3, on_done=on_done)
    finally:
        release.set()
    assert done == [0]
    assert unfinished == [1, 2]


def test_nothing_to_do_starts_nothing() -> None:
    calls: list[int] = []
    assert fan_out([], calls.append, CancelToken(), max_workers=4, on_done=print) == []
    assert calls == []


def test_a_task_that_raises_is_reported_not_swallowed() -> None:
    def task(index: int) -> int:
        raise ValueError(f"bug {index}")

    with pytest.raises(ValueError, match="bug 0"):
        fan_out([0], task, CancelToken(), max_workers=1, on_done=lambda i, r: None)
