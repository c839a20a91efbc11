"""The background task helper, and the budget page's explanation of "auto"."""

from __future__ import annotations

from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QObject, QThread

from app.settings import Settings
from ui.settings import SettingsDialog
from workers.task import run_task, wait_all


def test_result_and_error_arrive_on_the_gui_thread(qtbot: Any) -> None:
    got: list[tuple[str, Any, bool]] = []
    main = QThread.currentThread()

    def work() -> int:
        assert QThread.currentThread() is not main
        return 42

    def boom() -> int:
        raise ValueError("no luck")

    run_task(work, lambda r: got.append(("done", r, QThread.currentThread() is main)))
    run_task(boom, lambda r: got.append(("done", r, False)),
             lambda e: got.append(("error", str(e), QThread.currentThread() is main)))
    qtbot.waitUntil(lambda: len(got) == 2)
    assert sorted(got) == [("done", 42, True), ("error", "no luck", True)]


def test_a_deleted_receiver_is_not_called(qtbot: Any) -> None:
    receiver = QObject()
    called: list[Any] = []
    run_task(lambda: "late", called.append, receiver=receiver)
    shiboken6.delete(receiver)  # before the event loop can deliver anything
    assert wait_all(5000)
    qtbot.wait(50)
    assert called == []


def test_cancelled_task_is_not_delivered(qtbot: Any) -> None:
    called: list[Any] = []
    task = run_task(lambda: "x", called.append)
    task.cancel()
    assert wait_all(5000)
    qtbot.wait(50)
    assert called == []


@pytest.mark.parametrize(("model", "expected"), [
    ("gpt-4o", "Model gpt-4o: context window of 128,000 tokens."),
    ("my-own-model", "Model my-own-model: context window unknown (set it in Models)."),
])
def test_budget_explains_auto(qtbot: Any, prefs: Settings, model: str, expected: str) -> None:
    from app.gui import app_services

    prefs.set("llm.model", model)
    dialog = SettingsDialog(app_services(prefs))
    qtbot.addWidget(dialog)
    page = dialog.pages["budget"]
    assert page.effective.text().startswith(expected)
    assert "Pages get up to" in page.effective.text()
    page.mode.editor.setCurrentIndex(page.mode.editor.findData("none"))
    assert not page.pages.isEnabled()
    assert page.effective.text().startswith("Search results and pages are sent whole")
