"""The sidebar: pages fetched as the list scrolls, date groups, hover actions."""

from __future__ import annotations

import time
from datetime import datetime, timedelta
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit

from tests.ui.conftest import settle
from ui.conversation_model import (
    OLDER,
    PAGE_SIZE,
    TODAY,
    WEEK,
    YESTERDAY,
    ConversationModel,
    date_group,
)


def _spread(history: Any, count: int) -> list[int]:
    """``count`` conversations, one every 6 hours back from now."""
    now = time.time()
    ids = []
    with history.batch():
        for n in range(count):
            conv = history.create_conversation(f"chat {n}")
            history._conn.execute(
                "UPDATE conversations SET updated_at = ? WHERE id = ?", (now - n * 6 * 3600,
                                                                         conv.id))
            ids.append(conv.id)
    return ids


def test_date_groups() -> None:
    today = datetime(2026, 3, 10, 15, 0)
    at = lambda **kw: (today - timedelta(**kw)).timestamp()  # noqa: E731
    assert date_group(at(hours=1), today.date()) == TODAY
    assert date_group(at(days=1), today.date()) == YESTERDAY
    assert date_group(at(days=6), today.date()) == WEEK
    assert date_group(at(days=30), today.date()) == OLDER


def test_the_list_loads_pages_as_it_scrolls(qtbot: Any, make_window: Any, history: Any) -> None:
    ids = _spread(history, PAGE_SIZE * 2 + 30)
    window = make_window()
    sidebar = window.conversations
    assert sidebar.count() == PAGE_SIZE  # the first page only
    assert sidebar.ids() == ids[:PAGE_SIZE]
    model = sidebar.model
    headers = model.headers()
    assert headers[:2] == [TODAY, YESTERDAY] and headers[-1] == OLDER
    assert len(headers) == len(set(headers))  # each group once, in order
    while model.canFetchMore():
        model.fetchMore()
        settle(qtbot, window)
    assert sidebar.ids() == ids  # every conversation once, in order
    assert model.headers() == headers  # later pages joined the last group


def test_header_rows_cannot_be_selected(qtbot: Any, history: Any) -> None:
    model = ConversationModel()
    model.set_pages(history.conversations(), exhausted=True)
    _spread(history, 3)
    model.set_pages(history.conversations(), exhausted=True)
    assert model.rowCount() == 3 + len(model.headers())
    assert not model.flags(model.index(0)) & Qt.ItemFlag.ItemIsSelectable
    assert model.flags(model.index(1)) & Qt.ItemFlag.ItemIsSelectable


def _row_rect(sidebar: Any, conversation_id: int) -> Any:
    return sidebar.list.visualRect(sidebar.model.index(sidebar.model.row_of(conversation_id)))


def test_the_delete_icon_removes_the_row_without_opening_it_and_offers_undo(
    qtbot: Any, make_window: Any, history: Any
) -> None:
    ids = _spread(history, 3)
    window = make_window()
    window.open_conversation(ids[0])
    settle(qtbot, window)
    sidebar = window.conversations
    view = sidebar.list
    rect = _row_rect(sidebar, ids[1])
    delete = sidebar.delegate.action_rects(rect)["delete"]
    qtbot.mouseMove(view.viewport(), rect.center())
    with qtbot.assertNotEmitted(sidebar.selected):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=delete.center())
    # Gone from the list at once, the open conversation untouched, nothing deleted yet.
    assert sidebar.ids() == [ids[0], ids[2]]
    assert window.session.conversation_id == ids[0]
    assert sidebar.undo.isVisible()
    assert "chat 1" in sidebar.undo.label.text()
    assert [c.id for c in history.conversations()] == ids
    # Reloads and searches keep it out while Undo is offered.
    window.reload_conversations()
    settle(qtbot, window)
    assert sidebar.ids() == [ids[0], ids[2]]
    sidebar.undo.finish()  # the offer ends: the deletion is carried out on a worker
    settle(qtbot, window)
    assert not sidebar.undo.isVisible()
    assert [c.id for c in history.conversations()] == [ids[0], ids[2]]
    assert sidebar.ids() == [ids[0], ids[2]]


def test_undo_brings_a_deleted_conversation_back_and_reopens_it(
    qtbot: Any, make_window: Any, history: Any
) -> None:
    ids = _spread(history, 2)
    window = make_window()
    window.open_conversation(ids[1])
    settle(qtbot, window)
    sidebar = window.conversations
    sidebar.list.setFocus()
    qtbot.keyClick(sidebar.list, Qt.Key.Key_Delete)  # the open one, from the keyboard
    assert sidebar.ids() == [ids[0]]
    assert window.session.conversation_id is None  # it closed with its row
    sidebar.undo.undo_button.click()
    settle(qtbot, window)
    assert sidebar.ids() == ids
    assert window.session.conversation_id == ids[1]
    assert not sidebar.undo.isVisible()
    assert [c.id for c in history.conversations()] == ids


def test_a_second_delete_carries_out_the_first(
    qtbot: Any, make_window: Any, history: Any
) -> None:
    ids = _spread(history, 3)
    window = make_window()
    sidebar = window.conversations
    sidebar.delete(ids[0])
    sidebar.delete(ids[1])
    settle(qtbot, window)
    assert [c.id for c in history.conversations()] == [ids[1], ids[2]]
    assert sidebar.ids() == [ids[2]]
    assert sidebar.pending_deletion() == ids[1]


def test_closing_the_app_carries_out_a_waiting_deletion(
    qtbot: Any, make_window: Any, history: Any
) -> None:
    ids = _spread(history, 2)
    window = make_window()
    window.conversations.delete(ids[0])
    window.shutdown()
    from services.storage.history import History

    with History(history.path) as reopened:
        assert [c.id for c in reopened.conversations()] == [ids[1]]


def test_rename_in_place_shows_the_whole_title_and_saves_on_enter(
    qtbot: Any, make_window: Any, history: Any
) -> None:
    long_title = "A rather long conversation title about tulip bulbs, frost and planting depth"
    conv = history.create_conversation(long_title)
    window = make_window()
    sidebar = window.conversations
    view = sidebar.list
    rect = _row_rect(sidebar, conv.id)
    rename = sidebar.delegate.action_rects(rect)["rename"]
    qtbot.mouseMove(view.viewport(), rect.center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rename.center())
    editor = view.findChild(QLineEdit, "titleEditor")
    assert editor is not None and editor.isVisible()
    assert editor.text() == long_title  # the whole title, not an elided one
    assert editor.width() >= rect.width() - 10  # the row's width, not a pop-up's
    editor.setText("Tulips")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: sidebar.titles() == ["Tulips"], timeout=20000)
    settle(qtbot, window)
    assert history.conversation(conv.id).title == "Tulips"


def test_escape_cancels_a_rename(qtbot: Any, make_window: Any, history: Any) -> None:
    conv = history.create_conversation("Gardening")
    window = make_window()
    sidebar = window.conversations
    with qtbot.assertNotEmitted(sidebar.renamed):
        sidebar.rename(conv.id)
        editor = sidebar.list.findChild(QLineEdit, "titleEditor")
        assert editor is not None
        editor.setText("Something else")
        qtbot.keyClick(editor, Qt.Key.Key_Escape)
    assert not shiboken_valid(editor) or not editor.isVisible()
    assert sidebar.titles() == ["Gardening"]


def shiboken_valid(widget: Any) -> bool:
    import shiboken6

    return bool(shiboken6.isValid(widget))


def test_search_shows_ranked_hits_with_snippets(
    qtbot: Any, make_window: Any, history: Any
) -> None:
    conv = history.create_conversation("Gardening")
    history.add_user_message(conv.id, "how deep should tulip bulbs go")
    _spread(history, 5)
    window = make_window()
    window.conversations.search.setText("tul")
    qtbot.waitUntil(lambda: window.conversations.ids() == [conv.id], timeout=20000)
    model = window.conversations.model
    assert model.headers() == []  # ranked, not grouped
    from ui.conversation_model import MARKS_ROLE, SNIPPET_ROLE

    index = model.index(0)
    snippet = index.data(SNIPPET_ROLE)
    assert [snippet[a:b] for a, b in index.data(MARKS_ROLE)] == ["tul"]


def _contrast_of_selected_title(qtbot: Any, window: Any, conversation_id: int) -> float:
    """The contrast between the selected row's background and its title's ink,
    read from the pixels the view painted."""
    from PySide6.QtGui import QColor

    from ui.design import contrast_ratio

    sidebar = window.conversations
    sidebar.select(conversation_id)
    settle(qtbot, window)
    view = sidebar.list
    rect = view.visualRect(sidebar.model.index(sidebar.model.row_of(conversation_id)))
    image = view.viewport().grab(rect).toImage()
    background = QColor(image.pixel(3, image.height() // 2)).name()
    title_band = range(4, min(image.height(), view.fontMetrics().height() + 8))
    inks = {QColor(image.pixel(x, y)).name()
            for x in range(10, image.width() - 10) for y in title_band}
    return max(contrast_ratio(background, ink) for ink in inks)


def test_the_selected_conversation_title_is_readable_in_both_themes(
    qtbot: Any, make_window: Any, history: Any, qapp: Any
) -> None:
    from ui.theme import apply_scheme

    ids = _spread(history, 2)
    window = make_window()
    try:
        for scheme in ("light", "dark"):
            apply_scheme(qapp, scheme)
            # Before: white highlighted-text ink on the pale selection pill (1.2:1).
            assert _contrast_of_selected_title(qtbot, window, ids[0]) >= 4.5, scheme
    finally:
        apply_scheme(qapp, "light")


def test_a_list_reload_waits_while_a_title_is_edited(
    qtbot: Any, make_window: Any, history: Any
) -> None:
    conv = history.create_conversation("Gardening")
    window = make_window()
    sidebar = window.conversations
    sidebar.rename(conv.id)
    editor = sidebar.list.findChild(QLineEdit, "titleEditor")
    editor.setText("Garden")
    history.create_conversation("Newer chat")
    window.reload_conversations()
    settle(qtbot, window)
    assert editor.isVisible() and editor.text() == "Garden"  # not closed under the typing
    qtbot.keyClick(editor, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: sidebar.titles() == ["Newer chat", "Gardening"], timeout=20000)
