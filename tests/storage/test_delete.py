"""Deleting a conversation removes its text from every file on disk."""

from __future__ import annotations

from pathlib import Path

import pytest

from services.citations.registry import Source
from services.results import FetchItem, ToolResult
from services.storage import History, fulltext, schema

SECRET = "ZyxwvSecretMarker"
KEEP = "QrstuKeptMarker"


def _files_contain(db_path: Path, needle: str) -> bool:
    data = b"".join(
        p.read_bytes() for p in db_path.parent.iterdir() if p.name.startswith(db_path.name)
    )
    return needle.encode() in data


def _fill(h: History, marker: str) -> int:
    conv = h.create_conversation(f"Title {marker}")
    h.add_user_message(conv.id, f"question {marker} " + "padding " * 500)
    # A regenerate leaves older index segments behind; deletion must not.
    draft = h.begin_answer(conv.id)
    h.finish_answer(draft, "complete", content=f"first draft {marker}")
    h.delete_last_answer(conv.id)
    mid = h.begin_answer(conv.id)
    h.append_answer(mid, f"answer {marker} [cite:a1-1]")
    src = Source(id="a1-1", url=f"https://{marker.lower()}.example", excerpt=f"excerpt {marker}")
    h.record_tool_call(
        mid,
        call_id="c1",
        tool="web_fetch",
        arguments={"urls": [src.url]},
        result=ToolResult(
            text=f"page {marker}", items=[FetchItem(url=src.url, content=marker)], meta={}
        ),
        ok=True,
    )
    h.set_answer_sources(mid, [(1, src)])
    h.save_registry(conv.id, [src])
    h.set_trace(mid, {"question": marker})
    h.finish_answer(mid, "complete")
    return conv.id


def test_deleted_conversation_leaves_no_text_in_the_files(db_path: Path) -> None:
    with History(db_path) as h:
        secret = _fill(h, SECRET)
        kept = _fill(h, KEEP)
        h._conn.execute("PRAGMA wal_checkpoint(PASSIVE)")
        assert _files_contain(db_path, SECRET)  # the check can see text when it is there
        h.delete_conversation(secret)
        assert not _files_contain(db_path, SECRET)
        assert _files_contain(db_path, KEEP)
        assert [c.id for c in h.conversations()] == [kept]
        assert h.search(SECRET) == []
        assert [hit.conversation.id for hit in h.search(KEEP)] == [kept]
        for table in ("messages", "tool_calls", "answer_sources", "registry_sources", "traces"):
            rows = h._conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
            assert rows > 0, table  # the kept conversation's rows are still there
        assert (
            h._conn.execute(
                "SELECT count(*) FROM messages WHERE conversation_id = ?", (secret,)
            ).fetchone()[0]
            == 0
        )
    assert not _files_contain(db_path, SECRET)


def test_delete_shrinks_the_file(db_path: Path) -> None:
    with History(db_path) as h:
        conv = h.create_conversation("big")
        h.add_user_message(conv.id, "x" * 2_000_000)
        h._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        big = db_path.stat().st_size
        h.delete_conversation(conv.id)
        # Before SQLite 3.42 the index holds the words until its segments merge.
        assert h.wait_for_purge(timeout=60)
        assert db_path.stat().st_size < big / 4
        assert h._conn.execute("SELECT value FROM meta WHERE key = 'fts_purge'").fetchone() == (
            "done",
        )


@pytest.mark.skipif(
    not fulltext.purge_needed(), reason="SQLite 3.42+ deletes index entries at once"
)
def test_a_purge_cut_short_runs_at_the_next_open(db_path: Path) -> None:
    with History(db_path) as h:
        conv = h.create_conversation("big")
        h.add_user_message(conv.id, " ".join(f"word{i}" for i in range(100_000)))
        h.wait_for_purge()
    # As if the app died after deleting but before the index was rewritten.
    raw = schema.connect(db_path)
    raw.execute("DELETE FROM conversations")  # the index triggers mark its words deleted
    raw.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('fts_purge', 'pending')")
    schema.compact(raw)
    raw.close()
    before = db_path.stat().st_size
    with History(db_path) as h:
        assert h.wait_for_purge(timeout=60)
        assert not schema.purge_pending(h._conn)
    assert db_path.stat().st_size < before / 4


def test_deleting_a_conversation_being_streamed_drops_its_buffer(db_path: Path) -> None:
    with History(db_path, flush_interval=3600) as h:
        conv = h.create_conversation()
        mid = h.begin_answer(conv.id)
        h.append_answer(mid, SECRET)
        h.delete_conversation(conv.id)
    assert not _files_contain(db_path, SECRET)


def test_delete_without_fts5_still_erases_and_index_rebuilds_later(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file indexed by an FTS5 build, then used by a build without FTS5."""
    with History(db_path) as h:
        secret = _fill(h, SECRET)
        kept = _fill(h, KEEP)
    with monkeypatch.context() as patch:
        patch.setattr(schema, "fts_available", lambda conn: False)
        with History(db_path) as h:
            assert h.search_backend == "scan"
            h.delete_conversation(secret)
            assert [hit.conversation.id for hit in h.search(KEEP)] == [kept]
    assert not _files_contain(db_path, SECRET)
    with History(db_path) as h:
        assert h.search_backend == "fts5"
        assert [hit.conversation.id for hit in h.search("question " + KEEP)] == [kept]
        assert h.search(SECRET) == []
