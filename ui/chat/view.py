"""The chat view: one widget per message in a scroll area.

Long conversations stay fast: the session reads only the newest ``PAGE``
messages, and the widgets are built newest first, a few per turn of the event
loop (at most ``BUILD_BUDGET_MS`` of building each), so opening a conversation
never freezes the window while Qt lays the rich text out. Scrolling to the top
(or "Show earlier messages") asks for the page before (``earlier_requested``),
built the same way while the lines in view stay where they are. While an
answer streams only its own widget re-renders, at most every
``RENDER_INTERVAL_MS``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QPoint, QRect, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QDesktopServices, QFontMetrics, QGuiApplication, QResizeEvent
from PySide6.QtWidgets import QPushButton, QScrollArea, QVBoxLayout, QWidget

from services.citations.registry import CitationRegistry
from services.weburl import openable, try_parse
from ui.chat.empty import EmptyChat
from ui.chat.message import Entry, MessageWidget
from ui.design import COLUMN_CHARS, body_font, meta_font
from ui.focus import screen_order

if TYPE_CHECKING:
    from ui.chat.card import SourceCard

PAGE = 40
RENDER_INTERVAL_MS = 60
# Building one message widget takes 1-5 ms (its rich-text layout follows in
# the same turn): a turn builds until this much time is spent, then yields.
BUILD_BUDGET_MS = 4
ANCHOR_S = 0.5
# Least space beside the reading column; a wide window centres the column.
SIDE_MARGIN = 16

Opener = Callable[[QUrl], Any]

def system_opener(url: QUrl) -> bool:
    """Open ``url`` in the system browser; False when the desktop could not
    (no browser configured, no handler for the scheme)."""
    return bool(QDesktopServices.openUrl(url))


class ChatView(QScrollArea):
    """Shows entries; reports ``regenerate_requested(widget)``."""

    regenerate_requested = Signal(object)
    copied = Signal(str)
    export_requested = Signal()
    # An address the desktop could not open: the window says so (with the URL).
    open_failed = Signal(QUrl)
    # The reader reached the top and older messages are stored: load the page before.
    earlier_requested = Signal()
    # Widgets were built for older entries (the session re-applies its actions).
    built = Signal()
    # The reading column moved: (left, right) space beside it, in this widget's
    # width (scroll bar included), so the composer below lines up with it.
    column_changed = Signal(int, int)
    # Message widgets were added or removed (the window re-threads the Tab order).
    widgets_changed = Signal()
    # An example question of the empty chat was picked.
    example_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None, opener: Opener | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chatView")
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.opener: Opener = opener or system_opener
        self.registry = CitationRegistry()
        self.dark = False
        self._card: SourceCard | None = None
        self._container = QWidget(self)
        self._container.setObjectName("chatContainer")
        self._container.setFont(body_font())
        self._layout = QVBoxLayout(self._container)
        self._layout.setContentsMargins(SIDE_MARGIN, 16, SIDE_MARGIN, 16)
        self._layout.setSpacing(18)
        self._more = QPushButton(self._container)
        self._more.setObjectName("showEarlier")
        self._more.setFlat(True)
        self._more.clicked.connect(self._show_earlier)
        self._layout.addWidget(self._more)
        self._layout.addStretch(1)
        # What an empty chat shows: what Footnote does and example questions.
        self._empty = EmptyChat(self._container)
        self._empty.chosen.connect(self.example_chosen)
        self._layout.addWidget(self._empty, 6)
        self.setWidget(self._container)
        self._entries: list[Entry] = []
        self._widgets: list[MessageWidget] = []
        # Widgets show entries[_first_built:]; entries[_target:_first_built]
        # are waiting to be built (newest first, by ``_builder``).
        self._first_built = 0
        self._target = 0
        self._older = False
        """More messages are stored before the first entry."""
        self._requested = False
        # While older widgets are built above, this message stays where the
        # reader sees it (``_anchor_offset`` pixels below the top of the view)
        # until ``_anchored_until``: a widget just built still settles its
        # height over the next turns.
        self._anchor: MessageWidget | None = None
        self._anchor_offset = 0
        self._anchored_until = 0.0
        self._builder = QTimer(self)
        self._builder.setInterval(0)
        self._builder.timeout.connect(self._build_some)
        self._streaming: MessageWidget | None = None
        self._dirty = False
        self._follow = True
        self._timer = QTimer(self)
        self._timer.setInterval(RENDER_INTERVAL_MS)
        self._timer.timeout.connect(self._render_tick)
        self.verticalScrollBar().rangeChanged.connect(self._range_changed)
        self.verticalScrollBar().valueChanged.connect(self._scrolled)
        # Emitted before the scroll bar moves: read its place on the next turn.
        self.verticalScrollBar().actionTriggered.connect(
            lambda _action: QTimer.singleShot(0, self, self._user_scrolled))
        self._more.hide()
        self.retranslate()

    def retranslate(self) -> None:
        self._more.setText(self.tr("Show earlier messages"))

    def _update_empty(self) -> None:
        self._empty.setVisible(not self._widgets and not self.pending)

    @property
    def empty_state(self) -> EmptyChat:
        """What the chat shows while it has no messages."""
        return self._empty

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.FontChange:
            self._container.setFont(body_font())
            for widget in self._widgets:
                self._set_reading_font(widget)
            self._center_column()
        super().changeEvent(event)

    def _set_reading_font(self, widget: MessageWidget) -> None:
        """The reading size, set rather than inherited: under the app's style
        sheet a widget a rule matches takes the desktop's font when it is
        polished, and the message text came out at 12 px instead of 16."""
        font = self._container.font()
        widget.setFont(font)
        widget.body.setFont(font)
        widget.header.setFont(meta_font(font))

    def column_width(self) -> int:
        """The reading column: ``COLUMN_CHARS`` average characters of body text,
        plus the message blocks' own padding."""
        metrics = QFontMetrics(self._container.font())
        return COLUMN_CHARS * metrics.averageCharWidth() + 2 * 16

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._center_column()

    def _center_column(self) -> None:
        room = self.viewport().width()
        side = max(SIDE_MARGIN, (room - self.column_width()) // 2)
        margins = self._layout.contentsMargins()
        if margins.left() != side:
            self._layout.setContentsMargins(side, margins.top(), side, margins.bottom())
        self.column_changed.emit(side, self.width() - room + side)
        if self._card is not None:
            self._card.hide()

    def column(self) -> tuple[int, int]:
        """(left, right) space beside the reading column, as ``column_changed`` says."""
        side = self._layout.contentsMargins().left()
        return side, self.width() - self.viewport().width() + side

    @property
    def card(self) -> SourceCard:
        """The hover card, drawn over the whole window (created on first use)."""
        if self._card is None or self._card.parentWidget() is not self.window():
            from ui.chat.card import SourceCard  # loads with the first hover

            self._card = SourceCard(self.window())
        return self._card

    # Content -----------------------------------------------------------
    @property
    def widgets(self) -> list[MessageWidget]:
        return list(self._widgets)

    def focus_order(self) -> list[QWidget]:
        """What Tab reaches in the chat, top to bottom: the button for earlier
        messages, then each message's links and buttons as drawn."""
        order: list[QWidget] = [self._more, *self._empty.examples.buttons]
        for widget in self._widgets:
            order.extend(screen_order(widget))
        return order

    @property
    def entries(self) -> list[Entry]:
        return list(self._entries)

    def clear(self) -> None:
        self.end_stream()
        for widget in self._widgets:
            self._layout.removeWidget(widget)
            widget.deleteLater()
        self._widgets, self._entries = [], []
        self._first_built = self._target = 0
        self._older = self._requested = False
        self._anchor = None
        self._builder.stop()
        self._more.hide()
        self._update_empty()
        if self._card is not None:
            self._card.hide()
        self.widgets_changed.emit()

    def set_conversation(
        self, entries: list[Entry], registry: CitationRegistry, *, older: bool = False
    ) -> None:
        """Show ``entries`` (``older``: more are stored before them).

        Widgets for the newest ``PAGE`` are built over the next turns of the
        event loop (``pending`` counts those still to build).
        """
        self.clear()
        self.registry = registry
        self._entries = list(entries)
        self._first_built = len(self._entries)
        self._target = max(0, len(self._entries) - PAGE)
        self._older = older
        self._follow = True
        self._schedule()

    def prepend(self, entries: list[Entry], *, older: bool) -> None:
        """Older ``entries`` read from the history, shown above the first ones."""
        self._requested = False
        self._older = older
        self._entries[:0] = entries
        self._first_built += len(entries)
        self._target = max(0, self._target + len(entries) - PAGE)
        self._schedule()

    @property
    def pending(self) -> int:
        """Entries waiting for their widget (built over the next turns)."""
        return self._first_built - self._target

    def _schedule(self) -> None:
        self._update_more()
        if self.pending:
            self._keep_place()
            self._builder.start()
        else:
            self._update_empty()

    def _update_more(self) -> None:
        self._more.setVisible(self._target > 0 or self._older)
        self._more.setEnabled(not self._requested)

    def _keep_place(self) -> None:
        """Anchor the first message in view (unless following the bottom)."""
        self._anchor = None
        if self._follow:
            return
        top = self.verticalScrollBar().value()
        for widget in self._widgets:
            if widget.y() + widget.height() > top:
                self._anchor, self._anchor_offset = widget, widget.y() - top
                return

    def _anchoring(self) -> bool:
        return self._anchor is not None and time.monotonic() < self._anchored_until

    def _restore_place(self) -> None:
        if self._anchoring() and self._anchor is not None:
            self.verticalScrollBar().setValue(self._anchor.y() - self._anchor_offset)

    def _user_scrolled(self) -> None:
        """After the reader's own scroll: follow the bottom or keep this place."""
        bar = self.verticalScrollBar()
        self._follow = bar.value() >= bar.maximum() - 24
        if self._anchor is not None and not self._follow:
            self._anchor_offset = self._anchor.y() - bar.value()

    def _build_some(self) -> None:
        """Build widgets newest first until the turn's budget is spent."""
        started = time.perf_counter()
        self._anchored_until = time.monotonic() + ANCHOR_S
        QTimer.singleShot(0, self, self._restore_place)  # once the new widgets are placed
        while self.pending:
            self._first_built -= 1
            self._insert(self._entries[self._first_built], 0)
            if (time.perf_counter() - started) * 1000 >= BUILD_BUDGET_MS:
                break
        if not self.pending:
            self._builder.stop()
            self._update_more()
            self._update_empty()
        self.built.emit()

    def append(self, entry: Entry) -> MessageWidget:
        self._entries.append(entry)
        return self._insert(entry, len(self._widgets))

    def remove(self, widget: MessageWidget) -> None:
        if widget is self._streaming:
            self.end_stream()
        if widget is self._anchor:
            self._anchor = None
        self._entries.remove(widget.entry)
        self._widgets.remove(widget)
        self._layout.removeWidget(widget)
        widget.deleteLater()
        self._update_empty()
        self.widgets_changed.emit()

    def _insert(self, entry: Entry, index: int) -> MessageWidget:
        widget = MessageWidget(entry, self.registry, dark=self.dark, parent=self._container)
        self._set_reading_font(widget)
        widget.cite_clicked.connect(self._cite_clicked)
        widget.cite_hovered.connect(self._cite_hovered)
        widget.link_clicked.connect(
            lambda url: self.open_link(bytes(url.toEncoded().data()).decode()))
        widget.export_requested.connect(self.export_requested)
        widget.copy_requested.connect(self._copy)
        widget.regenerate_requested.connect(self.regenerate_requested)
        self._widgets.insert(index, widget)
        # Layout: [show-earlier button, widgets..., stretch, empty-chat text]
        self._layout.insertWidget(1 + index, widget)
        self._empty.hide()
        self.widgets_changed.emit()
        return widget

    def _show_earlier(self) -> None:
        """Build the previous ``PAGE`` of entries, or ask for it when none is left."""
        if self.pending or self._requested:
            return
        if self._target > 0:
            self._target = max(0, self._target - PAGE)
            self._schedule()
        elif self._older:
            self._requested = True
            self._update_more()
            self.earlier_requested.emit()

    def set_dark(self, dark: bool) -> None:
        """After a theme switch: the new colours, and the reading font again (a
        new style sheet resets the fonts of the widgets its rules match)."""
        self.dark = dark
        for widget in self._widgets:
            self._set_reading_font(widget)
            widget.set_dark(dark)

    # Streaming ---------------------------------------------------------
    def begin_stream(self, widget: MessageWidget) -> None:
        self._anchor = None
        self._streaming = widget
        self._dirty = False
        self._timer.start(RENDER_INTERVAL_MS)

    def stream_text(self, delta: str) -> None:
        """Append ``delta`` to the streaming message; rendered on the next tick."""
        if self._streaming is None:
            return
        self._streaming.entry.text += delta
        self._dirty = True

    def end_stream(self) -> None:
        self._timer.stop()
        widget, self._streaming = self._streaming, None
        if widget is not None:
            widget.finish_stream()
        self._dirty = False

    @property
    def streaming_widget(self) -> MessageWidget | None:
        return self._streaming

    def _render_tick(self) -> None:
        if self._dirty and self._streaming is not None:
            self._dirty = False
            started = time.perf_counter()
            self._streaming.stream_update()
            # A long answer renders slower: keep rendering under ~1/4 of the GUI's time.
            spent_ms = (time.perf_counter() - started) * 1000
            self._timer.setInterval(max(RENDER_INTERVAL_MS, min(400, int(spent_ms * 4))))

    def scroll_to_bottom(self) -> None:
        self._follow = True
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _range_changed(self, _low: int, high: int) -> None:
        if self._follow:
            self.verticalScrollBar().setValue(high)
        else:
            # Widgets grow above the lines in view: keep those lines in place.
            self._restore_place()

    def _scrolled(self, value: int) -> None:
        bar = self.verticalScrollBar()
        if not self._anchoring():  # else moved by the anchoring, not the reader
            self._follow = value >= bar.maximum() - 24
        if value <= bar.minimum() and bar.maximum() > 0 and not self._follow:
            self._show_earlier()  # the reader reached the top
        # The card points at a line that just moved.
        if self._card is not None and self._card.isVisible():
            self._card.hide()

    # Citations ---------------------------------------------------------
    def _cite_clicked(self, target: str) -> None:
        cid, _hash, mark = target.partition("#")
        source = self.registry.get(cid)
        if source is None:
            self.card.show_unknown(cid, self._card_point())
            return
        self.card.hide()
        widget = self.sender()
        evidence = widget.evidence_at(mark, cid) if isinstance(widget, MessageWidget) else None
        # Opens the page at the passage (a text fragment) when the answer was checked.
        link = evidence.link if evidence is not None and evidence.link else source.url
        self.open_link(link)

    def open_link(self, url: str) -> bool:
        """Open ``url`` in the browser if it is an http(s) address; anything else
        (``file:``, ``smb:``, ``javascript:``) is shown with a plain refusal.

        The fragment is kept: a checked citation's link ends in a text fragment
        (``#:~:text=...``) that scrolls the page to the backing passage.
        """
        href = openable(url)
        if href is None:
            self.card.show_refused(url, self._card_point())
            return False
        parsed = try_parse(url)
        if parsed is not None and parsed.fragment:
            href += "#" + parsed.fragment
        self.open_url(QUrl.fromEncoded(href.encode()))
        return True

    def open_url(self, url: QUrl) -> None:
        """Open ``url`` with the opener; report ``open_failed`` when it could not."""
        try:
            opened = self.opener(url)
        except OSError:
            opened = False
        if opened is False:
            self.open_failed.emit(url)

    def _cite_hovered(self, cid: str, pos: QRect) -> None:
        self._cite_hovered_at(self.sender(), cid, pos)

    def _cite_hovered_at(self, widget: object, target: str, pos: QPoint | QRect) -> None:
        """Show (or with an empty ``target`` hide) the card for ``target`` of ``widget``
        (a citation id, with ``#N`` for the N-th marker of a checked answer);
        ``pos`` is the global rectangle of the cited line (or a point on it)."""
        if not target:
            self.card.hide()
            return
        cid, _hash, mark = target.partition("#")
        source = self.registry.get(cid)
        if source is None:
            self.card.show_unknown(cid, pos)
            return
        number = widget.number_of(cid) if isinstance(widget, MessageWidget) else 0
        evidence = widget.evidence_at(mark, cid) if isinstance(widget, MessageWidget) else None
        self.card.show_source(number, source, pos, evidence)

    def _card_point(self) -> QPoint:
        from PySide6.QtGui import QCursor

        return QCursor.pos()

    def _copy(self, widget: MessageWidget) -> None:
        text = widget.rendered.markdown if widget.rendered is not None else widget.entry.text
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(text)
        widget.show_copied()
        self.copied.emit(text)
