"""Quitting is clean: no dangling Qt wrappers, SIGTERM closes the app with status 0."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import shiboken6
from pytestqt.qtbot import QtBot

from app.secrets import Secrets
from app.settings import Settings


def test_refilling_the_welcome_list_leaves_no_dangling_items(qtbot: QtBot) -> None:
    # The local-server probe refills the provider list; deleting the dialog
    # afterwards (as quitting does) used to crash on the items clear() had freed.
    from ui.welcome import WelcomeDialog

    settings = Settings()
    dialog = WelcomeDialog(settings, Secrets(settings))
    dialog.found = {"ollama": ["qwen3:8b"]}
    dialog._fill()
    dialog._fill()
    assert dialog.providers.count() > 1
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
