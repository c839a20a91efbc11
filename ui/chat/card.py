"""The card shown when the pointer rests on a citation: title, site, a labelled
date and the excerpt the model saw.

``SourceCard.show_source(number, source, line)`` fills and places it; the body
is a plain vertical layout (``card.layout()``) so more parts (highlighted
passages, ...) can be added under the excerpt.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from services.citations.registry import Source

EXCERPT_CHARS = 420
CARD_WIDTH = 440
# Space between the cited line and the card: the card never covers the line.
GAP = 6
# Markdown backslash escapes (``lazy\_static``) as extraction leaves them in text.
_ESCAPE = re.compile(r"\\([!-/:-@\[-`{-~])")


def site_of(url: str) -> str:
    """The host of ``url`` without ``www.``, for compact display."""
    host = urlsplit(url).hostname or url
    return host[4:] if host.startswith("www.") else host


def date_of(source: Source) -> str:
    """The published date if known, else the day it was fetched (ISO dates, day only)."""
    value = source.published_at or ""
    if value:
        return value[:10]
    return source.fetched_at[:10] if source.fetched_at else ""


def dated(source: Source, published: str, fetched: str) -> str:
    """``published`` or ``fetched`` (templates with ``%1``) filled with the date:
    a fetch date is never shown as if it were the publication date."""
    if source.published_at:
        return published.replace("%1", source.published_at[:10])
    if source.fetched_at:
        return fetched.replace("%1", source.fetched_at[:10])
    return ""


def unescape(text: str) -> str:
    """``text`` without Markdown backslash escapes."""
    return _ESCAPE.sub(r"\1", text)


def excerpt_of(source: Source, limit: int = EXCERPT_CHARS) -> str:
    text = unescape(" ".join((source.excerpt or source.snippet or "").split()))
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def place_beside(line: QRect, size: tuple[int, int], area: QRect) -> QPoint:
    """Where a card of ``size`` goes for the cited ``line`` inside ``area``
    (all in one coordinate system): below the line, else above it, never over it."""
    width, height = size
    x = min(max(area.left() + 4, line.left() - 24), area.right() - 4 - width)
    x = max(area.left() + 4, x)
    below = line.bottom() + 1 + GAP
    above = line.top() - GAP - height
    if below + height <= area.bottom() - 4:
        return QPoint(x, below)
    if above >= area.top() + 4:
        return QPoint(x, above)
    # Fits neither way: the side with more room (the window clips the rest).
    room_below, room_above = area.bottom() - line.bottom(), line.top() - area.top()
    return QPoint(x, below if room_below >= room_above else above)


class SourceCard(QFrame):
    """A floating card drawn over its (top-level) parent; one per window, reused.

    A child widget rather than a tool-tip window: it never takes focus, needs
    no window-manager support and stays inside the app window.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(True)
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
        self.meta.setWordWrap(True)
        self.excerpt = QLabel(self)
        self.excerpt.setObjectName("cardExcerpt")
        self.excerpt.setWordWrap(True)
        for label in (self.title, self.meta, self.excerpt):
            label.setTextFormat(Qt.TextFormat.PlainText)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        layout.setSpacing(4)
        layout.addWidget(self.title)
        layout.addWidget(self.meta)
        layout.addWidget(self.excerpt)
        self.current_id = ""
        self.hide()

    def show_source(self, number: int, source: Source, at: QPoint | QRect) -> None:
        """Show ``source`` as citation ``number`` beside the cited line ``at``
        (global coordinates; a point stands for a line of the card's font)."""
        self.current_id = source.id
        title = unescape(source.title or site_of(source.url))
        self.title.setText(f"[{number}] {title}" if number else title)
        parts = [site_of(source.url)]
        when = dated(source, self.tr("published %1"), self.tr("fetched %1"))
        if when:
            parts.append(when)
        self.meta.setText(" · ".join(parts))
        excerpt = excerpt_of(source)
        self.excerpt.setText(excerpt or self.tr("No excerpt was recorded for this source."))
        self._place(at)

    def show_unknown(self, cid: str, at: QPoint | QRect) -> None:
        self.current_id = cid
        self.title.setText(self.tr("Unknown citation"))
        self.meta.setText(cid)
        self.excerpt.setText(
            self.tr("The model cited an id that none of its searches or pages produced. "
                    "Treat the sentence before it as unsourced.")
        )
        self._place(at)

    def _place(self, at: QPoint | QRect) -> None:
        """Show beside the global line ``at``, kept inside the parent window."""
        parent = self.parentWidget()
        width = min(CARD_WIDTH, parent.width() - 16) if parent is not None else CARD_WIDTH
        width = max(200, width)
        self.setFixedWidth(width)
        layout = self.layout()
        height = layout.totalHeightForWidth(width) if layout is not None else -1
        self.setFixedHeight(height if height > 0 else self.sizeHint().height())
        if isinstance(at, QPoint):
            line_height = self.fontMetrics().height()
            at = QRect(at.x(), at.y() - line_height // 2, 1, line_height)
        if parent is None:
            self.move(at.left(), at.bottom() + GAP)
        else:
            line = QRect(parent.mapFromGlobal(at.topLeft()), at.size())
            self.move(place_beside(line, (self.width(), self.height()), parent.rect()))
        self.show()
        self.raise_()
