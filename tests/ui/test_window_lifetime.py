"""Review fixes: a deleted window ignores theme and settings changes; history
failures in the conversation list reach the banner; the banner follows the language."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication

from app.gui import app_services
from services.errors import HistoryBusy
from tests.ui.conftest import settle


def test_deleted_window_ignores_theme_and_setting_changes(
    qtbot: Any, settings: Any, history: Any
) -> None:
    from ui.main_window import MainWindow
    from ui.theme import apply_scheme

    window = MainWindow(app_services(settings), history=history)
    window.session.shutdown()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    try:
        apply_scheme(app, "dark")  # before: the window's lambda ran on a deleted view
    finally:
        apply_scheme(app, "light")
    settings.set("agent.web_mode", "always")  # before: RuntimeError from the composer
    assert settings["agent.web_mode"] == "always"


def _failing(*_args: Any, **_kwargs: Any) -> None:
    raise HistoryBusy("The database is locked.", hint="Close other copies of Footnote.")


@pytest.mark.parametrize("action", ["rename", "delete"])
def test_history_failures_in_the_list_reach_the_banner(
    qtbot: Any, make_window: Any, history: Any, monkeypatch: Any, action: str
) -> None:
    conversation = history.create_conversation(model="m")
    window = make_window()
    if action == "rename":
        monkeypatch.setattr(history, "rename", _failing)
        window.rename_conversation(conversation.id, "New title")
    else:
        monkeypatch.setattr(history, "delete_conversation", _failing)
        window.delete_conversation(conversation.id)
    settle(qtbot, window)  # the call runs on a worker
    assert "The database is locked." in window.banner.text()
    assert window.conversations.ids() == [conversation.id]


def test_search_failure_reaches_the_banner(qtbot: Any, make_window: Any, history: Any,
                                           monkeypatch: Any) -> None:
    window = make_window()
    monkeypatch.setattr(history, "search", _failing)
    window._search_changed("anything")
    settle(qtbot, window)
    assert "The database is locked." in window.banner.text()


def test_banner_tooltip_follows_the_language(qtbot: Any, make_window: Any,
                                             settings: Any) -> None:
    from ui.i18n import install_translator

    window = make_window()
    install_translator(QApplication.instance(), settings)
    try:
        settings.set("ui.language", "zh_CN")
        qtbot.waitUntil(lambda: window.banner.close_button.toolTip() == "关闭", timeout=20000)
    finally:
        settings.set("ui.language", "en")
    qtbot.waitUntil(lambda: window.banner.close_button.toolTip() == "Dismiss", timeout=20000)


def test_exit_waits_for_running_background_tasks(qtbot: Any) -> None:
    import threading

    from app.gui import wait_for_tasks
    from workers.task import run_task

    release, ended = threading.Event(), threading.Event()

    def work() -> None:
        release.wait(5)
        ended.set()

    run_task(work, lambda _result: None)
    release.set()
    assert wait_for_tasks(5000)
    assert ended.is_set()


def test_export_failure_reaches_the_banner(make_window: Any, history: Any, monkeypatch: Any,
                                           tmp_path: Any) -> None:
    conversation = history.create_conversation(model="m")
    window = make_window()
    window.open_conversation(conversation.id)
    monkeypatch.setattr(history, "export_markdown", _failing, raising=False)
    monkeypatch.setattr(history, "conversation", _failing)
    target = tmp_path / "out.md"
    window.export_to(target)
    assert "The database is locked." in window.banner.text()
    assert not target.exists()


def test_task_key_lookup_reads_typed_keys_on_the_gui_thread(qtbot: Any, settings: Any) -> None:
    from ui.settings.models_page import ModelsPage

    page = ModelsPage(app_services(settings))
    field = page.keys["llm.openai"]
    field.set_text("sk-typed, sk-second")
    lookup = page.task_key_lookup()
    page.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    # A task may call it after the dialog closed: no widget is read then.
    assert lookup("llm.openai") == ["sk-typed", "sk-second"]
    assert lookup("search.tavily") == []
