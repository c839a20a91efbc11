"""Opening the history database: pragmas, versioned migrations, the search index.

The schema version lives in ``PRAGMA user_version``. ``MIGRATIONS[i]`` moves a
database from version ``i`` to ``i + 1``; each step runs in its own transaction
(SQLite DDL is transactional), so a failed step leaves the previous version
intact. ``backup.py`` copies an older history first and removes the copy once
the migrated file is checked; a long step reports progress through ``PROGRESS``.

The full-text index (see ``fulltext.py``) is derived data kept outside the
versioned schema: it is created when the SQLite build supports FTS5 and rebuilt
when it may be stale. Without FTS5, search falls back to a scan (``search.py``).
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable
from contextvars import ContextVar
from pathlib import Path

from services.errors import NewerSchema, StorageError
from services.storage import blobs, fulltext, upgrade
from services.storage.sqlerrors import immediate, translate

Migration = Callable[[sqlite3.Connection], None]
Progress = Callable[[str, int, int], None]

PROGRESS: ContextVar[Progress | None] = ContextVar("footnote_migration_progress", default=None)
"""Where a long migration step reports ``(stage, done, total)``; set by ``migrate``."""

BUSY_TIMEOUT_S = 10.0


def _script(conn: sqlite3.Connection, sql: str) -> None:
    """Run several statements inside the caller's transaction.

    (``executescript`` would commit the open transaction first.)
    """
    statement = ""
    for line in sql.splitlines(keepends=True):
        statement += line
        if sqlite3.complete_statement(statement):
            conn.execute(statement)
            statement = ""
    if statement.strip():
        conn.execute(statement)


def _v1_core(conn: sqlite3.Connection) -> None:
    """Conversations, messages (with streaming status), traces, a key-value meta table."""
    _script(
        conn,
        """
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
        CREATE TABLE conversations (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            title TEXT NOT NULL DEFAULT '',
            model TEXT NOT NULL DEFAULT '',
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL
        );
        CREATE INDEX conversations_by_updated ON conversations(updated_at DESC, id DESC);
        CREATE TABLE messages (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            conversation_id INTEGER NOT NULL
                REFERENCES conversations(id) ON DELETE CASCADE,
            role TEXT NOT NULL CHECK (role IN ('user', 'assistant', 'tool', 'system')),
            content TEXT NOT NULL DEFAULT '',
            status TEXT NOT NULL DEFAULT 'complete' CHECK (status IN
                ('complete', 'streaming', 'stopped', 'incomplete', 'error')),
            error_code TEXT,
            error_message TEXT,
            model TEXT NOT NULL DEFAULT '',
            tool_call_id TEXT,
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL
        );
        CREATE INDEX messages_by_conversation ON messages(conversation_id, id);
        CREATE INDEX messages_by_status ON messages(status) WHERE status = 'streaming';
        CREATE TABLE traces (
            message_id INTEGER PRIMARY KEY REFERENCES messages(id) ON DELETE CASCADE,
            trace_json TEXT NOT NULL,
            created_at REAL NOT NULL
        );
        """,
    )


def _v2_evidence(conn: sqlite3.Connection) -> None:
    """Tool calls with their results, cited sources, the conversation's citation registry."""
    _script(
        conn,
        """
        CREATE TABLE tool_calls (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            message_id INTEGER NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
            round INTEGER NOT NULL DEFAULT 0,
            call_id TEXT NOT NULL,
            tool TEXT NOT NULL,
            arguments TEXT NOT NULL DEFAULT '{}',
            result_text TEXT,
            items_json TEXT NOT NULL DEFAULT '[]',
            meta_json TEXT NOT NULL DEFAULT '{}',
            ok INTEGER,
            reason TEXT,
            provider TEXT NOT NULL DEFAULT '',
            elapsed_s REAL,
            started_at REAL NOT NULL
        );
        CREATE INDEX tool_calls_by_message ON tool_calls(message_id, id);
        CREATE TABLE answer_sources (
            message_id INTEGER NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
            citation_id TEXT NOT NULL,
            n INTEGER NOT NULL,
            url TEXT NOT NULL,
            title TEXT NOT NULL DEFAULT '',
            snippet TEXT NOT NULL DEFAULT '',
            excerpt TEXT NOT NULL DEFAULT '',
            provider TEXT NOT NULL DEFAULT '',
            fetched_at TEXT NOT NULL DEFAULT '',
            published_at TEXT,
            PRIMARY KEY (message_id, citation_id)
        );
        CREATE TABLE registry_sources (
            conversation_id INTEGER NOT NULL
                REFERENCES conversations(id) ON DELETE CASCADE,
            citation_id TEXT NOT NULL,
            position INTEGER NOT NULL,
            url TEXT NOT NULL,
            title TEXT NOT NULL DEFAULT '',
            snippet TEXT NOT NULL DEFAULT '',
            excerpt TEXT NOT NULL DEFAULT '',
            provider TEXT NOT NULL DEFAULT '',
            fetched_at TEXT NOT NULL DEFAULT '',
            published_at TEXT,
            PRIMARY KEY (conversation_id, citation_id)
        );
        """,
    )


def _v3_writer(conn: sqlite3.Connection) -> None:
    """Which process streams a message, so another process never 'recovers' a live answer."""
    conn.execute("ALTER TABLE messages ADD COLUMN writer_pid INTEGER")


def _v4_stored_once(conn: sqlite3.Connection) -> None:
    """Evidence stored once, content-addressed; tool calls and sources refer to it."""
    _script(conn, blobs.TABLES)
    conn.execute("ALTER TABLE tool_calls ADD COLUMN result_parts TEXT")
    conn.execute("ALTER TABLE answer_sources ADD COLUMN excerpt_ref INTEGER")
    conn.execute("ALTER TABLE registry_sources ADD COLUMN excerpt_ref INTEGER")
    conn.execute("ALTER TABLE answer_sources ADD COLUMN snippet_ref INTEGER")
    conn.execute("ALTER TABLE registry_sources ADD COLUMN snippet_ref INTEGER")
    upgrade.move_evidence(conn, PROGRESS.get())



def _v5_claims(conn: sqlite3.Connection) -> None:
    """Each answer's cited sentences with their passages and support judgments."""
    conn.execute(
        "CREATE TABLE answer_claims ("
        "message_id INTEGER PRIMARY KEY REFERENCES messages(id) ON DELETE CASCADE, "
        "claims_json TEXT NOT NULL DEFAULT '[]')"
    )


def _v6_source_byline(conn: sqlite3.Connection) -> None:
    """Who wrote a cited page and which site published it, shown with its date."""
    for table in ("answer_sources", "registry_sources"):
        conn.execute(f"ALTER TABLE {table} ADD COLUMN author TEXT NOT NULL DEFAULT ''")
        conn.execute(f"ALTER TABLE {table} ADD COLUMN site_name TEXT NOT NULL DEFAULT ''")


MIGRATIONS: tuple[Migration, ...] = (
    _v1_core, _v2_evidence, _v3_writer, _v4_stored_once, _v5_claims, _v6_source_byline,
)
SCHEMA_VERSION = len(MIGRATIONS)


def connect(path: Path) -> sqlite3.Connection:
    """Open (creating if needed) and configure a connection; no migrations."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(
            str(path), timeout=BUSY_TIMEOUT_S, isolation_level=None, check_same_thread=False
        )
    except OSError as exc:
        raise StorageError(
            f"Could not create the folder for the chat history at {path} ({exc}).",
            hint="Check that Footnote's data folder is writable.",
        ) from exc
    except sqlite3.Error as exc:
        raise translate(exc, path) from exc
    try:
        new = conn.execute("PRAGMA page_count").fetchone()[0] == 0
        if new:
            # Must be set before the first table exists; lets deletes shrink the file.
            conn.execute("PRAGMA auto_vacuum = INCREMENTAL")
        conn.execute("PRAGMA journal_mode = WAL")
        # NORMAL in WAL mode: a committed transaction survives an application crash
        # or kill -9; only a power cut may lose the last moments.
        conn.execute("PRAGMA synchronous = NORMAL")
        conn.execute("PRAGMA foreign_keys = ON")
        # Deleted content is overwritten with zeros, not just unlinked.
        conn.execute("PRAGMA secure_delete = ON")
        conn.create_function("footnote_fold", 1, _fold, deterministic=True)
        conn.create_function("footnote_tokens", 1, fulltext.tokens, deterministic=True)
        # Keep the WAL file from staying at its largest size after a big write.
        conn.execute("PRAGMA journal_size_limit = 8388608")
    except sqlite3.Error as exc:
        conn.close()
        raise translate(exc, path) from exc
    return conn


def _fold(text: object) -> str | None:
    return text.casefold() if isinstance(text, str) else None


def user_version(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def migrate(
    conn: sqlite3.Connection,
    migrations: tuple[Migration, ...] = MIGRATIONS,
    target: int | None = None,
    progress: Progress | None = None,
) -> int:
    """Bring the database to ``target`` (default: latest). Returns the version found."""
    target = len(migrations) if target is None else target
    found = user_version(conn)
    if found > len(migrations):
        raise NewerSchema(
            f"The chat history was written by a newer Footnote (schema {found}; "
            f"this version knows up to {len(migrations)}).",
            hint="Update Footnote, or point FOOTNOTE_HOME at another folder.",
        )
    for version in range(found, target):
        with immediate(conn):
            # Another process may have migrated while we waited for the lock.
            if user_version(conn) > version:
                continue
            token = PROGRESS.set(progress)
            try:
                migrations[version](conn)
            finally:
                PROGRESS.reset(token)
            conn.execute(f"PRAGMA user_version = {version + 1}")
    return found


def fts_available(conn: sqlite3.Connection) -> bool:
    """True when this SQLite build has FTS5 (tests patch this to force the scan)."""
    return fulltext.available(conn)


def ensure_search_index(conn: sqlite3.Connection, progress: Progress | None = None) -> bool:
    """Create or rebuild the full-text index when possible (see ``fulltext``)."""
    return fulltext.ensure(conn, fts_available(conn), progress)


def compact(conn: sqlite3.Connection) -> None:
    """Give freed pages back to the file system and empty the WAL file.

    With ``secure_delete`` the freed pages are already zeroed; this also drops
    the WAL frames that still hold the old page images.
    """
    # executescript steps the pragma to the end; execute() would free one page.
    conn.executescript("PRAGMA incremental_vacuum;")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")


def purge_pending(conn: sqlite3.Connection) -> bool:
    return fulltext.purge_pending(conn)


def purge_index(path: Path, pause: float = 0.02) -> None:
    """Merge the search index until deleted words are gone from every segment.

    Runs on its own connection in the background (History schedules it after a
    delete when SQLite is older than 3.42), one short transaction per step, so
    the app's writes interleave and never wait more than a step.
    """
    conn = connect(path)
    try:
        while not fulltext.purge_step(conn):
            time.sleep(pause)  # let the app's writers in between steps
        compact(conn)
    except sqlite3.Error as exc:
        raise translate(exc, path) from exc
    finally:
        conn.close()
