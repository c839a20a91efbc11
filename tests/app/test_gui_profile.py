"""The window in a hostile profile: a read-only one opens, says once that
settings and conversations cannot be kept, and works on a session history;
settings that are a pipe end in one message, never a hang or a traceback."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from app import gui, profile
from app.profile import ReadOnly


@pytest.fixture
def no_warm_up(monkeypatch: pytest.MonkeyPatch) -> None:
    # The background imports and gc.freeze are for a real session, not the test process.
    monkeypatch.setattr(gui, "warm_up", lambda **_kw: None)


def test_a_read_only_profile_opens_with_one_banner(
    qapp: Any, footnote_home: Path, monkeypatch: pytest.MonkeyPatch, no_warm_up: None
) -> None:
    from ui.main_window import MainWindow

    settings_file = footnote_home / "config" / "settings.json"
    settings_file.parent.mkdir(parents=True)
    settings_file.write_text(json.dumps({"ui.welcome_done": True}))
    before = settings_file.read_bytes()
    monkeypatch.setattr(profile, "read_only_parts",
                        lambda: ReadOnly(settings=footnote_home, history=footnote_home))
    seen: dict[str, Any] = {}

    def first_run(window: MainWindow) -> None:  # called right after the start-up messages
        # Shown (not hidden), though the widgets built after the first paint
        # may not be mapped yet in this turn.
        seen["banner"] = "" if window.banner.isHidden() else window.banner.label.text()
        seen["history"] = window.services.history_db()
        cid = window.history.create_conversation("a question").id
        seen["listed"] = [c.id for c in window.history.conversations()] == [cid]
        window.settings.set("agent.web_mode", "off")  # applies, is not written, never raises
        seen["web_mode"] = window.settings["agent.web_mode"]
        window.close()

    monkeypatch.setattr(MainWindow, "start_first_run", first_run)
    assert gui.run_gui() == 0
    assert seen["banner"].startswith(f"Footnote cannot write to {footnote_home}:")
    assert "settings cannot be saved" in seen["banner"]
    history: Path = seen["history"]
    assert footnote_home not in history.parents and seen["listed"]
    assert not history.parent.exists()  # the session's history went with the session
    assert seen["web_mode"] == "off" and settings_file.read_bytes() == before


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_settings_that_are_a_pipe_end_in_one_message(
    qapp: Any, footnote_home: Path, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    pipe = footnote_home / "config" / "settings.json"
    pipe.parent.mkdir(parents=True)
    os.mkfifo(pipe)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical",
                        lambda _parent, _title, text: shown.append(text))
    assert gui.run_gui() == 1
    assert len(shown) == 1 and f"{pipe} is a named pipe" in shown[0]
    assert capsys.readouterr().err == f"error: {shown[0]}\n"


def test_a_window_that_cannot_start_says_why(
    qapp: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    from app.cli import main

    home = tmp_path / "profile"
    home.write_text("a file")
    monkeypatch.setenv("FOOTNOTE_HOME", str(home))
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical",
                        lambda _parent, _title, text: shown.append(text))
    assert main([]) == 1
    assert len(shown) == 1 and f"FOOTNOTE_HOME is {home}" in shown[0]
    assert capsys.readouterr().err == f"error: {shown[0]}\n"


def test_a_history_that_cannot_open_ends_the_app_and_leaves_qt_working(
    qapp: Any, qtbot: Any, footnote_home: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    from PySide6.QtCore import QTimer

    from services.errors import StorageError
    from ui.main_window import MainWindow

    def refuse(_window: MainWindow) -> None:
        raise StorageError("The chat history file is damaged.")

    shown: list[str] = []
    monkeypatch.setattr(MainWindow, "open_history", refuse)
    monkeypatch.setattr(QMessageBox, "critical", lambda _p, _t, text: shown.append(text))
    assert gui.run_gui() == 1 and len(shown) == 1
    # The app left its loop cleanly: timers still fire in this process.
    fired: list[int] = []
    QTimer.singleShot(0, lambda: fired.append(1))
    qtbot.waitUntil(lambda: bool(fired), timeout=20000)
