"""A small SQLite cache for search results and fetched pages.

One table, namespaced (``search``: provider + query + parameters; ``page``:
fetched pages by URL), with a time-to-live per entry. Regenerating an answer
or asking the same thing again then costs no quota and no download.

The file has a size budget (``max_bytes``, the ``cache.max_mb`` setting):
when a write passes it, the least recently used entries go until the data is
back under 90% of it, and the freed pages are given back to the file system
(``auto_vacuum = INCREMENTAL``), so the file shrinks too; expired entries
go the same way when the cache is opened. The WAL file is capped as well.

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

DEFAULT_MAX_BYTES = 300 * 1024 * 1024
LOW_WATER = 0.9
"""Eviction frees down to this share of the budget, so it runs rarely, in batches."""
_WAL_LIMIT = 4 * 1024 * 1024

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
_LRU = """
ALTER TABLE entries ADD COLUMN used_at REAL NOT NULL DEFAULT 0;
CREATE INDEX entries_lru ON entries (used_at);
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
    max_bytes: int = DEFAULT_MAX_BYTES

    def to_dict(self) -> dict[str, Any]:
        return {"path": self.path, "size_bytes": self.size_bytes, "entries": self.entries,
                "expired": self.expired, "max_bytes": self.max_bytes}


def file_size(path: Path | str) -> int:
    """Bytes on disk of a cache file with its WAL (0 when absent)."""
    size = 0
    for suffix in ("", "-wal"):
        try:
            size += Path(str(path) + suffix).stat().st_size
        except OSError:
            pass
    return size


class Cache:
    """Thread-safe SQLite cache (WAL) with a size budget. ``clock`` is injectable for tests."""

    def __init__(
        self,
        path: Path | str,
        *,
        clock: Callable[[], float] = time.time,
        max_bytes: int = DEFAULT_MAX_BYTES,
    ) -> None:
        self.path = Path(path)
        self._clock = clock
        self.max_bytes = max(int(max_bytes), 1024 * 1024)
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
            if db.execute("PRAGMA auto_vacuum").fetchone()[0] != 2:
                # Set before the first table, or (an older file) applied by VACUUM once.
                db.execute("PRAGMA auto_vacuum = INCREMENTAL")
                if db.execute("PRAGMA page_count").fetchone()[0] > 0:
                    db.execute("VACUUM")
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            db.execute(f"PRAGMA journal_size_limit = {_WAL_LIMIT}")
            db.executescript(_SCHEMA)
            columns = {row[1] for row in db.execute("PRAGMA table_info(entries)")}
            if "used_at" not in columns:
                db.executescript(_LRU)
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
        except OSError as exc:  # its folder cannot be created (a read-only profile)
            log.warning("The cache cannot be used: %s", exc)
            self._db = None

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
                try:
                    src.unlink(missing_ok=True)
                except OSError:  # a read-only folder: the reconnect below fails too
                    pass
        message = f"The cache {self.path} was unreadable ({exc}); it was moved to {backup.name}."
        self.warnings.append(message)
        log.warning(message)
        try:
            self._db = self._connect()
        except (sqlite3.Error, OSError) as again:  # a read-only folder: run without a cache
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
            db.execute(
                "UPDATE entries SET used_at = ? WHERE namespace = ? AND key = ?",
                (now, namespace, key),
            )
            db.commit()
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
                "INSERT OR REPLACE INTO entries "
                "(namespace, key, value, created_at, expires_at, used_at) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (namespace, key, value_json, now, now + ttl_s, now),
            )
            db.commit()
            if _data_bytes(db) > self.max_bytes:
                self._evict(db)

        self._run(op, None)

    def _evict(self, db: sqlite3.Connection) -> None:
        """Drop least recently used entries until the data is under the low-water mark."""
        excess = _data_bytes(db) - int(self.max_bytes * LOW_WATER)
        while excess > 0:
            rows = db.execute(
                "SELECT rowid, length(CAST(value AS BLOB)) + length(key) + 64 FROM entries "
                "ORDER BY used_at LIMIT 200"
            ).fetchall()
            if not rows:
                break
            chosen = []
            for rowid, size in rows:
                chosen.append(rowid)
                excess -= int(size)
                if excess <= 0:
                    break
            marks = ",".join("?" * len(chosen))
            db.execute(f"DELETE FROM entries WHERE rowid IN ({marks})", chosen)
            db.commit()
        _shrink(db)

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
            if cur.rowcount:
                _shrink(db)
            if _data_bytes(db) > self.max_bytes:  # the budget was lowered in Settings
                self._evict(db)
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
        return CacheInfo(str(self.path), file_size(self.path), entries, expired, self.max_bytes)

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


def _data_bytes(db: sqlite3.Connection) -> int:
    """Bytes of the database in use (pages minus free pages)."""
    pages = db.execute("PRAGMA page_count").fetchone()[0]
    free = db.execute("PRAGMA freelist_count").fetchone()[0]
    size = db.execute("PRAGMA page_size").fetchone()[0]
    return int((pages - free) * size)


def _shrink(db: sqlite3.Connection) -> None:
    """Give free pages back to the file system and reset the WAL file."""
    db.executescript("PRAGMA incremental_vacuum;")
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
