"""The conversation list: new, rename, delete (with confirmation), search.

A ``QListView`` over ``ConversationModel``: the view asks for pages as the
user scrolls, dates group the list, hovering a row shows rename and delete
buttons, and search hits show a snippet with the matching words in bold. The
widget holds no storage: ``ConversationFeed`` fills the model from a worker
and the main window acts on the signals.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QRect,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QFont, QMouseEvent, QPainter, QTextCharFormat, QTextLayout
from PySide6.QtWidgets import (
    QAbstractItemView,
    QInputDialog,
    QLineEdit,
    QListView,
    QMenu,
    QMessageBox,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from ui.conversation_model import (
    HEADER,
    ID_ROLE,
    KIND_ROLE,
    MARKS_ROLE,
    SNIPPET_ROLE,
    TITLE_MARKS_ROLE,
    ConversationModel,
)

if TYPE_CHECKING:  # storage loads after the first paint
    from services.storage.models import Conversation, SearchHit


SEARCH_DELAY_MS = 150
ModelIndex = QModelIndex | QPersistentModelIndex
ACTION_SIZE = 22


class ConversationDelegate(QStyledItemDelegate):
    """Draws headers, titles, highlighted snippets and the hover actions.

    Colours come from the palette (``ui.theme`` sets it), so light and dark
    schemes apply without code here. Signals: ``rename_clicked(id)``,
    ``delete_clicked(id)``.
    """

    rename_clicked = Signal(int)
    delete_clicked = Signal(int)

    def sizeHint(self, option: QStyleOptionViewItem, index: ModelIndex) -> QSize:
        line = option.fontMetrics.height()
        if index.data(KIND_ROLE) == HEADER:
            return QSize(0, line + 12)
        lines = 2 if index.data(SNIPPET_ROLE) else 1
        return QSize(0, lines * (line + 4) + 10)

    def action_rects(self, rect: QRect) -> tuple[QRect, QRect]:
        top = rect.top() + (min(rect.height(), 36) - ACTION_SIZE) // 2
        delete = QRect(rect.right() - ACTION_SIZE - 6, top, ACTION_SIZE, ACTION_SIZE)
        rename = delete.translated(-ACTION_SIZE - 2, 0)
        return rename, delete

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: ModelIndex) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        palette = opt.palette
        if index.data(KIND_ROLE) == HEADER:
            painter.save()
            font = QFont(opt.font)
            font.setPointSizeF(max(font.pointSizeF() * 0.85, 6.0))
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(palette.placeholderText().color())
            painter.drawText(opt.rect.adjusted(10, 6, -6, 0),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             str(index.data()))
            painter.restore()
            return
        text = str(opt.text)
        opt.text = ""
        style = opt.widget.style() if opt.widget is not None else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        hovered = bool(opt.state & QStyle.StateFlag.State_MouseOver)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        painter.save()
        # The selected row is a pale pill (the style sheet's ``item:selected``)
        # under the normal text colour, not the palette's white-on-accent.
        pen = palette.text().color()
        painter.setPen(pen)
        line = opt.fontMetrics.height()
        right = opt.rect.right() - (2 * ACTION_SIZE + 14 if hovered else 8)
        area = QRect(opt.rect.left() + 10, opt.rect.top() + 5, right - opt.rect.left() - 10,
                     line + 4)
        self._draw_marked(painter, area, text, index.data(TITLE_MARKS_ROLE) or [], opt.font)
        snippet = index.data(SNIPPET_ROLE)
        if snippet:
            font = QFont(opt.font)
            font.setPointSizeF(max(font.pointSizeF() * 0.9, 6.0))
            if not selected:
                painter.setPen(palette.placeholderText().color())
            self._draw_marked(painter, area.translated(0, line + 4), str(snippet),
                              index.data(MARKS_ROLE) or [], font)
        if hovered:
            rename, delete = self.action_rects(opt.rect)
            painter.setPen(pen)
            painter.drawText(rename, Qt.AlignmentFlag.AlignCenter, "✎")
            painter.drawText(delete, Qt.AlignmentFlag.AlignCenter, "🗑")
        painter.restore()

    @staticmethod
    def _draw_marked(
        painter: QPainter, rect: QRect, text: str, marks: Sequence[Sequence[int]], font: QFont
    ) -> None:
        """One elided line with the ``marks`` spans in bold."""
        layout = QTextLayout(text, font)
        formats = []
        for start, end in marks:
            fmt = QTextLayout.FormatRange()
            fmt.start, fmt.length = int(start), int(end) - int(start)
            char = QTextCharFormat()
            char.setFontWeight(QFont.Weight.Bold)
            fmt.format = char
            formats.append(fmt)
        layout.setFormats(formats)
        layout.beginLayout()
        first = layout.createLine()
        if first.isValid():
            first.setLineWidth(10_000)  # one line; the clip elides visually
        layout.endLayout()
        painter.save()
        painter.setClipRect(rect)
        layout.draw(painter, rect.topLeft())
        painter.restore()

    def editorEvent(self, event: QEvent, model: Any, option: QStyleOptionViewItem,
                    index: ModelIndex) -> bool:
        if (index.data(KIND_ROLE) != HEADER
                and event.type() == QEvent.Type.MouseButtonRelease
                and isinstance(event, QMouseEvent)):
            rename, delete = self.action_rects(option.rect)
            position = event.position().toPoint()
            if rename.contains(position):
                self.rename_clicked.emit(int(index.data(ID_ROLE)))
                return True
            if delete.contains(position):
                self.delete_clicked.emit(int(index.data(ID_ROLE)))
                return True
        return super().editorEvent(event, model, option, index)


class ConversationList(QWidget):
    """Signals: ``selected(id)``, ``new_requested``, ``renamed(id, title)``,
    ``deleted(id)``, ``search_changed(text)``."""

    selected = Signal(int)
    new_requested = Signal()
    renamed = Signal(int, str)
    deleted = Signal(int)
    search_changed = Signal(str)
    settings_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("conversationPanel")
        self.new_button = QPushButton(self)
        self.new_button.setObjectName("newChat")
        self.new_button.clicked.connect(self.new_requested)
        self.search = QLineEdit(self)
        self.search.setObjectName("conversationSearch")
        self.search.setClearButtonEnabled(True)
        self.model = ConversationModel(self)
        self.list = QListView(self)
        self.list.setObjectName("conversationList")
        self.list.setModel(self.model)
        self.list.setMouseTracking(True)  # hover actions
        self.list.setUniformItemSizes(False)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.delegate = ConversationDelegate(self.list)
        self.delegate.rename_clicked.connect(self.rename)
        self.delegate.delete_clicked.connect(self.confirm_delete)
        self.list.setItemDelegate(self.delegate)
        self.list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.list.customContextMenuRequested.connect(self._menu)
        self.list.selectionModel().currentChanged.connect(self._current_changed)
        self.list.doubleClicked.connect(self._double_clicked)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SEARCH_DELAY_MS)
        self._timer.timeout.connect(lambda: self.search_changed.emit(self.search.text().strip()))
        self.search.textChanged.connect(lambda _t: self._timer.start())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 4, 8)
        layout.setSpacing(6)
        layout.addWidget(self.new_button)
        layout.addWidget(self.search)
        layout.addWidget(self.list, 1)
        self.settings_button = QPushButton(self)
        self.settings_button.setObjectName("openSettings")
        self.settings_button.setFlat(True)
        self.settings_button.clicked.connect(self.settings_requested)
        layout.addWidget(self.settings_button)
        self._quiet = False
        self.retranslate()

    def retranslate(self) -> None:
        self.new_button.setText(self.tr("New chat"))
        self.new_button.setToolTip(self.tr("Start a new conversation (Ctrl+N)"))
        self.search.setPlaceholderText(self.tr("Search titles and messages"))
        self.settings_button.setText(self.tr("Settings"))
        self.settings_button.setToolTip(self.tr("Models, web search, keys, blacklist, appearance"))
        self.model.layoutChanged.emit()  # header and "New chat" labels

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # Content -----------------------------------------------------------
    def set_items(
        self, conversations: Sequence[Conversation], current: int | None,
        snippets: dict[int, str] | None = None, *, exhausted: bool = True,
    ) -> None:
        """Show ``conversations`` (grouped by date; more pages follow unless
        ``exhausted``); keep ``current`` selected."""
        del snippets
        self._quiet = True
        self.model.set_pages(conversations, exhausted=exhausted)
        self._quiet = False
        self.select(current)

    def set_hits(self, hits: Sequence[SearchHit], current: int | None) -> None:
        self._quiet = True
        self.model.set_hits(hits)
        self._quiet = False
        self.select(current)

    def count(self) -> int:
        """Conversations shown (headers not counted)."""
        return self.model.loaded()

    def ids(self) -> list[int]:
        return [conv.id for conv in self.model.conversations()]

    def titles(self) -> list[str]:
        """Titles as shown (for tests and accessibility)."""
        return [conv.title or self.tr("New chat") for conv in self.model.conversations()]

    def title_of(self, conversation_id: int) -> str:
        conv = self.model.conversation(conversation_id)
        return conv.title if conv is not None else ""

    def select(self, conversation_id: int | None) -> None:
        self._quiet = True
        row = self.model.row_of(conversation_id)
        if row >= 0:
            self.list.setCurrentIndex(self.model.index(row))
        else:
            self.list.selectionModel().clearCurrentIndex()
            self.list.clearSelection()
        self._quiet = False

    # Actions -----------------------------------------------------------
    def rename(self, conversation_id: int) -> None:
        title, ok = QInputDialog.getText(
            self, self.tr("Rename conversation"), self.tr("Title:"),
            QLineEdit.EchoMode.Normal, self.title_of(conversation_id),
        )
        if ok and title.strip():
            self.renamed.emit(conversation_id, title.strip())

    def confirm_delete(self, conversation_id: int) -> None:
        title = self.title_of(conversation_id) or self.tr("this conversation")
        answer = QMessageBox.question(
            self, self.tr("Delete conversation"),
            self.tr("Delete “{title}” with all its messages and sources? "
                    "This cannot be undone.").format(title=title),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.deleted.emit(conversation_id)

    def _menu(self, pos: QPoint) -> None:
        index = self.list.indexAt(pos)
        if not index.isValid() or index.data(KIND_ROLE) == HEADER:
            return
        cid = int(index.data(ID_ROLE))
        menu = QMenu(self)
        menu.addAction(self.tr("Rename…"), lambda: self.rename(cid))
        menu.addAction(self.tr("Delete…"), lambda: self.confirm_delete(cid))
        menu.exec(self.list.viewport().mapToGlobal(pos))

    def _current_changed(self, index: QModelIndex, _prev: QModelIndex) -> None:
        if index.isValid() and index.data(KIND_ROLE) != HEADER and not self._quiet:
            self.selected.emit(int(index.data(ID_ROLE)))

    def _double_clicked(self, index: QModelIndex) -> None:
        if index.isValid() and index.data(KIND_ROLE) != HEADER:
            self.rename(int(index.data(ID_ROLE)))
