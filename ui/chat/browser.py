"""A read-only rich-text view as tall as its content, with citation links.

Links are never followed by the widget itself: ``cite:ID`` links and ordinary
http(s) links are reported through signals so the chat view decides (open the
source in the system browser, show the hover card).
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, QUrl, Signal
from PySide6.QtGui import QCursor, QResizeEvent
from PySide6.QtWidgets import QFrame, QSizePolicy, QTextBrowser, QWidget

CITE_SCHEME = "cite"
BROKEN_SCHEME = "cite-unknown"

DOCUMENT_CSS = """
a.cite { text-decoration: none; font-weight: 600; }
a.broken { color: #c62828; text-decoration: line-through; }
table.md { border-collapse: collapse; }
th { font-weight: 600; }
blockquote { margin-left: 12px; padding-left: 8px; }
code { font-family: monospace; }
pre { font-family: monospace; }
p.sourcehead { font-weight: 600; margin-top: 8px; }
"""


class ContentBrowser(QTextBrowser):
    """Emits ``cite_clicked(id)``, ``cite_hovered(id, pos)``, ``link_clicked(url)``."""

    cite_clicked = Signal(str)
    cite_hovered = Signal(str, object)
    link_clicked = Signal(QUrl)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextBrowserInteraction
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.viewport().setAutoFillBackground(False)
        self.setStyleSheet("QTextBrowser { background: transparent; }")
        self.document().setDefaultStyleSheet(DOCUMENT_CSS)
        self.document().setDocumentMargin(2)
        self.anchorClicked.connect(self._clicked)
        self.highlighted.connect(self._hovered)
        self._height = 0

    def set_html(self, html: str) -> None:
        self.setHtml(html)
        self._fit()

    def _clicked(self, url: QUrl) -> None:
        if url.scheme() in (CITE_SCHEME, BROKEN_SCHEME):
            self.cite_clicked.emit(url.path())
        elif url.scheme() in ("http", "https", "mailto"):
            self.link_clicked.emit(url)

    def _hovered(self, url: QUrl) -> None:
        if url.scheme() in (CITE_SCHEME, BROKEN_SCHEME):
            self.cite_hovered.emit(url.path(), QCursor.pos())
        else:
            self.cite_hovered.emit("", QCursor.pos())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit()

    def _fit(self) -> None:
        self.document().setTextWidth(self.viewport().width())
        height = int(self.document().size().height()) + 4
        if height != self._height:
            self._height = height
            self.setFixedHeight(height)
            self.updateGeometry()

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self._height)
