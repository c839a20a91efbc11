"""Quitting is clean: no dangling Qt wrappers, SIGTERM closes the app with status 0."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.gui import app_services
from app.settings import Settings


def test_refilling_the_welcome_list_leaves_no_dangling_items(qtbot: QtBot) -> None:
    # The local-server probe refills the provider list; deleting the dialog
    # afterwards (as quitting does) used to crash on the items clear() had freed.
    from ui.welcome import WelcomeDialog

    settings = Settings()
    dialog = WelcomeDialog(app_services(settings))
    dialog.model_step.found.update({"ollama": ["qwen3:8b"]})
    dialog.model_step.fill(None)
    dialog.model_step.fill(None)
    assert dialog.model_step.providers.count() > 1
    assert dialog.chosen() == "ollama"
    shiboken6.delete(dialog)  # would crash the test process if a wrapper dangled


def test_sigterm_closes_the_app_and_it_exits_zero(tmp_path: Path) -> None:
    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.json").write_text(json.dumps({"ui.welcome_done": True}))
    env = dict(os.environ, FOOTNOTE_HOME=str(home), QT_QPA_PLATFORM="offscreen",
               FOOTNOTE_BENCH_PAINT="1")
    app = subprocess.Popen([sys.executable, "-m", "app"], env=env, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True,
                           cwd=Path(__file__).resolve().parents[2])
    try:
        assert app.stdout is not None
        line = app.stdout.readline()
        assert line.startswith("first-paint"), line
        app.send_signal(signal.SIGTERM)  # before the benchmark hook would quit by itself
        _out, err = app.communicate(timeout=60)
    finally:
        if app.poll() is None:
            app.kill()
    assert app.returncode == 0, err
    assert "Fatal" not in err and "Traceback" not in err


class _ReadingAgent:
    """Streams a little, then reads a page whose extraction never ends on its own."""

    def __init__(self, pool: Any, marker: Path) -> None:
        self.pool = pool
        self.marker = marker

    def close(self) -> None:
        pass

    def run(self, question: str, *, registry: Any, cancel: Any, on_event: Any,
            **_kw: Any) -> Any:
        from services.events import AnswerDelta
        from tests.fetch import extractors

        on_event(AnswerDelta("Reading the page first. "))
        url = f"https://example.org/gamma?marker={self.marker}"
        self.pool.run(extractors.slow_on_gamma, (b"<p>x</p>", None, url), timeout_s=120,
                      cancel=cancel)
        raise AssertionError("the extraction was meant to be stopped")


def test_quitting_while_a_page_extracts_stops_the_worker_and_keeps_the_answer(
    qtbot: QtBot, make_window: Any, history: Any, tmp_path: Path
) -> None:
    from services.fetch.pool import ExtractionPool
    from tests.fetch.support import pid_alive
    from tests.ui.conftest import settle

    pool = ExtractionPool(1, idle_exit_s=600)
    marker = tmp_path / "marker"
    try:
        window = make_window(lambda _job: _ReadingAgent(pool, marker))
        settle(qtbot, window)
        window.composer.input.setPlainText("Read it")
        qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
        qtbot.waitUntil(marker.exists, timeout=30000)
        busy = int(marker.read_text().split()[1])
        window.shutdown()  # what quitting runs before the app exits
        assert not window.session.busy
        qtbot.waitUntil(lambda: not pid_alive(busy), timeout=20000)
    finally:
        pool.shutdown()
    from services.storage import History

    reopened = History(history.path)  # quitting closed the window's connection
    try:
        [conversation] = reopened.conversations()
        answer = reopened.messages(conversation.id)[-1]
    finally:
        reopened.close()
    assert answer.role == "assistant"
    assert answer.content.startswith("Reading the page first.")
    assert answer.status in ("stopped", "incomplete")
