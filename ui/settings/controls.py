"""The small controls Settings is built from: a switch for on/off settings,
number fields that show "60 min" rather than "60.0 min", tables that say what
goes in them while empty, and form labels centred on their fields."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QCheckBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTableWidget,
    QWidget,
)

from ui.design import Tokens

# Space between the edge of a number field and its text: Qt (6.11) ignores a
# style sheet's padding inside spin boxes, so it is set on their line edit.
NUMBER_MARGIN = 6
TRACK_W, TRACK_H = 34, 20


def _colours() -> Tokens:
    from ui.theme import current_tokens

    return current_tokens()


_RESTYLED = (QEvent.Type.Polish, QEvent.Type.StyleChange, QEvent.Type.Show)


class Spin(QSpinBox):
    """A whole-number field; arrow keys and the wheel still step it."""

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() in _RESTYLED:
            self.lineEdit().setTextMargins(NUMBER_MARGIN, 0, NUMBER_MARGIN, 0)
        return handled


class DecimalSpin(QDoubleSpinBox):
    """A number field with a decimal place that shows whole values whole:
    "60 min", "2.5 MB", never "60.0 min"."""

    def textFromValue(self, value: float) -> str:
        text = self.locale().toString(value, "f", self.decimals())
        point = self.locale().decimalPoint()
        if point in text:
            text = text.rstrip("0").rstrip(point)
        return text

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() in _RESTYLED:
            self.lineEdit().setTextMargins(NUMBER_MARGIN, 0, NUMBER_MARGIN, 0)
        return handled


class Switch(QCheckBox):
    """An on/off switch with its caption beside it (a check box underneath:
    ``isChecked``, ``toggled``, keyboard and accessibility all as usual)."""

    def sizeHint(self) -> QSize:
        text = self.fontMetrics().size(Qt.TextFlag.TextShowMnemonic, self.text())
        gap = 10 if self.text() else 0
        return QSize(TRACK_W + gap + text.width() + 4, max(TRACK_H + 6, text.height() + 6))

    def minimumSizeHint(self) -> QSize:
        return QSize(TRACK_W + 4, TRACK_H + 6)

    def hitButton(self, pos: QPoint) -> bool:
        return bool(self.rect().contains(pos))

    def paintEvent(self, event: QPaintEvent) -> None:
        colours = _colours()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        top = (self.height() - TRACK_H) // 2
        track = QRectF(2, top, TRACK_W, TRACK_H)
        on = self.isChecked()
        enabled = self.isEnabled()
        fill = QColor(colours.accent if on else colours.field_border)
        if not enabled:
            fill.setAlphaF(0.45)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawRoundedRect(track, TRACK_H / 2, TRACK_H / 2)
        knob = TRACK_H - 6
        x = track.right() - knob - 3 if on else track.left() + 3
        painter.setBrush(QColor("#ffffff"))
        painter.drawEllipse(QRectF(x, top + 3, knob, knob))
        if self.hasFocus():
            pen = QPen(QColor(colours.focus))
            pen.setWidth(2)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(track.adjusted(-2, -2, 2, 2), TRACK_H / 2 + 2, TRACK_H / 2 + 2)
        if self.text():
            painter.setPen(self.palette().color(
                self.palette().ColorGroup.Active if enabled else self.palette().ColorGroup.Disabled,
                self.palette().ColorRole.WindowText))
            area = QRect(int(track.right()) + 10, 0, self.width() - int(track.right()) - 10,
                         self.height())
            painter.drawText(area, int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
                                       | Qt.TextFlag.TextShowMnemonic), self.text())
        painter.end()


class HintedTable(QTableWidget):
    """A table that says, while it has no rows, what goes in it and how."""

    def __init__(self, rows: int, columns: int, parent: QWidget | None = None) -> None:
        super().__init__(rows, columns, parent)
        self._hint = ""

    def set_empty_hint(self, text: str) -> None:
        self._hint = text
        self.viewport().update()

    def empty_hint(self) -> str:
        return self._hint

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.rowCount() or not self._hint:
            return
        painter = QPainter(self.viewport())
        painter.setPen(QColor(_colours().muted))
        area = self.viewport().rect().adjusted(16, 8, -16, -8)
        painter.drawText(area, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                         self._hint)
        painter.end()


def make_primary(button: QWidget, primary: bool = True) -> None:
    """Draw ``button`` as its dialog's main action (the style sheet's
    ``primary`` rule); re-polished, as a button polished before is not restyled."""
    button.setProperty("primary", primary)
    button.style().unpolish(button)
    button.style().polish(button)


def centre_form_labels(root: QWidget) -> None:
    """Every form under ``root``: labels sit level with the middle of the first
    line of their field (Qt puts them at its top, above taller fields)."""
    probe = QLineEdit()
    probe.ensurePolished()
    height = probe.sizeHint().height()
    probe.deleteLater()
    for form in root.findChildren(QFormLayout):
        for row in range(form.rowCount()):
            item = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            label = item.widget() if item is not None else None
            if isinstance(label, QLabel):
                label.setMinimumHeight(height)
                label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
