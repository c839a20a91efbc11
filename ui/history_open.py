"""Opening the chat history, with a progress dialog when it must be upgraded first.

Opening a current history is instant and happens directly. A history written
by an older Footnote is migrated (a backup first, then the evidence moved into
the store-once table and the search index rebuilt); for years of history that
takes a while, so it runs on a worker while a dialog shows how far it got.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, Qt, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from workers.task import run_task


class _Bridge(QObject):
    """Carries progress from the worker to the GUI thread (a queued signal)."""

    progress = Signal(str, int, int)


def open_history(parent: QWidget | None, path: Path) -> Any:
    """The History at ``path``; raises its ``StorageError`` when it cannot be opened."""
    from services.storage import History
    from services.storage.backup import needs_upgrade

    if not needs_upgrade(path):
        return History(path)
    dialog = QProgressDialog(parent)
    dialog.setObjectName("historyUpgrade")
    dialog.setWindowTitle("Footnote")
    dialog.setCancelButton(None)  # stopping halfway helps no one
    dialog.setWindowModality(Qt.WindowModality.ApplicationModal)
    dialog.setMinimumDuration(0)
    labels = {
        "backup": QCoreApplication.translate("HistoryUpgrade", "Backing up the chat history…"),
        "migrate": QCoreApplication.translate(
            "HistoryUpgrade", "Upgrading the chat history: %1 of %2 conversations…"),
        "index": QCoreApplication.translate(
            "HistoryUpgrade", "Indexing messages for search: %1 of %2…"),
    }

    def show(stage: str, done: int, total: int) -> None:
        dialog.setLabelText(
            labels.get(stage, labels["migrate"]).replace("%1", str(done)).replace("%2", str(total))
        )
        dialog.setMaximum(max(total, 1))
        dialog.setValue(min(done, max(total, 1)))

    bridge = _Bridge()
    bridge.progress.connect(show)
    show("backup", 0, 1)
    outcome: dict[str, Any] = {}
    loop = QEventLoop()

    def done(history: Any) -> None:
        outcome["history"] = history
        loop.quit()

    def failed(exc: BaseException) -> None:
        outcome["error"] = exc
        loop.quit()

    run_task(lambda: History(path, progress=bridge.progress.emit), done, failed)
    loop.exec()
    dialog.close()
    if "error" in outcome:
        raise outcome["error"]
    return outcome["history"]
