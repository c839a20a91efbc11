"""What a GUI answer leaves in History: its tool calls, from the run's trace and
messages when the agent did not report them one by one.

``TraceOnlyAgent`` is a local fake of ``Agent.run`` returning a real
``AgentTrace`` and the run's chat messages without tool events (the per-event
path runs against the real agent in test_chat_agent.py).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from services.agent.trace import AgentTrace, ToolCallTrace, TurnTrace
from services.events import AnswerDelta
from tests.scripted import end_run

SEARCH_RESULT = "1. Solar output doubles (https://www.example.com/solar)"
FETCH_ERROR = "Error: example.org blocked the request (403)."


class TraceOnlyAgent:
    def run(self, question: str, *, registry: Any, cancel: Any, on_event: Any,
            **_kw: Any) -> Any:
        ids = registry.new_call()
        cid = ids.assign("https://www.example.com/solar", title="Solar output doubles")
        text = f"Solar output doubled [cite:{cid}]."
        on_event(AnswerDelta(text))
        trace = AgentTrace(question=question, model="scripted", searched=True, turns=[
            TurnTrace(index=1, purpose="tools", tool_calls=[
                ToolCallTrace("web_search", {"query": question}, call_id="call_1", ok=True,
                              provider="duckduckgo", time_s=0.2),
                ToolCallTrace("web_fetch", {"urls": ["https://example.org/x"]},
                              call_id="call_2", ok=False, reason="blocked", time_s=0.1),
            ]),
            TurnTrace(index=2, purpose="answer"),
        ])
        messages = [
            {"role": "user", "content": question},
            {"role": "assistant", "content": "", "tool_calls": [
                {"id": "call_1", "type": "function",
                 "function": {"name": "web_search", "arguments": "{}"}},
                {"id": "call_2", "type": "function",
                 "function": {"name": "web_fetch", "arguments": "{}"}},
            ]},
            {"role": "tool", "tool_call_id": "call_1", "content": SEARCH_RESULT},
            {"role": "tool", "tool_call_id": "call_2", "content": FETCH_ERROR},
            {"role": "assistant", "content": text},
        ]
        return end_run(on_event, question, text, registry, trace=trace, messages=messages)


def test_tool_calls_of_a_gui_answer_are_in_history(
    qtbot: Any, make_window: Any, history: Any
) -> None:
    window = make_window(lambda _job: TraceOnlyAgent())
    window.composer.input.setPlainText("How much did solar output grow?")
    qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.session.busy, timeout=10000)

    stored = history.messages(window.session.conversation_id)[-1]
    assert stored.status == "complete"
    calls = history.tool_calls(stored.id)
    assert [(c.call_id, c.tool, c.ok, c.round) for c in calls] == [
        ("call_1", "web_search", True, 1), ("call_2", "web_fetch", False, 1),
    ]
    assert calls[0].result_text == SEARCH_RESULT  # what the model was given back
    assert calls[1].reason == "blocked" and calls[1].result_text == FETCH_ERROR
    assert calls[0].provider == "duckduckgo"
