"""Migrating an existing history safely: a backup first, a check after.

Before an older history is migrated, a consistent copy is taken with SQLite's
online backup (``history.sqlite3.v3.bak``). Each migration step runs in its own
transaction, so a failed step leaves the file at the previous version; then
the backup is kept and the error names it. After a successful migration every
conversation and message is counted again; only when nothing is missing is the
backup removed, since a copy would outlive the conversations the user deletes
later, and deleting must really erase them.
"""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path

from services.errors import BackupFailed, MigrationFailed, StorageError
from services.storage import fulltext, schema

log = logging.getLogger(__name__)


def backup_path(path: Path, version: int) -> Path:
    return path.with_name(f"{path.name}.v{version}.bak")


def _counts(conn: sqlite3.Connection) -> tuple[int, int]:
    conversations = conn.execute("SELECT count(*) FROM conversations").fetchone()[0]
    messages = conn.execute("SELECT count(*) FROM messages").fetchone()[0]
    return int(conversations), int(messages)


def migrate_with_backup(
    conn: sqlite3.Connection, path: Path, progress: schema.Progress | None = None
) -> None:
    """Bring ``conn`` to the current schema; back up an older history first."""
    found = schema.user_version(conn)
    if found == 0 or found >= len(schema.MIGRATIONS):
        schema.migrate(conn, progress=progress)  # new, current, or refused as newer
        return
    copy = backup_path(path, found)
    if progress is not None:
        progress("backup", 0, 1)
    try:
        target = sqlite3.connect(str(copy))
        try:
            conn.backup(target)
        finally:
            target.close()
    except (sqlite3.Error, OSError) as exc:
        copy.unlink(missing_ok=True)
        raise BackupFailed(
            f"Could not back up the chat history before upgrading it ({exc}).",
            hint="Free some disk space next to the history file and start Footnote again.",
        ) from exc
    if progress is not None:
        progress("backup", 1, 1)
    before = _counts(conn)
    try:
        schema.migrate(conn, progress=progress)
        after = _counts(conn)
    except Exception as exc:
        log.error("History migration failed; the backup %s is kept: %s", copy, exc)
        if isinstance(exc, StorageError):
            raise
        raise MigrationFailed(
            f"Upgrading the chat history failed ({exc}); it was left as it was, and a "
            f"backup is at {copy}.",
            hint="Report this problem; meanwhile use the Footnote version you had before.",
        ) from exc
    if after != before:
        raise MigrationFailed(
            f"Upgrading the chat history lost data ({before[0]} conversations before, "
            f"{after[0]} after); the backup at {copy} has everything.",
            hint="Move the backup over the history file and use the Footnote version "
            "you had before.",
        )
    copy.unlink(missing_ok=True)


def needs_upgrade(path: Path) -> bool:
    """Whether opening ``path`` will migrate it or rebuild its index (may take a while).

    Reads the file without changing it; False for a missing or unreadable file
    (opening it then reports the problem).
    """
    if not path.exists():
        return False
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error:
        return False
    try:
        version = schema.user_version(conn)
        if 0 < version < len(schema.MIGRATIONS):
            return True
        row = conn.execute("SELECT value FROM meta WHERE key = 'fts_state'").fetchone()
        return version > 0 and (row is None or row[0] != fulltext.FORMAT)
    except sqlite3.Error:
        return False
    finally:
        conn.close()
