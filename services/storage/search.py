"""Finding conversations by title and message text.

Every whitespace-separated term must match. With the full-text index (see
``fulltext``) a term matches words that begin with it ("pyth" finds "Python",
"c" finds "C"), case and accents ignored, Chinese and Japanese characters
anywhere in the text; every term of any length is an index lookup, and the
results are ranked (bm25, titles weighing double, recent first among equals)
with a snippet of the best message and the spans to highlight in it. Ranking
considers the most recent ``WINDOW`` matches, so a one-letter prefix costs the
same at 100 or 10,000 conversations.

Without FTS5 (or for a query of symbols only, such as ``%``) every row is
scanned for the terms as substrings, most recent conversations first.
"""

from __future__ import annotations

import re
import sqlite3

from services.storage import fulltext
from services.storage.fulltext import INDEXED
from services.storage.models import Conversation, SearchHit
from services.storage.records import CONVERSATION_COLUMNS, conversation_from_row

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


CANDIDATES = 200
"""Best-ranked messages (and titles) looked at per query: enough for a page of
results, bounded so a common word costs the same at any history size."""
TITLE_WEIGHT = 2.0
WINDOW = 500
"""Ranking looks at the most recent this-many matches of each table: a common
word or a one-letter prefix matches most of the history, and bm25 over all of
it would cost time in proportion to the history."""


def search(conn: sqlite3.Connection, query: str, *, fts: bool, limit: int = 100) -> list[SearchHit]:
    """Conversations matching every term: ranked with the index, else most recent first."""
    terms = [term.casefold() for term in query.split()]
    if not terms:
        return []
    expression = fulltext.match_expression(terms) if fts else ""
    if expression:
        return _ranked(conn, terms, expression, limit)
    return _scanned(conn, terms, limit)  # no FTS5, or only symbols (no words to look up)


def _ranked(
    conn: sqlite3.Connection, terms: list[str], expression: str, limit: int
) -> list[SearchHit]:
    """Index lookups only: bm25 ranks, titles weigh double, recency breaks ties."""
    titles = dict(_best(conn, "titles_fts", expression))
    ranked = _best(conn, "messages_fts", expression)
    owner: dict[int, int] = {}
    for chunk in _chunks([mid for mid, _rank in ranked]):
        marks = ",".join("?" * len(chunk))
        owner.update(
            conn.execute(
                f"SELECT id, conversation_id FROM messages WHERE id IN ({marks})", chunk
            ).fetchall()
        )
    best: dict[int, tuple[float, int]] = {}
    for mid, rank in ranked:  # best first: the first message seen per conversation wins
        cid = owner.get(mid)
        if cid is not None and cid not in best:
            best[cid] = (float(rank), mid)
    score = {cid: float(rank) * TITLE_WEIGHT for cid, rank in titles.items()}
    for cid, (rank, _mid) in best.items():
        score[cid] = min(score.get(cid, 0.0), rank)
    # Recent activity first among equal scores.
    updated: dict[int, float] = {}
    for chunk in _chunks(list(score)):
        marks = ",".join("?" * len(chunk))
        updated.update(
            conn.execute(
                f"SELECT id, updated_at FROM conversations WHERE id IN ({marks})", chunk
            ).fetchall()
        )
    top = sorted(
        (cid for cid in score if cid in updated),
        key=lambda cid: (score[cid], -updated[cid], -cid),
    )[:limit]
    conversations = {conv.id: conv for conv in _conversations(conn, top)}
    contents = _contents(conn, [best[cid][1] for cid in top if cid in best])
    hits = []
    for cid in top:
        conv = conversations.get(cid)
        if conv is None:
            continue
        found: int | None = best[cid][1] if cid in best else None
        hits.append(
            _hit(conv, cid in titles, found, contents.get(found or 0, ""), terms, score[cid])
        )
    return hits


def _contents(conn: sqlite3.Connection, ids: list[int]) -> dict[int, str]:
    found: dict[int, str] = {}
    for chunk in _chunks(ids):
        marks = ",".join("?" * len(chunk))
        found.update(
            conn.execute(f"SELECT id, content FROM messages WHERE id IN ({marks})", chunk)
        )
    return found


def _best(conn: sqlite3.Connection, table: str, expression: str) -> list[tuple[int, float]]:
    """(rowid, bm25) of the best matches among the most recent ``WINDOW`` matches."""
    floor = conn.execute(
        f"SELECT rowid FROM {table} WHERE {table} MATCH ? ORDER BY rowid DESC LIMIT 1 OFFSET ?",
        (expression, WINDOW - 1),
    ).fetchone()
    return conn.execute(
        f"SELECT rowid, rank FROM {table} WHERE {table} MATCH ? AND rowid >= ? "
        "ORDER BY rank LIMIT ?",
        (expression, floor[0] if floor else 0, CANDIDATES),
    ).fetchall()


def _scanned(conn: sqlite3.Connection, terms: list[str], limit: int) -> list[SearchHit]:
    """Every row checked: for SQLite builds without FTS5 and queries of symbols only."""
    title_sql, title_params = _term_clauses("title", terms)
    title_ids = {
        row[0]
        for row in conn.execute(f"SELECT id FROM conversations WHERE {title_sql}", title_params)
    }
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
    conversations = sorted(
        _conversations(conn, list(wanted)), key=lambda c: (-c.updated_at, -c.id)
    )[:limit]
    contents = _contents(conn, [message_for[c.id] for c in conversations if c.id in message_for])
    return [
        _hit(conv, conv.id in title_ids, message_for.get(conv.id),
             contents.get(message_for.get(conv.id, 0), ""), terms, 0.0, exact=True)
        for conv in conversations
    ]


def _chunks(ids: list[int], size: int = 500) -> list[list[int]]:
    return [ids[start : start + size] for start in range(0, len(ids), size)]


def _conversations(conn: sqlite3.Connection, ids: list[int]) -> list[Conversation]:
    found = []
    for chunk in _chunks(ids):
        marks = ",".join("?" * len(chunk))
        found += [
            conversation_from_row(row)
            for row in conn.execute(
                f"SELECT {CONVERSATION_COLUMNS} FROM conversations c WHERE c.id IN ({marks})",
                chunk,
            )
        ]
    return found


def _hit(
    conversation: Conversation,
    in_title: bool,
    message_id: int | None,
    content: str,
    terms: list[str],
    rank: float,
    *,
    exact: bool = False,
) -> SearchHit:
    snippet = make_snippet(content, terms, exact=exact) if message_id is not None else ""
    return SearchHit(
        conversation,
        in_title,
        message_id,
        snippet,
        marks=highlights(snippet, terms, exact=exact),
        title_marks=highlights(conversation.title, terms, exact=exact),
        rank=rank,
    )


def _patterns(terms: list[str], exact: bool) -> list[re.Pattern[str]]:
    """What a term matches: word beginnings (the index's rule) or, scanning, substrings."""
    unique = list(dict.fromkeys(terms))[: fulltext.MAX_WORDS]
    if exact:
        return [re.compile(re.escape(term[:_LIKE_MAX]), re.IGNORECASE) for term in unique]
    found = []
    for term in unique:
        for word in dict.fromkeys(fulltext.words(term)[: fulltext.MAX_WORDS]):
            if fulltext.tokens(word) != word:  # a wide (CJK) character matches anywhere
                found.append(re.compile(re.escape(word)))
            else:
                found.append(re.compile(r"(?<![^\W_])" + re.escape(word), re.IGNORECASE))
    return found


def highlights(text: str, terms: list[str], *, exact: bool = False) -> tuple[tuple[int, int], ...]:
    """(start, end) spans of ``text`` to highlight for ``terms``, sorted, not overlapping."""
    spans = sorted(
        (m.start(), m.end())
        for pattern in _patterns(terms, exact)
        for m in pattern.finditer(text)
        if m.end() > m.start()
    )
    merged: list[tuple[int, int]] = []
    for start, end in spans:
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return tuple(merged)


def make_snippet(
    text: str, terms: list[str], width: int = SNIPPET_CHARS, *, exact: bool = True
) -> str:
    """About ``width`` characters of ``text`` around the first term found, on one line."""
    spans = highlights(text, terms, exact=exact)
    position = spans[0][0] if spans else -1
    start = max(0, position - width // 3) if position >= 0 else 0
    piece = " ".join(text[start : start + width].split())
    prefix = "…" if start > 0 else ""
    suffix = "…" if start + width < len(text) else ""
    return f"{prefix}{piece}{suffix}"
