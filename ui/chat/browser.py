"""A read-only rich-text view as tall as its content, with citation links.

Links are never followed by the widget itself: ``cite:ID`` links and ordinary
http(s) links are reported through signals so the chat view decides (open the
source in the system browser, show the hover card).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtGui import QCursor, QResizeEvent, QTextCursor
from PySide6.QtWidgets import QFrame, QSizePolicy, QTextBrowser, QWidget

CITE_SCHEME = "cite"
BROKEN_SCHEME = "cite-unknown"
_SACRIFICE = "\u200b"

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
        self.document().setDefaultStyleSheet(DOCUMENT_CSS)
        self.document().setDocumentMargin(2)
        self.anchorClicked.connect(self._clicked)
        self.highlighted.connect(self._hovered)
        self.document().setUndoRedoEnabled(False)
        self._height = 0
        self._committed: int | None = None  # where the streamed tail starts

    def set_html(self, html: str) -> None:
        """Replace the whole document."""
        self.setHtml(html)
        self._committed = None
        self._fit()

    def stream_html(self, added: str, tail: str) -> None:
        """Append ``added`` after what was added before and replace the tail.

        Only the changed end of the document is parsed and laid out again, so
        the cost of an update does not grow with the answer. Starts from an
        empty document after ``set_html``.
        """
        document = self.document()
        if self._committed is None:
            if not added:
                self.setHtml(tail)
                self._fit()
                return
            self.setHtml(added)
            self._committed = document.characterCount() - 1
            added = ""
        cursor = QTextCursor(document)
        cursor.beginEditBlock()
        cursor.setPosition(self._committed)
        cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()
        if added:
            _append(cursor, added)
            self._committed = document.characterCount() - 1
        if tail:
            _append(cursor, tail)
        cursor.endEditBlock()
        self._fit()

    def _clicked(self, url: QUrl) -> None:
        if url.scheme() in (CITE_SCHEME, BROKEN_SCHEME):
            self.cite_clicked.emit(_cite_target(url))
        elif url.scheme() in ("http", "https", "mailto"):
            self.link_clicked.emit(url)

    def _hovered(self, url: QUrl) -> None:
        if url.scheme() in (CITE_SCHEME, BROKEN_SCHEME):
            self.cite_hovered.emit(_cite_target(url), QCursor.pos())
        else:
            self.cite_hovered.emit("", QCursor.pos())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit()

    def _fit(self) -> None:
        document = self.document()
        # setTextWidth lays the whole document out again, even at the same width.
        if document.textWidth() != self.viewport().width():
            document.setTextWidth(self.viewport().width())
        height = int(self.document().size().height()) + 4
        if height != self._height:
            self._height = height
            self.setFixedHeight(height)
            self.updateGeometry()


def _cite_target(url: QUrl) -> str:
    """``ID``, or ``ID#N`` for the N-th citation marker of a checked answer."""
    return f"{url.path()}#{url.fragment()}" if url.hasFragment() else url.path()


def _append(cursor: QTextCursor, html: str) -> None:
    """Insert ``html`` at the document's end as new blocks with their own formats.

    ``insertHtml`` merges the first inserted block into the block at the cursor
    (it takes that block's format: a paragraph after a heading would become a
    heading). A zero-width space in a paragraph of its own takes that merge and
    is removed again.
    """
    cursor.movePosition(QTextCursor.MoveOperation.End)
    start = cursor.position()
    cursor.insertHtml(f"<p>{_SACRIFICE}</p>{html}")
    cursor.setPosition(start)
    cursor.setPosition(start + 1, QTextCursor.MoveMode.KeepAnchor)
    if cursor.selectedText() == _SACRIFICE:
        cursor.removeSelectedText()
    cursor.movePosition(QTextCursor.MoveOperation.End)
