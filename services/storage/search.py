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
_LIKE_MAX = 10_000  # SQLite refuses LIKE patterns over 50,000 bytes


def _term_clauses(column: str, terms: list[str]) -> tuple[str, list[str]]:
    """SQL requiring every (casefolded) term in ``column``, and its parameters.

    The cheapest exact test per term: LIKE for ASCII (case-insensitive there,
    and native speed), ``instr`` for text without case (Chinese), the Python
    casefold function only for the rest. The first keystrokes of a search are
    short terms that the index cannot serve, so this scan must be fast.
    """
    clauses, params = [], []
    for term in terms:
        if term.isascii() and len(term) < _LIKE_MAX:
            escaped = term.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
            clauses.append(f"{column} LIKE ? ESCAPE '\\'")
            params.append(f"%{escaped}%")
        elif term.lower() == term.upper():  # no case: Chinese, digits, symbols
            clauses.append(f"instr({column}, ?) > 0")
            params.append(term)
        else:
            clauses.append(f"instr(footnote_fold({column}), ?) > 0")
            params.append(term)
    return " AND ".join(clauses), params


def _fts_query(terms: list[str]) -> str:
    return " AND ".join('"' + term.replace('"', '""') + '"' for term in terms)


def search(conn: sqlite3.Connection, query: str, *, fts: bool, limit: int = 100) -> list[SearchHit]:
    """Conversations whose title or messages contain every term, most recent first."""
    terms = [term.casefold() for term in query.split()]
    if not terms:
        return []
    title_sql, title_params = _term_clauses("title", terms)
    title_ids = {
        row[0]
        for row in conn.execute(f"SELECT id FROM conversations WHERE {title_sql}", title_params)
    }
    long_terms = [t for t in terms if len(t) >= 3]
    if fts and long_terms:
        short_sql, short_params = _term_clauses("m.content", [t for t in terms if len(t) < 3])
        extra = f" AND {short_sql}" if short_sql else ""
        rows = conn.execute(
            "SELECT m.conversation_id, max(m.id) FROM messages_fts f "
            "JOIN messages m ON m.id = f.rowid "
            f"WHERE messages_fts MATCH ?{extra} GROUP BY m.conversation_id",
            [_fts_query(long_terms), *short_params],
        ).fetchall()
    else:
        scan_sql, scan_params = _term_clauses("content", terms)
        rows = conn.execute(
            f"SELECT conversation_id, max(id) FROM messages WHERE {INDEXED} "
            f"AND {scan_sql} GROUP BY conversation_id",
            scan_params,
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
