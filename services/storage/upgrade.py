"""Moving a version 3 history's evidence into the store-once table (schema v4).

Runs inside the migration's transaction, one conversation at a time, reporting
``("migrate", done, total)`` so a large history shows progress. Every text is
kept: tool result texts become parts (quoted excerpts referenced), structured
items get references for their long strings, and each excerpt of the registry
and of the cited sources becomes a reference to the one stored copy.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable

from services.storage import blobs

Progress = Callable[[str, int, int], None]


def move_evidence(conn: sqlite3.Connection, progress: Progress | None = None) -> None:
    ids = [row[0] for row in conn.execute("SELECT id FROM conversations ORDER BY id")]
    total = len(ids)
    for done, cid in enumerate(ids, 1):
        _move_conversation(conn, cid)
        if progress is not None and (done % 50 == 0 or done == total):
            progress("migrate", done, total)


def _move_conversation(conn: sqlite3.Connection, cid: int) -> None:
    traces = conn.execute(
        "SELECT t.message_id, t.trace_json FROM traces t JOIN messages m "
        "ON m.id = t.message_id WHERE m.conversation_id = ?",
        (cid,),
    ).fetchall()
    for mid, text in traces:
        if isinstance(text, str):
            conn.execute(
                "UPDATE traces SET trace_json = ? WHERE message_id = ?",
                (blobs.pack_text(text), mid),
            )
    found: dict[str, int] = {}
    for table, owner in (("registry_sources", "conversation_id = ?"),
                         ("answer_sources",
                          "message_id IN (SELECT id FROM messages WHERE conversation_id = ?)")):
        rows = conn.execute(
            f"SELECT rowid, excerpt, snippet FROM {table} WHERE {owner}", (cid,)
        ).fetchall()
        for rowid, excerpt, snippet in rows:
            refs: list[int | None] = []
            for text in (excerpt, snippet if len(snippet) >= blobs.LONG else ""):
                if text:
                    eid = found.get(text) or blobs.put(conn, text, cid)
                    found[text] = eid
                    refs.append(eid)
                else:
                    refs.append(None)
            conn.execute(
                f"UPDATE {table} SET excerpt = '', excerpt_ref = ?, snippet = "
                "CASE WHEN ? IS NULL THEN snippet ELSE '' END, snippet_ref = ? WHERE rowid = ?",
                (refs[0], refs[1], refs[1], rowid),
            )
    calls = conn.execute(
        "SELECT t.id, t.result_text, t.items_json FROM tool_calls t "
        "JOIN messages m ON m.id = t.message_id WHERE m.conversation_id = ?",
        (cid,),
    ).fetchall()
    for call_id, text, items_json in calls:
        items_json = blobs.unpack_text(items_json)
        try:
            items = json.loads(items_json or "[]")
        except ValueError:
            items = None  # unreadable: kept as it was
        packed = items_json if items is None else blobs.pack_text(
            json.dumps(blobs.pack_items(conn, items, cid, found), ensure_ascii=False)
        )
        parts = None if text is None else blobs.splice(conn, text, cid, dict(found))
        conn.execute(
            "UPDATE tool_calls SET result_text = NULL, result_parts = ?, items_json = ? "
            "WHERE id = ?",
            (parts, packed, call_id),
        )
