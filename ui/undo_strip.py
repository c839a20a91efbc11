"""A quiet strip that says what was just deleted and offers Undo for a few seconds.

Deleting a conversation asks nothing: the row goes at once and this strip
appears under the list. Undo brings it back; when the strip times out (or is
closed, or the next deletion starts) the deletion is carried out.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QToolButton, QWidget

from ui.icons import icon

UNDO_MS = 7000


class UndoStrip(QFrame):
    """Signals: ``undo_clicked`` (bring it back), ``expired`` (carry it out)."""

    undo_clicked = Signal()
    expired = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("undoStrip")
        self._title = ""
        self.label = QLabel(self)
        self.label.setObjectName("undoText")
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setWordWrap(True)
        self.undo_button = QPushButton(self)
        self.undo_button.setObjectName("undoButton")
        self.undo_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.undo_button.clicked.connect(self._undo)
        self.close_button = QToolButton(self)
        self.close_button.setObjectName("undoClose")
        self.close_button.setAutoRaise(True)
        self.close_button.setIconSize(QSize(14, 14))
        self.close_button.clicked.connect(self.finish)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 4, 6)
        layout.setSpacing(6)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.undo_button)
        layout.addWidget(self.close_button)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(UNDO_MS)
        self.timer.timeout.connect(self.finish)
        self.hide()
        self.retranslate()

    def show_deleted(self, title: str) -> None:
        """Say that ``title`` was deleted; Undo is offered until the timer ends."""
        self._title = title
        self.retranslate()
        self.show()
        self.timer.start()

    def finish(self) -> None:
        """End the offer now: the deletion is carried out."""
        if self.isHidden():
            return
        self.timer.stop()
        self.hide()
        self.expired.emit()

    def _undo(self) -> None:
        self.timer.stop()
        self.hide()
        self.undo_clicked.emit()

    def retranslate(self) -> None:
        title = self._title or self.tr("New chat")
        shown = title if len(title) <= 48 else title[:47] + "…"
        self.label.setText(self.tr("Deleted “%1”").replace("%1", shown))
        self.label.setToolTip(title)
        self.undo_button.setText(self.tr("Undo"))
        self.undo_button.setToolTip(self.tr("Bring the conversation back"))
        self.close_button.setToolTip(self.tr("Dismiss"))
        self.close_button.setAccessibleName(self.tr("Dismiss"))
        self.close_button.setIcon(icon("x"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
