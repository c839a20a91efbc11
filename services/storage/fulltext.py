"""The full-text index: words of titles and messages, kept up to date by triggers.

Two contentless FTS5 tables (``titles_fts`` over conversation titles,
``messages_fts`` over user and assistant messages) with the ``unicode61``
tokenizer (case and accents folded) and prefix indexes for one, two and three
characters, so the first keystrokes of a search are index lookups, not scans.
Chinese and Japanese have no spaces between words: ``tokens()`` puts each such
character in a token of its own, and a query for ``北京`` becomes the phrase
``"北 京"``, which finds the two characters side by side anywhere.

Contentless tables hold no copy of the text (the rows are the copy); triggers
on ``conversations`` and ``messages`` add and remove exactly the rows that
change, so deleting a conversation touches its own entries only. The triggers
call ``footnote_tokens``, which ``schema.connect`` registers on every
connection.

FTS5 deletes by marking: a deleted word's bytes stay in older index segments
until they are merged. With SQLite 3.42+ the index runs in ``secure-delete``
mode and removes them at once; with older builds ``purge_step`` merges the
segments a little at a time in short transactions (see ``Database``), so the
window never waits for it.

The index is derived data outside the versioned schema: ``ensure`` creates it
(for a migrated file, with a progress callback), and on an SQLite build
without FTS5 drops the triggers and marks it stale for the next build that
has FTS5.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Callable

from services.storage.sqlerrors import immediate

FORMAT = "words-2"
"""Stored in meta ``fts_state``; any other value means: rebuild."""

INDEXED = "role IN ('user', 'assistant') AND status != 'streaming'"

Progress = Callable[[str, int, int], None]

_WIDE = (
    "\u2e80-\u2fdf\u3005\u3007\u3021-\u3029\u3040-\u30ff\u3100-\u312f\u31a0-\u31ff"
    "\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\U00020000-\U0003134f"
)
_WIDE_CHAR = re.compile(f"([{_WIDE}])")
_WORD = re.compile(r"[^\W_]+")

_TABLES = """
CREATE VIRTUAL TABLE messages_fts USING fts5(
    content, content='', tokenize='unicode61 remove_diacritics 2', prefix='1 2 3');
CREATE VIRTUAL TABLE titles_fts USING fts5(
    title, content='', tokenize='unicode61 remove_diacritics 2', prefix='1 2 3');
"""

_TRIGGERS = """
CREATE TRIGGER messages_fts_insert AFTER INSERT ON messages
WHEN new.role IN ('user', 'assistant') AND new.status != 'streaming' BEGIN
    INSERT INTO messages_fts(rowid, content) VALUES (new.id, footnote_tokens(new.content));
END;
CREATE TRIGGER messages_fts_delete AFTER DELETE ON messages
WHEN old.role IN ('user', 'assistant') AND old.status != 'streaming' BEGIN
    INSERT INTO messages_fts(messages_fts, rowid, content)
    VALUES ('delete', old.id, footnote_tokens(old.content));
END;
CREATE TRIGGER messages_fts_unindex AFTER UPDATE OF content, status, role ON messages
WHEN old.role IN ('user', 'assistant') AND old.status != 'streaming' BEGIN
    INSERT INTO messages_fts(messages_fts, rowid, content)
    VALUES ('delete', old.id, footnote_tokens(old.content));
END;
CREATE TRIGGER messages_fts_reindex AFTER UPDATE OF content, status, role ON messages
WHEN new.role IN ('user', 'assistant') AND new.status != 'streaming' BEGIN
    INSERT INTO messages_fts(rowid, content) VALUES (new.id, footnote_tokens(new.content));
END;
CREATE TRIGGER titles_fts_insert AFTER INSERT ON conversations BEGIN
    INSERT INTO titles_fts(rowid, title) VALUES (new.id, footnote_tokens(new.title));
END;
CREATE TRIGGER titles_fts_delete AFTER DELETE ON conversations BEGIN
    INSERT INTO titles_fts(titles_fts, rowid, title)
    VALUES ('delete', old.id, footnote_tokens(old.title));
END;
CREATE TRIGGER titles_fts_update AFTER UPDATE OF title ON conversations BEGIN
    INSERT INTO titles_fts(titles_fts, rowid, title)
    VALUES ('delete', old.id, footnote_tokens(old.title));
    INSERT INTO titles_fts(rowid, title) VALUES (new.id, footnote_tokens(new.title));
END;
"""

_TRIGGER_NAMES = (
    "messages_fts_insert",
    "messages_fts_delete",
    "messages_fts_unindex",
    "messages_fts_reindex",
    "titles_fts_insert",
    "titles_fts_delete",
    "titles_fts_update",
)

_SHADOW_SUFFIXES = ("_data", "_idx", "_content", "_docsize", "_config")


def tokens(text: object) -> str | None:
    """Text as the index sees it: wide (CJK) characters spaced apart."""
    if not isinstance(text, str):
        return None
    return _WIDE_CHAR.sub(r" \1 ", text)


def words(term: str) -> list[str]:
    """The index tokens of a query term (casefolded)."""
    return _WORD.findall(_WIDE_CHAR.sub(r" \1 ", term.casefold()))


MAX_WORDS = 32
"""Words of one term looked up as a phrase; a pasted page is cut to its start."""


def match_expression(terms: list[str]) -> str:
    """An FTS5 query: every term's words side by side, the last one as a prefix.

    Terms are quoted, so nothing the user types is read as FTS5 syntax.
    """
    phrases = []
    for term in terms[:MAX_WORDS]:
        found = words(term)[:MAX_WORDS]
        if found:
            phrases.append('"' + " ".join(w.replace('"', '""') for w in found) + '" *')
    return " AND ".join(phrases)


def available(conn: sqlite3.Connection) -> bool:
    """True when this SQLite build has FTS5."""
    try:
        conn.execute("CREATE VIRTUAL TABLE temp.fts_probe USING fts5(x)")
        conn.execute("DROP TABLE temp.fts_probe")
    except sqlite3.OperationalError:
        return False
    return True


def secure_delete_supported() -> bool:
    return sqlite3.sqlite_version_info >= (3, 42, 0)


def _state(conn: sqlite3.Connection) -> str | None:
    row = conn.execute("SELECT value FROM meta WHERE key = 'fts_state'").fetchone()
    return None if row is None else str(row[0])


def _set_state(conn: sqlite3.Connection, value: str) -> None:
    conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('fts_state', ?)", (value,))


def _drop(conn: sqlite3.Connection, present: set[str]) -> None:
    for name in _TRIGGER_NAMES:
        conn.execute(f"DROP TRIGGER IF EXISTS {name}")
    for table in ("messages_fts", "titles_fts"):
        if table in present:
            conn.execute(f"DROP TABLE {table}")


def _tables(conn: sqlite3.Connection) -> set[str]:
    return {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


def ensure(
    conn: sqlite3.Connection, usable: bool, progress: Progress | None = None, chunk: int = 2000
) -> bool:
    """Create or rebuild the index when possible. Returns whether it is usable."""
    if usable and _state(conn) == FORMAT:
        return True  # the common case: no write at open
    with immediate(conn):
        present = _tables(conn)
        if not usable:
            for name in _TRIGGER_NAMES:
                conn.execute(f"DROP TRIGGER IF EXISTS {name}")
            # The shadow tables are plain tables: empty them so no deleted
            # words linger where this build cannot keep them up to date.
            for table in ("messages_fts", "titles_fts"):
                for suffix in _SHADOW_SUFFIXES:
                    name = table + suffix
                    if name in present and suffix != "_config":
                        keep = " WHERE id NOT IN (1, 10)" if suffix == "_data" else ""
                        conn.execute(f"DELETE FROM {name}{keep}")
            _set_state(conn, "stale")
            return False
        if _state(conn) == FORMAT:  # re-read under the write lock
            return True
        _drop(conn, present)
        for statement in _TABLES.strip().split(";\n"):
            if statement.strip():
                conn.execute(statement)
        if secure_delete_supported():
            conn.execute("INSERT INTO messages_fts(messages_fts, rank) VALUES ('secure-delete', 1)")
            conn.execute("INSERT INTO titles_fts(titles_fts, rank) VALUES ('secure-delete', 1)")
        conn.execute(
            "INSERT INTO titles_fts(rowid, title) SELECT id, footnote_tokens(title) "
            "FROM conversations"
        )
        total = conn.execute("SELECT count(*) FROM messages").fetchone()[0]
        last, done = 0, 0
        while True:
            ids = [
                row[0]
                for row in conn.execute(
                    "SELECT id FROM messages WHERE id > ? ORDER BY id LIMIT ?", (last, chunk)
                )
            ]
            if not ids:
                break
            conn.execute(
                "INSERT INTO messages_fts(rowid, content) SELECT id, footnote_tokens(content) "
                f"FROM messages WHERE id BETWEEN ? AND ? AND {INDEXED}",
                (ids[0], ids[-1]),
            )
            last, done = ids[-1], done + len(ids)
            if progress is not None:
                progress("index", done, total)
        _create_triggers(conn)
        _set_state(conn, FORMAT)
        conn.execute("DELETE FROM meta WHERE key = 'fts_purge'")
    conn.executescript("PRAGMA incremental_vacuum;")  # the old index's pages
    return True


def _create_triggers(conn: sqlite3.Connection) -> None:
    statement = ""
    for line in _TRIGGERS.splitlines(keepends=True):
        statement += line
        if sqlite3.complete_statement(statement):
            conn.execute(statement)
            statement = ""


def purge_needed() -> bool:
    """Whether deletions leave words behind until the segments are merged."""
    return not secure_delete_supported()


def purge_pending(conn: sqlite3.Connection) -> bool:
    row = conn.execute("SELECT value FROM meta WHERE key = 'fts_purge'").fetchone()
    return row is not None and row[0] == "pending"


def mark_purge(conn: sqlite3.Connection) -> None:
    conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('fts_purge', 'pending')")


def purge_step(conn: sqlite3.Connection, pages: int = 64) -> bool:
    """Merge a little of the index in one short transaction. Returns True when done.

    A negative ``merge`` argument makes every segment eligible, so repeated
    steps end with one segment, which holds no deleted entries.
    """
    with immediate(conn):
        if not purge_pending(conn) or "messages_fts" not in _tables(conn):
            conn.execute("DELETE FROM meta WHERE key = 'fts_purge'")
            return True
        before = conn.total_changes
        conn.execute("INSERT INTO messages_fts(messages_fts, rank) VALUES ('merge', ?)", (-pages,))
        conn.execute("INSERT INTO titles_fts(titles_fts, rank) VALUES ('merge', ?)", (-pages,))
        # Each merge command counts as one change; more means pages were written.
        if conn.total_changes - before <= 2:
            conn.execute("UPDATE meta SET value = 'done' WHERE key = 'fts_purge'")
            return True
    return False
