"""Opening the history database: pragmas, versioned migrations, the search index.

The schema version lives in ``PRAGMA user_version``. ``MIGRATIONS[i]`` moves a
database from version ``i`` to ``i + 1``; each step runs in its own transaction
(SQLite DDL is transactional), so a failed step leaves the previous version
intact. No backup copy is made: a copy would keep conversations the user
deletes later, and deleting must really erase them.

The full-text index (FTS5 with the trigram tokenizer, which finds substrings in
any script, Chinese included) is derived data kept outside the versioned schema:
it is created when the SQLite build supports it and rebuilt when it may be stale.
Without FTS5, search falls back to a scan (see ``search.py``).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

from services.errors import StorageError
from services.storage.sqlerrors import immediate, translate

Migration = Callable[[sqlite3.Connection], None]

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


def _v4_claims(conn: sqlite3.Connection) -> None:
    """Each answer's cited sentences with their passages and support judgments."""
    conn.execute(
        "CREATE TABLE answer_claims ("
        "message_id INTEGER PRIMARY KEY REFERENCES messages(id) ON DELETE CASCADE, "
        "claims_json TEXT NOT NULL DEFAULT '[]')"
    )


MIGRATIONS: tuple[Migration, ...] = (_v1_core, _v2_evidence, _v3_writer, _v4_claims)
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
) -> int:
    """Bring the database to ``target`` (default: latest). Returns the version found."""
    target = len(migrations) if target is None else target
    found = user_version(conn)
    if found > len(migrations):
        raise StorageError(
            f"The chat history was written by a newer Footnote (schema {found}; "
            f"this version knows up to {len(migrations)}).",
            hint="Update Footnote, or point FOOTNOTE_HOME at another folder.",
            code="newer_schema",
        )
    for version in range(found, target):
        with immediate(conn):
            # Another process may have migrated while we waited for the lock.
            if user_version(conn) > version:
                continue
            migrations[version](conn)
            conn.execute(f"PRAGMA user_version = {version + 1}")
    return found


def fts_available(conn: sqlite3.Connection) -> bool:
    """True when this SQLite build has FTS5 with the trigram tokenizer (3.34+)."""
    try:
        conn.execute("CREATE VIRTUAL TABLE temp.fts_probe USING fts5(x, tokenize='trigram')")
        conn.execute("DROP TABLE temp.fts_probe")
    except sqlite3.OperationalError:
        return False
    return True


INDEXED = "role IN ('user', 'assistant') AND status != 'streaming'"


_FTS_SHADOWS = (
    "messages_fts_data",
    "messages_fts_idx",
    "messages_fts_content",
    "messages_fts_docsize",
)


def ensure_search_index(conn: sqlite3.Connection) -> bool:
    """Create or rebuild the FTS index when possible. Returns whether it is usable.

    Without FTS5 an index left by another SQLite build cannot be kept up to date,
    and deleted conversations would linger in it: its shadow tables (plain
    tables) are emptied and the index is marked stale, to be rebuilt by the next
    build that has FTS5.
    """
    usable = fts_available(conn)
    row = conn.execute("SELECT value FROM meta WHERE key = 'fts_state'").fetchone()
    if usable and row is not None and row[0] == "synced":
        return True  # the common case: no write at open
    with immediate(conn):
        if not usable:
            present = {
                row[0]
                for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
            }
            for name in _FTS_SHADOWS:
                if name in present:
                    # Rows 1 and 10 of the data table (averages, structure) hold
                    # counts only; without them the table could not even be dropped.
                    keep = " WHERE id NOT IN (1, 10)" if name == "messages_fts_data" else ""
                    conn.execute(f"DELETE FROM {name}{keep}")
            conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('fts_state', 'stale')")
        else:
            row = conn.execute("SELECT value FROM meta WHERE key = 'fts_state'").fetchone()
            if row is None or row[0] != "synced":  # re-read under the write lock
                conn.execute("DROP TABLE IF EXISTS messages_fts")
                conn.execute(
                    "CREATE VIRTUAL TABLE messages_fts USING fts5(content, tokenize='trigram')"
                )
                conn.execute(
                    "INSERT INTO messages_fts(rowid, content) SELECT id, content FROM messages "
                    f"WHERE {INDEXED}"
                )
                conn.execute(
                    "INSERT OR REPLACE INTO meta(key, value) VALUES ('fts_state', 'synced')"
                )
    return usable


def compact(conn: sqlite3.Connection) -> None:
    """Give freed pages back to the file system and empty the WAL file.

    With ``secure_delete`` the freed pages are already zeroed; this also drops
    the WAL frames that still hold the old page images.
    """
    # executescript steps the pragma to the end; execute() would free one page.
    conn.executescript("PRAGMA incremental_vacuum;")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")


def purge_pending(conn: sqlite3.Connection) -> bool:
    row = conn.execute("SELECT value FROM meta WHERE key = 'fts_purge'").fetchone()
    return row is not None and row[0] == "pending"


def purge_index(path: Path) -> None:
    """Rewrite the search index without the entries of deleted messages.

    FTS5 (before SQLite 3.42's secure-delete) only marks deleted entries; the
    words stay in older index segments until they are merged. ``optimize``
    merges everything into one new segment. It takes time in proportion to the
    index, so History runs it on its own connection in the background (WAL
    lets the app keep reading meanwhile), and again at the next open if the
    process died before it finished.
    """
    conn = connect(path)
    try:
        with immediate(conn):
            if purge_pending(conn):
                if (
                    fts_available(conn)
                    and conn.execute(
                        "SELECT 1 FROM sqlite_master WHERE name = 'messages_fts'"
                    ).fetchone()
                ):
                    conn.execute("INSERT INTO messages_fts(messages_fts) VALUES ('optimize')")
                conn.execute("UPDATE meta SET value = 'done' WHERE key = 'fts_purge'")
        compact(conn)
    except sqlite3.Error as exc:
        raise translate(exc, path) from exc
    finally:
        conn.close()
