"""History at scale: evidence stored once, paging, prefix search, incremental index,
and the migration of a version 3 history (backup first, nothing lost)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from services.citations.registry import Source
from services.errors import StorageError
from services.results import FetchItem, ToolResult
from services.storage import History, backup, schema

EXCERPT = "The quokka is a small marsupial found on Rottnest Island. " * 40


def _answer_with_evidence(h: History, cid: int, excerpt: str = EXCERPT) -> int:
    h.add_user_message(cid, "tell me about quokkas")
    mid = h.begin_answer(cid)
    item = FetchItem(url="https://q.example", title="Quokka", content=excerpt, ok=True, id="q-1")
    h.record_tool_call(
        mid, call_id="c1", tool="web_fetch", arguments={"urls": [item.url]},
        result=ToolResult(f"[cite:q-1] Quokka\nURL: {item.url}\n\n{excerpt}", [item], {}),
        ok=True,
    )
    src = Source(id="q-1", url=item.url, title="Quokka", snippet="s", excerpt=excerpt)
    h.finish_answer(mid, "complete", content="Quokkas smile [cite:q-1].")
    h.save_registry(cid, [src])
    h.set_answer_sources(mid, [(1, src)])
    return mid


def test_an_excerpt_is_stored_once_and_read_back_everywhere(history: History) -> None:
    conv = history.create_conversation("q")
    mid = _answer_with_evidence(history, conv.id)
    rows = history._conn.execute("SELECT count(*), sum(chars) FROM evidence").fetchone()
    assert rows == (1, len(EXCERPT))  # tool text, items, registry and sources share it
    [call] = history.tool_calls(mid)
    assert call.result_text is not None and EXCERPT in call.result_text
    assert call.result_text.startswith("[cite:q-1] Quokka")
    assert call.items()[0]["content"] == EXCERPT
    assert history.registry_sources(conv.id)[0].excerpt == EXCERPT
    assert history.answer_sources(mid)[0].source.excerpt == EXCERPT
    assert history.messages(conv.id)[1].tool_calls[0].result_text == call.result_text


def test_deleting_keeps_evidence_another_conversation_shares(history: History) -> None:
    first, second = history.create_conversation("a"), history.create_conversation("b")
    _answer_with_evidence(history, first.id)
    kept = _answer_with_evidence(history, second.id)
    history.delete_conversation(first.id)
    assert history.answer_sources(kept)[0].source.excerpt == EXCERPT
    history.delete_conversation(second.id)
    assert history._conn.execute("SELECT count(*) FROM evidence").fetchone()[0] == 0


def test_pages_follow_each_other_without_gaps_or_repeats(history: History) -> None:
    ids = [history.create_conversation(f"c{n}").id for n in range(25)]
    with history.batch():
        for n, cid in enumerate(ids):  # several share an activity time
            history._conn.execute(
                "UPDATE conversations SET updated_at = ? WHERE id = ?", (1000 + n // 3, cid)
            )
    seen, after = [], None
    while page := history.conversations_page(7, after):
        seen += [c.id for c in page]
        after = page[-1]
    assert seen == [c.id for c in history.conversations()]
    assert sorted(seen) == sorted(ids)


def test_short_terms_are_prefix_lookups_in_the_index(history: History) -> None:
    py = history.create_conversation("x")
    history.add_user_message(py.id, "Python packaging with pyproject")
    rs = history.create_conversation("y")
    history.add_user_message(rs.id, "Rust ownership")
    assert {hit.conversation.id for hit in history.search("p")} == {py.id}
    assert {hit.conversation.id for hit in history.search("ow")} == {rs.id}
    plan = " ".join(
        str(row[-1]) for row in history._conn.execute(
            "EXPLAIN QUERY PLAN SELECT rowid FROM messages_fts WHERE messages_fts MATCH ?",
            ('"p" *',),
        )
    )
    assert "VIRTUAL TABLE INDEX" in plan  # answered by the index, not a scan of messages


def test_hits_are_ranked_and_carry_highlight_spans(history: History) -> None:
    once = history.create_conversation("other")
    history.add_user_message(once.id, "a wombat " + "and more filler words " * 30)
    often = history.create_conversation("Wombat facts")
    history.add_user_message(often.id, "wombat wombat wombat burrows")
    hits = history.search("womb")
    assert [hit.conversation.id for hit in hits] == [often.id, once.id]
    top = hits[0]
    assert top.in_title and top.title_marks == ((0, 4),)
    assert [top.snippet[a:b].lower() for a, b in top.marks] == ["womb"] * 3


def test_deleting_one_conversation_leaves_the_others_searchable(history: History) -> None:
    convs = []
    for n in range(30):
        conv = history.create_conversation(f"topic {n}")
        history.add_user_message(conv.id, f"shared zebra note number{n}")
        convs.append(conv.id)
    writes: list[str] = []
    history._conn.set_trace_callback(writes.append)
    history.delete_conversation(convs[3])
    history._conn.set_trace_callback(None)
    assert not any("rebuild" in w or "optimize" in w for w in writes)
    assert history.wait_for_purge(timeout=60)
    assert {hit.conversation.id for hit in history.search("zebra")} == set(convs) - {convs[3]}
    assert history.search("number3") == []
    assert [hit.conversation.id for hit in history.search("number30")] == []
    assert [hit.conversation.id for hit in history.search("number29")] == [convs[29]]


def _v3_history(path: Path, conversations: int) -> None:
    """A history as schema version 3 wrote it: every excerpt stored in full four times."""
    conn = schema.connect(path)
    schema.migrate(conn, target=3)
    for n in range(1, conversations + 1):
        conn.execute("INSERT INTO conversations VALUES (?, ?, '', ?, ?)", (n, f"old {n}", n, n))
        conn.execute(
            "INSERT INTO messages(id, conversation_id, role, content, created_at, updated_at) "
            "VALUES (?, ?, 'user', ?, ?, ?)", (2 * n, n, f"question {n} about kiwis", n, n))
        conn.execute(
            "INSERT INTO messages(id, conversation_id, role, content, created_at, updated_at) "
            "VALUES (?, ?, 'assistant', 'Kiwis [cite:k-1].', ?, ?)", (2 * n + 1, n, n, n))
        excerpt = f"Kiwi bird number {n}. " + EXCERPT
        conn.execute(
            "INSERT INTO tool_calls(message_id, call_id, tool, result_text, items_json, "
            "started_at) VALUES (?, 'c', 'web_fetch', ?, ?, 0)",
            (2 * n + 1, f"[cite:k-1] Kiwi\n\n{excerpt}",
             f'[{{"url": "https://k.example", "content": "{excerpt}"}}]'))
        for table, owner, columns in (
            ("answer_sources", 2 * n + 1, "message_id, n"),
            ("registry_sources", n, "conversation_id, position"),
        ):
            conn.execute(
                f"INSERT INTO {table}({columns}, citation_id, url, excerpt) "
                "VALUES (?, 1, 'k-1', 'https://k.example', ?)",
                (owner, excerpt))
    conn.close()


def test_a_version_3_history_migrates_with_a_backup_and_keeps_everything(
    db_path: Path
) -> None:
    _v3_history(db_path, 120)
    stages: list[tuple[str, int, int]] = []
    backups_seen: list[bool] = []

    def progress(stage: str, done: int, total: int) -> None:
        stages.append((stage, done, total))
        if stage == "migrate":
            backups_seen.append(backup.backup_path(db_path, 3).exists())

    with History(db_path, progress=progress) as h:
        assert schema.user_version(h._conn) == schema.SCHEMA_VERSION
        assert len(h.conversations()) == 120
        for n in (1, 60, 120):
            excerpt = f"Kiwi bird number {n}. " + EXCERPT
            [user, answer] = h.messages(n)
            assert user.content == f"question {n} about kiwis"
            assert answer.tool_calls[0].result_text == f"[cite:k-1] Kiwi\n\n{excerpt}"
            assert answer.tool_calls[0].items()[0]["content"] == excerpt
            assert answer.sources[0].source.excerpt == excerpt
            assert h.registry_sources(n)[0].excerpt == excerpt
        assert h._conn.execute("SELECT count(*) FROM evidence").fetchone()[0] == 120
        assert [hit.conversation.id for hit in h.search("question 77")] == [77]
    assert ("migrate", 120, 120) in stages and stages[0] == ("backup", 0, 1)
    assert backups_seen and all(backups_seen)  # the copy existed while the migration ran
    assert not backup.backup_path(db_path, 3).exists()  # and went once all was checked


def test_a_failed_migration_leaves_the_old_file_and_keeps_the_backup(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _v3_history(db_path, 5)

    def broken(conn: sqlite3.Connection, progress: object = None) -> None:
        conn.execute("UPDATE answer_sources SET excerpt = ''")
        raise RuntimeError("disk trouble")

    monkeypatch.setattr(schema.upgrade, "move_evidence", broken)
    with pytest.raises(StorageError) as err:
        History(db_path)
    assert err.value.code == "migration_failed"
    assert str(backup.backup_path(db_path, 3)) in str(err.value)
    conn = sqlite3.connect(db_path)
    assert schema.user_version(conn) == 3
    kept = conn.execute("SELECT count(*) FROM answer_sources WHERE excerpt != ''").fetchone()
    assert kept == (5,)
    conn.close()
    monkeypatch.undo()
    with History(db_path) as h:  # the next start migrates for real
        assert len(h.conversations()) == 5
