"""The conversation list: new, rename, delete (with confirmation), search.

The widget holds no storage: the main window feeds it ``Conversation`` records
(or search hits) and acts on its signals.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPoint, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QInputDialog,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:  # storage loads after the first paint
    from services.storage.models import Conversation


ID_ROLE = Qt.ItemDataRole.UserRole
SEARCH_DELAY_MS = 200


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
        self.list = QListWidget(self)
        self.list.setObjectName("conversationList")
        self.list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.list.customContextMenuRequested.connect(self._menu)
        self.list.currentItemChanged.connect(self._current_changed)
        self.list.itemDoubleClicked.connect(lambda item: self.rename(self._id(item)))
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
        self._titles: dict[int, str] = {}
        self._quiet = False
        self.retranslate()

    def retranslate(self) -> None:
        self.new_button.setText(self.tr("New chat"))
        self.new_button.setToolTip(self.tr("Start a new conversation (Ctrl+N)"))
        self.search.setPlaceholderText(self.tr("Search titles and messages"))
        self.settings_button.setText(self.tr("Settings"))
        self.settings_button.setToolTip(self.tr("Models, web search, keys, blacklist, appearance"))
        for index in range(self.list.count()):
            item = self.list.item(index)
            if not self._titles.get(self._id(item)):
                item.setText(self.tr("New chat"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # Content -----------------------------------------------------------
    def set_items(
        self, conversations: Sequence[Conversation], current: int | None,
        snippets: dict[int, str] | None = None,
    ) -> None:
        """Show ``conversations``; keep ``current`` selected without re-emitting."""
        self._quiet = True
        self.list.clear()
        self._titles = {}
        for conv in conversations:
            title = conv.title or self.tr("New chat")
            self._titles[conv.id] = conv.title
            item = QListWidgetItem(title)
            item.setData(ID_ROLE, conv.id)
            tip = snippets.get(conv.id) if snippets else None
            item.setToolTip(tip or title)
            self.list.addItem(item)
            if conv.id == current:
                self.list.setCurrentItem(item)
        self._quiet = False

    def count(self) -> int:
        return self.list.count()

    def ids(self) -> list[int]:
        return [self._id(self.list.item(i)) for i in range(self.list.count())]

    def title_of(self, conversation_id: int) -> str:
        return self._titles.get(conversation_id, "")

    def select(self, conversation_id: int | None) -> None:
        self._quiet = True
        self.list.setCurrentRow(-1)
        for index in range(self.list.count()):
            item = self.list.item(index)
            if self._id(item) == conversation_id:
                self.list.setCurrentItem(item)
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
        item = self.list.itemAt(pos)
        if item is None:
            return
        cid = self._id(item)
        menu = QMenu(self)
        menu.addAction(self.tr("Rename…"), lambda: self.rename(cid))
        menu.addAction(self.tr("Delete…"), lambda: self.confirm_delete(cid))
        menu.exec(self.list.viewport().mapToGlobal(pos))

    def _current_changed(self, item: QListWidgetItem | None, _prev: object) -> None:
        if item is not None and not self._quiet:
            self.selected.emit(self._id(item))

    @staticmethod
    def _id(item: QListWidgetItem) -> int:
        return int(item.data(ID_ROLE))
