"""Icons: the bundled Lucide SVGs (ISC licence, ``resources/icons``) tinted for
the current theme, and the app icon.

Lucide draws with ``stroke="currentColor"``; the colour is substituted before
rendering, so one file serves light and dark. Rendered icons are cached per
name, colour and scheme: a theme switch re-tints by asking again.
"""

from __future__ import annotations

import os
import tempfile
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

ICONS_DIR = Path(__file__).resolve().parent.parent / "resources" / "icons"
APP_ICON = ICONS_DIR / "footnote.svg"
# Rendered at these sizes so the icon is crisp at 1x and 2x scale.
_SIZES = (16, 20, 24, 32, 48)


def svg_text(name: str) -> str:
    """The SVG source of icon ``name`` ("" when it is not bundled)."""
    try:
        return (ICONS_DIR / f"{name}.svg").read_text(encoding="utf-8")
    except OSError:
        return ""


def tinted_svg(name: str, colour: str) -> bytes:
    """Icon ``name`` with its stroke drawn in ``colour`` (a ``#rrggbb`` name)."""
    return svg_text(name).replace("currentColor", colour).encode("utf-8")


def tinted_file(name: str, colour: str) -> Path:
    """Icon ``name`` tinted with ``colour`` as a file, for style sheets (whose
    ``image: url(...)`` reads files): written once per colour to a private
    temporary folder."""
    user = os.getuid() if hasattr(os, "getuid") else 0
    folder = Path(tempfile.gettempdir()) / f"footnote-icons-{user}"
    path = folder / f"{name}-{colour.lstrip('#')}.svg"
    if not path.exists():
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        temporary = path.with_suffix(f".{os.getpid()}.tmp")
        temporary.write_bytes(tinted_svg(name, colour))
        temporary.replace(path)
    return path


@lru_cache(maxsize=128)
def _icon(name: str, colour: str, disabled: str) -> QIcon:
    icon = QIcon()
    for mode, tint in ((QIcon.Mode.Normal, colour), (QIcon.Mode.Disabled, disabled)):
        renderer = QSvgRenderer(QByteArray(tinted_svg(name, tint)))
        if not renderer.isValid():
            return QIcon()
        for size in _SIZES:
            pixmap = QPixmap(QSize(size, size))
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            renderer.render(painter, QRectF(0, 0, size, size))
            painter.end()
            icon.addPixmap(pixmap, mode)
    return icon


def icon(name: str, colour: str | None = None) -> QIcon:
    """Icon ``name`` tinted with ``colour`` (default: the theme's icon colour)."""
    from ui.design import tokens
    from ui.theme import current_scheme

    colours = tokens(current_scheme())
    return _icon(name, colour or colours.icon, colours.muted)


def app_icon() -> QIcon:
    """Footnote's own icon (window, task bar, .desktop entry)."""
    icon = QIcon()
    renderer = QSvgRenderer(str(APP_ICON))
    for size in (16, 24, 32, 48, 64, 128, 256):
        pixmap = QPixmap(QSize(size, size))
        pixmap.fill(QColor(0, 0, 0, 0))
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
        icon.addPixmap(pixmap)
    return icon
