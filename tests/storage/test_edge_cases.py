"""Awkward text and sizes: emoji, broken surrogates, NUL, right-to-left, megabytes."""

from __future__ import annotations

from pathlib import Path

from services.citations.registry import Source
from services.results import FetchItem, ToolResult
from services.storage import History

AWKWARD = "emoji 😀👩‍💻, 中文，العربية, NUL\x00inside, combining é, zero\u200bwidth, tab\tend"


def test_unicode_round_trips_everywhere(db_path: Path) -> None:
    with History(db_path) as h:
        conv = h.create_conversation(AWKWARD)
        h.add_user_message(conv.id, AWKWARD)
        mid = h.begin_answer(conv.id, model="模型")
        for ch in AWKWARD:  # one code point per delta
            h.append_answer(mid, ch)
        h.record_tool_call(
            mid,
            call_id="c😀",
            tool="web_fetch",
            arguments={"urls": ["https://例子.测试/路径"]},
            result=ToolResult(AWKWARD, [FetchItem(url="https://例子.测试/", content=AWKWARD)], {}),
            ok=True,
        )
        src = Source(id="k-1", url="https://例子.测试/", title=AWKWARD, excerpt=AWKWARD)
        h.set_answer_sources(mid, [(1, src)])
        h.save_registry(conv.id, [src])
        h.set_trace(mid, {"question": AWKWARD})
        h.finish_answer(mid, "complete")
    with History(db_path) as h:
        stored = h.conversation(conv.id)
        assert stored.title == " ".join(AWKWARD.split())
        user, answer = h.messages(conv.id)
        assert user.content == AWKWARD and answer.content == AWKWARD
        assert answer.model == "模型"
        [call] = answer.tool_calls
        assert call.call_id == "c😀" and call.result_text == AWKWARD
        assert call.parsed_arguments() == {"urls": ["https://例子.测试/路径"]}
        assert call.items()[0]["content"] == AWKWARD
        # A source's page-derived text loses control characters (the NUL) on creation.
        assert answer.sources[0].source.excerpt == src.excerpt == AWKWARD.replace("\x00", "")
        assert h.registry(conv.id).get("k-1") == src
        assert answer.trace == {"question": AWKWARD}
        assert [hit.conversation.id for hit in h.search("👩‍💻")] == [conv.id]
        assert [hit.conversation.id for hit in h.search("العربية")] == [conv.id]
        assert AWKWARD in h.export_markdown(conv.id)


def test_split_surrogate_pairs_are_joined_or_replaced(history: History) -> None:
    conv = history.create_conversation()
    mid = history.begin_answer(conv.id)
    # A server split 😀 (U+1F600 = D83D DE00) across two stream chunks.
    history.append_answer(mid, "smile \ud83d")
    history.append_answer(mid, "\ude00 and a lone \udc00 half")
    history.finish_answer(mid, "complete")
    assert history.message(mid).content == "smile 😀 and a lone \ufffd half"
    lone = history.add_user_message(conv.id, "broken \ud800")
    assert history.message(lone).content == "broken \ufffd"
    history.set_trace(mid, {"text": "x\udfff"})
    assert history.trace(mid) == {"text": "x\ufffd"}


def test_huge_answer_and_tool_result(db_path: Path) -> None:
    block = ("A paragraph of about sixty characters, repeated many times. " * 1000) + "\n"
    with History(db_path) as h:
        conv = h.create_conversation("big")
        h.add_user_message(conv.id, "write a lot")
        mid = h.begin_answer(conv.id)
        for _ in range(40):  # about 2.4 MB in 60 kB deltas
            h.append_answer(mid, block)
        h.append_answer(mid, "needle-at-the-end")
        h.record_tool_call(
            mid,
            call_id="c",
            tool="web_fetch",
            arguments={"urls": ["https://big.example"]},
            result=ToolResult(
                block * 40, [FetchItem(url="https://big.example", content=block)], {}
            ),
            ok=True,
        )
        h.finish_answer(mid, "complete")
    with History(db_path) as h:
        answer = h.messages(conv.id)[1]
        assert len(answer.content) == 40 * len(block) + len("needle-at-the-end")
        assert answer.content.endswith("needle-at-the-end")
        assert len(answer.tool_calls[0].result_text or "") == 40 * len(block)
        [hit] = h.search("needle-at-the-end")
        assert hit.snippet.endswith("needle-at-the-end")
        h.delete_conversation(conv.id)
        assert h.conversations() == []
    assert db_path.stat().st_size < 1_000_000


def test_empty_and_whitespace_values(history: History) -> None:
    conv = history.create_conversation("   ")
    assert history.conversation(conv.id).title == ""
    history.add_user_message(conv.id, "   \n ")
    assert history.conversation(conv.id).title == ""  # nothing to title it with
    mid = history.begin_answer(conv.id)
    history.append_answer(mid, "")
    history.finish_answer(mid, "complete")
    assert history.message(mid).content == ""
    history.set_answer_sources(mid, [])
    history.save_registry(conv.id, [])
    assert history.answer_sources(mid) == [] and history.registry_sources(conv.id) == []


def test_many_conversations_list_and_page(history: History) -> None:
    ids = [history.create_conversation(f"c{i}").id for i in range(300)]
    listed = history.conversations()
    assert [c.id for c in listed] == list(reversed(ids))
    page = history.conversations(limit=50, offset=100)
    assert [c.id for c in page] == list(reversed(ids))[100:150]
