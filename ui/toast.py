"""A brief note that something worked ("Exported to …"): a small pill floating
over the bottom of the chat that goes away on its own.

Not the banner: a success needs no action and must not stay behind to be
dismissed. It words itself when shown and again on a language change.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QLabel, QWidget

SHOWN_MS = 3000
MARGIN = 16


class Toast(QLabel):
    """Floats over ``parent`` (bottom centre); ``show_text`` shows it for ``SHOWN_MS``."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("toast")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._words: Callable[[], str] = str
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(SHOWN_MS)
        self.timer.timeout.connect(self.hide)
        parent.installEventFilter(self)
        self.hide()

    def show_text(self, words: Callable[[], str]) -> None:
        """Show ``words()`` (called again if the language changes meanwhile)."""
        self._words = words
        self.setText(words())
        self._place()
        self.show()
        self.raise_()
        self.timer.start()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self.isVisible():
            self.setText(self._words())
            self._place()
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return False

    def _place(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        width = min(self.fontMetrics().horizontalAdvance(self.text()) + 40,
                    max(120, parent.width() - 2 * MARGIN))
        self.setFixedWidth(width)
        height = self.heightForWidth(width) if self.hasHeightForWidth() else (
            self.sizeHint().height())
        self.resize(width, height)
        self.move((parent.width() - width) // 2, parent.height() - height - MARGIN)
