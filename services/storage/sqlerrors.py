"""sqlite3 errors and awkward text, made safe at the storage boundary."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from services.errors import Corrupt, DiskFull, HistoryBusy, ReadOnly, StorageError
from services.secrecy import redact

_CORRUPT_HINT = "Move the file elsewhere and restart Footnote to begin a new history."


def translate(exc: sqlite3.Error, path: Path | None = None) -> StorageError:
    """A StorageError saying what happened and what to do, with a stable code."""
    text = str(exc)
    lowered = text.lower()
    where = f" ({path})" if path is not None else ""
    if "locked" in lowered or "busy" in lowered:
        return HistoryBusy(
            "The chat history is busy in another Footnote window or command.",
            hint="Try again in a moment.",
        )
    if "disk is full" in lowered or "database or disk is full" in lowered:
        return DiskFull(
            "The disk is full, so the chat history could not be saved.",
            hint="Free some disk space and try again.",
        )
    if "readonly" in lowered or "read-only" in lowered:
        return ReadOnly(
            f"The chat history file is read-only{where}.",
            hint="Check the permissions of Footnote's data folder.",
        )
    if "malformed" in lowered or "not a database" in lowered or "encrypted" in lowered:
        return Corrupt(
            f"The chat history file{where} is damaged or is not a Footnote database ({text}).",
            hint=_CORRUPT_HINT,
        )
    if "unable to open" in lowered:
        return StorageError(
            f"The chat history file{where} could not be opened ({text}).",
            hint="Check that Footnote's data folder exists and is writable.",
        )
    return StorageError(f"The chat history could not be read or saved ({text}).")


@contextmanager
def immediate(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """A write transaction (``BEGIN IMMEDIATE``): committed when the block
    ends, rolled back when it raises."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield conn
        conn.execute("COMMIT")
    except BaseException:
        rollback(conn)
        raise


def rollback(conn: sqlite3.Connection) -> None:
    """Roll back if a transaction is still open.

    SQLite rolls back by itself on some errors (a full disk, an interrupt); a
    second ROLLBACK would then raise and hide the error that matters.
    """
    if conn.in_transaction:
        try:
            conn.execute("ROLLBACK")
        except sqlite3.Error:
            pass


def clean(text: str) -> str:
    """Text SQLite can store as UTF-8, with every known key redacted
    (``services.secrecy``): nothing secret is ever written to the history.

    A model stream can split an emoji's UTF-16 surrogate pair across chunks,
    leaving lone surrogates in a Python str; sqlite3 would refuse the whole
    write. Pairs are joined again and lone halves become U+FFFD.
    """
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
    return redact(text)
