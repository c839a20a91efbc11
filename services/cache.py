"""A small SQLite cache for search results and fetched pages.

One table, namespaced (``search``: provider + query + parameters; ``page``:
fetched pages by URL), with a time-to-live per entry. Regenerating an answer
or asking the same thing again then costs no quota and no download.

The cache is an optimisation and never a reason to fail: a broken or
unreadable file is moved aside and recreated, and any later SQLite error turns
a ``get`` into a miss and a ``put`` into a no-op (logged).
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import sqlite3
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

SEARCH = "search"
PAGE = "page"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS entries (
    namespace TEXT NOT NULL,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    created_at REAL NOT NULL,
    expires_at REAL NOT NULL,
    PRIMARY KEY (namespace, key)
);
CREATE INDEX IF NOT EXISTS entries_expiry ON entries (expires_at);
"""


def make_key(*parts: Any) -> str:
    """A stable key from JSON-able parts (order matters, dict order does not)."""
    raw = json.dumps(parts, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(raw.encode("utf-8")).hexdigest()


@dataclass
class CacheInfo:
    path: str
    size_bytes: int
    entries: dict[str, int]
    expired: int

    def to_dict(self) -> dict[str, Any]:
        return {"path": self.path, "size_bytes": self.size_bytes, "entries": self.entries,
                "expired": self.expired}


class Cache:
    """Thread-safe SQLite cache (WAL). ``clock`` is injectable for tests."""

    def __init__(self, path: Path | str, *, clock: Callable[[], float] = time.time) -> None:
        self.path = Path(path)
        self._clock = clock
        self._lock = threading.Lock()
        self._db: sqlite3.Connection | None = None
        self.warnings: list[str] = []
        with self._lock:
            self._open()
        self.purge_expired()  # keep the file from growing across sessions

    # Opening and recovery.
    def _connect(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(self.path, check_same_thread=False, timeout=5.0)
        try:
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            db.executescript(_SCHEMA)
            db.execute("SELECT count(*) FROM entries").fetchone()
        except sqlite3.DatabaseError:
            db.close()
            raise
        return db

    def _open(self) -> None:
        try:
            self._db = self._connect()
        except sqlite3.DatabaseError as exc:
            self._recreate(exc)

    def _recreate(self, exc: BaseException) -> None:
        """Move a broken file aside and start empty; never raise."""
        self._drop_connection()
        stamp = time.strftime("%Y%m%d-%H%M%S")
        backup = self.path.with_name(f"{self.path.name}.broken-{stamp}")
        for suffix in ("", "-wal", "-shm"):
            src = Path(str(self.path) + suffix)
            try:
                if src.exists():
                    os.replace(src, Path(str(backup) + suffix))
            except OSError:
                src.unlink(missing_ok=True)
        message = f"The cache {self.path} was unreadable ({exc}); it was moved to {backup.name}."
        self.warnings.append(message)
        log.warning(message)
        try:
            self._db = self._connect()
        except sqlite3.Error as again:  # e.g. a read-only directory: run without a cache
            log.warning("The cache cannot be used: %s", again)
            self._db = None

    def _run(self, fn: Callable[[sqlite3.Connection], Any], default: Any) -> Any:
        with self._lock:
            if self._db is None:
                return default
            try:
                return fn(self._db)
            except sqlite3.DatabaseError as exc:
                self._recreate(exc)
                return default
            except sqlite3.Error as exc:
                log.warning("Cache operation failed: %s", exc)
                return default

    # Public API.
    def get(self, namespace: str, key: str) -> str | None:
        """The stored JSON text, or None when absent or expired."""
        now = self._clock()

        def op(db: sqlite3.Connection) -> str | None:
            row = db.execute(
                "SELECT value, expires_at FROM entries WHERE namespace = ? AND key = ?",
                (namespace, key),
            ).fetchone()
            if row is None:
                return None
            if row[1] <= now:
                db.execute("DELETE FROM entries WHERE namespace = ? AND key = ?", (namespace, key))
                db.commit()
                return None
            return str(row[0])

        result: str | None = self._run(op, None)
        return result

    def put(self, namespace: str, key: str, value_json: str, ttl_s: float) -> None:
        """Store ``value_json`` for ``ttl_s`` seconds (``ttl_s <= 0`` stores nothing)."""
        if ttl_s <= 0:
            return
        now = self._clock()

        def op(db: sqlite3.Connection) -> None:
            db.execute(
                "INSERT OR REPLACE INTO entries (namespace, key, value, created_at, expires_at) "
                "VALUES (?, ?, ?, ?, ?)",
                (namespace, key, value_json, now, now + ttl_s),
            )
            db.commit()

        self._run(op, None)

    def delete(self, namespace: str, key: str) -> None:
        def op(db: sqlite3.Connection) -> None:
            db.execute("DELETE FROM entries WHERE namespace = ? AND key = ?", (namespace, key))
            db.commit()

        self._run(op, None)

    def clear(self, namespace: str | None = None) -> int:
        """Remove every entry (of ``namespace`` when given); returns how many."""

        def op(db: sqlite3.Connection) -> int:
            if namespace is None:
                cur = db.execute("DELETE FROM entries")
            else:
                cur = db.execute("DELETE FROM entries WHERE namespace = ?", (namespace,))
            db.commit()
            db.execute("VACUUM")
            return int(cur.rowcount)

        removed: int = self._run(op, 0)
        return removed

    def purge_expired(self) -> int:
        """Remove expired entries; returns how many."""
        now = self._clock()

        def op(db: sqlite3.Connection) -> int:
            cur = db.execute("DELETE FROM entries WHERE expires_at <= ?", (now,))
            db.commit()
            return int(cur.rowcount)

        purged: int = self._run(op, 0)
        return purged

    def info(self) -> CacheInfo:
        now = self._clock()

        def op(db: sqlite3.Connection) -> tuple[dict[str, int], int]:
            rows = db.execute(
                "SELECT namespace, count(*) FROM entries WHERE expires_at > ? GROUP BY namespace",
                (now,),
            ).fetchall()
            expired = db.execute(
                "SELECT count(*) FROM entries WHERE expires_at <= ?", (now,)
            ).fetchone()[0]
            return {str(n): int(c) for n, c in rows}, int(expired)

        entries, expired = self._run(op, ({}, 0))
        size = 0
        for suffix in ("", "-wal"):
            try:
                size += Path(str(self.path) + suffix).stat().st_size
            except OSError:
                pass
        return CacheInfo(str(self.path), size, entries, expired)

    def close(self) -> None:
        with self._lock:
            self._drop_connection()

    def _drop_connection(self) -> None:
        """Close the connection, if open; the caller holds the lock."""
        if self._db is not None:
            try:
                self._db.close()
            except sqlite3.Error:
                pass
            self._db = None
