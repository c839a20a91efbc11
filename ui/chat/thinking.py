"""The model's reasoning under an answer: a "Thinking" section, collapsed.

Reasoning models think before (and between) their tool calls; that text is
kept apart from the answer (never stored in it, never sent back as part of
it) and shown here on request. The text view is built when first opened.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QPlainTextEdit, QToolButton, QVBoxLayout, QWidget


class ThinkingSection(QWidget):
    """A toggle ("Thinking") and, when open, the reasoning text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("thinking")
        self.text = ""
        self.toggle = QToolButton(self)
        self.toggle.setObjectName("thinkingToggle")
        self.toggle.setCheckable(True)
        self.toggle.setAutoRaise(True)
        self.toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setCursor(Qt.CursorShape.PointingHandCursor)
        self.toggle.toggled.connect(self._toggled)
        self._view: QPlainTextEdit | None = None
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(2)
        self._layout.addWidget(self.toggle, 0, Qt.AlignmentFlag.AlignLeft)
        self._retranslate()
        self.hide()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.toggle.setText(self.tr("Thinking"))
        self.toggle.setToolTip(self.tr("The model's reasoning, kept apart from the answer"))
        if self._view is not None:
            self._view.setAccessibleName(self.tr("Thinking"))

    @property
    def view(self) -> QPlainTextEdit:
        if self._view is None:
            view = QPlainTextEdit(self)
            view.setObjectName("thinkingView")
            view.setAccessibleName(self.tr("Thinking"))
            view.setReadOnly(True)
            view.setMaximumHeight(220)
            view.setPlainText(self.text)
            view.hide()
            self._layout.addWidget(view)
            self._view = view
        return self._view

    def set_text(self, text: str) -> None:
        """The whole reasoning (empty hides the section)."""
        if text == self.text:
            return
        if self._view is not None and text.startswith(self.text):
            cursor = self._view.textCursor()
            cursor.movePosition(QTextCursor.MoveOperation.End)
            cursor.insertText(text[len(self.text):])
        elif self._view is not None:
            self._view.setPlainText(text)
        self.text = text
        self.setVisible(bool(text.strip()))

    @property
    def expanded(self) -> bool:
        return self.toggle.isChecked()

    def _toggled(self, shown: bool) -> None:
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self.view.setVisible(shown)
