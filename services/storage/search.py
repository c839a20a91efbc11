"""Finding conversations by title and message text.

Every whitespace-separated term must appear (case-insensitively, as a
substring, in any script). With FTS5's trigram index the terms of three or more
characters are looked up in the index and shorter ones are checked on the rows
it returns; without FTS5 every row is scanned. Both paths give the same answers.
"""

from __future__ import annotations

import sqlite3

from services.storage.models import SearchHit
from services.storage.records import CONVERSATION_COLUMNS, conversation_from_row
from services.storage.schema import INDEXED

SNIPPET_CHARS = 120


def _fold_clause(column: str, count: int) -> str:
    return " AND ".join([f"instr(footnote_fold({column}), ?) > 0"] * count)


def _fts_query(terms: list[str]) -> str:
    return " AND ".join('"' + term.replace('"', '""') + '"' for term in terms)


def search(conn: sqlite3.Connection, query: str, *, fts: bool, limit: int = 100) -> list[SearchHit]:
    """Conversations whose title or messages contain every term, most recent first."""
    terms = [term.casefold() for term in query.split()]
    if not terms:
        return []
    title_ids = {
        row[0]
        for row in conn.execute(
            f"SELECT id FROM conversations WHERE {_fold_clause('title', len(terms))}", terms
        )
    }
    long_terms = [t for t in terms if len(t) >= 3]
    if fts and long_terms:
        short = [t for t in terms if len(t) < 3]
        extra = f" AND {_fold_clause('m.content', len(short))}" if short else ""
        rows = conn.execute(
            "SELECT m.conversation_id, max(m.id) FROM messages_fts f "
            "JOIN messages m ON m.id = f.rowid "
            f"WHERE messages_fts MATCH ?{extra} GROUP BY m.conversation_id",
            [_fts_query(long_terms), *short],
        ).fetchall()
    else:
        rows = conn.execute(
            f"SELECT conversation_id, max(id) FROM messages WHERE {INDEXED} "
            f"AND {_fold_clause('content', len(terms))} GROUP BY conversation_id",
            terms,
        ).fetchall()
    message_for: dict[int, int] = {cid: mid for cid, mid in rows}
    wanted = title_ids | set(message_for)
    if not wanted:
        return []
    marks = ",".join("?" * len(wanted))
    conversations = [
        conversation_from_row(row)
        for row in conn.execute(
            f"SELECT {CONVERSATION_COLUMNS} FROM conversations c WHERE c.id IN ({marks}) "
            "ORDER BY c.updated_at DESC, c.id DESC LIMIT ?",
            [*wanted, limit],
        )
    ]
    hits: list[SearchHit] = []
    for conversation in conversations:
        mid = message_for.get(conversation.id)
        snippet = ""
        if mid is not None:
            row = conn.execute("SELECT content FROM messages WHERE id = ?", (mid,)).fetchone()
            snippet = make_snippet(row[0] if row else "", terms)
        hits.append(SearchHit(conversation, conversation.id in title_ids, mid, snippet))
    return hits


def make_snippet(text: str, terms: list[str], width: int = SNIPPET_CHARS) -> str:
    """About ``width`` characters of ``text`` around the first term found, on one line."""
    folded = text.casefold()
    # casefold can change lengths (ß -> ss); positions are only trusted when it did not.
    position = -1
    if len(folded) == len(text):
        found = [p for p in (folded.find(t) for t in terms) if p >= 0]
        position = min(found, default=-1)
    start = max(0, position - width // 3) if position >= 0 else 0
    piece = " ".join(text[start : start + width].split())
    prefix = "…" if start > 0 else ""
    suffix = "…" if start + width < len(text) else ""
    return f"{prefix}{piece}{suffix}"
