"""The chat window with the real agent (app.wiring.agent.build_agent) against the
local OpenAI-compatible server, a local SearXNG and local article pages."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import Qt

from tests.agent.conftest import Lab, lab  # noqa: F401 - the fixture is used by name
from tests.servers.openai_server import Reply, cite_id_for, fetch, search, text
from tests.ui.helpers import anchor_point, anchors

QUESTION = "What is the latest Rust release?"


def _configure(settings: Any, lab: Lab) -> None:  # noqa: F811 - lab is the type here
    settings.update(lab.app_settings())


def _script(lab: Lab) -> str:  # noqa: F811
    page = lab.page("rust", "Rust 1.83 released", "Rust 1.83 was released on 28 November 2024.")
    lab.hits("Rust latest release", ("Rust 1.83 released", page, "Rust 1.83 is out."))
    lab.llm.script(
        search("Rust latest release"),
        lambda body: fetch(page),
        lambda body: text(f"Rust **1.83** came out in November 2024 "
                          f"[cite:{cite_id_for(body, '/articles/rust')}]."),
    )
    return page


def _record_progress(widget: Any) -> list[str]:
    """What the answer's activity row says while it runs, in order."""
    seen: list[str] = []
    original = widget.set_activity

    def spy(live: str | None, summary: Any, notes: list[str]) -> None:
        original(live, summary, notes)
        if not seen or seen[-1] != widget.activity.text():
            seen.append(widget.activity.text())

    widget.set_activity = spy
    return seen


def test_real_agent_answer_citation_click_and_hover(
    qtbot: Any, make_window: Any, settings: Any, lab: Lab, opener: Any, history: Any,  # noqa: F811
) -> None:
    _configure(settings, lab)
    page = _script(lab)
    window = make_window()
    window.composer.input.setPlainText(QUESTION)
    qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    answer = window.chat.widgets[-1]
    progress = _record_progress(answer)
    qtbot.waitUntil(lambda: not window.session.busy, timeout=20000)

    assert answer.entry.status == "complete", window.banner.text()
    assert "Searching “Rust latest release” (SearXNG)…" in progress
    assert any(line.startswith("Reading 1 page · 127.0.0.1") for line in progress)
    # Then folded into a summary that stays with the answer.
    assert answer.activity.text() == "Searched 1 query · read 1 page"
    assert not answer.activity.working and answer.activity.spinner.isHidden()
    assert window.windowTitle() == f"Footnote — {QUESTION}"
    # The checked citation in the sentence (its link names the marker), not the
    # pill in the source list.
    cite = next(h for h, t, _p in anchors(answer.body)
                if h.startswith("cite:") and "#" in h and t.strip() == "1")
    qtbot.mouseClick(answer.body.viewport(), Qt.MouseButton.LeftButton,
                     pos=anchor_point(answer.body, cite))
    # The checked citation opens the page at its passage (a URL text fragment).
    [opened] = opener.opened
    assert opened.startswith(page + "#:~:text=Rust 1.83 was released")

    qtbot.mouseMove(answer.body.viewport(), anchor_point(answer.body, cite))
    card = window.chat.card
    qtbot.waitUntil(card.isVisible, timeout=20000)
    assert card.title.text() == "[1] Rust 1.83 released"
    assert card.meta.text().startswith("127.0.0.1")
    assert card.passage.isVisible()
    assert "28 November 2024" in re.sub("<[^>]+>", "", card.passage.text())

    # Saved: the answer, its numbered sources (with the excerpt) and its trace.
    stored = history.messages(window.session.conversation_id)[-1]
    assert stored.status == "complete" and "[cite:" in stored.content
    assert [(s.n, s.source.url) for s in stored.sources] == [(1, page)]
    assert stored.trace is not None and stored.trace["searched"] is True
    assert [t.tool for t in history.tool_calls(stored.id)] == ["web_search", "web_fetch"]
    assert all(t.ok for t in history.tool_calls(stored.id))
    answer.trace_button.click()
    assert "web_fetch" in answer.trace_view.toPlainText()


def test_real_agent_stop_mid_stream_keeps_partial(
    qtbot: Any, make_window: Any, settings: Any, lab: Lab, history: Any,  # noqa: F811
) -> None:
    _configure(settings, lab)
    long_text = "Rust is a systems programming language. " * 40
    lab.llm.script(Reply(text=long_text, chunk=8, delay_s=0.05))
    window = make_window()
    window.composer.web_box.setCurrentIndex(window.composer.web_box.findData("off"))
    assert settings["agent.web_mode"] == "off"
    window.composer.input.setPlainText("Tell me about Rust")
    qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    answer = window.chat.widgets[-1]
    qtbot.waitUntil(lambda: len(answer.entry.text) > 30, timeout=10000)
    window.composer.button.click()  # the Send button is Stop while busy
    assert not window.session.busy
    assert answer.entry.status == "stopped"
    kept = answer.entry.text
    assert kept and long_text.startswith(kept.rstrip()[:30])
    qtbot.waitUntil(lambda: not window.session._stopping, timeout=10000)
    stored = history.messages(window.session.conversation_id)[-1]
    assert stored.status == "stopped"
    assert stored.content and long_text.startswith(stored.content)
    assert len(stored.content) < len(long_text)


def test_missing_key_reaches_the_banner_with_settings_button(
    qtbot: Any, make_window: Any, settings: Any, monkeypatch: Any,
) -> None:
    settings.update({"llm.provider": "openai", "llm.model": "gpt-4o-mini"})
    window = make_window()
    window.composer.input.setPlainText("hello")
    qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.session.busy, timeout=20000)
    assert window.chat.widgets[-1].entry.status == "error"
    assert "No API key is stored for OpenAI" in window.banner.text()
    # The GUI says where to fix it, not the command line's "python -m app keys set".
    assert "Add the key in Settings › Models." in window.banner.text()
    assert "python -m app" not in window.banner.text()
    pages: list[Any] = []
    monkeypatch.setattr(window, "open_settings",
                        lambda page=None, focus="": pages.append(page))
    window.banner.action.click()
    assert pages == ["models"]


def test_failed_pages_show_their_reason(
    qtbot: Any, make_window: Any, settings: Any, lab: Lab,  # noqa: F811
) -> None:
    _configure(settings, lab)
    settings.set("blacklist.rules", "*://127.0.0.1/articles/spam*")
    good = lab.page("good", "Good page", "A readable page about Rust.")
    spam = lab.page("spam", "Spam page", "Spam.")
    lab.llm.script(
        fetch(good, spam),
        lambda body: text(f"Read it [cite:{cite_id_for(body, '/articles/good')}]."),
    )
    window = make_window()
    window.composer.input.setPlainText(f"Summarize {good} and {spam}")
    qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    answer = window.chat.widgets[-1]
    progress = _record_progress(answer)
    qtbot.waitUntil(lambda: not window.session.busy, timeout=20000)
    assert answer.entry.status == "complete", window.banner.text()
    assert any(text.startswith("Reading 2 pages") for text in progress)
    # After the run the failure stays with the answer, once (the pasted URLs were
    # read first, then the model asked for the same pages again).
    activity = answer.activity
    assert activity.text() == "Read 1 page · 1 page could not be read"
    activity.toggle.click()
    assert activity.details.text().count("Could not read 127.0.0.1: The page is blocked by "
                                         "your list") == 1
