"""A uBlacklist rule editor that validates every line as you type.

Invalid lines are tinted in the editor and listed below it with their line
number and reason; clicking a listed problem puts the cursor on that line.
A bare domain (``example.org``) is accepted and, when the editor loses focus,
shown as the pattern it stands for (``*://*.example.org/*``).
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFontDatabase, QTextCursor, QTextFormat
from PySide6.QtWidgets import (
    QLabel,
    QPlainTextEdit,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from ui import theme
from ui.service_text import rule_reason_text
from ui.settings.page import set_role

DEBOUNCE_MS = 150
MAX_LISTED = 8


def parse_errors(text: str) -> list[Any]:
    """``RuleError``s of ``text`` (line, rule, reason), in line order."""
    if not text.strip():
        return []  # nothing to check; spares loading the rule parser at start-up
    from services.blacklist import Blacklist

    return list(Blacklist.parse(text).errors)


def expand_bare_hosts(text: str) -> str:
    if not text.strip():
        return text
    from services.blacklist import expand_bare_hosts as expand

    return expand(text)


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
        self.problems = QLabel(self)
        self.problems.setObjectName("ruleErrors")
        self.problems.setWordWrap(True)
        self.problems.setTextFormat(Qt.TextFormat.RichText)
        self.problems.setVisible(False)
        self.problems.linkActivated.connect(self._go_to)
        layout.addWidget(self.edit, 1)
        layout.addWidget(self.summary)
        layout.addWidget(self.problems)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DEBOUNCE_MS)
        self._timer.timeout.connect(self.validate)
        self.edit.textChanged.connect(self._timer.start)
        self.edit.textChanged.connect(self.changed)
        self.edit.installEventFilter(self)
        theme.notifier().changed.connect(self._on_scheme)

    def text(self) -> str:
        """The rules, bare domains written as the patterns they stand for."""
        return expand_bare_hosts(self.edit.toPlainText())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.edit and event.type() == QEvent.Type.FocusOut:
            self.show_expanded()
        return super().eventFilter(watched, event)

    def show_expanded(self) -> None:
        """Rewrite bare domains in place (keeps the cursor's line), so the list
        shows what each rule means."""
        plain = self.edit.toPlainText()
        expanded = expand_bare_hosts(plain)
        if expanded == plain:
            return
        line = self.edit.textCursor().blockNumber()
        self.edit.setPlainText(expanded)
        block = self.edit.document().findBlockByNumber(line)
        if block.isValid():
            self.edit.setTextCursor(QTextCursor(block))
        self.validate()

    def set_text(self, text: str) -> None:
        self.edit.setPlainText(text)
        self.validate()

    def validate(self) -> list[Any]:
        """Check every line now (typing also triggers this after a short pause)."""
        self._timer.stop()
        self.errors = parse_errors(self.text())
        self.problems.setVisible(bool(self.errors))
        self._highlight()
        self.retranslate()  # the summary and the problem list
        self.validated.emit(list(self.errors))
        return self.errors

    def problem_texts(self) -> list[str]:
        """The problems as listed under the editor, one plain line each."""
        return [self.describe(error) for error in self.errors]

    def _show_problems(self) -> None:
        colour = "#ff7b72" if theme.current_scheme() == "dark" else "#b42318"
        style = f"color:{colour}; text-decoration:none"
        rows = []
        for error in self.errors[:MAX_LISTED]:
            text = html.escape(self.describe(error))
            rows.append(f'<a href="line:{int(error.line)}" style="{style}">{text}</a>')
        hidden = len(self.errors) - MAX_LISTED
        if hidden > 0:
            rows.append(html.escape(self.tr("… and %n more.", "", hidden)))
        self.problems.setText("<br>".join(rows))

    def describe(self, error: Any) -> str:
        return self.tr("Line %1: %2 — %3").replace("%1", str(error.line)).replace(
            "%2", str(error.rule)).replace(
            "%3", rule_reason_text(str(getattr(error, "code", "")), str(error.reason)))

    def _on_scheme(self, _scheme: str) -> None:
        self._show_problems()
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

    def _go_to(self, link: str) -> None:
        line = int(link.partition(":")[2] or 1)
        block = self.edit.document().findBlockByNumber(line - 1)
        if block.isValid():
            self.edit.setTextCursor(QTextCursor(block))
            self.edit.setFocus()

    def retranslate(self) -> None:
        count = len(self.errors)
        if count:
            set_role(self.summary, "error")
            self.summary.setText(
                self.tr("%n line(s) are not valid rules and will be skipped:", "", count)
            )
        else:
            set_role(self.summary, "hint")
            self.summary.setText(self.tr("Every line is valid."))
        self._show_problems()
        self.edit.setPlaceholderText(
            self.tr("One rule per line, for example:\n*://*.example.com/*\n/spam|clickbait/i\n"
                    "# a comment")
        )
