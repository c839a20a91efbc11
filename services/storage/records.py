"""Rows to records: the read queries History shares between its methods."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from services.storage import blobs
from services.storage.models import AnswerSource, Conversation, Message, ToolCallRecord
from services.storage.sqlerrors import clean

if TYPE_CHECKING:
    from services.citations.registry import Source

CONVERSATION_COLUMNS = (
    "c.id, c.title, c.model, c.created_at, c.updated_at, "
    "(SELECT count(*) FROM messages m WHERE m.conversation_id = c.id)"
)
MESSAGE_COLUMNS = (
    "id, conversation_id, role, content, status, created_at, updated_at, model, "
    "tool_call_id, error_code, error_message"
)
TOOL_CALL_COLUMNS = (
    "id, message_id, call_id, tool, arguments, round, result_text, items_json, meta_json, "
    "ok, reason, provider, elapsed_s, started_at, result_parts"
)
SOURCE_COLUMNS = (
    "citation_id, url, title, snippet, excerpt, provider, fetched_at, published_at, author, "
    "site_name"
)
"""The columns written; the excerpt itself goes to ``evidence`` (``excerpt_ref``)."""
SOURCE_READ = (
    "s.citation_id, s.url, s.title, s.snippet, s.excerpt, s.provider, s.fetched_at, "
    "s.published_at, e.body, sn.body, s.author, s.site_name"
)
"""Read from ``<table> s`` joined with ``SOURCE_EVIDENCE``."""
SOURCE_EVIDENCE = (
    "LEFT JOIN evidence e ON e.id = s.excerpt_ref LEFT JOIN evidence sn ON sn.id = s.snippet_ref"
)


def conversation_from_row(row: Sequence[Any]) -> Conversation:
    return Conversation(
        id=row[0],
        title=row[1],
        model=row[2],
        created_at=row[3],
        updated_at=row[4],
        message_count=row[5],
    )


def source_from_row(row: Sequence[Any]) -> Source:
    """A Source from ``SOURCE_READ`` columns (the excerpt from its evidence row)."""
    from services.citations.registry import Source

    return Source(
        id=row[0],
        url=row[1],
        title=row[2],
        snippet=blobs.decode(row[9]) if row[9] is not None else row[3],
        excerpt=blobs.decode(row[8]) if row[8] is not None else row[4],
        provider=row[5],
        fetched_at=row[6],
        published_at=row[7],
        author=row[10] or "",
        site_name=row[11] or "",
    )


def source_values(source: Source) -> tuple[Any, ...]:
    """Values for ``SOURCE_COLUMNS``; excerpt and long snippets go to evidence instead."""
    snippet = clean(source.snippet or "")
    return (
        clean(source.id),
        clean(source.url),
        clean(source.title or ""),
        snippet if len(snippet) < blobs.LONG else "",
        "",
        clean(source.provider or ""),
        clean(source.fetched_at or ""),
        None if source.published_at is None else clean(str(source.published_at)),
        clean(source.author or ""),
        clean(source.site_name or ""),
    )


def excerpt_of(source: Source) -> str:
    return clean(source.excerpt or "")


def long_snippet_of(source: Source) -> str:
    snippet = clean(source.snippet or "")
    return snippet if len(snippet) >= blobs.LONG else ""


def tool_call_refs(row: Sequence[Any]) -> list[int]:
    """Evidence ids a tool call row refers to."""
    return blobs.part_refs(row[14]) + blobs.item_refs(_json(blobs.unpack_text(row[7])))


def tool_call_from_row(row: Sequence[Any], known: Mapping[int, str]) -> ToolCallRecord:
    """A record with its evidence put back (``known``: evidence texts by id)."""
    items_json = blobs.unpack_text(row[7])
    if "$evidence" in items_json:
        items_json = json.dumps(blobs.unpack_items(_json(items_json), known), ensure_ascii=False)
    result_text = row[6] if row[14] is None else blobs.join(row[14], known)
    return ToolCallRecord(
        id=row[0],
        message_id=row[1],
        call_id=row[2],
        tool=row[3],
        arguments=row[4],
        round=row[5],
        result_text=result_text,
        items_json=items_json,
        meta_json=row[8],
        ok=None if row[9] is None else bool(row[9]),
        reason=row[10],
        provider=row[11],
        elapsed_s=row[12],
        started_at=row[13],
    )


def _json(text: str | None) -> Any:
    try:
        return json.loads(text or "null")
    except ValueError:
        return None


def tool_calls_for(
    conn: sqlite3.Connection, where: str, params: Sequence[Any]
) -> list[ToolCallRecord]:
    rows = conn.execute(
        f"SELECT {TOOL_CALL_COLUMNS} FROM tool_calls WHERE {where} ORDER BY id", params
    ).fetchall()
    known = blobs.texts(conn, [eid for row in rows for eid in tool_call_refs(row)])
    return [tool_call_from_row(row, known) for row in rows]


def _chunks(ids: Sequence[int], size: int = 500) -> Iterable[Sequence[int]]:
    for start in range(0, len(ids), size):
        yield ids[start : start + size]


def load_messages(
    conn: sqlite3.Connection,
    where: str,
    params: Sequence[Any],
    *,
    tool_calls: bool = True,
    limit: int | None = None,
) -> list[Message]:
    """Messages matching ``where`` in order, each with its tool calls, sources and trace.

    ``tool_calls=False`` leaves out the tool calls (and so most of the evidence),
    which the chat view does not show; ``limit`` keeps the last messages only.
    """
    if limit is None:
        rows = conn.execute(
            f"SELECT {MESSAGE_COLUMNS} FROM messages WHERE {where} ORDER BY id", params
        ).fetchall()
    else:
        rows = conn.execute(
            f"SELECT {MESSAGE_COLUMNS} FROM messages WHERE {where} ORDER BY id DESC LIMIT ?",
            (*params, limit),
        ).fetchall()[::-1]
    ids = [row[0] for row in rows]
    calls: dict[int, list[ToolCallRecord]] = {}
    sources: dict[int, list[AnswerSource]] = {}
    traces: dict[int, dict[str, Any]] = {}
    claims: dict[int, list[dict[str, Any]]] = {}
    for chunk in _chunks(ids):
        marks = ",".join("?" * len(chunk))
        if tool_calls:
            for record in tool_calls_for(conn, f"message_id IN ({marks})", chunk):
                calls.setdefault(record.message_id, []).append(record)
        for row in conn.execute(
            f"SELECT s.message_id, s.n, {SOURCE_READ} FROM answer_sources s "
            f"{SOURCE_EVIDENCE} "
            f"WHERE s.message_id IN ({marks}) ORDER BY s.message_id, s.n, s.citation_id",
            chunk,
        ):
            sources.setdefault(row[0], []).append(AnswerSource(row[1], source_from_row(row[2:])))
        for mid, text in conn.execute(
            f"SELECT message_id, trace_json FROM traces WHERE message_id IN ({marks})", chunk
        ):
            traces[mid] = _trace(blobs.unpack_text(text))
        for mid, text in conn.execute(
            f"SELECT message_id, claims_json FROM answer_claims WHERE message_id IN ({marks})",
            chunk,
        ):
            claims[mid] = _claims(text)
    return [
        Message(
            id=row[0],
            conversation_id=row[1],
            role=row[2],
            content=row[3],
            status=row[4],
            created_at=row[5],
            updated_at=row[6],
            model=row[7],
            tool_call_id=row[8],
            error_code=row[9],
            error_message=row[10],
            tool_calls=calls.get(row[0], []),
            sources=sources.get(row[0], []),
            trace=traces.get(row[0]),
            claims=claims.get(row[0], []),
        )
        for row in rows
    ]


def _trace(text: str) -> dict[str, Any]:
    try:
        value = json.loads(text)
    except ValueError:
        return {"unreadable": text}
    return value if isinstance(value, dict) else {"trace": value}


def _claims(text: str) -> list[dict[str, Any]]:
    try:
        value = json.loads(text)
    except ValueError:
        return []
    return [c for c in value if isinstance(c, dict)] if isinstance(value, list) else []


def to_json(value: Any) -> str:
    """JSON for storage: dataclasses with ``to_dict`` are converted, unicode kept as is."""
    return clean(json.dumps(value, ensure_ascii=False, default=_default))


def _default(value: Any) -> Any:
    to_dict = getattr(value, "to_dict", None)
    if callable(to_dict):
        return to_dict()
    if isinstance(value, set | frozenset | tuple):
        return list(value)
    return str(value)
