"""The toggle that folds a section of an answer (thinking, activity) open and shut."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolButton, QWidget


def fold_toggle(parent: QWidget, name: str, toggled: Callable[[bool], None]) -> QToolButton:
    """A flat, checkable text-and-arrow button named ``name``; ``toggled`` gets its state."""
    toggle = QToolButton(parent)
    toggle.setObjectName(name)
    toggle.setCheckable(True)
    toggle.setAutoRaise(True)
    toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    toggle.setCursor(Qt.CursorShape.PointingHandCursor)
    toggle.toggled.connect(toggled)
    return toggle
