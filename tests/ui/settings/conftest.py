"""Fixtures for the Settings and welcome dialogs, and a helper to answer message boxes."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from app.gui import app_services
from app.settings import Settings


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> Iterator[None]:
    """The English translation (it holds the plural forms) is installed, as in the app."""
    from ui import i18n

    i18n.set_language(qapp, "en")
    yield
    i18n.set_language(qapp, "en")


@pytest.fixture
def prefs(footnote_home: Path) -> Settings:
    """A first-run profile: no settings file yet."""
    return Settings()


@pytest.fixture
def dialog(qtbot: Any, prefs: Settings) -> Iterator[Any]:
    from ui.settings import SettingsDialog

    dlg = SettingsDialog(app_services(prefs))
    qtbot.addWidget(dlg)
    yield dlg
    from workers.task import wait_all

    wait_all(5000)


class BoxAnswerer:
    """Answers the next modal QMessageBox by clicking the button with ``text``,
    remembering what the box said."""

    def __init__(self) -> None:
        self.seen: list[dict[str, str]] = []
        self._timer: QTimer | None = None
        self._answered: list[QMessageBox] = []

    def answer(self, *texts: str) -> None:
        """Click ``texts[0]`` in the next box, ``texts[1]`` in the one after, ..."""
        queue = list(texts)
        timer = QTimer()
        timer.setInterval(20)

        def poll() -> None:
            box = QApplication.activeModalWidget()
            if not isinstance(box, QMessageBox) or box in self._answered:
                return
            self._answered.append(box)
            text = queue.pop(0)
            if not queue:
                timer.stop()
            self.seen.append(
                {
                    "title": box.windowTitle(),
                    "text": box.text(),
                    "informative": box.informativeText(),
                    "buttons": ", ".join(b.text() for b in box.buttons()),
                }
            )
            for button in box.buttons():
                if button.text() == text:
                    button.click()
                    return
            raise AssertionError(f"no button {text!r} in {self.seen[-1]['buttons']}")

        timer.timeout.connect(poll)
        timer.start()
        self._timer = timer


@pytest.fixture
def boxes() -> BoxAnswerer:
    return BoxAnswerer()


@pytest.fixture
def settings_text(footnote_home: Path) -> Callable[[], str]:
    from app import paths

    def read() -> str:
        path = paths.settings_file()
        return path.read_text(encoding="utf-8") if path.exists() else ""

    return read
