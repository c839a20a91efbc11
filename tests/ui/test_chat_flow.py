"""The chat window end to end with a scripted agent: streaming, citations (click,
hover, broken ids), Stop, title, rename, delete, copy, export, error banner.

``ScriptedAgent`` below is a local fake of ``Agent.run`` that speaks the agent's
event contract (text deltas, tool start, fetch progress); the runs against the
real agent and the local OpenAI server are in test_chat_agent.py.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLineEdit

from services.agent import AgentTrace, ToolCallTrace, TurnTrace
from services.cancel import CancelToken
from services.errors import LLMAuthError
from services.events import (
    AnswerDelta,
    PageFailed,
    PageRead,
    PagesQueued,
    SearchFinished,
    SearchStarted,
    ToolEnd,
    ToolStart,
)
from tests.scripted import end_run
from tests.ui.helpers import anchor_point, anchors

URL_A = "https://www.example.com/solar"
URL_B = "https://news.example.org/report"


class ScriptedAgent:
    """Searches (registers two sources), reports progress, streams a cited answer."""

    def __init__(self, *, gate: threading.Event | None = None, error: Exception | None = None):
        self.gate = gate
        self.error = error
        self.calls: list[dict[str, Any]] = []
        self.closed = False

    def close(self) -> None:
        self.closed = True

    def run(self, question: str, *, registry: Any, cancel: CancelToken, on_event: Any,
            **kw: Any) -> Any:
        self.calls.append({"question": question, **kw})
        if self.error is not None:
            return end_run(on_event, question, "", registry, error=self.error)
        on_event(ToolStart("s1", "web_search", {"query": question}))
        on_event(SearchStarted(question, "duckduckgo", "DuckDuckGo", call_id="s1"))
        on_event(SearchFinished(question, "duckduckgo", "DuckDuckGo", 2, 0.1, call_id="s1"))
        on_event(ToolEnd("s1", "web_search", True, provider="duckduckgo", time_s=0.1, count=2,
                         args={"query": question}, round=1))
        ids = registry.new_call()
        a = ids.assign(URL_A, title="Solar output doubles", excerpt="Output doubled in 2025.",
                       published_at="2025-03-01")
        b = ids.assign(URL_B, title="Grid report", snippet="The grid report says so.")
        urls = ("https://blocked.test/x", URL_A)
        on_event(ToolStart("f1", "web_fetch", {"urls": list(urls)}))
        on_event(PagesQueued(urls, call_id="f1"))
        on_event(PageFailed(urls[0], "blocked", call_id="f1"))
        on_event(PageRead(URL_A, "Solar output doubles", "builtin", call_id="f1"))
        on_event(ToolEnd("f1", "web_fetch", True, provider="builtin", time_s=0.2, count=1,
                         args={"urls": list(urls)}, round=1))
        parts = ["Solar output ", "doubled ", f"[cite:{a}]", " and the grid ", "grew ",
                 "[ci", f"te:{b}] with a typo [cite:zz9999-9]."]
        streamed: list[str] = []
        for part in parts:
            if cancel.cancelled:
                break
            streamed.append(part)
            on_event(AnswerDelta(part))
            if self.gate is not None:
                self.gate.wait(5)
        trace = AgentTrace(question=question, model="scripted", searched=True, tokens_in=10,
                           tokens_out=20, turns=[TurnTrace(1, "tools", tool_calls=[
                               ToolCallTrace("web_search", {"query": question}, "s1", True,
                                             provider="duckduckgo", time_s=0.1, count=2),
                               ToolCallTrace("web_fetch", {"urls": list(urls)}, "f1", True,
                                             provider="builtin", time_s=0.2, count=1,
                                             failures=[{"url": urls[0], "reason": "blocked"}]),
                           ])])
        return end_run(on_event, question, "".join(streamed), registry, trace=trace,
                       stopped=cancel.cancelled, checked=False)


def ask(qtbot: Any, window: Any, text: str) -> Any:
    window.composer.input.setPlainText(text)
    qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.session.busy, timeout=10000)
    return window.chat.widgets[-1]


def test_answer_streams_and_citation_click_opens_source(qtbot: Any, make_window: Any,
                                                        opener: Any) -> None:
    agent = ScriptedAgent()
    window = make_window(lambda _job: agent)
    answer = ask(qtbot, window, "How much did solar output grow?")
    assert answer.entry.status == "complete"
    # Each answer's agent releases its connections once it is done.
    qtbot.waitUntil(lambda: agent.closed, timeout=20000)
    assert window.windowTitle() == "Footnote — How much did solar output grow?"
    links = anchors(answer.body)
    cite_links = [a for a in links if a[0].startswith("cite:")]
    assert [text for _h, text, _p in cite_links[:2]] == ["1", "2"]
    # The unknown id stays visible as a broken marker.
    assert any(h == "cite-unknown:zz9999-9" for h, _t, _p in links)
    # Click citation 1: the URL goes to the (injected) system browser opener.
    href = cite_links[0][0]
    point = anchor_point(answer.body, href)
    qtbot.mouseClick(answer.body.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert opener.opened == [URL_A]
    # The source list under the answer has the same behaviour.
    source_link = [a for a in links if a[0] == href][-1]
    assert source_link[1] == "Solar output doubles"


def test_hover_shows_card_with_title_site_date_excerpt(qtbot: Any, make_window: Any) -> None:
    window = make_window(lambda _job: ScriptedAgent())
    answer = ask(qtbot, window, "solar?")
    href = next(h for h, _t, _p in anchors(answer.body) if h.startswith("cite:"))
    qtbot.mouseMove(answer.body.viewport(), anchor_point(answer.body, href))
    card = window.chat.card
    qtbot.waitUntil(card.isVisible, timeout=20000)
    assert card.title.text() == "[1] Solar output doubles"
    assert card.meta.text() == "example.com · published 2025-03-01"
    assert card.excerpt.text() == "Output doubled in 2025."


def test_stop_keeps_partial_answer_marked_stopped(qtbot: Any, make_window: Any,
                                                   history: Any) -> None:
    gate = threading.Event()
    window = make_window(lambda _job: ScriptedAgent(gate=gate))
    window.composer.input.setPlainText("solar?")
    qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    widget = window.chat.widgets[-1]
    qtbot.waitUntil(lambda: "Solar output" in widget.entry.text, timeout=20000)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    # Idle at once: Send is back, the partial text is kept and marked.
    assert not window.session.busy
    assert window.composer.button.text() == "Send"
    assert widget.entry.status == "stopped"
    assert widget.status.text() == "Stopped"
    assert widget.entry.text.startswith("Solar output")
    gate.set()
    qtbot.waitUntil(lambda: not window.session._stopping, timeout=20000)
    stored = history.messages(window.session.conversation_id)[-1]
    assert stored.status == "stopped"
    assert stored.content.startswith("Solar output")


def test_rename_and_delete_conversation(qtbot: Any, make_window: Any, history: Any) -> None:
    window = make_window(lambda _job: ScriptedAgent())
    ask(qtbot, window, "first question")
    cid = window.session.conversation_id
    window.conversations.rename(cid)  # the row becomes an editor; saved on a worker
    editor = window.conversations.list.findChild(QLineEdit, "titleEditor")
    editor.setText("Renamed chat")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: history.conversation(cid).title == "Renamed chat", timeout=20000)
    qtbot.waitUntil(lambda: window.windowTitle() == "Footnote — Renamed chat", timeout=20000)
    qtbot.waitUntil(lambda: window.conversations.titles() == ["Renamed chat"], timeout=20000)
    window.conversations.delete(cid)
    assert window.conversations.count() == 0
    assert window.windowTitle() == "Footnote"
    assert window.chat.widgets == []
    window.conversations.undo.finish()
    qtbot.waitUntil(lambda: history.conversations() == [], timeout=20000)


def test_copy_and_export_use_numbered_markers(qtbot: Any, make_window: Any,
                                              tmp_path: Path) -> None:
    window = make_window(lambda _job: ScriptedAgent())
    answer = ask(qtbot, window, "solar?")
    answer.copy_button.click()
    copied = QGuiApplication.clipboard().text()
    assert "Solar output doubled [1] and the grid grew [2]" in copied
    assert f"1. Solar output doubles. 2025-03-01. <{URL_A}>" in copied
    target = tmp_path / "chat.md"
    window.export_to(target)
    exported = target.read_text(encoding="utf-8")
    assert "# solar?" in exported
    # One Markdown form: the answer's section of the export is exactly what Copy gave.
    section = exported.split("## Footnote\n\n", 1)[1]
    assert section == copied


def test_bad_key_shows_banner_with_settings_button(qtbot: Any, make_window: Any,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    error = LLMAuthError("The key was rejected by OpenAI.", hint="Check Settings > Models.")
    window = make_window(lambda _job: ScriptedAgent(error=error))
    answer = ask(qtbot, window, "hello")
    assert answer.entry.status == "error"
    assert window.banner.isVisible()
    assert "The key was rejected by OpenAI." in window.banner.text()
    opened: list[Any] = []
    monkeypatch.setattr(window, "open_settings",
                        lambda page=None, focus="": opened.append(page))
    window.banner.action.click()
    assert opened == ["models"]


def test_progress_lines_and_trace(qtbot: Any, make_window: Any) -> None:
    window = make_window(lambda _job: ScriptedAgent())
    answer = ask(qtbot, window, "solar?")
    # What the run did stays with the answer, failures included; the trace is one
    # click away.
    activity = answer.activity
    assert activity.text() == "Searched 1 query · read 1 page · 1 page could not be read"
    activity.toggle.click()
    assert activity.details.text() == (
        "“solar?”: 2 results (DuckDuckGo)<br>Could not read blocked.test: The site blocked "
        "the request.<br>Read example.com")
    assert answer.trace_button.isVisible()
    qtbot.mouseClick(answer.trace_button, Qt.MouseButton.LeftButton)
    trace = answer.trace_view.toPlainText()
    assert "Correction fired: no" in trace
    assert "web_search" in trace and "duckduckgo" in trace
    assert "Searched: yes" in trace and "blocked.test" in trace
