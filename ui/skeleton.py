"""The window's first paint: its layout in the theme's colours, before its widgets.

``python -m app`` shows the main window at once with this in its place (the
sidebar, the chat and the message box drawn as plain shapes), then builds the
real widgets on the next turn of the event loop, once the window is on screen
(``MainWindow.build``). Only Qt, the design tokens and the stored theme are
read for it (``app.gui``): the settings schema, the chat view, the history,
the model and search stacks all load after the first paint.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QApplication, QWidget

from ui.design import tokens

SIDEBAR_WIDTH = 260
COMPOSER_HEIGHT = 83
MARGIN = 16


def scheme_for(theme: str, app: QApplication) -> str:
    """The scheme the first paint uses for ``ui.theme`` value ``theme``. For
    "system" the platform's own palette tells (asking the style hints would
    create PySide's large ``Qt`` namespace before the first paint)."""
    if theme in ("light", "dark"):
        return theme
    window = app.palette().color(QPalette.ColorRole.Window)
    return "dark" if window.lightness() < 128 else "light"


class Skeleton(QWidget):
    """The main window's layout as plain shapes in ``scheme``'s colours."""

    def __init__(self, scheme: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("skeleton")
        self.colours = tokens(scheme)

    def paintEvent(self, event: QPaintEvent) -> None:
        c = self.colours
        painter = QPainter(self)
        width, height = self.width(), self.height()
        painter.fillRect(0, 0, width, height, QColor(c.base))
        sidebar = min(SIDEBAR_WIDTH, width // 3)
        painter.fillRect(0, 0, sidebar, height, QColor(c.window))
        painter.fillRect(sidebar, 0, 1, height, QColor(c.border))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # The menu bar's strip, in the sidebar's colour.
        menu = self.fontMetrics().height() + 7
        painter.fillRect(0, 0, width, menu, QColor(c.window))
        painter.setPen(QPen(QColor(c.border), 1))
        painter.setBrush(QColor(c.base))
        # The "New chat" button and the search field, then the message box.
        painter.drawRoundedRect(QRectF(8.5, menu + 8.5, sidebar - 13, 31), 8, 8)
        painter.drawRoundedRect(QRectF(8.5, menu + 46.5, sidebar - 13, 27), 8, 8)
        box = QRectF(sidebar + MARGIN + 0.5, height - COMPOSER_HEIGHT - MARGIN + 0.5,
                     width - sidebar - 2 * MARGIN - 1, COMPOSER_HEIGHT)
        painter.drawRoundedRect(box, 14, 14)
        painter.end()
