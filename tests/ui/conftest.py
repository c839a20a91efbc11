"""Fixtures for the chat window tests: a real History in the test profile, a
recording browser opener, and a main window built on them."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QUrl

from app.gui import app_services
from app.settings import Settings
from services.storage.history import History


class RecordingOpener:
    """Stands in for QDesktopServices.openUrl: records what would open."""

    def __init__(self) -> None:
        self.opened: list[str] = []

    def __call__(self, url: QUrl) -> bool:
        self.opened.append(url.toString())
        return True


@pytest.fixture
def settings(footnote_home: Path) -> Settings:
    value = Settings()
    value.set("ui.welcome_done", True)
    value.set("ui.theme", "light")
    return value


@pytest.fixture
def history(footnote_home: Path) -> Iterator[History]:
    db = History(footnote_home / "history.sqlite3", flush_interval=0.05)
    yield db
    db.close()


@pytest.fixture
def opener() -> RecordingOpener:
    return RecordingOpener()


def settle(qtbot: Any, window: Any) -> None:
    """Wait until the sidebar and the open conversation are read (they load on
    workers) and the chat view has built the messages' widgets."""
    qtbot.waitUntil(lambda: window.feed.pending == 0 and window.session.loading == 0
                    and window.chat.pending == 0, timeout=20000)


def laid_out(qtbot: Any, view: Any) -> None:
    """Wait until the chat view has laid its messages out and followed them to the
    bottom: each answer's height depends on its width, so a newly shown
    conversation takes a few layout passes before lines stay where they are."""
    from PySide6.QtWidgets import QWidget

    def settled() -> bool:
        widgets = [view.widget(), *view.widget().findChildren(QWidget)]
        if any(w.layout() is not None and w.layout().activate() for w in widgets):
            return False  # a layout was redone: sizes may change again
        bar = view.verticalScrollBar()
        return bool(bar.value() == bar.maximum())

    qtbot.waitUntil(settled, timeout=20000)


@pytest.fixture
def make_window(
    qtbot: Any, settings: Settings, history: History, opener: RecordingOpener
) -> Iterator[Callable[..., Any]]:
    from ui.main_window import MainWindow

    windows: list[Any] = []

    def make(agent_factory: Any = None) -> Any:
        window = MainWindow(
            app_services(settings), history=history, agent_factory=agent_factory,
            opener=opener,
        )
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        settle(qtbot, window)
        return window

    yield make
    for window in windows:
        window.session.shutdown()
