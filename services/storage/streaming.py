"""Saving a streamed answer as it grows, without a disk write per token.

Deltas are buffered in memory and written by one background thread at most
every ``interval`` seconds (and at once when the answer finishes), so a crash
or ``kill -9`` loses at most about ``interval`` seconds of text. While a stream
is quiet (a tool is running) the thread still touches the row every
``heartbeat`` seconds, which tells other processes the answer is alive.

Appending never touches the disk and never raises for a failed write: the
caller (a model stream) only takes a short in-memory lock; a write that fails
keeps its text buffered and ``finish_answer`` reports the error. Lock order is
always the database lock, then the condition's lock.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from services.errors import HistoryClosed, NotStreaming, StorageError

log = logging.getLogger(__name__)

WriteFn = Callable[[int, str], None]
"""Appends text (possibly empty: a heartbeat) to a message's stored content."""


@dataclass
class _Stream:
    last_write: float
    pending: list[str] = field(default_factory=list)


class AnswerStreams:
    """Buffers for the answers being streamed through one History."""

    def __init__(
        self,
        write: WriteFn,
        db_lock: threading.RLock,
        *,
        interval: float = 1.0,
        heartbeat: float = 5.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._write = write
        self._db_lock = db_lock
        self.interval = interval
        self.heartbeat = heartbeat
        self._clock = clock
        self._cond = threading.Condition(threading.Lock())
        self._streams: dict[int, _Stream] = {}
        self._thread: threading.Thread | None = None
        self._stopped = False

    def open(self, message_id: int) -> None:
        with self._cond:
            if self._stopped:
                raise HistoryClosed("The chat history is closed.")
            self._streams[message_id] = _Stream(last_write=self._clock())
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._run, name="footnote-history-flush", daemon=True
                )
                self._thread.start()
            self._cond.notify()

    def append(self, message_id: int, delta: str) -> None:
        with self._cond:
            stream = self._streams.get(message_id)
            if stream is None:
                raise NotStreaming(
                    f"Message {message_id} is not being streamed by this window.",
                )
            if delta:
                if not stream.pending:
                    # The deadline moves closer (heartbeat -> interval): wake the
                    # flusher once, not for every token.
                    self._cond.notify()
                stream.pending.append(delta)

    def take(self, message_id: int) -> str:
        """Remove a stream and return its unsaved text. Call with the database lock held."""
        with self._cond:
            stream = self._streams.pop(message_id, None)
        return "".join(stream.pending) if stream is not None else ""

    def restore(self, message_id: int, text: str) -> None:
        """Put text taken by ``take`` back in front (its write failed)."""
        with self._cond:
            stream = self._streams.setdefault(message_id, _Stream(last_write=self._clock()))
            if text:
                stream.pending.insert(0, text)
            self._cond.notify()

    def open_ids(self) -> list[int]:
        with self._cond:
            return list(self._streams)

    def stop(self) -> None:
        """Stop the background thread (pending text stays buffered for ``take``)."""
        with self._cond:
            self._stopped = True
            self._cond.notify_all()
            thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join()

    def flush(self, message_id: int | None = None) -> None:
        """Write pending text now (one message, or all)."""
        with self._db_lock:
            for mid in [message_id] if message_id is not None else self.open_ids():
                self._flush_one(mid, force=True)

    def _deadline(self, stream: _Stream) -> float:
        wait = self.interval if stream.pending else self.heartbeat
        return stream.last_write + wait

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._stopped:
                    now = self._clock()
                    deadlines = [self._deadline(s) for s in self._streams.values()]
                    soonest = min(deadlines, default=None)
                    if soonest is not None and soonest <= now:
                        break
                    self._cond.wait(None if soonest is None else soonest - now)
                if self._stopped:
                    return
            self.flush_due()

    def flush_due(self) -> None:
        """Write every stream whose time has come: text waiting ``interval``
        seconds since the last write, or a heartbeat after ``heartbeat``."""
        with self._db_lock:
            for mid in self.open_ids():
                self._flush_one(mid, force=False)

    def _flush_one(self, message_id: int, *, force: bool) -> None:
        """Write one stream's pending text if due. Caller holds the database lock."""
        now = self._clock()
        with self._cond:
            stream = self._streams.get(message_id)
            if stream is None or (not force and self._deadline(stream) > now):
                return
            if force and not stream.pending:
                return
            text = "".join(stream.pending)
            stream.pending.clear()
            stream.last_write = now
        try:
            self._write(message_id, text)
        except StorageError as exc:
            # Keep the text; the next flush or finishing the answer tries again,
            # and finishing reports the error to the caller.
            with self._cond:
                stream.pending.insert(0, text)
            log.warning("Could not save a streamed answer yet: %s", exc)
