"""Stored conversations become valid OpenAI chat messages for the next turn."""

from __future__ import annotations

from services.results import ToolResult
from services.storage import History


def test_follow_up_context_replays_tool_rounds(history: History) -> None:
    conv = history.create_conversation()
    history.add_message(conv.id, "system", "You are Footnote.")
    history.add_user_message(conv.id, "Who won?")
    mid = history.begin_answer(conv.id)
    history.record_tool_call(
        mid,
        call_id="call_1",
        tool="web_search",
        arguments={"query": "winner"},
        result=ToolResult("results [k-1]", [], {}),
        ok=True,
    )
    history.record_tool_call(
        mid,
        call_id="call_2",
        tool="web_fetch",
        arguments='{"urls": ["https://x"]}',
        result="Error: blocked",
        ok=False,
        reason="blocked",
        round=1,
    )
    history.record_tool_call(
        mid,
        call_id="call_3",
        tool="web_search",
        arguments={"query": "b"},
        result="more",
        ok=True,
        round=1,
    )
    history.append_answer(mid, "Team A [cite:k-1].")
    history.finish_answer(mid, "complete")
    history.add_user_message(conv.id, "And before?")

    assert history.chat_messages(conv.id) == [
        {"role": "system", "content": "You are Footnote."},
        {"role": "user", "content": "Who won?"},
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": "call_1",
                    "type": "function",
                    "function": {"name": "web_search", "arguments": '{"query": "winner"}'},
                }
            ],
        },
        {"role": "tool", "tool_call_id": "call_1", "content": "results [k-1]"},
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": "call_2",
                    "type": "function",
                    "function": {"name": "web_fetch", "arguments": '{"urls": ["https://x"]}'},
                },
                {
                    "id": "call_3",
                    "type": "function",
                    "function": {"name": "web_search", "arguments": '{"query": "b"}'},
                },
            ],
        },
        {"role": "tool", "tool_call_id": "call_2", "content": "Error: blocked"},
        {"role": "tool", "tool_call_id": "call_3", "content": "more"},
        {"role": "assistant", "content": "Team A [cite:k-1]."},
        {"role": "user", "content": "And before?"},
    ]
    assert history.chat_messages(conv.id, include_tools=False) == [
        {"role": "system", "content": "You are Footnote."},
        {"role": "user", "content": "Who won?"},
        {"role": "assistant", "content": "Team A [cite:k-1]."},
        {"role": "user", "content": "And before?"},
    ]


def test_every_tool_call_gets_a_unique_id_and_an_answer(history: History) -> None:
    conv = history.create_conversation()
    history.add_user_message(conv.id, "q")
    mid = history.begin_answer(conv.id)
    history.record_tool_call(mid, call_id="", tool="web_search", arguments={}, result="a", ok=True)
    history.record_tool_call(mid, call_id="x", tool="web_search", arguments={}, result="b", ok=True)
    history.record_tool_call(mid, call_id="x", tool="web_search", arguments={}, result="c", ok=True)
    history.start_tool_call(mid, call_id="y", tool="web_fetch", arguments={})  # never finished
    history.finish_answer(mid, "stopped")
    messages = history.chat_messages(conv.id)
    calls = messages[1]["tool_calls"]
    ids = [c["id"] for c in calls]
    assert len(set(ids)) == 4 and all(ids)
    results = messages[2:]
    assert [r["tool_call_id"] for r in results] == ids
    assert (
        results[3]["content"] == "Error: the web_fetch call returned no result (it did not finish)."
    )
    # A stopped answer with no text adds no empty assistant message.
    assert messages[-1]["role"] == "tool"


def test_partial_and_failed_answers(history: History) -> None:
    conv = history.create_conversation()
    history.add_user_message(conv.id, "q1")
    stopped = history.begin_answer(conv.id)
    history.append_answer(stopped, "half an answer")
    history.finish_answer(stopped, "stopped")
    history.add_user_message(conv.id, "q2")
    failed = history.begin_answer(conv.id)
    history.finish_answer(failed, "error", error_code="timeout")
    history.add_user_message(conv.id, "q3")
    history.begin_answer(conv.id)  # the answer being generated right now
    assert history.chat_messages(conv.id) == [
        {"role": "user", "content": "q1"},
        {"role": "assistant", "content": "half an answer"},
        {"role": "user", "content": "q2"},
        {"role": "user", "content": "q3"},
    ]


def test_regenerate_context_ends_with_the_question(history: History) -> None:
    conv = history.create_conversation()
    history.add_user_message(conv.id, "q")
    mid = history.begin_answer(conv.id)
    history.record_tool_call(mid, call_id="c", tool="web_search", arguments={}, result="r", ok=True)
    history.finish_answer(mid, "complete", content="a")
    history.delete_last_answer(conv.id)
    assert history.chat_messages(conv.id) == [{"role": "user", "content": "q"}]


def test_stored_tool_messages_keep_their_call_id(history: History) -> None:
    conv = history.create_conversation()
    history.add_message(conv.id, "tool", "loose result", tool_call_id="abc")
    history.add_message(conv.id, "tool", "no id: dropped")
    assert history.chat_messages(conv.id) == [
        {"role": "tool", "tool_call_id": "abc", "content": "loose result"}
    ]


def test_record_run_from_an_agent_trace(history: History) -> None:
    from services.agent.trace import AgentTrace, ToolCallTrace, TurnTrace

    conv = history.create_conversation()
    history.add_user_message(conv.id, "Who won?")
    mid = history.begin_answer(conv.id)
    trace = AgentTrace(
        question="Who won?",
        model="m",
        turns=[
            TurnTrace(
                index=1,
                purpose="tools",
                tool_calls=[
                    ToolCallTrace(
                        tool="web_search",
                        args={"query": "winner"},
                        call_id="call_1",
                        ok=True,
                        provider="duckduckgo",
                        time_s=0.5,
                    )
                ],
            ),
            TurnTrace(
                index=2,
                purpose="tools",
                tool_calls=[
                    ToolCallTrace(
                        tool="web_fetch",
                        args={"urls": ["https://x"]},
                        call_id="call_2",
                        ok=False,
                        reason="blocked",
                        time_s=1.0,
                    )
                ],
            ),
            TurnTrace(index=3),
        ],
    )
    run_messages = [
        {"role": "system", "content": "sys"},
        {"role": "user", "content": "Who won?"},
        {"role": "assistant", "content": None, "tool_calls": [{"id": "call_1"}]},
        {"role": "tool", "tool_call_id": "call_1", "content": "results [k-1]"},
        {"role": "assistant", "content": None, "tool_calls": [{"id": "call_2"}]},
        {"role": "tool", "tool_call_id": "call_2", "content": "Error: blocked"},
        {"role": "assistant", "content": "Team A [cite:k-1]."},
    ]
    assert history.record_run(mid, trace, run_messages) == 2
    assert history.record_run(mid, trace.to_dict(), run_messages) == 2  # replaces, no duplicates
    history.finish_answer(mid, "complete", content="Team A [cite:k-1].")
    first, second = history.tool_calls(mid)
    assert (first.round, first.call_id, first.tool, first.ok, first.provider) == (
        1,
        "call_1",
        "web_search",
        True,
        "duckduckgo",
    )
    assert first.parsed_arguments() == {"query": "winner"} and first.elapsed_s == 0.5
    assert first.result_text == "results [k-1]"
    assert (second.round, second.ok, second.reason, second.result_text) == (
        2,
        False,
        "blocked",
        "Error: blocked",
    )
    context = history.chat_messages(conv.id)
    assert [m["role"] for m in context] == [
        "user",
        "assistant",
        "tool",
        "assistant",
        "tool",
        "assistant",
    ]
    assert context[2] == {"role": "tool", "tool_call_id": "call_1", "content": "results [k-1]"}
