"""A uBlacklist rule editor that validates every line as you type.

Invalid lines are tinted in the editor and listed below it with their line
number and reason; clicking a listed problem puts the cursor on that line.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFontDatabase, QTextCursor, QTextFormat
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from ui import theme

DEBOUNCE_MS = 150


def parse_errors(text: str) -> list[Any]:
    """``RuleError``s of ``text`` (line, rule, reason), in line order."""
    from services.blacklist import Blacklist

    return list(Blacklist.parse(text).errors)


class RuleEditor(QWidget):
    """Signals:
    validated(errors): after each validation, with the list of ``RuleError``.
    """

    validated = Signal(list)
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.errors: list[Any] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.edit = QPlainTextEdit(self)
        self.edit.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.edit.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.edit.setMinimumHeight(90)
        self.edit.setMaximumHeight(170)
        self.summary = QLabel(self)
        self.summary.setProperty("role", "hint")
        self.problems = QListWidget(self)
        self.problems.setObjectName("ruleErrors")
        self.problems.setWordWrap(True)
        self.problems.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.problems.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.problems.setVisible(False)
        self.problems.itemActivated.connect(self._go_to)
        self.problems.itemClicked.connect(self._go_to)
        layout.addWidget(self.edit, 1)
        layout.addWidget(self.summary)
        layout.addWidget(self.problems)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DEBOUNCE_MS)
        self._timer.timeout.connect(self.validate)
        self.edit.textChanged.connect(self._timer.start)
        self.edit.textChanged.connect(self.changed)
        theme.notifier().changed.connect(self._on_scheme)

    def text(self) -> str:
        return self.edit.toPlainText()

    def set_text(self, text: str) -> None:
        self.edit.setPlainText(text)
        self.validate()

    def validate(self) -> list[Any]:
        """Check every line now (typing also triggers this after a short pause)."""
        self._timer.stop()
        self.errors = parse_errors(self.text())
        self.problems.clear()
        for error in self.errors:
            item = QListWidgetItem(self.describe(error), self.problems)
            item.setData(Qt.ItemDataRole.UserRole, int(error.line))
        self.problems.setVisible(bool(self.errors))
        self._fit_problems()
        self._highlight()
        self.retranslate()
        self.validated.emit(list(self.errors))
        return self.errors

    def _fit_problems(self) -> None:
        """Show up to four problems without scrolling; more scroll."""
        rows = sum(self.problems.sizeHintForRow(i) for i in range(min(self.problems.count(), 4)))
        self.problems.setFixedHeight(rows + 2 * self.problems.frameWidth() + 4)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        if self.errors:
            self._fit_problems()

    def describe(self, error: Any) -> str:
        return self.tr("Line %1: %2 — %3").replace("%1", str(error.line)).replace(
            "%2", str(error.rule)).replace("%3", str(error.reason))

    def _on_scheme(self, _scheme: str) -> None:
        self._highlight()

    def _highlight(self) -> None:
        tint = QColor("#5c2b2b" if theme.current_scheme() == "dark" else "#ffe3e3")
        selections = []
        document = self.edit.document()
        for error in self.errors:
            block = document.findBlockByNumber(int(error.line) - 1)
            if not block.isValid():
                continue
            selection = QTextEdit.ExtraSelection()
            selection.format.setBackground(tint)
            selection.format.setProperty(QTextFormat.Property.FullWidthSelection, True)
            selection.cursor = QTextCursor(block)
            selections.append(selection)
        self.edit.setExtraSelections(selections)

    def _go_to(self, item: QListWidgetItem) -> None:
        line = int(item.data(Qt.ItemDataRole.UserRole))
        block = self.edit.document().findBlockByNumber(line - 1)
        if block.isValid():
            self.edit.setTextCursor(QTextCursor(block))
            self.edit.setFocus()

    def retranslate(self) -> None:
        count = len(self.errors)
        if count:
            self.summary.setProperty("role", "error")
            self.summary.setText(
                self.tr("%n line(s) are not valid rules and will be skipped:", "", count)
            )
        else:
            self.summary.setProperty("role", "hint")
            self.summary.setText(self.tr("Every line is valid."))
        self.summary.style().unpolish(self.summary)
        self.summary.style().polish(self.summary)
        for row, error in enumerate(self.errors):
            item = self.problems.item(row)
            if item is not None:
                item.setText(self.describe(error))
        self.edit.setPlaceholderText(
            self.tr("One rule per line, for example:\n*://*.example.com/*\n/spam|clickbait/i\n"
                    "# a comment")
        )
