"""Schema versions: old databases migrate, newer ones are refused, damage is reported."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from services.citations.registry import Source
from services.storage import SCHEMA_VERSION, History, StorageError, schema


def _v1_database(path: Path) -> None:
    """A database as the first schema version left it, with a conversation in it."""
    conn = schema.connect(path)
    schema.migrate(conn, target=1)
    conn.execute(
        "INSERT INTO conversations(id, title, model, created_at, updated_at) "
        "VALUES (7, 'Old chat', 'gpt-4', 1.0, 2.0)"
    )
    conn.execute(
        "INSERT INTO messages(conversation_id, role, content, status, created_at, updated_at) "
        "VALUES (7, 'user', 'an old question about zebras', 'complete', 1.0, 1.0), "
        "(7, 'assistant', 'an old answer', 'streaming', 1.5, 1.5)"
    )
    conn.close()


def test_versions_are_ordered_and_fresh_database_is_current(db_path: Path) -> None:
    assert len(schema.MIGRATIONS) == SCHEMA_VERSION >= 3
    with History(db_path) as h:
        assert schema.user_version(h._conn) == SCHEMA_VERSION


def test_old_version_migrates_keeping_data(db_path: Path) -> None:
    _v1_database(db_path)
    with History(db_path) as h:
        assert schema.user_version(h._conn) == SCHEMA_VERSION
        [conv] = h.conversations()
        assert (conv.id, conv.title, conv.model) == (7, "Old chat", "gpt-4")
        question, answer = h.messages(7)
        assert question.content == "an old question about zebras"
        # A v1 answer left streaming (no writer recorded) is recovered on open.
        assert answer.status == "incomplete"
        # Tables and columns added by later versions work on the migrated file.
        h.record_tool_call(
            answer.id,
            call_id="c1",
            tool="web_search",
            arguments={"query": "z"},
            result="r",
            ok=True,
        )
        assert h.tool_calls(answer.id)[0].call_id == "c1"
        assert [hit.conversation.id for hit in h.search("zebras")] == [7]
    # No copy of the old file is left behind: it would outlive deletions.
    assert sorted(p.name for p in db_path.parent.iterdir() if "bak" in p.name) == []


def test_failed_migration_step_leaves_previous_version(db_path: Path) -> None:
    _v1_database(db_path)

    def broken(conn: sqlite3.Connection) -> None:
        conn.execute("CREATE TABLE half_done (x)")
        raise RuntimeError("step failed")

    conn = schema.connect(db_path)
    with pytest.raises(RuntimeError):
        schema.migrate(conn, migrations=(*schema.MIGRATIONS[:1], broken))
    assert schema.user_version(conn) == 1
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert "half_done" not in tables
    conn.close()
    with History(db_path) as h:  # the real migrations still apply afterwards
        assert h.conversation(7).title == "Old chat"


def test_migration_already_done_by_another_process_is_skipped(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = schema.connect(db_path)
    schema.migrate(first)
    first.close()
    # A second process read version 0 just before the first one migrated: under
    # the write lock it must see the new version and run nothing.
    second = schema.connect(db_path)
    real = schema.user_version
    reads: list[int] = []

    def stale_first_read(conn: sqlite3.Connection) -> int:
        reads.append(1)
        return 0 if len(reads) == 1 else real(conn)

    def must_not_run(conn: sqlite3.Connection) -> None:
        raise AssertionError("migration ran twice")

    monkeypatch.setattr(schema, "user_version", stale_first_read)
    schema.migrate(second, migrations=(must_not_run,) * SCHEMA_VERSION)
    assert real(second) == SCHEMA_VERSION
    second.close()


def test_newer_schema_is_refused_untouched(db_path: Path) -> None:
    with History(db_path) as h:
        h.create_conversation("future")
        h._conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    before = db_path.read_bytes()
    with pytest.raises(StorageError) as err:
        History(db_path)
    assert err.value.code == "newer_schema"
    assert "newer Footnote" in str(err.value)
    assert db_path.read_bytes() == before


def test_damaged_file_gives_a_clear_error(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True, exist_ok=True)
    db_path.write_bytes(b"this is not a database at all " * 200)
    with pytest.raises(StorageError) as err:
        History(db_path)
    assert err.value.code == "corrupt"
    assert "Move the file" in err.value.hint
    assert db_path.read_bytes().startswith(b"this is not a database")


def test_search_index_is_rebuilt_when_stale(db_path: Path) -> None:
    with History(db_path) as h:
        conv = h.create_conversation("Animals")
        h.add_user_message(conv.id, "quokkas are marsupials")
        # As if a SQLite build without FTS5 had written to the file meanwhile.
        h._conn.execute("INSERT INTO messages_fts(messages_fts) VALUES ('delete-all')")
        h._conn.execute("UPDATE meta SET value = 'stale' WHERE key = 'fts_state'")
        assert h.search("quokka") == []
    with History(db_path) as h:
        assert [hit.conversation.id for hit in h.search("quokka")] == [conv.id]


def test_sources_keep_author_and_site_and_v5_sources_gain_empty_ones(db_path: Path) -> None:
    conn = schema.connect(db_path)
    schema.migrate(conn, target=5)
    conn.execute("INSERT INTO conversations(id, title, model, created_at, updated_at) "
                 "VALUES (3, 'c', 'm', 1.0, 1.0)")
    conn.execute("INSERT INTO registry_sources(conversation_id, citation_id, position, url, "
                 "published_at) VALUES (3, 'old-1', 1, 'https://old.example/', '2020-01-02')")
    conn.close()
    with History(db_path) as h:
        [old] = h.registry_sources(3)
        assert (old.id, old.published_at, old.author, old.site_name) == (
            "old-1", "2020-01-02", "", "")
        new = Source(id="new-1", url="https://n.example/a", title="A", author="Ines Duarte",
                     site_name="Valley Courier", published_at="2025-03-14T08:00:00Z")
        h.save_registry(3, [new])
        mid = h.begin_answer(3, model="m")
        h.set_answer_sources(mid, [(1, new)])
        h.finish_answer(mid, "complete")
    with History(db_path) as h:
        kept = h.registry_sources(3)[1]
        cited = h.answer_sources(mid)[0].source
        for source in (kept, cited):
            assert (source.author, source.site_name, source.published_at) == (
                "Ines Duarte", "Valley Courier", "2025-03-14T08:00:00Z")
