"""Accessible names for Settings controls, taken from what a sighted user reads
beside them: the form label of their row, or a grid's row label and column
header. Run again after a language switch; names set by hand are kept."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QWidget,
)

CONTROLS = (QAbstractButton, QLineEdit, QComboBox, QPlainTextEdit, QAbstractItemView,
            QAbstractSpinBox)
_AUTO = "footnoteAutoName"


def _clean(text: str) -> str:
    return text.replace("&", "").strip().rstrip(":：").strip()


def _controls(widget: QWidget) -> list[QWidget]:
    found: list[QWidget] = [widget] if isinstance(widget, CONTROLS) else []
    found += [w for w in widget.findChildren(QWidget) if isinstance(w, CONTROLS)]
    return found


def _name(widget: QWidget, name: str) -> None:
    for control in _controls(widget):
        if isinstance(control, QAbstractButton) and control.text():
            continue  # a button says what it does
        if control.accessibleName() and not control.property(_AUTO):
            continue  # named by hand
        control.setAccessibleName(name)
        control.setProperty(_AUTO, True)


def name_controls(root: QWidget) -> None:
    """Name every unnamed control under ``root`` after the label beside it."""
    for form in root.findChildren(QFormLayout):
        for row in range(form.rowCount()):
            label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
            label_widget = label.widget() if label is not None else None
            field_widget = field.widget() if field is not None else None
            text = _clean(label_widget.text()) if isinstance(label_widget, QLabel) else ""
            if text and field_widget is not None:
                _name(field_widget, text)
    for grid in root.findChildren(QGridLayout):
        for index in range(grid.count()):
            item = grid.itemAt(index)
            widget = item.widget() if item is not None else None
            if widget is None or isinstance(widget, QLabel):
                continue
            position: Any = grid.getItemPosition(index)  # (row, column, rows, columns)
            row, column = int(position[0]), int(position[1])
            parts = []
            for cell in ((row, 0), (0, column)):
                at = grid.itemAtPosition(*cell)
                cell_widget = at.widget() if at is not None else None
                if isinstance(cell_widget, QLabel) and cell_widget is not widget:
                    parts.append(_clean(cell_widget.text()))
            if name := " — ".join(p for p in parts if p):
                _name(widget, name)
