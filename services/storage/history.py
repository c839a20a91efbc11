"""The chat history: one SQLite database in WAL mode.

``History(path)`` opens (creating and migrating as needed) the database the
app passes in (``app.paths.history_db()``). An answer is one assistant
message: ``begin_answer`` starts it, ``append_answer`` grows it as the model
streams (saved at most about once a second), ``finish_answer`` ends it as
complete, stopped, incomplete or error. Its tool calls, the sources it cites
(with the excerpt the model saw) and its trace are stored with it.

Deleting a conversation erases it: rows cascade (triggers remove its entries
from the full-text index), evidence no other conversation uses is deleted,
``secure_delete`` zeroes the freed pages, and the WAL file is checkpointed and
truncated. Everything it costs is in proportion to that conversation.
"""

from __future__ import annotations

import os
import time
from typing import Any

from services.errors import NotFound, StorageError
from services.storage import blobs, fulltext, schema
from services.storage.evidence import EvidenceStore
from services.storage.models import (
    FINAL_STATUSES,
    ROLES,
    STATUSES,
    Conversation,
    Message,
    SearchHit,
)
from services.storage.records import (
    CONVERSATION_COLUMNS,
    conversation_from_row,
    load_messages,
)
from services.storage.sqlerrors import clean

TITLE_CHARS = 80


def _title_from(text: str) -> str:
    line = " ".join(clean(text).split())
    return line if len(line) <= TITLE_CHARS else line[: TITLE_CHARS - 1].rstrip() + "…"


class History(EvidenceStore):
    """Conversations, messages, tool calls, cited sources and traces.

    Args:
        path: the database file (the app passes ``app.paths.history_db()``).
        flush_interval: at most this many seconds of a streamed answer are
            unsaved at any time.
        heartbeat: how often a quiet stream marks itself alive for other processes.
    """

    def __enter__(self) -> History:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- conversations --------------------------------------------------

    def create_conversation(self, title: str = "", model: str = "") -> Conversation:
        now = time.time()
        with self._tx() as conn:
            cur = conn.execute(
                "INSERT INTO conversations(title, model, created_at, updated_at) "
                "VALUES (?, ?, ?, ?)",
                (_title_from(title), model, now, now),
            )
            cid = int(cur.lastrowid or 0)
        return Conversation(cid, _title_from(title), model, now, now, 0)

    def conversation(self, conversation_id: int) -> Conversation:
        with self._locked() as conn:
            row = conn.execute(
                f"SELECT {CONVERSATION_COLUMNS} FROM conversations c WHERE c.id = ?",
                (conversation_id,),
            ).fetchone()
        if row is None:
            raise NotFound(f"Conversation {conversation_id} does not exist.")
        return conversation_from_row(row)

    def conversations(self, limit: int | None = None, offset: int = 0) -> list[Conversation]:
        """Most recently updated first."""
        with self._locked() as conn:
            rows = conn.execute(
                f"SELECT {CONVERSATION_COLUMNS} FROM conversations c "
                "ORDER BY c.updated_at DESC, c.id DESC LIMIT ? OFFSET ?",
                (-1 if limit is None else limit, offset),
            ).fetchall()
        return [conversation_from_row(row) for row in rows]

    def conversations_page(
        self, limit: int, after: Conversation | None = None
    ) -> list[Conversation]:
        """The next ``limit`` conversations after ``after`` (None: from the newest).

        Keyset paging on the (updated_at, id) index: each page costs the same,
        however deep the user scrolls.
        """
        with self._locked() as conn:
            if after is None:
                rows = conn.execute(
                    f"SELECT {CONVERSATION_COLUMNS} FROM conversations c "
                    "ORDER BY c.updated_at DESC, c.id DESC LIMIT ?",
                    (limit,),
                ).fetchall()
            else:
                rows = conn.execute(
                    f"SELECT {CONVERSATION_COLUMNS} FROM conversations c "
                    "WHERE (c.updated_at, c.id) < (?, ?) "
                    "ORDER BY c.updated_at DESC, c.id DESC LIMIT ?",
                    (after.updated_at, after.id, limit),
                ).fetchall()
        return [conversation_from_row(row) for row in rows]

    def rename(self, conversation_id: int, title: str) -> None:
        with self._tx() as conn:
            self._require_conversation(conn, conversation_id)
            conn.execute(
                "UPDATE conversations SET title = ? WHERE id = ?",
                (_title_from(title), conversation_id),
            )

    def delete_conversation(self, conversation_id: int) -> None:
        """Remove a conversation and everything stored with it, leaving no trace in the files.

        Rows cascade and are zeroed (``secure_delete``), the file shrinks and the
        WAL is emptied before this returns; the search index is then rewritten
        in the background (``wait_for_purge``), or at the next open if the app
        dies first.
        """
        with self._tx() as conn:
            self._require_conversation(conn, conversation_id)
            ids = [
                row[0]
                for row in conn.execute(
                    "SELECT id FROM messages WHERE conversation_id = ?", (conversation_id,)
                )
            ]
            for mid in ids:
                self._streams.take(mid)
            blobs.release(conn, conversation_id)
            # Cascades to its rows; triggers remove exactly their index entries.
            conn.execute("DELETE FROM conversations WHERE id = ?", (conversation_id,))
            purge = self._fts and fulltext.purge_needed()
            if purge:
                fulltext.mark_purge(conn)
        self._set_live(ids, False)
        with self._locked() as conn:
            schema.compact(conn)  # the text itself is gone from the files now
        if purge:
            self._schedule_purge()  # and, on SQLite < 3.42, the index's leftover words

    # -- messages -------------------------------------------------------

    def add_message(
        self,
        conversation_id: int,
        role: str,
        content: str,
        *,
        status: str = "complete",
        model: str = "",
        tool_call_id: str | None = None,
    ) -> int:
        """Store a finished message. The first user message titles an untitled conversation."""
        if role not in ROLES or status not in STATUSES or status == "streaming":
            raise ValueError(f"bad role or status: {role!r}, {status!r}")
        now = time.time()
        with self._tx() as conn:
            self._require_conversation(conn, conversation_id)
            cur = conn.execute(
                "INSERT INTO messages(conversation_id, role, content, status, model, "
                "tool_call_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (conversation_id, role, clean(content), status, model, tool_call_id, now, now),
            )
            mid = int(cur.lastrowid or 0)
            if role == "user":
                conn.execute(
                    "UPDATE conversations SET title = ? WHERE id = ? AND title = ''",
                    (_title_from(content), conversation_id),
                )
            self._touch(conn, conversation_id, now)
        return mid

    def add_user_message(self, conversation_id: int, text: str) -> int:
        return self.add_message(conversation_id, "user", text)

    def begin_answer(self, conversation_id: int, *, model: str = "") -> int:
        """Start an assistant message that ``append_answer`` grows; returns its id."""
        now = time.time()
        with self._tx() as conn:
            self._require_conversation(conn, conversation_id)
            cur = conn.execute(
                "INSERT INTO messages(conversation_id, role, content, status, model, "
                "writer_pid, created_at, updated_at) "
                "VALUES (?, 'assistant', '', 'streaming', ?, ?, ?, ?)",
                (conversation_id, model, os.getpid(), now, now),
            )
            mid = int(cur.lastrowid or 0)
            if model:
                conn.execute(
                    "UPDATE conversations SET model = ? WHERE id = ?", (model, conversation_id)
                )
            self._touch(conn, conversation_id, now)
        self._set_live([mid], True)
        self._streams.open(mid)
        return mid

    def append_answer(self, message_id: int, delta: str) -> None:
        """Add streamed text. Buffered; saved at most about once a second and on finish."""
        self._streams.append(message_id, delta)

    def finish_answer(
        self,
        message_id: int,
        status: str = "complete",
        *,
        content: str | None = None,
        error_code: str | None = None,
        error_message: str | None = None,
    ) -> None:
        """End an answer: save the rest of its text (or ``content`` in full) and its status."""
        if status not in FINAL_STATUSES:
            raise ValueError(f"not a final status: {status!r}")
        now = time.time()
        with self._lock:
            pending = self._streams.take(message_id)
            try:
                with self._tx() as conn:
                    cid = self._require_message(conn, message_id)
                    conn.execute(
                        "UPDATE messages SET content = coalesce(?, content || ?), status = ?, "
                        "error_code = ?, error_message = ?, writer_pid = NULL, updated_at = ? "
                        "WHERE id = ?",
                        (
                            None if content is None else clean(content),
                            clean(pending),
                            status,
                            error_code,
                            None if error_message is None else clean(error_message),
                            now,
                            message_id,
                        ),
                    )
                    self._touch(conn, cid, now)
            except StorageError as exc:
                if not isinstance(exc, NotFound) and not self._closed:
                    self._streams.restore(message_id, pending)
                raise
        self._set_live([message_id], False)

    def message(self, message_id: int) -> Message:
        with self._locked() as conn:
            found = load_messages(conn, "id = ?", (message_id,))
        if not found:
            raise NotFound(f"Message {message_id} does not exist.")
        return found[0]

    def messages(self, conversation_id: int) -> list[Message]:
        """All messages in order, each with its tool calls, sources and trace."""
        with self._locked() as conn:
            self._require_conversation(conn, conversation_id)
            return load_messages(conn, "conversation_id = ?", (conversation_id,))

    def thread(
        self, conversation_id: int, *, limit: int | None = None, before: int | None = None
    ) -> list[Message]:
        """Messages as the chat view shows them: with sources and trace, without tool calls.

        ``limit`` keeps the last messages (before message id ``before``, when
        given), so a long thread opens with its end and loads earlier pages on
        demand.
        """
        where, params = "conversation_id = ?", [conversation_id]
        if before is not None:
            where, params = where + " AND id < ?", [*params, before]
        with self._locked() as conn:
            self._require_conversation(conn, conversation_id)
            return load_messages(conn, where, params, tool_calls=False, limit=limit)

    def delete_last_answer(self, conversation_id: int) -> int | None:
        """For regenerate: remove everything after the last user message.

        Returns that user message's id, or None when the conversation has none.
        """
        with self._tx() as conn:
            self._require_conversation(conn, conversation_id)
            row = conn.execute(
                "SELECT max(id) FROM messages WHERE conversation_id = ? AND role = 'user'",
                (conversation_id,),
            ).fetchone()
            if row is None or row[0] is None:
                return None
            user_id = int(row[0])
            ids = [
                r[0]
                for r in conn.execute(
                    "SELECT id FROM messages WHERE conversation_id = ? AND id > ?",
                    (conversation_id, user_id),
                )
            ]
            for mid in ids:
                self._streams.take(mid)
                conn.execute("DELETE FROM messages WHERE id = ?", (mid,))
            self._touch(conn, conversation_id, time.time())
        self._set_live(ids, False)
        return user_id

    # -- derived views ----------------------------------------------------

    def search(self, query: str, limit: int = 100) -> list[SearchHit]:
        """Conversations whose title or text contains every word of ``query``."""
        with self._locked() as conn:
            from services.storage import search as search_mod

            return search_mod.search(conn, query, fts=self._fts, limit=limit)

    def chat_messages(
        self, conversation_id: int, *, include_tools: bool = True
    ) -> list[dict[str, Any]]:
        """The conversation as OpenAI chat messages (for follow-up turns and regenerate)."""
        from services.storage import context

        return context.chat_messages(self.messages(conversation_id), include_tools=include_tools)

    def export_markdown(self, conversation_id: int) -> str:
        """The conversation as Markdown with ``[n]`` markers and numbered source lists."""
        with self._lock:
            conversation = self.conversation(conversation_id)
            messages = self.messages(conversation_id)
            registry = self.registry_sources(conversation_id)
        # Imported here: the citation export is only needed by this command, and
        # ``history list`` must answer without loading it (issue 14's start budget).
        from services.storage import export

        return export.conversation_markdown(conversation, messages, registry)
