"""Long threads open with their newest page; older pages load on demand, in
order, with citations numbered and resolved as when the answer was written."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from bench.ui_demo import SOURCES, populate
from services.errors import Corrupt
from tests.ui.conftest import settle
from tests.ui.helpers import anchor_point, anchors
from ui.chat.view import PAGE


def _ids(window: Any) -> list[int | None]:
    return [entry.id for entry in window.chat.entries]


def _shown_ids(window: Any) -> list[int | None]:
    return [widget.entry.id for widget in window.chat.widgets]


def test_a_long_thread_opens_with_its_newest_page_and_pages_back_in_order(
    qtbot: Any, make_window: Any, history: Any
) -> None:
    conv_id = populate(history, filler_pairs=99)  # 200 messages
    stored = [m.id for m in history.messages(conv_id)]
    window = make_window()
    window.open_conversation(conv_id)
    settle(qtbot, window)
    assert _ids(window) == stored[-PAGE:]  # only the newest page was read
    assert _shown_ids(window) == stored[-PAGE:]
    more = window.chat._more
    assert more.isVisible()
    pages = 1
    while more.isVisible():
        qtbot.mouseClick(more, Qt.MouseButton.LeftButton)
        settle(qtbot, window)
        pages += 1
        assert _ids(window) == stored[-PAGE * pages:]
        assert _shown_ids(window) == _ids(window)
    assert pages == 5 and _ids(window) == stored  # all of it, each message once
    # Regenerate is still offered on the last answer only.
    offered = [w for w in window.chat.widgets if w.regen_button.isVisibleTo(w)]
    assert offered == [window.chat.widgets[-1]]


def test_scrolling_to_the_top_loads_the_page_before_and_keeps_the_place(
    qtbot: Any, make_window: Any, history: Any
) -> None:
    conv_id = populate(history, filler_pairs=60)  # 122 messages
    window = make_window()
    window.open_conversation(conv_id)
    settle(qtbot, window)
    first = window.chat.widgets[0]
    bar = window.chat.verticalScrollBar()
    assert bar.maximum() > 0
    bar.setValue(bar.minimum())
    qtbot.waitUntil(lambda: len(window.chat.entries) == 2 * PAGE, timeout=20000)
    settle(qtbot, window)
    assert window.chat.widgets[PAGE] is first
    # The message read before stays where the reader was, below the new page.
    qtbot.waitUntil(lambda: bar.value() > 0, timeout=20000)
    top = first.mapTo(window.chat.widget(), first.rect().topLeft()).y()
    assert top - bar.value() > -first.height()


def test_citations_of_an_answer_on_an_earlier_page_are_numbered_and_open(
    qtbot: Any, make_window: Any, history: Any, opener: Any
) -> None:
    conv = history.create_conversation(model="m")
    history.add_user_message(conv.id, "Which Python is new?")
    cited = history.add_message(
        conv.id, "assistant",
        "The REPL improved [cite:p7q2m8-1]. A JIT arrived [cite:k3f9a1-1] [cite:p7q2m8-1].",
        model="m")
    history.save_registry(conv.id, SOURCES)
    for n in range(PAGE // 2):  # one page of later messages
        history.add_user_message(conv.id, f"Question {n}")
        history.add_message(conv.id, "assistant", f"Answer {n}", model="m")
    window = make_window()
    window.open_conversation(conv.id)
    settle(qtbot, window)
    assert cited not in _ids(window)
    qtbot.mouseClick(window.chat._more, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    answer = next(w for w in window.chat.widgets if w.entry.id == cited)
    shown = [(href, text) for href, text, _pos in anchors(answer.body)]
    # Numbered by first appearance in this answer, as when it was written, and
    # the list under it names each source.
    assert {(href, text) for href, text in shown if text.isdigit()} == {
        ("cite:p7q2m8-1", "1"), ("cite:k3f9a1-1", "2")}
    assert ("cite:k3f9a1-1", SOURCES[0].title) in shown
    assert [source.id for _n, source in answer.numbered()] == ["p7q2m8-1", "k3f9a1-1"]
    qtbot.mouseClick(answer.body.viewport(), Qt.MouseButton.LeftButton,
                     pos=anchor_point(answer.body, "cite:k3f9a1-1"))
    assert opener.opened == [SOURCES[0].url]


def test_a_failed_page_read_says_so_and_can_be_tried_again(
    qtbot: Any, make_window: Any, history: Any, monkeypatch: Any
) -> None:
    conv_id = populate(history, filler_pairs=30)  # 62 messages: two pages
    window = make_window()
    window.open_conversation(conv_id)
    settle(qtbot, window)
    read = history.thread

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise Corrupt("The history file could not be read.")

    monkeypatch.setattr(history, "thread", broken)
    errors: list[str] = []
    window.session.notice.connect(lambda notice: errors.append(notice.text()))
    more = window.chat._more
    qtbot.mouseClick(more, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert errors and len(window.chat.entries) == PAGE
    assert more.isVisible() and more.isEnabled()
    monkeypatch.setattr(history, "thread", read)
    qtbot.mouseClick(more, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert len(window.chat.entries) == 62 and not more.isVisible()


def test_a_page_read_for_a_conversation_left_meanwhile_is_dropped(
    qtbot: Any, make_window: Any, history: Any
) -> None:
    long_id = populate(history, filler_pairs=40)
    short = history.create_conversation(model="m")
    history.add_user_message(short.id, "hello")
    window = make_window()
    window.open_conversation(long_id)
    settle(qtbot, window)
    window.chat._more.click()  # the page is read on a worker...
    window.open_conversation(short.id)  # ...while the reader moves on
    settle(qtbot, window)
    assert [e.text for e in window.chat.entries] == ["hello"]
    assert not window.chat._more.isVisible()
