"""Evidence stored once: page text and excerpts, content-addressed and compressed.

An answer's evidence used to be written four times (the tool result the model
read, the tool call's structured items, the conversation's citation registry
and the answer's cited sources). Now every long string is a row of
``evidence``, keyed by the SHA-256 of its text and stored zlib-compressed;
those four places hold its row id. The same excerpt cited again, or the same
page fetched by another answer, costs one more id, not one more copy.

``evidence_uses`` records which conversation refers to which row, so deleting
a conversation removes exactly the evidence no other conversation uses; the
cost is in proportion to that conversation, never to the history.

Encodings:

- a text: the row id (``put``), read back with ``texts``;
- a tool result text: a JSON list of literal strings and row ids, in order
  (``splice``/``join``), so an excerpt quoted inside it is not stored again;
- structured items: JSON in which each long string became ``{"$evidence": id}``.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import zlib
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

LONG = 200
"""Strings at least this long go to the evidence table; shorter ones stay inline."""

_PLAIN = b"p"
_ZLIB = b"z"
REF_KEY = "$evidence"

TABLES = """
CREATE TABLE evidence (
    id INTEGER PRIMARY KEY,
    digest BLOB NOT NULL UNIQUE,
    body BLOB NOT NULL,
    chars INTEGER NOT NULL
);
CREATE TABLE evidence_uses (
    conversation_id INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
    evidence_id INTEGER NOT NULL REFERENCES evidence(id),
    PRIMARY KEY (conversation_id, evidence_id)
) WITHOUT ROWID;
CREATE INDEX evidence_uses_by_evidence ON evidence_uses(evidence_id);
"""


def encode(text: str) -> bytes:
    raw = text.encode("utf-8")
    if len(raw) < 64:
        return _PLAIN + raw
    packed = zlib.compress(raw, 6)
    return _ZLIB + packed if len(packed) < len(raw) else _PLAIN + raw


def decode(body: bytes | None) -> str:
    if not body:
        return ""
    data = bytes(body)
    if data[:1] == _ZLIB:
        return zlib.decompress(data[1:]).decode("utf-8")
    return data[1:].decode("utf-8")


def put(conn: sqlite3.Connection, text: str, conversation_id: int) -> int:
    """Store ``text`` (once) for ``conversation_id``; returns its row id."""
    digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).digest()
    row = conn.execute("SELECT id FROM evidence WHERE digest = ?", (digest,)).fetchone()
    if row is None:
        cur = conn.execute(
            "INSERT INTO evidence(digest, body, chars) VALUES (?, ?, ?)",
            (digest, encode(text), len(text)),
        )
        eid = int(cur.lastrowid or 0)
    else:
        eid = int(row[0])
    conn.execute(
        "INSERT OR IGNORE INTO evidence_uses(conversation_id, evidence_id) VALUES (?, ?)",
        (conversation_id, eid),
    )
    return eid


def texts(conn: sqlite3.Connection, ids: Iterable[int]) -> dict[int, str]:
    """The texts of evidence rows (missing ids are left out)."""
    wanted = sorted({int(i) for i in ids})
    found: dict[int, str] = {}
    for start in range(0, len(wanted), 500):
        chunk = wanted[start : start + 500]
        marks = ",".join("?" * len(chunk))
        for eid, body in conn.execute(
            f"SELECT id, body FROM evidence WHERE id IN ({marks})", chunk
        ):
            found[int(eid)] = decode(body)
    return found


def release(conn: sqlite3.Connection, conversation_id: int) -> int:
    """Forget a conversation's uses; delete evidence nobody else uses. Returns rows deleted."""
    ids = [
        row[0]
        for row in conn.execute(
            "SELECT evidence_id FROM evidence_uses WHERE conversation_id = ?", (conversation_id,)
        )
    ]
    conn.execute("DELETE FROM evidence_uses WHERE conversation_id = ?", (conversation_id,))
    deleted = 0
    for eid in ids:
        cur = conn.execute(
            "DELETE FROM evidence WHERE id = ? AND NOT EXISTS "
            "(SELECT 1 FROM evidence_uses WHERE evidence_id = ?)",
            (eid, eid),
        )
        deleted += cur.rowcount
    return deleted


def pack_text(text: str) -> str | bytes:
    """Structured text (JSON of items, result parts, traces) for a row: compressed when long."""
    return encode(text) if len(text) >= LONG else text


def unpack_text(value: str | bytes | None) -> str:
    if isinstance(value, bytes | memoryview):
        return decode(bytes(value))
    return value or ""


# -- structured items ------------------------------------------------------


def pack_items(
    conn: sqlite3.Connection, value: Any, conversation_id: int, found: dict[str, int]
) -> Any:
    """``value`` with each long string replaced by a reference; fills ``found``."""
    if isinstance(value, str):
        if len(value) < LONG:
            return value
        eid = found.get(value)
        if eid is None:
            eid = found[value] = put(conn, value, conversation_id)
        return {REF_KEY: eid}
    if isinstance(value, list):
        return [pack_items(conn, item, conversation_id, found) for item in value]
    if isinstance(value, Mapping):
        return {k: pack_items(conn, v, conversation_id, found) for k, v in value.items()}
    return value


def item_refs(value: Any) -> list[int]:
    if isinstance(value, list):
        return [eid for item in value for eid in item_refs(item)]
    if isinstance(value, Mapping):
        ref = _ref(value)
        if ref is not None:
            return [ref]
        return [eid for item in value.values() for eid in item_refs(item)]
    return []


def unpack_items(value: Any, known: Mapping[int, str]) -> Any:
    if isinstance(value, list):
        return [unpack_items(item, known) for item in value]
    if isinstance(value, Mapping):
        ref = _ref(value)
        if ref is not None:
            return known.get(ref, "")
        return {k: unpack_items(v, known) for k, v in value.items()}
    return value


def _ref(value: Mapping[str, Any]) -> int | None:
    if len(value) == 1 and isinstance(value.get(REF_KEY), int):
        return int(value[REF_KEY])
    return None


# -- tool result texts -----------------------------------------------------


def splice(
    conn: sqlite3.Connection, text: str, conversation_id: int, found: dict[str, int]
) -> str | bytes:
    """A tool result text as JSON parts: known evidence quoted in it becomes its id,
    and what remains, if long, is evidence too."""
    parts: list[str | int] = [text]
    for quoted in sorted(found, key=len, reverse=True):
        eid = found[quoted]
        spliced: list[str | int] = []
        for part in parts:
            if isinstance(part, int) or quoted not in part:
                spliced.append(part)
                continue
            pieces = part.split(quoted)
            for index, piece in enumerate(pieces):
                if index:
                    spliced.append(eid)
                if piece:
                    spliced.append(piece)
        parts = spliced
    final: list[str | int] = [
        put(conn, part, conversation_id) if isinstance(part, str) and len(part) >= LONG else part
        for part in parts
    ]
    return pack_text(json.dumps(final, ensure_ascii=False, separators=(",", ":")))


def part_refs(parts_json: str | bytes | None) -> list[int]:
    return [p for p in _parts(parts_json) if isinstance(p, int)]


def join(parts_json: str | bytes | None, known: Mapping[int, str]) -> str:
    return "".join(known.get(p, "") if isinstance(p, int) else str(p) for p in _parts(parts_json))


def _parts(parts_json: str | bytes | None) -> Sequence[Any]:
    if not parts_json:
        return []
    try:
        value = json.loads(unpack_text(parts_json))
    except ValueError:
        return []
    return value if isinstance(value, list) else []
