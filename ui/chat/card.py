"""The card shown when the pointer rests on a citation: title, site, date and the
excerpt the model saw."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from services.citations.registry import Source
from services.textclean import strip_controls
from services.weburl import host_of

EXCERPT_CHARS = 420


def site_of(url: str) -> str:
    """The host of ``url`` without ``www.``, for compact display."""
    host = strip_controls(host_of(url))
    return host[4:] if host.startswith("www.") else host


def date_of(source: Source) -> str:
    """The published date if known, else the day it was fetched (ISO dates, day only)."""
    value = source.published_at or ""
    if value:
        return value[:10]
    return source.fetched_at[:10] if source.fetched_at else ""


def excerpt_of(source: Source, limit: int = EXCERPT_CHARS) -> str:
    text = " ".join(strip_controls(source.excerpt or source.snippet or "").split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


class SourceCard(QFrame):
    """A floating card drawn over its (top-level) parent; one per window, reused.

    A child widget rather than a tool-tip window: it never takes focus, needs
    no window-manager support and stays inside the app window.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "QFrame#sourceCard { background: palette(base); border: 1px solid palette(mid);"
            " border-radius: 6px; }"
        )
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setObjectName("sourceCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = QLabel(self)
        self.title.setObjectName("cardTitle")
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.meta = QLabel(self)
        self.meta.setObjectName("cardMeta")
        self.excerpt = QLabel(self)
        self.excerpt.setObjectName("cardExcerpt")
        self.excerpt.setWordWrap(True)
        self.excerpt.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.meta.setTextFormat(Qt.TextFormat.PlainText)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(4)
        layout.addWidget(self.title)
        layout.addWidget(self.meta)
        layout.addWidget(self.excerpt)
        self.current_id = ""

    def show_source(self, number: int, source: Source, at: QPoint) -> None:
        self.current_id = source.id
        self.title.setText(f"[{number}] {strip_controls(source.title) or site_of(source.url)}")
        parts = [site_of(source.url)]
        if date := date_of(source):
            parts.append(date)
        self.meta.setText(" · ".join(parts))
        excerpt = excerpt_of(source)
        self.excerpt.setText(excerpt or self.tr("No excerpt was recorded for this source."))
        self._place(at)

    def show_unknown(self, cid: str, at: QPoint) -> None:
        self.current_id = cid
        self.title.setText(self.tr("Unknown citation"))
        self.meta.setText(cid)
        self.excerpt.setText(
            self.tr("The model cited an id that none of its searches or pages produced. "
                    "Treat the sentence before it as unsourced.")
        )
        self._place(at)

    def show_refused(self, url: str, at: QPoint) -> None:
        """Say why a source that is not a web address was not opened."""
        self.current_id = ""
        shown = strip_controls(url)
        self.title.setText(self.tr("Not opened"))
        self.meta.setText(shown if len(shown) <= 200 else shown[:199] + "…")
        self.excerpt.setText(
            self.tr("Footnote opens only web addresses (http and https); this source is not "
                    "one. Copy the address above if you trust it.")
        )
        self._place(at)

    def _place(self, at: QPoint) -> None:
        """Show near the global point ``at``, kept inside the parent window."""
        parent = self.parentWidget()
        width = min(440, parent.width() - 16) if parent is not None else 440
        width = max(200, width)
        self.setFixedWidth(width)
        layout = self.layout()
        height = layout.totalHeightForWidth(width) if layout is not None else -1
        self.setFixedHeight(height if height > 0 else self.sizeHint().height())
        local = parent.mapFromGlobal(at) if parent is not None else at
        pos = QPoint(local.x() + 12, local.y() + 16)
        if parent is not None:
            area = parent.rect()
            if pos.x() + self.width() > area.right() - 4:
                pos.setX(max(4, area.right() - 4 - self.width()))
            if pos.y() + self.height() > area.bottom() - 4:
                pos.setY(max(4, local.y() - self.height() - 8))
        self.move(pos)
        self.show()
        self.raise_()
