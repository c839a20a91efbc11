"""The conversation list: new, rename in place, delete with Undo, search.

A ``QListView`` over ``ConversationModel``: the view asks for pages as the
user scrolls, dates group the list, hovering a row shows Rename and Delete
icons (``ConversationDelegate``), and search hits show a snippet with the
matching words in bold. Renaming edits the row itself (double-click, F2 or
the pencil); deleting removes the row at once and offers Undo for a few
seconds (``UndoStrip``) before the deletion is carried out. The widget holds
no storage: ``ConversationFeed`` fills the model from a worker and the main
window acts on the signals.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLineEdit,
    QListView,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ui.conversation_delegate import DELETE, RENAME, ConversationDelegate
from ui.conversation_model import HEADER, ID_ROLE, KIND_ROLE, ConversationModel
from ui.undo_strip import UndoStrip

if TYPE_CHECKING:  # storage loads after the first paint
    from services.storage.models import Conversation, SearchHit


SEARCH_DELAY_MS = 150


class ConversationList(QWidget):
    """Signals: ``selected(id)``, ``new_requested``, ``renamed(id, title)``,
    ``deleting(id)`` (the row left the list; Undo is offered), ``restored(id)``
    (Undo), ``deleted(id)`` (carry the deletion out), ``search_changed(text)``,
    ``settings_requested``."""

    selected = Signal(int)
    new_requested = Signal()
    renamed = Signal(int, str)
    deleting = Signal(int)
    restored = Signal(int)
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
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.EditKeyPressed)
        # Tab reaches the list (its current row gets a ring); a click opens a
        # conversation and leaves the focus where the user types.
        self.list.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.delegate = ConversationDelegate(self.list)
        self.delegate.title_edited.connect(self._title_edited)
        self.delegate.closeEditor.connect(lambda *_: self._editor_closed())
        self._later: Callable[[], None] | None = None
        """A list update that waits for the title editor to close."""
        self.list.setItemDelegate(self.delegate)
        self.list.viewport().installEventFilter(self)
        self.list.installEventFilter(self)
        self.list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.list.customContextMenuRequested.connect(self._menu)
        self.list.selectionModel().currentChanged.connect(self._current_changed)
        self.list.doubleClicked.connect(self._double_clicked)
        self.undo = UndoStrip(self)
        self.undo.undo_clicked.connect(self._undo)
        self.undo.expired.connect(self._carry_out)
        self._deleting: int | None = None
        """The conversation whose deletion waits for the Undo offer to end."""
        self._pressed = ""
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
        layout.addWidget(self.undo)
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
        if self._editing():
            self._later = lambda: self.set_items(conversations, current, exhausted=exhausted)
            return
        self._quiet = True
        self.model.set_pages(conversations, exhausted=exhausted)
        self._quiet = False
        self.select(current)

    def set_hits(self, hits: Sequence[SearchHit], current: int | None) -> None:
        if self._editing():
            self._later = lambda: self.set_hits(hits, current)
            return
        self._quiet = True
        self.model.set_hits(hits)
        self._quiet = False
        self.select(current)

    def _editing(self) -> bool:
        """A title is being edited: a reload now would close the editor under
        the user's typing, so it waits until the editor closes."""
        return self.list.state() == QAbstractItemView.State.EditingState

    def _editor_closed(self) -> None:
        later, self._later = self._later, None
        if later is not None:
            QTimer.singleShot(0, self, later)

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

    # Rename in place ---------------------------------------------------
    def rename(self, conversation_id: int) -> None:
        """Turn the conversation's row into an editor holding its whole title."""
        row = self.model.row_of(conversation_id)
        if row < 0:
            return
        index = self.model.index(row)
        self.list.scrollTo(index)
        self.list.setFocus(Qt.FocusReason.OtherFocusReason)
        self.list.edit(index)

    def _title_edited(self, conversation_id: int, title: str) -> None:
        self._later = None  # older than the rename, whose own reload follows
        self.model.set_title(conversation_id, title)
        self.renamed.emit(conversation_id, title)

    # Delete with Undo --------------------------------------------------
    def delete(self, conversation_id: int) -> None:
        """Take the conversation out of the list now and offer Undo; the
        deletion is carried out (``deleted``) when the offer ends."""
        self.undo.finish()  # the previous deletion, if any, is carried out first
        title = self.title_of(conversation_id)
        self._deleting = conversation_id
        current = self.list.currentIndex().data(ID_ROLE)
        self._quiet = True  # the view moves its current row: that opens nothing
        self.model.hide(conversation_id)
        self._quiet = False
        self.select(current if current != conversation_id else None)
        self.deleting.emit(conversation_id)
        self.undo.show_deleted(title)

    def pending_deletion(self) -> int | None:
        """The conversation whose deletion still waits (Undo is offered)."""
        return self._deleting

    def take_pending(self) -> int | None:
        """End the Undo offer without a signal and return the conversation whose
        deletion waited (the closing app carries it out itself)."""
        cid, self._deleting = self._deleting, None
        self.undo.timer.stop()
        self.undo.hide()
        return cid

    def _undo(self) -> None:
        cid, self._deleting = self._deleting, None
        if cid is not None:
            self.model.unhide(cid)
            self.restored.emit(cid)

    def _carry_out(self) -> None:
        cid, self._deleting = self._deleting, None
        if cid is not None:
            self.deleted.emit(cid)
            self.model.unhide(cid)  # gone from the history: nothing left to hide

    # Pointer and keys --------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.list.viewport() and isinstance(event, QMouseEvent):
            return self._mouse(event)
        if watched is self.list.viewport() and event.type() == QEvent.Type.Leave:
            self.delegate.pointer = None
            self.list.viewport().update()
        if (watched is self.list and event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent) and self.list.state()
                != QAbstractItemView.State.EditingState):
            return self._key(event)
        return False

    def _mouse(self, event: QMouseEvent) -> bool:
        """Clicks on a row's Rename or Delete icon act on that row only: the
        press is taken before the view could select (open) the conversation."""
        point = event.position().toPoint()
        index = self.list.indexAt(point)
        if event.type() == QEvent.Type.MouseMove:
            before, self.delegate.pointer = self.delegate.pointer, point
            for spot in (before, point):  # repaint the rows under the old and new place
                row = self.list.indexAt(spot) if spot is not None else QModelIndex()
                if row.isValid():
                    self.list.viewport().update(self.list.visualRect(row))
            return False
        if not index.isValid() or index.data(KIND_ROLE) == HEADER:
            return False
        action = self.delegate.action_at(self.list.visualRect(index), point)
        if not action:
            self._pressed = ""
            return False
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        if event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick):
            self._pressed = action
            return True
        if event.type() == QEvent.Type.MouseButtonRelease:
            pressed, self._pressed = self._pressed, ""
            if pressed == action:
                cid = int(index.data(ID_ROLE))
                if action == DELETE:
                    self.delete(cid)
                elif action == RENAME:
                    self.rename(cid)
            return True
        return False

    def _key(self, event: QKeyEvent) -> bool:
        index = self.list.currentIndex()
        if not index.isValid() or index.data(KIND_ROLE) == HEADER:
            return False
        if event.key() == Qt.Key.Key_Delete:
            self.delete(int(index.data(ID_ROLE)))
            return True
        return False

    def _menu(self, pos: QPoint) -> None:
        index = self.list.indexAt(pos)
        if not index.isValid() or index.data(KIND_ROLE) == HEADER:
            return
        cid = int(index.data(ID_ROLE))
        menu = QMenu(self)
        menu.addAction(self.tr("Rename"), lambda: self.rename(cid))
        menu.addAction(self.tr("Delete"), lambda: self.delete(cid))
        menu.exec(self.list.viewport().mapToGlobal(pos))

    def _current_changed(self, index: QModelIndex, _prev: QModelIndex) -> None:
        if index.isValid() and index.data(KIND_ROLE) != HEADER and not self._quiet:
            self.selected.emit(int(index.data(ID_ROLE)))

    def _double_clicked(self, index: QModelIndex) -> None:
        if index.isValid() and index.data(KIND_ROLE) != HEADER:
            self.rename(int(index.data(ID_ROLE)))
