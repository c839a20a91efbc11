"""A banner above the chat: what went wrong, what to do, and a button that does it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QWidget,
)


class Banner(QFrame):
    """Hidden until ``show_message``; ``level`` is ``error``, ``warning`` or ``info``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.label = QLabel(self)
        self.label.setObjectName("bannerText")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        # A long address or error without spaces must not widen the window.
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.action = QPushButton(self)
        self.action.setObjectName("bannerAction")
        self.action.clicked.connect(self._run_action)
        self.close_button = QToolButton(self)
        self.close_button.setObjectName("bannerClose")
        self.close_button.setText("✕")
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.hide)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 6, 6)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.action)
        layout.addWidget(self.close_button)
        self._callback: Callable[[], None] | None = None
        self.level = "info"
        # The Settings page the action opens ("" when the action is no Settings fix).
        self.page = ""
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.close_button.setToolTip(self.tr("Dismiss"))
        self.close_button.setAccessibleName(self.tr("Dismiss"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_message(
        self, text: str, *, level: str = "error", action: str = "",
        callback: Callable[[], None] | None = None, page: str = "",
    ) -> None:
        self.level = level
        self.page = page
        self.setProperty("level", level)
        self.style().unpolish(self)
        self.style().polish(self)
        self.label.setText(text)
        self._callback = callback
        self.action.setText(action)
        self.action.setVisible(bool(action and callback))
        self.show()

    def text(self) -> str:
        return self.label.text() if self.isVisible() else ""

    def _run_action(self) -> None:
        callback = self._callback
        self.hide()
        if callback is not None:
            callback()
