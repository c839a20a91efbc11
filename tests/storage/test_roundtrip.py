"""Conversations, messages, tool calls, sources, registry and traces survive a reopen."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from services.citations.registry import Source
from services.results import FetchItem, SearchItem, ToolResult
from services.storage import History, StorageError


def test_opens_in_wal_mode_with_secure_delete(history: History, db_path: Path) -> None:
    conn = history._conn
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA secure_delete").fetchone()[0] == 1
    assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert conn.execute("PRAGMA auto_vacuum").fetchone()[0] == 2  # incremental
    assert db_path.exists()


def test_app_path_honours_footnote_home(footnote_home: Path) -> None:
    from app import paths

    with History(paths.history_db()) as h:
        h.create_conversation("x")
    assert (footnote_home / "data" / "history.sqlite3").exists()


def test_conversations_round_trip_ordered_by_update(db_path: Path) -> None:
    with History(db_path) as h:
        first = h.create_conversation("First")
        second = h.create_conversation("Second", model="gpt-4o")
        h.add_user_message(first.id, "bump the first one")
    with History(db_path) as h:
        listed = h.conversations()
        assert [c.id for c in listed] == [first.id, second.id]
        assert listed[0].title == "First" and listed[0].message_count == 1
        assert listed[1].model == "gpt-4o" and listed[1].message_count == 0
        assert h.conversations(limit=1, offset=1)[0].id == second.id


def test_first_user_message_titles_an_untitled_conversation(history: History) -> None:
    conv = history.create_conversation()
    history.add_user_message(conv.id, "  What   is new\nin Python 3.13?  ")
    history.add_user_message(conv.id, "and 3.14?")
    assert history.conversation(conv.id).title == "What is new in Python 3.13?"
    long = history.create_conversation()
    history.add_user_message(long.id, "word " * 100)
    title = history.conversation(long.id).title
    assert len(title) <= 80 and title.endswith("…")


def test_rename(history: History) -> None:
    conv = history.create_conversation("old")
    history.add_user_message(conv.id, "hello")
    history.rename(conv.id, "  New\tname ")
    assert history.conversation(conv.id).title == "New name"
    with pytest.raises(StorageError) as err:
        history.rename(12345, "x")
    assert err.value.code == "not_found"


def test_unknown_ids_raise_not_found(history: History) -> None:
    for call in (
        lambda: history.conversation(99),
        lambda: history.messages(99),
        lambda: history.add_user_message(99, "x"),
        lambda: history.begin_answer(99),
        lambda: history.message(99),
        lambda: history.finish_answer(99),
        lambda: history.set_trace(99, {}),
        lambda: history.delete_conversation(99),
    ):
        with pytest.raises(StorageError) as err:
            call()
        assert err.value.code == "not_found"


def test_bad_role_or_status_is_rejected(history: History) -> None:
    conv = history.create_conversation()
    with pytest.raises(ValueError):
        history.add_message(conv.id, "robot", "x")
    with pytest.raises(ValueError):
        history.add_message(conv.id, "user", "x", status="streaming")
    mid = history.begin_answer(conv.id)
    with pytest.raises(ValueError):
        history.finish_answer(mid, "streaming")


def _answer_with_evidence(h: History) -> tuple[int, int]:
    conv = h.create_conversation(model="m1")
    h.add_user_message(conv.id, "Who won?")
    mid = h.begin_answer(conv.id, model="m1")
    search = ToolResult(
        text="[k1-1] Result title\nsnippet",
        items=[SearchItem(title="Result title", url="https://a.example/x", id="k1-1")],
        meta={"provider": "duckduckgo", "elapsed_s": 0.4},
    )
    h.record_tool_call(
        mid,
        call_id="call_a",
        tool="web_search",
        arguments={"query": "who won"},
        result=search,
        ok=True,
        elapsed_s=0.4,
    )
    fetch_id = h.start_tool_call(
        mid, call_id="call_b", tool="web_fetch", arguments='{"urls": [', round=1
    )
    page = FetchItem(url="https://a.example/x", ok=True, content="Page text é 中文", id="k1-1")
    h.finish_tool_call(
        fetch_id,
        ToolResult(text="page", items=[page], meta={}),
        ok=True,
        provider="direct",
        elapsed_s=1.25,
    )
    h.record_tool_call(
        mid,
        call_id="call_c",
        tool="web_fetch",
        arguments={"urls": ["https://b.example"]},
        result="Error: blocked",
        ok=False,
        reason="blocked",
        round=1,
    )
    h.append_answer(mid, "Team A won [cite:k1-1].")
    source = Source(
        id="k1-1",
        url="https://a.example/x",
        title="Result title",
        snippet="snippet",
        excerpt="the exact excerpt the model saw",
        provider="duckduckgo",
        fetched_at="2026-11-30T10:00:00Z",
        published_at=None,
    )
    h.set_answer_sources(mid, [(1, source)])
    h.save_registry(conv.id, [source, Source(id="k1-2", url="https://b.example")])
    h.set_trace(mid, {"question": "Who won?", "searched": True, "turns": [{"n": 1}]})
    h.finish_answer(mid, "complete")
    return conv.id, mid


def test_answer_with_tool_calls_sources_and_trace_round_trips(db_path: Path) -> None:
    with History(db_path) as h:
        cid, mid = _answer_with_evidence(h)
    with History(db_path) as h:
        msgs = h.messages(cid)
        assert [m.role for m in msgs] == ["user", "assistant"]
        answer = msgs[1]
        assert answer.id == mid and answer.status == "complete" and answer.model == "m1"
        assert answer.content == "Team A won [cite:k1-1]."
        search, fetch, failed = answer.tool_calls
        assert (search.tool, search.call_id, search.round, search.ok) == (
            "web_search",
            "call_a",
            0,
            True,
        )
        assert search.parsed_arguments() == {"query": "who won"}
        assert search.provider == "duckduckgo"  # taken from the result's meta
        assert search.items()[0]["url"] == "https://a.example/x"
        assert search.meta()["elapsed_s"] == 0.4
        assert fetch.arguments == '{"urls": ['  # malformed arguments kept verbatim
        assert fetch.parsed_arguments() is None
        assert fetch.items()[0]["content"] == "Page text é 中文"
        assert fetch.elapsed_s == 1.25 and fetch.provider == "direct"
        assert (failed.ok, failed.reason, failed.result_text) == (
            False,
            "blocked",
            "Error: blocked",
        )
        [cited] = answer.sources
        assert cited.n == 1 and cited.id == "k1-1"
        assert cited.source.excerpt == "the exact excerpt the model saw"
        assert cited.source.fetched_at == "2026-11-30T10:00:00Z"
        assert h.answer_sources(mid) == answer.sources
        assert answer.trace == {"question": "Who won?", "searched": True, "turns": [{"n": 1}]}
        assert h.trace(mid) == answer.trace
        assert h.tool_calls(mid) == answer.tool_calls


def test_registry_reloads_so_old_ids_resolve(db_path: Path) -> None:
    with History(db_path) as h:
        cid, _ = _answer_with_evidence(h)
        # A later turn sees the same URL again with a fetched excerpt: same id, updated fields.
        h.save_registry(cid, [Source(id="k1-2", url="https://b.example", excerpt="now fetched")])
    with History(db_path) as h:
        registry = h.registry(cid)
        assert [s.id for s in registry.sources()] == ["k1-1", "k1-2"]
        k2 = registry.get("k1-2")
        assert k2 is not None and k2.excerpt == "now fetched"
        assert registry.id_for_url("https://a.example/x") == "k1-1"
        # New ids keep coming after the old ones.
        assert registry.new_call().assign("https://a.example/x") == "k1-1"


def test_trace_accepts_objects_with_to_dict_and_json_text(history: History) -> None:
    conv = history.create_conversation()
    mid = history.begin_answer(conv.id)

    class Trace:
        def to_dict(self) -> dict[str, object]:
            return {"turns": 2, "tools": ("a", "b")}

    history.set_trace(mid, Trace())
    assert history.trace(mid) == {"turns": 2, "tools": ["a", "b"]}
    history.set_trace(mid, json.dumps({"raw": True}))
    assert history.trace(mid) == {"raw": True}


def test_error_answer_keeps_code_and_message(history: History) -> None:
    conv = history.create_conversation()
    mid = history.begin_answer(conv.id)
    history.append_answer(mid, "partial")
    history.finish_answer(
        mid, "error", error_code="auth", error_message="the key was rejected by openai"
    )
    m = history.message(mid)
    assert (m.status, m.content, m.error_code) == ("error", "partial", "auth")
    assert m.error_message == "the key was rejected by openai"


def test_finish_with_full_content_replaces_streamed_text(history: History) -> None:
    conv = history.create_conversation()
    mid = history.begin_answer(conv.id)
    history.append_answer(mid, "draft")
    history.finish_answer(mid, "complete", content="final text")
    assert history.message(mid).content == "final text"
    with pytest.raises(StorageError) as err:
        history.append_answer(mid, "late")
    assert err.value.code == "not_streaming"


def test_delete_last_answer_for_regenerate(history: History) -> None:
    conv = history.create_conversation()
    history.add_user_message(conv.id, "q1")
    a1 = history.begin_answer(conv.id)
    history.finish_answer(a1, "complete", content="a1")
    q2 = history.add_user_message(conv.id, "q2")
    a2 = history.begin_answer(conv.id)
    history.record_tool_call(a2, call_id="c", tool="web_search", arguments={}, result="r", ok=True)
    history.set_trace(a2, {"x": 1})
    history.finish_answer(a2, "stopped", content="half")
    assert history.delete_last_answer(conv.id) == q2
    assert [m.content for m in history.messages(conv.id)] == ["q1", "a1", "q2"]
    assert history._conn.execute("SELECT count(*) FROM tool_calls").fetchone()[0] == 0
    assert history._conn.execute("SELECT count(*) FROM traces").fetchone()[0] == 0
    # Nothing after the last question: nothing to delete, the question stays.
    assert history.delete_last_answer(conv.id) == q2
    empty = history.create_conversation()
    assert history.delete_last_answer(empty.id) is None


def test_closed_history_refuses_work(db_path: Path) -> None:
    h = History(db_path)
    h.close()
    h.close()  # idempotent
    with pytest.raises(StorageError) as err:
        h.conversations()
    assert err.value.code == "closed"
