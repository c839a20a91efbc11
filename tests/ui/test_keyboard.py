"""Keyboard and layout: Tab follows the screen, every control shows a focus
ring, a focused citation shows its card, the message box lines up with the
reading column, one quiet header per answer, an empty chat offers examples and
the model picker lists the endpoint's models."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFontInfo
from PySide6.QtWidgets import QWidget

from bench.ui_demo import populate
from tests.servers.base import LocalServer
from tests.servers.openai_server import OpenAIServer
from tests.ui.conftest import laid_out, settle
from ui.design import tokens

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _opened(qtbot: Any, make_window: Any, history: Any) -> Any:
    window = make_window()
    window.resize(1440, 900)
    window.open_conversation(populate(history))
    settle(qtbot, window)
    laid_out(qtbot, window.chat)
    window.activateWindow()
    return window


def _tab_stops(start: QWidget, end: QWidget) -> list[QWidget]:
    """The visible widgets Tab stops at between ``start`` and ``end``."""
    stops, widget = [], start.nextInFocusChain()
    while widget is not end and widget is not start:
        if (widget.focusPolicy() & Qt.FocusPolicy.TabFocus and widget.isVisible()
                and widget.isEnabled() and widget.focusProxy() is None):
            stops.append(widget)
        widget = widget.nextInFocusChain()
    return stops


def test_tab_goes_from_the_sidebar_through_the_messages_to_the_message_box(
    qtbot: Any, make_window: Any, history: Any
) -> None:
    window = _opened(qtbot, make_window, history)
    question, answer = window.chat.widgets[-2:]
    stops = _tab_stops(window.conversations.settings_button, window.composer.input)
    # The answer's activity summary sits above its text: its toggle comes first.
    assert answer.activity is not None
    assert stops == [question.body, answer.activity.toggle, answer.body, answer.copy_button,
                     answer.regen_button,
                     answer.export_button, answer.trace_button]


def _shows_focus_ring(qtbot: Any, widget: QWidget) -> bool:
    """Focus ``widget`` from the keyboard and look for the ring's colour in its pixels."""
    ring = QColor(tokens("light").focus)
    widget.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(widget.hasFocus)
    image = widget.grab().toImage()
    return any(
        abs(QColor(image.pixel(x, y)).red() - ring.red()) < 24
        and abs(QColor(image.pixel(x, y)).green() - ring.green()) < 24
        and abs(QColor(image.pixel(x, y)).blue() - ring.blue()) < 24
        for x in range(0, image.width(), 2) for y in range(image.height())
    )


def test_every_control_shows_a_focus_ring(
    qtbot: Any, make_window: Any, history: Any, qapp: Any
) -> None:
    from ui.theme import apply_scheme

    apply_scheme(qapp, "light")  # the app's style sheet, as the app runs it
    window = _opened(qtbot, make_window, history)
    answer = window.chat.widgets[-1]
    composer = window.composer
    controls = {
        "Copy": answer.copy_button, "Regenerate": answer.regen_button,
        "Export": answer.export_button, "Trace": answer.trace_button,
        "Web mode": composer.web_box, "New chat": window.conversations.new_button,
        "Settings": window.conversations.settings_button,
        "Conversation list (its current row)": window.conversations.list,
    }
    missing = [name for name, widget in controls.items()
               if not _shows_focus_ring(qtbot, widget)]
    assert missing == []
    # Send is drawn on the accent colour: its ring is the text colour instead.
    composer.button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(composer.button.hasFocus)
    image = composer.button.grab().toImage()
    text = QColor(tokens("light").text)
    assert QColor(image.pixel(image.width() // 2, 1)).lightness() < 80 or any(
        QColor(image.pixel(x, image.height() // 2)).name() == text.name()
        for x in range(image.width()))


def test_a_citation_reached_with_tab_shows_its_card(
    qtbot: Any, make_window: Any, history: Any
) -> None:
    window = _opened(qtbot, make_window, history)
    body = window.chat.widgets[-1].body
    body.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(body.hasFocus)
    assert body.focusNextPrevChild(True)  # the first link of the answer
    assert body.focused_link().startswith("cite:")
    card = window.chat.card
    assert card.isVisible()
    assert card.current_id == body.focused_link()[len("cite:"):].partition("#")[0]
    assert card.title.text().startswith("[1] ")
    # The card sits beside the focused link's line, not over it.
    link = body.focused_link_rect()
    top_left = body.viewport().mapTo(window, link.topLeft())
    assert not card.geometry().intersects(link.translated(top_left - link.topLeft()))
    window.composer.input.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: not card.isVisible())


def test_the_message_box_lines_up_with_the_reading_column(
    qtbot: Any, make_window: Any, history: Any
) -> None:
    window = _opened(qtbot, make_window, history)
    chat, frame = window.chat, window.composer.frame
    left, _right = chat.column()
    column_left = chat.viewport().mapToGlobal(chat.viewport().rect().topLeft()).x() + left
    assert abs(frame.mapToGlobal(frame.rect().topLeft()).x() - column_left) <= 1
    assert abs(frame.width() - chat.column_width()) <= 2
    assert frame.width() < window.width() * 0.6  # not the whole window any more
    answer = window.chat.widgets[-1]
    assert QFontInfo(answer.body.font()).pixelSize() >= 15


def test_one_quiet_header_per_answer(qtbot: Any, make_window: Any, history: Any) -> None:
    window = _opened(qtbot, make_window, history)
    question, answer = window.chat.widgets[-2:]
    assert question.header.isHidden()  # the bubble says whose it is
    assert answer.header.text() == "deepseek-chat"
    assert not answer.header.font().bold()
    assert answer.header.font().pixelSize() < answer.body.font().pixelSize()


def test_an_empty_chat_offers_examples_that_fill_the_message_box(
    qtbot: Any, make_window: Any
) -> None:
    window = make_window()
    empty = window.chat.empty_state
    assert empty.isVisible()
    buttons = empty.examples.buttons
    assert len(buttons) >= 3
    qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
    assert window.composer.input.toPlainText() == buttons[0].text()
    assert window.composer.input.hasFocus()
    assert not window.session.busy  # filled, not sent: Enter sends it


@pytest.mark.qt_log_ignore("does not support raise", "grabbing the keyboard")
def test_the_model_picker_lists_the_endpoints_models(
    qtbot: Any, make_window: Any, settings: Any, server: LocalServer
) -> None:
    llm = OpenAIServer(server)
    llm.models = ["qwen3:8b", "qwen3:14b", "llama3.1:8b"]
    settings.update({"llm.provider": "ollama", "llm.ollama.base_url": llm.base_url,
                     "llm.model": "qwen3:8b"})
    window = make_window()
    box = window.composer.model_box
    assert [box.itemText(i) for i in range(box.count())] == ["qwen3:8b"]
    with qtbot.waitSignal(window.catalog.listed, timeout=20000):
        box.setFocus(Qt.FocusReason.TabFocusReason)  # about to be used: list the models
    listed = [box.itemText(i) for i in range(box.count())]
    assert listed[0] == box.currentText() == "qwen3:8b"  # the chosen one stays chosen
    assert sorted(listed) == sorted(llm.models)
    asked = [r.path for r in server.requests].count("/v1/models")
    with qtbot.waitSignal(window.catalog.listed, timeout=20000):
        box.showPopup()  # asked once per endpoint and session: from the cache
    box.hidePopup()
    assert [r.path for r in server.requests].count("/v1/models") == asked == 1

