"""The keyboard shortcuts, declared once: the main window binds them and
Help › Keyboard shortcuts lists them from the same table."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

translate = QCoreApplication.translate


@dataclass(frozen=True)
class Shortcut:
    """``name`` is the main window's action attribute; ``keys`` portable text."""

    name: str
    keys: str
    label: str  # English; translated in the "Shortcuts" context


SHORTCUTS = (
    Shortcut("new_action", "Ctrl+N",
             str(QT_TRANSLATE_NOOP("Shortcuts", "New chat"))),
    Shortcut("search_action", "Ctrl+K",
             str(QT_TRANSLATE_NOOP("Shortcuts", "Search conversations"))),
    Shortcut("focus_action", "Ctrl+L",
             str(QT_TRANSLATE_NOOP("Shortcuts", "Focus the message box"))),
    Shortcut("stop_action", "Esc",
             str(QT_TRANSLATE_NOOP("Shortcuts", "Stop the answer"))),
    Shortcut("settings_action", "Ctrl+,",
             str(QT_TRANSLATE_NOOP("Shortcuts", "Settings"))),
    Shortcut("export_action", "Ctrl+E",
             str(QT_TRANSLATE_NOOP("Shortcuts", "Export conversation"))),
    Shortcut("shortcuts_action", "Ctrl+/",
             str(QT_TRANSLATE_NOOP("Shortcuts", "Keyboard shortcuts"))),
    Shortcut("quit_action", "Ctrl+Q",
             str(QT_TRANSLATE_NOOP("Shortcuts", "Quit"))),
)
# Keys that work inside the message box (not window actions).
COMPOSER_KEYS = (
    ("Enter", str(QT_TRANSLATE_NOOP("Shortcuts", "Send"))),
    ("Shift+Enter", str(QT_TRANSLATE_NOOP("Shortcuts", "New line"))),
    ("Tab", str(QT_TRANSLATE_NOOP("Shortcuts", "Next control"))),
)


def label(text: str) -> str:
    """``text`` in the interface language."""
    return translate("Shortcuts", text)


def native(keys: str) -> str:
    """``keys`` as this platform writes them (⌘ on macOS)."""
    return QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText)


class ShortcutsDialog(QDialog):
    """Help › Keyboard shortcuts: a two-column list."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shortcutsDialog")
        self.setWindowTitle(label("Keyboard shortcuts"))
        self.setMinimumSize(420, 360)
        rows = [(native(s.keys), label(s.label)) for s in SHORTCUTS]
        rows += [(native(keys), label(text)) for keys, text in COMPOSER_KEYS]
        self.table = QTableWidget(len(rows), 2, self)
        self.table.setObjectName("shortcutsTable")
        self.table.setAccessibleName(label("Keyboard shortcuts"))
        self.table.setHorizontalHeaderLabels(
            [translate("Shortcuts", "Keys"), translate("Shortcuts", "Action")]
        )
        self.table.verticalHeader().hide()
        self.table.setShowGrid(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for row, (keys, text) in enumerate(rows):
            self.table.setItem(row, 0, QTableWidgetItem(keys))
            self.table.setItem(row, 1, QTableWidgetItem(text))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
