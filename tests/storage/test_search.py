"""Search by title and text, with the FTS5 index and with the plain scan."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from services.storage import History, schema
from services.storage.search import make_snippet


@pytest.fixture(params=["fts5", "scan"])
def searchable(
    request: pytest.FixtureRequest, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[History]:
    if request.param == "scan":
        monkeypatch.setattr(schema, "fts_available", lambda conn: False)
    with History(db_path) as h:
        assert h.search_backend == request.param
        yield h


def _ids(h: History, query: str) -> list[int]:
    return [hit.conversation.id for hit in h.search(query)]


def _conversation(h: History, title: str, *texts: str) -> int:
    conv = h.create_conversation(title)
    for text in texts:
        h.add_user_message(conv.id, text)
    return conv.id


def test_finds_title_and_text_case_insensitively(searchable: History) -> None:
    h = searchable
    rust = _conversation(h, "Rust questions", "How do lifetimes work?")
    py = _conversation(h, "Python", "Is asyncio faster than THREADS for io?")
    assert _ids(h, "rust") == [rust]
    assert _ids(h, "threads") == [py]
    assert _ids(h, "LIFETIMES") == [rust]
    [hit] = h.search("lifetimes")
    assert not hit.in_title and hit.message_id is not None
    assert "lifetimes" in hit.snippet
    [title_hit] = h.search("questions")
    assert title_hit.in_title and title_hit.message_id is None


def test_every_term_must_match_substrings_included(searchable: History) -> None:
    h = searchable
    both = _conversation(h, "t1", "tokio runtime and async channels")
    one = _conversation(h, "t2", "tokio only")
    assert _ids(h, "tokio channel") == [both]
    assert sorted(_ids(h, "toki")) == sorted([both, one])
    # The index matches word beginnings; the scan (no FTS5) matches substrings.
    assert _ids(h, "untime") == ([] if h.search_backend == "fts5" else [both])


def test_short_terms_and_chinese(searchable: History) -> None:
    h = searchable
    zh = _conversation(h, "天气", "今天北京的天气怎么样？")
    go = _conversation(h, "lang", "go is a language; so is C")
    assert _ids(h, "北京") == [zh]  # two characters: below the trigram length
    assert _ids(h, "北京的天气") == [zh]
    assert _ids(h, "天气 北京") == [zh]
    assert _ids(h, "go language") == [go]
    assert _ids(h, "c") == [go]


def test_unicode_case_folding(searchable: History) -> None:
    h = searchable
    conv = _conversation(h, "x", "Über die Ärzte in Österreich")
    assert _ids(h, "über") == [conv]
    assert _ids(h, "ÄRZTE") == [conv]


def test_query_syntax_is_not_interpreted(searchable: History) -> None:
    h = searchable
    conv = _conversation(h, "x", 'He said "hello" (AND then) NEAR* the end -- OR not')
    for query in ('"hello"', "(AND", "NEAR*", "--", "OR", '"', "*", "'; DROP TABLE messages; --"):
        hits = _ids(h, query)
        assert hits in ([conv], []), query
    assert _ids(h, '"hello"') == [conv]
    assert _ids(h, "(AND then)") == [conv]
    assert _ids(h, "") == [] and _ids(h, "   ") == []


def test_results_ordered_by_recent_activity(searchable: History) -> None:
    h = searchable
    old = _conversation(h, "a", "common word here")
    new = _conversation(h, "b", "common word there")
    assert _ids(h, "common") == [new, old]
    h.add_user_message(old, "more")
    assert _ids(h, "common") == [old, new]


def test_streaming_text_is_found_once_finished(searchable: History) -> None:
    h = searchable
    conv = h.create_conversation("x")
    h.add_user_message(conv.id, "tell me about monotremes")
    mid = h.begin_answer(conv.id)
    h.append_answer(mid, "platypus facts")
    h._streams.flush(mid)
    assert _ids(h, "platypus") == []
    h.finish_answer(mid, "stopped")
    assert _ids(h, "platypus") == [conv.id]
    h.delete_last_answer(conv.id)
    assert _ids(h, "platypus") == []


def test_tool_and_system_messages_are_not_searched(searchable: History) -> None:
    h = searchable
    conv = h.create_conversation("x")
    h.add_message(conv.id, "tool", "wombat page text", tool_call_id="c1")
    h.add_message(conv.id, "system", "wombat instructions")
    assert _ids(h, "wombat") == []


def test_snippet_centres_on_the_match() -> None:
    text = "start " + "filler " * 50 + "the needle is here " + "tail " * 50
    snippet = make_snippet(text, ["needle"])
    assert "needle" in snippet and snippet.startswith("…") and snippet.endswith("…")
    assert len(snippet) <= 125
    assert make_snippet("short\ntext", ["zzz"]) == "short text"
    # casefold changes the length of ß; positions come from the original text.
    assert make_snippet("Straße " * 40 + "needle", ["needle"]).endswith("needle")


def test_like_wildcards_are_literal(searchable: History) -> None:
    h = searchable
    special = _conversation(h, "x", "a discount of 100% on snake_case names, path C:\\temp")
    plain = _conversation(h, "y", "nothing special here at all")
    # Symbols alone have no words to look up: they are found as substrings.
    assert _ids(h, "%") == [special]
    assert _ids(h, "_") == [special]
    assert _ids(h, "\\") == [special]
    assert _ids(h, "100%") == [special]
    assert _ids(h, "snake_c") == [special]
    assert _ids(h, "C:\\t") == [special]
    assert _ids(h, "al") == [plain]


def test_pasted_huge_query(searchable: History) -> None:
    h = searchable
    text = "lorem ipsum " * 6000
    conv = _conversation(h, "x", text)
    # Underscores separate words for the index, not for the scan.
    expected = [conv] if h.search_backend == "fts5" else []
    assert _ids(h, text.replace(" ", "_")) == expected
    assert _ids(h, "x" * 60_000) == []
    assert _ids(h, "lorem") == [conv]
