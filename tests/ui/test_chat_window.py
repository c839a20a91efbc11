"""Main window behaviour that needs no model: language switch, web mode binding,
conversation search, Markdown rendering, regenerate."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from bench.ui_demo import ANSWER, SOURCES, populate
from services.events import AnswerDelta
from tests.scripted import end_run
from tests.ui.conftest import settle
from tests.ui.helpers import anchors


def test_language_switch_retranslates_the_window(qtbot: Any, make_window: Any,
                                                 settings: Any) -> None:
    from ui.i18n import install_translator

    window = make_window()
    app = QApplication.instance()
    install_translator(app, settings)
    try:
        settings.set("ui.language", "zh_CN")
        qtbot.waitUntil(lambda: window.composer.button.text() == "发送", timeout=20000)
        assert window.conversations.new_button.text() == "新对话"
        assert window.file_menu.title() == "文件(&F)"
    finally:
        settings.set("ui.language", "en")
    qtbot.waitUntil(lambda: window.composer.button.text() == "Send", timeout=20000)


def test_web_mode_switch_is_bound_to_the_setting(make_window: Any, settings: Any) -> None:
    window = make_window()
    box = window.composer.web_box
    assert box.currentData() == "auto"
    box.setCurrentIndex(box.findData("always"))
    assert settings["agent.web_mode"] == "always"
    settings.set("agent.web_mode", "off")
    assert box.currentData() == "off"


def test_search_finds_conversations_by_title_and_text(qtbot: Any, make_window: Any,
                                                      history: Any) -> None:
    populate(history)
    window = make_window()
    assert window.conversations.count() == 3
    window.conversations.search.setText("distributions")
    qtbot.waitUntil(lambda: window.conversations.count() == 1, timeout=20000)
    assert window.conversations.titles() == ["Linux distributions and Python"]
    window.conversations.search.setText("sys._is_gil_enabled")  # only in an answer's text
    qtbot.waitUntil(
        lambda: window.conversations.titles()
        == ["Python 3.13: what's new"], timeout=20000)
    window.conversations.search.clear()
    qtbot.waitUntil(lambda: window.conversations.count() == 3, timeout=20000)


def test_markdown_rendering_and_stored_citations(qtbot: Any, make_window: Any,
                                                 history: Any) -> None:
    conv_id = populate(history)
    window = make_window()
    window.open_conversation(conv_id)
    settle(qtbot, window)  # read on a worker
    assert window.windowTitle() == "Footnote — Python 3.13: what's new"
    answer = window.chat.widgets[-1]
    html = answer.rendered.html
    assert "<h2>" in html and "<table" in html and "<blockquote>" in html
    assert "<li>" in html and "<code>" in html
    assert 'style="color:' in html or "style=\"color: #" in html  # Pygments colours
    shown = [(href, text) for href, text, _pos in anchors(answer.body)]
    # Numbered by first appearance in this answer; the list repeats each source once.
    assert ("cite:k3f9a1-1", "1") in shown and ("cite:p7q2m8-1", "2") in shown
    assert ("cite:k3f9a1-2", "3") in shown
    assert ("cite:k3f9a1-2", SOURCES[1].title) in shown
    assert answer.entry.text == ANSWER


class _Echo:
    def __init__(self, reply: str) -> None:
        self.reply = reply
        self.questions: list[str] = []

    def run(self, question: str, *, on_event: Any, **_kw: Any) -> Any:
        self.questions.append(question)
        on_event(AnswerDelta(self.reply))
        return end_run(on_event, question, self.reply)


def test_regenerate_replaces_the_last_answer(qtbot: Any, make_window: Any,
                                             history: Any) -> None:
    agents = [_Echo("first answer"), _Echo("second answer")]
    window = make_window(lambda _job: agents[0] if not agents[0].questions else agents[1])
    window.composer.input.setPlainText("a question")
    qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.session.busy, timeout=20000)
    last = window.chat.widgets[-1]
    assert last.regen_button.isVisible()
    qtbot.mouseClick(last.regen_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.session.busy, timeout=20000)
    assert agents[1].questions == ["a question"]
    texts = [(w.entry.role, w.entry.text) for w in window.chat.widgets]
    assert texts == [("user", "a question"), ("assistant", "second answer")]
    stored = [(m.role, m.content) for m in history.messages(window.session.conversation_id)]
    assert stored == texts


def test_shift_enter_breaks_the_line_enter_sends(qtbot: Any, make_window: Any) -> None:
    agent = _Echo("ok")
    window = make_window(lambda _job: agent)
    box = window.composer.input
    qtbot.keyClicks(box, "line one")
    qtbot.keyClick(box, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClicks(box, "line two")
    assert box.toPlainText() == "line one\nline two"
    qtbot.keyClick(box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.session.busy, timeout=20000)
    assert agent.questions == ["line one\nline two"]
    assert box.toPlainText() == ""


def test_empty_chat_says_what_to_do_and_which_model_answers(
    qtbot: Any, make_window: Any, settings: Any
) -> None:
    settings.update({"llm.provider": "deepseek", "llm.model": ""})
    window = make_window()
    hint = window.chat.empty_state
    assert hint.isVisible() and "numbered sources" in hint.text()
    editor = window.composer.model_box.lineEdit()
    assert window.composer.model() == "" and editor.placeholderText() == "deepseek-chat"
    window.chat.append(_user_entry("hello"))
    assert not hint.isVisible()
    window.new_conversation()
    assert hint.isVisible()


def _user_entry(text: str) -> Any:
    from ui.chat.message import Entry

    return Entry(role="user", text=text)
