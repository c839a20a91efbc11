"""What an answer rests on: its tool calls and results, the sources it cites,
the conversation's citation registry, and the answer's trace.

Page text and excerpts are stored once (``blobs``): a tool result that quotes
an excerpt the conversation already holds refers to it, and the registry and
the cited sources refer to the same row.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from services.errors import NotFound
from services.storage import blobs
from services.storage.database import Database
from services.storage.models import AnswerSource, ToolCallRecord
from services.storage.records import (
    SOURCE_COLUMNS,
    SOURCE_EVIDENCE,
    SOURCE_READ,
    excerpt_of,
    load_messages,
    long_snippet_of,
    source_from_row,
    source_values,
    to_json,
    tool_calls_for,
)
from services.storage.sqlerrors import clean

if TYPE_CHECKING:  # loaded by the answers that use them: listing chats needs neither
    from services.citations.registry import CitationRegistry, Source
    from services.citations.segments import CitedSource
    from services.results import Item, ToolResult


class EvidenceStore(Database):
    """Tool calls, cited sources, registry and traces: the half of ``History`` that
    stores what an answer rests on (not ``services.citations.support.Evidence``,
    which is how one source backs one claim)."""

    def start_tool_call(
        self,
        message_id: int,
        *,
        call_id: str,
        tool: str,
        arguments: str | Mapping[str, Any],
        round: int = 0,
    ) -> int:
        """Record a tool call as it starts (arguments kept verbatim); returns its row id."""
        args = clean(arguments) if isinstance(arguments, str) else to_json(arguments)
        with self._tx() as conn:
            self._require_message(conn, message_id)
            cur = conn.execute(
                "INSERT INTO tool_calls(message_id, round, call_id, tool, arguments, started_at) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (message_id, round, call_id, tool, args, time.time()),
            )
            return int(cur.lastrowid or 0)

    def finish_tool_call(
        self,
        tool_call_id: int,
        result: ToolResult[Item] | str | None,
        *,
        ok: bool,
        reason: str | None = None,
        provider: str = "",
        elapsed_s: float | None = None,
    ) -> None:
        """Store what a call returned: a ToolResult, or the error text the model was sent."""
        from services.results import ToolResult

        if isinstance(result, ToolResult):
            text: str | None = clean(result.text)
            items: Any = json.loads(to_json(result.items))
            meta = to_json(result.meta)
            provider = provider or str(result.meta.get("provider", "") or "")
        else:
            text, items, meta = None if result is None else clean(result), [], "{}"
        with self._tx() as conn:
            row = conn.execute(
                "SELECT m.conversation_id FROM tool_calls t JOIN messages m "
                "ON m.id = t.message_id WHERE t.id = ?",
                (tool_call_id,),
            ).fetchone()
            if row is None:
                raise NotFound(f"Tool call {tool_call_id} does not exist.")
            found = self._known_evidence(conn, row[0])
            packed = blobs.pack_text(
                json.dumps(blobs.pack_items(conn, items, row[0], found), ensure_ascii=False)
            )
            parts = None if text is None else blobs.splice(conn, text, row[0], found)
            conn.execute(
                "UPDATE tool_calls SET result_text = NULL, result_parts = ?, items_json = ?, "
                "meta_json = ?, ok = ?, reason = ?, provider = ?, elapsed_s = ? WHERE id = ?",
                (parts, packed, meta, int(ok), reason, provider, elapsed_s, tool_call_id),
            )

    def _known_evidence(self, conn: sqlite3.Connection, conversation_id: int) -> dict[str, int]:
        """The conversation's excerpts so far, to reference where a result quotes them."""
        rows = conn.execute(
            "SELECT e.id, e.body FROM registry_sources s JOIN evidence e ON e.id = s.excerpt_ref "
            "WHERE s.conversation_id = ?",
            (conversation_id,),
        ).fetchall()
        return {blobs.decode(body): int(eid) for eid, body in rows}

    def record_tool_call(
        self,
        message_id: int,
        *,
        call_id: str,
        tool: str,
        arguments: str | Mapping[str, Any],
        result: ToolResult[Item] | str | None,
        ok: bool,
        round: int = 0,
        reason: str | None = None,
        provider: str = "",
        elapsed_s: float | None = None,
    ) -> int:
        """``start_tool_call`` and ``finish_tool_call`` in one step."""
        row_id = self.start_tool_call(
            message_id, call_id=call_id, tool=tool, arguments=arguments, round=round
        )
        self.finish_tool_call(
            row_id, result, ok=ok, reason=reason, provider=provider, elapsed_s=elapsed_s
        )
        return row_id

    def record_run(
        self,
        message_id: int,
        trace: Mapping[str, Any] | object,
        messages: Sequence[Mapping[str, Any]] = (),
    ) -> int:
        """Store the tool calls of one agent run, replacing any recorded before.

        Args:
            message_id: the run's answer.
            trace: the run's ``AgentTrace`` (or its ``to_dict()``): each turn's
                tool calls give the call id, tool, arguments, outcome, provider
                and time; the turn's index is the call's round.
            messages: the run's chat messages (``AgentResult.messages``); each
                ``tool`` message gives the result text of its ``tool_call_id``.

        Returns the number of calls stored.
        """
        data = trace if isinstance(trace, Mapping) else json.loads(to_json(trace))
        results = {
            str(m.get("tool_call_id")): str(m.get("content") or "")
            for m in messages
            if m.get("role") == "tool" and m.get("tool_call_id")
        }
        rows = []
        now = time.time()
        for turn in data.get("turns") or []:
            for call in turn.get("tool_calls") or []:
                call_id = str(call.get("call_id") or "")
                args = call.get("args", call.get("arguments", {}))
                ok = call.get("ok")
                rows.append(
                    (
                        message_id,
                        int(turn.get("index") or 0),
                        call_id,
                        str(call.get("tool") or ""),
                        clean(args) if isinstance(args, str) else to_json(args),
                        clean(results[call_id]) if call_id in results else None,
                        None if ok is None else int(bool(ok)),
                        call.get("reason"),
                        str(call.get("provider") or ""),
                        call.get("time_s"),
                        now,
                    )
                )
        with self._tx() as conn:
            cid = self._require_message(conn, message_id)
            found = self._known_evidence(conn, cid)
            stored = [
                (*row[:5], None if row[5] is None else blobs.splice(conn, row[5], cid, found),
                 *row[6:])
                for row in rows
            ]
            conn.execute("DELETE FROM tool_calls WHERE message_id = ?", (message_id,))
            conn.executemany(
                "INSERT INTO tool_calls(message_id, round, call_id, tool, arguments, "
                "result_parts, ok, reason, provider, elapsed_s, started_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                stored,
            )
        return len(rows)

    def tool_calls(self, message_id: int) -> list[ToolCallRecord]:
        with self._locked() as conn:
            return tool_calls_for(conn, "message_id = ?", (message_id,))

    def set_answer_sources(
        self, message_id: int, sources: Iterable[CitedSource | tuple[int, Source]]
    ) -> None:
        """Replace the numbered sources an answer cites (as the reader sees them).

        Takes the parser's ``Parsed.sources`` or ``(n, Source)`` pairs; the Source
        keeps the excerpt the model saw, so the evidence outlives the page.
        """
        from services.citations.segments import CitedSource

        pairs = [
            (entry.number, entry.source) if isinstance(entry, CitedSource) else entry
            for entry in sources
        ]
        with self._tx() as conn:
            cid = self._require_message(conn, message_id)
            rows = [
                (message_id, n, *source_values(src), *self._refs(conn, src, cid))
                for n, src in pairs
            ]
            conn.execute("DELETE FROM answer_sources WHERE message_id = ?", (message_id,))
            conn.executemany(
                f"INSERT OR REPLACE INTO answer_sources(message_id, n, {SOURCE_COLUMNS}, "
                "excerpt_ref, snippet_ref) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                rows,
            )

    @staticmethod
    def _refs(
        conn: sqlite3.Connection, source: Source, conversation_id: int
    ) -> tuple[int | None, int | None]:
        """Evidence ids of a source's excerpt and (long) snippet."""
        excerpt, snippet = excerpt_of(source), long_snippet_of(source)
        return (
            blobs.put(conn, excerpt, conversation_id) if excerpt else None,
            blobs.put(conn, snippet, conversation_id) if snippet else None,
        )

    def answer_sources(self, message_id: int) -> list[AnswerSource]:
        with self._locked() as conn:
            rows = conn.execute(
                f"SELECT s.n, {SOURCE_READ} FROM answer_sources s "
                f"{SOURCE_EVIDENCE} WHERE s.message_id = ? "
                "ORDER BY s.n, s.citation_id",
                (message_id,),
            ).fetchall()
        return [AnswerSource(row[0], source_from_row(row[1:])) for row in rows]

    def save_registry(self, conversation_id: int, sources: Iterable[Source]) -> None:
        """Store the conversation's citation registry so later turns' ids still resolve.

        New ids are added in order; known ids get their fields updated (a fetched
        excerpt after a search snippet) and keep their place.
        """
        listed = list(sources)
        with self._tx() as conn:
            self._require_conversation(conn, conversation_id)
            rows = [
                (conversation_id, *source_values(src), *self._refs(conn, src, conversation_id))
                for src in listed
            ]
            conn.executemany(
                f"INSERT INTO registry_sources(conversation_id, position, {SOURCE_COLUMNS}, "
                "excerpt_ref, snippet_ref) "
                "VALUES (?1, (SELECT coalesce(max(position), 0) + 1 FROM registry_sources "
                "WHERE conversation_id = ?1), ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13) "
                "ON CONFLICT(conversation_id, citation_id) DO UPDATE SET url = excluded.url, "
                "title = excluded.title, snippet = excluded.snippet, "
                "excerpt = excluded.excerpt, excerpt_ref = excluded.excerpt_ref, "
                "snippet_ref = excluded.snippet_ref, "
                "provider = excluded.provider, "
                "fetched_at = excluded.fetched_at, published_at = excluded.published_at, "
                "author = excluded.author, site_name = excluded.site_name",
                rows,
            )

    def registry_sources(self, conversation_id: int) -> list[Source]:
        with self._locked() as conn:
            rows = conn.execute(
                f"SELECT {SOURCE_READ} FROM registry_sources s "
                f"{SOURCE_EVIDENCE} WHERE s.conversation_id = ? "
                "ORDER BY s.position",
                (conversation_id,),
            ).fetchall()
        return [source_from_row(row) for row in rows]

    def registry(self, conversation_id: int) -> CitationRegistry:
        """A CitationRegistry preloaded with every source the conversation has seen."""
        from services.citations.registry import CitationRegistry

        return CitationRegistry(self.registry_sources(conversation_id))

    def set_claims(self, message_id: int, claims: Iterable[Mapping[str, Any] | object]) -> None:
        """Store an answer's checked claims (``services.citations.support.Claim`` or
        their dicts): each cited sentence, its passages and support judgments."""
        text = to_json(list(claims))
        with self._tx() as conn:
            self._require_message(conn, message_id)
            conn.execute(
                "INSERT OR REPLACE INTO answer_claims(message_id, claims_json) VALUES (?, ?)",
                (message_id, text),
            )

    def claims(self, message_id: int) -> list[dict[str, Any]]:
        with self._locked() as conn:
            self._require_message(conn, message_id)
            return load_messages(conn, "id = ?", (message_id,))[0].claims

    def set_trace(self, message_id: int, trace: Mapping[str, Any] | str | object) -> None:
        """Store an answer's trace (a dict, JSON text, or an object with ``to_dict``)."""
        text = clean(trace) if isinstance(trace, str) else to_json(trace)
        with self._tx() as conn:
            self._require_message(conn, message_id)
            conn.execute(
                "INSERT OR REPLACE INTO traces(message_id, trace_json, created_at) "
                "VALUES (?, ?, ?)",
                (message_id, blobs.pack_text(text), time.time()),
            )

    def trace(self, message_id: int) -> dict[str, Any] | None:
        with self._locked() as conn:
            self._require_message(conn, message_id)
            return load_messages(conn, "id = ?", (message_id,))[0].trace
