"""What the answer's header, progress lines and trace say while and after it runs."""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import Qt

from services.agent import AgentTrace, ToolCallTrace, TurnTrace
from services.events import (
    AnswerDelta,
    Asking,
    SearchStarted,
    ToolStart,
)
from tests.scripted import end_run
from ui.chat.trace import format_trace


class _SlowSearch:
    """Starts a search, waits for the test, then writes its answer."""

    def __init__(self) -> None:
        self.searching = threading.Event()
        self.go_on = threading.Event()

    def close(self) -> None:
        pass

    def run(self, question: str, *, registry: Any, cancel: Any, on_event: Any,
            **_kw: Any) -> Any:
        on_event(Asking("scripted"))
        on_event(ToolStart("s1", "web_search", {"query": "solar"}))
        on_event(SearchStarted("solar", "duckduckgo", "DuckDuckGo", call_id="s1"))
        self.searching.set()
        self.go_on.wait(10)
        on_event(AnswerDelta("It grew."))
        self.go_on.clear()
        self.go_on.wait(10)
        return end_run(on_event, question, "It grew.", registry)


class _SlowAnswer(_SlowSearch):
    """Asks the model, waits for the test, writes, waits again, ends."""

    def run(self, question: str, *, registry: Any, cancel: Any, on_event: Any,
            **_kw: Any) -> Any:
        on_event(Asking("scripted"))
        self.searching.set()
        self.go_on.wait(10)
        on_event(AnswerDelta("It grew."))
        self.go_on.clear()
        self.go_on.wait(10)
        return end_run(on_event, question, "It grew.", registry)


def test_the_asking_line_goes_once_the_answer_streams(qtbot: Any, make_window: Any) -> None:
    agent = _SlowAnswer()
    window = make_window(lambda _job: agent)
    window.composer.input.setPlainText("solar?")
    qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    widget = window.chat.widgets[-1]
    activity = widget.activity
    qtbot.waitUntil(lambda: activity.text() == "Asking scripted…", timeout=20000)
    assert activity.working and not activity.spinner.isHidden()
    agent.go_on.set()
    qtbot.waitUntil(lambda: widget.entry.text == "It grew.", timeout=20000)
    assert not activity.working and activity.isHidden()  # nothing searched, nothing to fold
    agent.go_on.set()
    qtbot.waitUntil(lambda: not window.session.busy, timeout=20000)


def test_the_header_says_writing_only_while_the_answer_streams(
    qtbot: Any, make_window: Any
) -> None:
    agent = _SlowSearch()
    window = make_window(lambda _job: agent)
    window.composer.input.setPlainText("solar?")
    qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    widget = window.chat.widgets[-1]
    qtbot.waitUntil(lambda: widget.activity.text() == "Searching “solar” (DuckDuckGo)…",
                    timeout=20000)
    assert widget.status.text() == ""  # a search runs: nothing is being written yet
    agent.go_on.set()
    qtbot.waitUntil(lambda: widget.entry.text == "It grew.", timeout=20000)
    assert widget.status.text() == "writing…"
    agent.go_on.set()
    qtbot.waitUntil(lambda: not window.session.busy, timeout=20000)


def test_the_trace_lists_each_call_with_its_result_and_reasons(qapp: Any) -> None:
    trace = AgentTrace(question="q", model="m", turns=[TurnTrace(1, "tools", tool_calls=[
        ToolCallTrace("web_fetch", {"urls": ["https://a.com/x", "https://b.org/y"]}, "f1",
                      True, provider="builtin", time_s=0.5, count=1,
                      failures=[{"url": "https://b.org/y", "reason": "blacklisted"}]),
    ])])
    text = format_trace(trace.to_dict())
    assert "Searched: no" in text  # a fetch alone is not a search
    assert "web_fetch(['https://a.com/x', 'https://b.org/y'])  ok  [builtin]  0.50 s  " \
           "1 page read" in text
    # Each reason worded once, from the failure catalogue, with its code.
    assert "✗ https://b.org/y: The page is blocked by your list. [blacklisted]" in text
    failed = AgentTrace(question="q", model="m", searched=True, turns=[TurnTrace(1, tool_calls=[
        ToolCallTrace("web_search", {"query": "q"}, "s1", False, "timeout",
                      provider="SearXNG", time_s=8.0),
    ])])
    text = format_trace(failed.to_dict())
    assert "Searched: yes" in text
    assert "web_search(q)  failed: SearXNG did not answer in time. [timeout]  [SearXNG]" in text
