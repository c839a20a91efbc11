"""The window's first paint: its layout in the theme's colours, before its widgets.

``python -m app`` shows the main window at once with this in it (the menu
bar's strip, the sidebar with its button and search field, the chat and the
message box as plain coloured blocks), then builds the real widgets on the next
turn of the event loop, once the window is on screen (``MainWindow.build``).
Only Qt, the design tokens and the stored theme are read for it (``app.gui``):
the settings schema, the chat view, the history, the model and search stacks
all load after the first paint.

The blocks are plain widgets filled from their palette, laid out by box
layouts: painting them with ``QPainter`` from Python, or asking the style
hints, makes PySide create its whole ``Qt`` namespace (some 20-50 ms) before
the window could show.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QHBoxLayout, QVBoxLayout, QWidget

from ui.design import tokens

SIDEBAR_WIDTH = 260
MENU_HEIGHT = 22
COMPOSER_HEIGHT = 83


def scheme_for(theme: str, app: QApplication) -> str:
    """The scheme the first paint uses for ``ui.theme`` value ``theme``. For
    "system" the platform's own palette tells."""
    if theme in ("light", "dark"):
        return theme
    window = app.palette().color(QPalette.ColorRole.Window)
    return "dark" if window.lightness() < 128 else "light"


def _block(parent: QWidget, colour: str) -> QWidget:
    block = QWidget(parent)
    palette = block.palette()
    palette.setColor(QPalette.ColorRole.Window, QColor(colour))
    block.setPalette(palette)
    block.setAutoFillBackground(True)
    return block


def _box(parent: QWidget, height: int, border: str, fill: str) -> QWidget:
    """A field's outline: a border-coloured block with the fill inset by a pixel."""
    box = _block(parent, border)
    box.setFixedHeight(height)
    inner = QVBoxLayout(box)
    inner.setContentsMargins(1, 1, 1, 1)
    inner.addWidget(_block(box, fill))
    return box


def build(parent: QWidget, scheme: str) -> QWidget:
    """The layout of the main window as plain blocks in ``scheme``'s colours."""
    c = tokens(scheme)
    root = _block(parent, c.base)
    root.setObjectName("skeleton")
    column = QVBoxLayout(root)
    column.setContentsMargins(0, 0, 0, 0)
    column.setSpacing(0)
    menu = _block(root, c.window)
    menu.setFixedHeight(round(MENU_HEIGHT * root.logicalDpiY() / 96))
    column.addWidget(menu)
    row = QHBoxLayout()
    row.setContentsMargins(0, 0, 0, 0)
    row.setSpacing(0)
    column.addLayout(row, 1)
    sidebar = _block(root, c.window)
    sidebar.setFixedWidth(SIDEBAR_WIDTH)
    side = QVBoxLayout(sidebar)
    side.setContentsMargins(8, 8, 4, 8)
    side.setSpacing(6)
    side.addWidget(_box(sidebar, 32, c.border, c.base))  # New chat
    side.addWidget(_box(sidebar, 28, c.border, c.base))  # search
    side.addStretch(1)
    row.addWidget(sidebar)
    divider = _block(root, c.border)
    divider.setFixedWidth(1)
    row.addWidget(divider)
    chat = QVBoxLayout()
    chat.setContentsMargins(16, 16, 16, 14)
    chat.addStretch(1)
    chat.addWidget(_box(root, COMPOSER_HEIGHT, c.border, c.base))  # the message box
    row.addLayout(chat, 1)
    return root
