"""Rows to records: the read queries History shares between its methods."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Sequence
from typing import Any

from services.citations.registry import Source
from services.storage.models import AnswerSource, Conversation, Message, ToolCallRecord
from services.storage.sqlerrors import clean

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
    "ok, reason, provider, elapsed_s, started_at"
)
SOURCE_COLUMNS = "citation_id, url, title, snippet, excerpt, provider, fetched_at, published_at"


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
    return Source(
        id=row[0],
        url=row[1],
        title=row[2],
        snippet=row[3],
        excerpt=row[4],
        provider=row[5],
        fetched_at=row[6],
        published_at=row[7],
    )


def source_values(source: Source) -> tuple[Any, ...]:
    return (
        clean(source.id),
        clean(source.url),
        clean(source.title or ""),
        clean(source.snippet or ""),
        clean(source.excerpt or ""),
        clean(source.provider or ""),
        clean(source.fetched_at or ""),
        None if source.published_at is None else clean(str(source.published_at)),
    )


def tool_call_from_row(row: Sequence[Any]) -> ToolCallRecord:
    return ToolCallRecord(
        id=row[0],
        message_id=row[1],
        call_id=row[2],
        tool=row[3],
        arguments=row[4],
        round=row[5],
        result_text=row[6],
        items_json=row[7],
        meta_json=row[8],
        ok=None if row[9] is None else bool(row[9]),
        reason=row[10],
        provider=row[11],
        elapsed_s=row[12],
        started_at=row[13],
    )


def _chunks(ids: Sequence[int], size: int = 500) -> Iterable[Sequence[int]]:
    for start in range(0, len(ids), size):
        yield ids[start : start + size]


def load_messages(conn: sqlite3.Connection, where: str, params: Sequence[Any]) -> list[Message]:
    """Messages matching ``where`` in order, each with its tool calls, sources and trace."""
    rows = conn.execute(
        f"SELECT {MESSAGE_COLUMNS} FROM messages WHERE {where} ORDER BY id", params
    ).fetchall()
    ids = [row[0] for row in rows]
    calls: dict[int, list[ToolCallRecord]] = {}
    sources: dict[int, list[AnswerSource]] = {}
    traces: dict[int, dict[str, Any]] = {}
    claims: dict[int, list[dict[str, Any]]] = {}
    for chunk in _chunks(ids):
        marks = ",".join("?" * len(chunk))
        for row in conn.execute(
            f"SELECT {TOOL_CALL_COLUMNS} FROM tool_calls WHERE message_id IN ({marks}) ORDER BY id",
            chunk,
        ):
            calls.setdefault(row[1], []).append(tool_call_from_row(row))
        for row in conn.execute(
            f"SELECT message_id, n, {SOURCE_COLUMNS} FROM answer_sources "
            f"WHERE message_id IN ({marks}) ORDER BY message_id, n, citation_id",
            chunk,
        ):
            sources.setdefault(row[0], []).append(AnswerSource(row[1], source_from_row(row[2:])))
        for mid, text in conn.execute(
            f"SELECT message_id, trace_json FROM traces WHERE message_id IN ({marks})", chunk
        ):
            traces[mid] = _trace(text)
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
