"""Streamed answers are saved as they grow and survive a crash."""

from __future__ import annotations

import itertools
import os
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from services.errors import DiskFull
from services.storage import History, schema
from services.storage.recovery import STALE_AFTER_S, orphaned_streams, pid_alive
from services.storage.streaming import AnswerStreams

ROOT = Path(__file__).resolve().parents[2]


def _stored(path: Path, mid: int) -> tuple[str, str, float]:
    """Read a message through a separate connection, as another process would."""
    conn = sqlite3.connect(path)
    try:
        row = conn.execute(
            "SELECT content, status, updated_at FROM messages WHERE id = ?", (mid,)
        ).fetchone()
    finally:
        conn.close()
    return row[0], row[1], row[2]


def _wait_for(predicate: Callable[[], bool], timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError("condition not reached")
        time.sleep(0.02)


def test_deltas_are_buffered_not_written_one_by_one(db_path: Path) -> None:
    with History(db_path, flush_interval=3600, heartbeat=3600) as h:
        conv = h.create_conversation()
        mid = h.begin_answer(conv.id)
        for word in ("one ", "two ", "three"):
            h.append_answer(mid, word)
        assert _stored(db_path, mid)[:2] == ("", "streaming")
        h.finish_answer(mid, "complete")
        assert _stored(db_path, mid)[:2] == ("one two three", "complete")


def test_buffered_text_is_written_in_the_background(db_path: Path) -> None:
    with History(db_path, flush_interval=0.05, heartbeat=3600) as h:
        conv = h.create_conversation()
        mid = h.begin_answer(conv.id)
        h.append_answer(mid, "Hello, ")
        h.append_answer(mid, "world")
        # No further append or finish: the flusher thread alone must save it.
        _wait_for(lambda: _stored(db_path, mid)[0] == "Hello, world")
        assert _stored(db_path, mid)[1] == "streaming"
        h.finish_answer(mid, "stopped")
        assert _stored(db_path, mid)[:2] == ("Hello, world", "stopped")


def test_quiet_stream_sends_a_heartbeat(db_path: Path) -> None:
    with History(db_path, flush_interval=3600, heartbeat=0.05) as h:
        conv = h.create_conversation()
        mid = h.begin_answer(conv.id)
        first = _stored(db_path, mid)[2]
        _wait_for(lambda: _stored(db_path, mid)[2] > first)
        h.finish_answer(mid, "complete")


def test_close_saves_buffered_text_and_marks_it_incomplete(db_path: Path) -> None:
    h = History(db_path, flush_interval=3600)
    conv = h.create_conversation()
    mid = h.begin_answer(conv.id)
    h.append_answer(mid, "cut short by quitting")
    h.close()
    assert _stored(db_path, mid)[:2] == ("cut short by quitting", "incomplete")


def test_failed_background_write_keeps_the_text(db_path: Path) -> None:
    with History(db_path, flush_interval=3600) as h:
        conv = h.create_conversation()
        mid = h.begin_answer(conv.id)
        real_write = h._streams._write
        failures: list[int] = []

        def failing_write(message_id: int, text: str) -> None:
            failures.append(message_id)
            raise DiskFull("disk is full")

        h._streams._write = failing_write
        h.append_answer(mid, "kept ")
        h._streams.flush(mid)
        assert failures == [mid]
        h._streams._write = real_write
        h.append_answer(mid, "in order")
        h.finish_answer(mid, "complete")
        assert h.message(mid).content == "kept in order"


def test_a_second_history_does_not_recover_a_live_stream(db_path: Path) -> None:
    with History(db_path) as writer:
        conv = writer.create_conversation()
        mid = writer.begin_answer(conv.id)
        with History(db_path) as reader:
            assert reader.message(mid).status == "streaming"
        writer.append_answer(mid, "still going")
        writer.finish_answer(mid, "complete")
        assert writer.message(mid).content == "still going"


def test_orphan_rules_for_other_processes(history: History) -> None:
    conn = history._conn
    conv = history.create_conversation()
    now = time.time()

    def streaming_row(pid: int | None, updated: float) -> int:
        cur = conn.execute(
            "INSERT INTO messages(conversation_id, role, status, writer_pid, created_at, "
            "updated_at) VALUES (?, 'assistant', 'streaming', ?, ?, ?)",
            (conv.id, pid, updated, updated),
        )
        return int(cur.lastrowid or 0)

    live_fresh = streaming_row(424242, now)
    live_stale = streaming_row(424242, now - STALE_AFTER_S - 1)
    dead = streaming_row(434343, now)
    mine_not_live = streaming_row(os.getpid(), now)
    unknown_writer = streaming_row(None, now)
    held_here = streaming_row(os.getpid(), now)
    orphans = orphaned_streams(conn, {held_here}, alive=lambda pid: pid == 424242, now=now)
    assert sorted(orphans) == sorted([live_stale, dead, mine_not_live, unknown_writer])
    assert live_fresh not in orphans


def test_pid_alive() -> None:
    assert pid_alive(os.getpid())
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    assert not pid_alive(proc.pid)
    assert not pid_alive(0)


CHILD = """
import sys, time
from services.storage import History
h = History(sys.argv[1])
conv = h.create_conversation("crash test")
mid = h.begin_answer(conv.id)
print("mid", mid, flush=True)
i = 0
while True:
    h.append_answer(mid, f"<{i:05d}>")
    print(i, time.monotonic(), flush=True)
    i += 1
    time.sleep(0.01)
"""


class _Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_streamed_text_waits_at_most_the_flush_interval_unsaved() -> None:
    """Text appended every 0.1 s for 5 s, the saver asked at every step: no text
    is ever left unsaved longer than the interval (1 s, the default: what a
    ``kill -9`` can lose), and it is written in batches, not per delta."""
    import threading

    clock = _Clock()
    written: list[tuple[float, str]] = []
    streams = AnswerStreams(lambda _mid, text: written.append((clock.now, text)),
                            threading.RLock(), clock=clock)
    assert streams.interval == 1.0
    streams.open(7)
    appended: dict[str, float] = {}
    try:
        for step in range(50):
            clock.now = 100.0 + step / 10
            delta = f"<{step:02d}>"
            streams.append(7, delta)
            appended[delta] = clock.now
            streams.flush_due()
            saved = "".join(text for _t, text in written)
            unsaved = [d for d in appended if d not in saved]
            oldest = min((appended[d] for d in unsaved), default=clock.now)
            assert clock.now - oldest <= streams.interval, (step, unsaved)
        times = [t for t, text in written if text]
        assert len(times) == 4  # at 101, 102, 103, 104: once a second, not per delta
        assert all(b - a >= streams.interval for a, b in itertools.pairwise(times))
        streams.flush(7)  # finishing the answer writes the rest at once
    finally:
        streams.stop()
    assert "".join(text for _t, text in written) == "".join(appended)  # in order, once


def test_a_quiet_stream_is_touched_at_the_heartbeat() -> None:
    import threading

    clock = _Clock()
    written: list[tuple[float, str]] = []
    streams = AnswerStreams(lambda _mid, text: written.append((clock.now, text)),
                            threading.RLock(), clock=clock)
    streams.open(3)
    try:
        clock.now += streams.heartbeat - 0.1
        streams.flush_due()
        assert written == []
        clock.now += 0.1
        streams.flush_due()
        assert written == [(clock.now, "")]  # an empty write: the answer is alive
    finally:
        streams.stop()


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_kill_9_keeps_an_exact_prefix(db_path: Path) -> None:
    """A writer killed with SIGKILL mid-answer: the saved text is an exact prefix
    (at most the flush interval is missing, see the test above), and the answer
    is marked incomplete when the history is opened again."""
    proc = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(db_path)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None
    mid = int(proc.stdout.readline().split()[1])
    times: dict[int, float] = {}
    start: float | None = None
    for line in proc.stdout:
        index, stamp = line.split()
        times[int(index)] = float(stamp)
        start = float(stamp) if start is None else start
        if float(stamp) - start >= 2.5:
            break
    os.kill(proc.pid, signal.SIGKILL)
    for line in proc.stdout:  # chunks printed before the kill landed
        parts = line.split()
        if len(parts) == 2:
            times[int(parts[0])] = float(parts[1])
    proc.wait()
    assert proc.returncode == -signal.SIGKILL

    content, status, _ = _stored(db_path, mid)
    assert status == "streaming"  # nobody got to finish it
    saved = len(content) // 7
    assert saved > 0, "nothing was saved in 2.5 s of streaming"
    assert content == "".join(f"<{i:05d}>" for i in range(saved))
    # How much is lost at most is the flush interval, tested on a clock below.

    with History(db_path) as h:
        answer = h.message(mid)
        assert answer.status == "incomplete"
        assert answer.content == content
        assert h.search(f"<{saved - 1:05d}>")  # recovered text is searchable


EXITING_CHILD = """
import sys
from services.storage import History
h = History(sys.argv[1], flush_interval=3600)
conv = h.create_conversation("exit test")
mid = h.begin_answer(conv.id)
h.append_answer(mid, "saved by the exit hook")
print(mid, flush=True)
sys.exit(0)  # no close(): the interpreter's exit must still save the buffer
"""


def test_normal_exit_without_close_saves_the_buffer(db_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", EXITING_CHILD, str(db_path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    mid = int(done.stdout.strip())
    assert _stored(db_path, mid)[:2] == ("saved by the exit hook", "incomplete")


def test_text_still_lands_if_another_process_wrongly_recovered_it(db_path: Path) -> None:
    with History(db_path, flush_interval=3600) as h:
        conv = h.create_conversation()
        mid = h.begin_answer(conv.id)
        h.append_answer(mid, "first ")
        h._streams.flush(mid)
        other = schema.connect(db_path)  # Footnote's connection: the index triggers run
        other.execute("UPDATE messages SET status = 'incomplete' WHERE id = ?", (mid,))
        other.close()
        h.append_answer(mid, "second ")
        h._streams.flush(mid)
        assert _stored(db_path, mid)[0] == "first second "
        h.append_answer(mid, "third")
        h.finish_answer(mid, "complete")
        assert _stored(db_path, mid)[:2] == ("first second third", "complete")
