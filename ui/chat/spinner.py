"""A small turning arc: the sign that something is being worked on right now.

It turns only while shown (no timer runs for a spinner out of sight) and is
drawn in the text's muted colour, so it reads in light and dark alike.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QHideEvent, QPainter, QPaintEvent, QPalette, QPen, QShowEvent
from PySide6.QtWidgets import QWidget

FRAME_MS = 80
STEP_DEGREES = 30


class Spinner(QWidget):
    def __init__(self, parent: QWidget | None = None, size: int = 14) -> None:
        super().__init__(parent)
        self.setObjectName("spinner")
        self.setFixedSize(QSize(size, size))
        self.angle = 0
        self._timer = QTimer(self)
        self._timer.setInterval(FRAME_MS)
        self._timer.timeout.connect(self._turn)

    @property
    def turning(self) -> bool:
        return self._timer.isActive()

    def showEvent(self, event: QShowEvent) -> None:
        self._timer.start()
        super().showEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        self._timer.stop()
        super().hideEvent(event)

    def _turn(self) -> None:
        self.angle = (self.angle + STEP_DEGREES) % 360
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = self.palette().color(QPalette.ColorRole.PlaceholderText)
        pen = QPen(colour, 1.8)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        inset = 2.0
        box = QRectF(inset, inset, self.width() - 2 * inset, self.height() - 2 * inset)
        # Qt angles are in 1/16 degree, counter-clockwise: turn clockwise.
        painter.drawArc(box, -self.angle * 16, 270 * 16)
        painter.end()
