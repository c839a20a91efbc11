"""A read-only rich-text view as tall as its content, with citation links.

Links are never followed by the widget itself: ``cite:ID`` links and ordinary
http(s) links are reported through signals so the chat view decides (open the
source in the system browser, show the hover card). A ``copy:`` link (the Copy
above a code block) carries its code, base64-encoded, and copies it here.
"""

from __future__ import annotations

import base64
import binascii

from PySide6.QtCore import QEvent, QPoint, QRect, Qt, QUrl, Signal
from PySide6.QtGui import (
    QColor,
    QCursor,
    QFocusEvent,
    QGuiApplication,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
    QTextCursor,
)
from PySide6.QtWidgets import QFrame, QSizePolicy, QTextBrowser, QToolTip, QWidget

from ui.design import LINE_HEIGHT_PERCENT

CITE_SCHEME = "cite"
BROKEN_SCHEME = "cite-unknown"
COPY_SCHEME = "copy"
_SACRIFICE = "\u200b"

DOCUMENT_CSS = f"""
p, li {{ line-height: {LINE_HEIGHT_PERCENT}%; }}
p {{ margin-top: 0px; margin-bottom: 10px; }}
h1, h2, h3, h4 {{ margin-top: 14px; margin-bottom: 6px; }}
h1 {{ font-size: x-large; }} h2 {{ font-size: large; }} h3 {{ font-size: medium; }}
a.cite {{ text-decoration: none; }}
a.broken {{ color: #c62828; text-decoration: line-through; }}
a.codecopy {{ text-decoration: none; }}
table.md {{ border-collapse: collapse; margin-bottom: 10px; }}
th {{ font-weight: 600; }}
blockquote {{ margin-left: 12px; padding-left: 8px; }}
code {{ font-family: monospace; }}
pre {{ font-family: monospace; }}
p.sourcehead {{ font-weight: 600; margin-top: 10px; margin-bottom: 4px; }}
"""


def copy_href(code: str) -> str:
    """The ``copy:`` link that copies ``code``."""
    return f"{COPY_SCHEME}:" + base64.urlsafe_b64encode(code.encode("utf-8")).decode("ascii")


def code_of(url: QUrl) -> str | None:
    """The code a ``copy:`` link carries (None when it is damaged)."""
    try:
        return base64.urlsafe_b64decode(url.path().encode("ascii")).decode("utf-8")
    except (binascii.Error, UnicodeError, ValueError):
        return None


class ContentBrowser(QTextBrowser):
    """Emits ``cite_clicked(id)``, ``cite_hovered(id, line)``, ``link_clicked(url)``,
    ``code_copied(code)``. ``line`` is the global rectangle of the hovered line
    (the card goes beside it); ``cite_hovered("", ...)`` when the pointer leaves."""

    cite_clicked = Signal(str)
    cite_hovered = Signal(str, object)
    link_clicked = Signal(QUrl)
    code_copied = Signal(str)

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
        elif url.scheme() == COPY_SCHEME:
            code = code_of(url)
            clipboard = QGuiApplication.clipboard()
            if code is not None and clipboard is not None:
                clipboard.setText(code)
                self.code_copied.emit(code)
                QToolTip.showText(QCursor.pos(), self.tr("Copied"), self)

    # Keyboard: Tab moves between links; a focused citation shows its card.
    def focusNextPrevChild(self, forward: bool) -> bool:
        moved = super().focusNextPrevChild(forward)
        if moved and self.hasFocus():
            self._focused_link_changed()
        return moved

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self._focused_link_changed()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        if event.reason() != Qt.FocusReason.PopupFocusReason:
            self.cite_hovered.emit("", QRect())
        self.viewport().update()

    def focused_link(self) -> str:
        """The href of the link the keyboard selected ("" when none)."""
        cursor = self.textCursor()
        if not cursor.hasSelection():
            return ""
        probe = QTextCursor(self.document())
        probe.setPosition(cursor.selectionStart() + 1)
        return probe.charFormat().anchorHref()

    def focused_link_rect(self) -> QRect:
        """The focused link's rectangle in viewport coordinates (empty when none)."""
        cursor = self.textCursor()
        if not self.focused_link():
            return QRect()
        probe = QTextCursor(self.document())
        probe.setPosition(cursor.selectionStart())
        start = self.cursorRect(probe)
        probe.setPosition(cursor.selectionEnd())
        end = self.cursorRect(probe)
        if end.top() != start.top():  # wrapped: the part on the first line
            return QRect(start.left(), start.top(), 24, start.height())
        return QRect(start.topLeft(), end.bottomLeft()).normalized().adjusted(0, 0, 1, 0)

    def _focused_link_changed(self) -> None:
        self.viewport().update()
        url = QUrl(self.focused_link())
        if url.scheme() not in (CITE_SCHEME, BROKEN_SCHEME):
            self.cite_hovered.emit("", QRect())
            return
        rect = self.focused_link_rect()
        top_left = self.viewport().mapToGlobal(rect.topLeft())
        self.cite_hovered.emit(_cite_target(url), QRect(top_left, rect.size()))

    def paintEvent(self, event: QPaintEvent) -> None:
        """The text, and a clear focus ring around the link the keyboard selected
        (Qt's own is a faint dotted box)."""
        super().paintEvent(event)
        if not self.hasFocus():
            return
        rect = self.focused_link_rect()
        if rect.isEmpty():
            return
        painter = QPainter(self.viewport())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(QColor(focus_colour()))
        pen.setWidth(2)
        painter.setPen(pen)
        painter.drawRoundedRect(rect.adjusted(-3, -1, 3, 1), 4, 4)
        painter.end()

    def _hovered(self, url: QUrl) -> None:
        if url.scheme() in (CITE_SCHEME, BROKEN_SCHEME):
            self.cite_hovered.emit(_cite_target(url), self.line_rect(QCursor.pos()))
        else:
            self.cite_hovered.emit("", QRect())

    def line_rect(self, point: QPoint) -> QRect:
        """The global rectangle of the text line under the global ``point``."""
        viewport = self.viewport()
        cursor = self.cursorForPosition(viewport.mapFromGlobal(point))
        rect = self.cursorRect(cursor)
        top = viewport.mapToGlobal(QPoint(0, rect.top())).y()
        return QRect(point.x(), top, 1, max(1, rect.height()))

    def leaveEvent(self, event: QEvent) -> None:
        # ``highlighted`` is not emitted when the pointer leaves the widget
        # straight from a link: without this the card stayed on screen.
        self.cite_hovered.emit("", QRect())
        super().leaveEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit()

    def _fit(self) -> None:
        document = self.document()
        # setTextWidth lays the whole document out again, even at the same width.
        if document.textWidth() != self.viewport().width():
            document.setTextWidth(self.viewport().width())
        # The last paragraph's bottom margin is space below the text that the
        # message layout already gives: without it a one-line question sat
        # high in its bubble.
        trailing = document.lastBlock().blockFormat().bottomMargin()
        height = int(document.size().height() - trailing) + 4
        if height != self._height:
            self._height = height
            self.setFixedHeight(height)
            self.updateGeometry()


def focus_colour() -> str:
    """The focus ring's colour in the scheme shown now."""
    from ui.theme import current_tokens

    return current_tokens().focus


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
