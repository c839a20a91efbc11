"""The database handle History builds on: connection, lock, transactions, recovery.

One connection is shared by all threads behind a re-entrant lock: every call is
short (a streamed answer is written at most about once a second, see
``streaming.py``), so the GUI thread reading while a worker writes waits at
most a few milliseconds. Other processes (the CLI) use their own connection;
WAL lets them read while one writes, and a busy timeout makes writers queue.
Where SQLite is older than 3.42, the index merge that clears deleted words
(see ``fulltext``) runs on a second connection in the background, in short
steps, so the window keeps reading and writing meanwhile.
sqlite3 errors are translated into ``StorageError`` with a stable code.
"""

from __future__ import annotations

import atexit
import logging
import sqlite3
import threading
import time
import weakref
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

from services.errors import HistoryClosed, NotFound, StorageError
from services.storage import backup, fulltext, recovery, schema
from services.storage.sqlerrors import clean, immediate, translate
from services.storage.streaming import AnswerStreams

log = logging.getLogger(__name__)

# Message ids being streamed by this process, per database file: a second
# History on the same file must not "recover" them.
_LIVE: dict[str, set[int]] = {}
_LIVE_LOCK = threading.Lock()
_OPEN: weakref.WeakSet[Database] = weakref.WeakSet()


@atexit.register
def _close_open_histories() -> None:
    for db in list(_OPEN):
        db.close()


class Database:
    """Plumbing shared by History's methods."""

    def __init__(
        self,
        path: Path | str,
        *,
        flush_interval: float = 1.0,
        heartbeat: float = 5.0,
        progress: schema.Progress | None = None,
    ) -> None:
        self.path = Path(path)
        self._key = str(self.path.resolve())
        self._lock = threading.RLock()
        self._conn = schema.connect(self.path)
        self._closed = False
        self._batch = False
        try:
            backup.migrate_with_backup(self._conn, self.path, progress)
            self._fts = schema.ensure_search_index(self._conn, progress)
        except sqlite3.Error as exc:
            self._conn.close()
            raise translate(exc, self.path) from exc
        except BaseException:
            self._conn.close()
            raise
        self._streams = AnswerStreams(
            self._append_text, self._lock, interval=flush_interval, heartbeat=heartbeat
        )
        self._purge_lock = threading.Lock()
        self._purge_thread: threading.Thread | None = None
        self._purge_again = False
        try:
            self.recover()
            if self._fts and fulltext.purge_needed() and schema.purge_pending(self._conn):
                self._schedule_purge()  # a purge the last session did not finish
        except BaseException:
            self.close()
            raise
        _OPEN.add(self)

    # -- plumbing -------------------------------------------------------

    @property
    def search_backend(self) -> str:
        """``fts5`` (trigram index) or ``scan`` (no FTS5 in this SQLite build)."""
        return "fts5" if self._fts else "scan"

    @contextmanager
    def _locked(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            if self._closed:
                raise HistoryClosed("The chat history is closed.")
            try:
                yield self._conn
            except sqlite3.Error as exc:
                raise translate(exc, self.path) from exc

    @contextmanager
    def _tx(self) -> Iterator[sqlite3.Connection]:
        with self._locked() as conn:
            if self._batch:  # inside ``batch()``: one transaction for all
                yield conn
                return
            with immediate(conn):
                yield conn

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Run many writes as one transaction (imports, benchmarks): all or nothing.

        Holds the lock throughout, so only the calling thread writes meanwhile.
        """
        with self._locked() as conn:
            if self._batch:
                yield
                return
            with immediate(conn):
                self._batch = True
                try:
                    yield
                finally:
                    self._batch = False

    def _require_conversation(self, conn: sqlite3.Connection, cid: int) -> None:
        if conn.execute("SELECT 1 FROM conversations WHERE id = ?", (cid,)).fetchone() is None:
            raise NotFound(f"Conversation {cid} does not exist.")

    def _require_message(self, conn: sqlite3.Connection, mid: int) -> int:
        row = conn.execute("SELECT conversation_id FROM messages WHERE id = ?", (mid,)).fetchone()
        if row is None:
            raise NotFound(f"Message {mid} does not exist.")
        return int(row[0])

    def _touch(self, conn: sqlite3.Connection, cid: int, now: float) -> None:
        conn.execute("UPDATE conversations SET updated_at = ? WHERE id = ?", (now, cid))

    def _set_live(self, ids: Iterable[int], live: bool) -> None:
        with _LIVE_LOCK:
            held = _LIVE.setdefault(self._key, set())
            if live:
                held.update(ids)
            else:
                held.difference_update(ids)

    def _schedule_purge(self) -> None:
        with self._purge_lock:
            if self._purge_thread is not None:
                self._purge_again = True
                return
            self._purge_thread = threading.Thread(
                target=self._purge_loop, name="footnote-history-purge", daemon=True
            )
            self._purge_thread.start()

    def _purge_loop(self) -> None:
        while True:
            try:
                schema.purge_index(self.path)
            except StorageError as exc:
                log.warning("The search index still holds deleted words: %s", exc)
            with self._purge_lock:
                if not self._purge_again:
                    self._purge_thread = None
                    return
                self._purge_again = False

    def wait_for_purge(self, timeout: float | None = None) -> bool:
        """Wait until deleted conversations are purged from the search index too."""
        with self._purge_lock:
            thread = self._purge_thread
        if thread is not None:
            thread.join(timeout)
            return not thread.is_alive()
        return True

    def close(self) -> None:
        """Save buffered text, mark answers still streaming incomplete, close.

        Open histories are also closed when the interpreter exits, so a normal
        exit never drops the last second of a streamed answer.
        """
        if self._closed:
            return
        self._streams.stop()
        self.wait_for_purge()
        with self._lock:
            if self._closed:
                return
            ids = self._streams.open_ids()
            try:
                with self._tx() as conn:
                    for mid in ids:
                        conn.execute(
                            "UPDATE messages SET content = content || ?, status = 'incomplete', "
                            "writer_pid = NULL, updated_at = ? WHERE id = ?",
                            (clean(self._streams.take(mid)), time.time(), mid),
                        )
            except StorageError as exc:
                log.warning("Could not save answers still streaming at close: %s", exc)
            self._set_live(ids, False)
            self._closed = True
            _OPEN.discard(self)
            try:
                self._conn.execute("PRAGMA optimize")
                self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            except sqlite3.Error:
                pass
            self._conn.close()

    def recover(self) -> list[int]:
        """Mark answers left 'streaming' by a crashed process as 'incomplete'.

        Runs on open; cheap enough to call again (say, when a conversation is
        shown) to pick up an answer another process left behind meanwhile.
        """
        with self._locked() as conn:
            if conn.execute("SELECT 1 FROM messages WHERE status = 'streaming'").fetchone() is None:
                return []
        with self._tx() as conn:
            with _LIVE_LOCK:
                live = set(_LIVE.get(self._key, ()))
            ids = recovery.orphaned_streams(conn, live)
            for mid in ids:
                conn.execute(
                    "UPDATE messages SET status = 'incomplete', writer_pid = NULL WHERE id = ?",
                    (mid,),
                )
        return ids

    def _append_text(self, message_id: int, text: str) -> None:
        with self._locked() as conn:
            conn.execute(
                # No status check: if another process wrongly took this answer
                # for abandoned, the text must still land; finishing fixes the status.
                "UPDATE messages SET content = content || ?, updated_at = ? WHERE id = ?",
                (clean(text), time.time(), message_id),
            )
