"""The sidebar's model: conversations in pages, grouped by date, or search hits.

The list never holds the whole history. ``fetchMore`` (called by the view as
the user scrolls near the end) asks for the next page through
``fetch_requested``; whoever drives the model (``ConversationFeed``) loads it
on a worker and hands it to ``add_page``. Conversations are grouped under
Today, Yesterday, Previous 7 days and Older headers (header rows are not
selectable). Search results replace the pages with ranked hits, ungrouped,
each with a snippet and the spans to highlight. Conversations being deleted
(their Undo is still offered) are ``hide``-n: they leave the list at once and
stay out of every reload and search until ``unhide``.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import date, datetime, timedelta
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt, Signal

if TYPE_CHECKING:  # storage loads after the first paint
    from services.storage.models import Conversation, SearchHit

ID_ROLE = Qt.ItemDataRole.UserRole
KIND_ROLE = Qt.ItemDataRole.UserRole + 1
SNIPPET_ROLE = Qt.ItemDataRole.UserRole + 2
MARKS_ROLE = Qt.ItemDataRole.UserRole + 3
TITLE_MARKS_ROLE = Qt.ItemDataRole.UserRole + 4

HEADER, CONVERSATION = "header", "conversation"
TODAY, YESTERDAY, WEEK, OLDER = "today", "yesterday", "week", "older"
PAGE_SIZE = 100

Index = QModelIndex | QPersistentModelIndex


def date_group(timestamp: float, today: date) -> str:
    """Which header a conversation last active at ``timestamp`` (local time) sits under."""
    day = datetime.fromtimestamp(timestamp).date()
    if day >= today:
        return TODAY
    if day == today - timedelta(days=1):
        return YESTERDAY
    if day > today - timedelta(days=8):
        return WEEK
    return OLDER


@dataclass(frozen=True)
class Row:
    kind: str
    group: str = ""
    conversation: Conversation | None = None
    hit: SearchHit | None = None


class ConversationModel(QAbstractListModel):
    """Signals: ``fetch_requested`` (load the page after ``last()``)."""

    fetch_requested = Signal()

    def __init__(self, parent: Any = None, *, clock: Callable[[], float] = time.time) -> None:
        super().__init__(parent)
        self._clock = clock
        self._rows: list[Row] = []
        self._exhausted = False
        self._loading = False
        self.searching = False
        self._hidden: set[int] = set()

    # Qt model interface ---------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's default
        return 0 if parent.isValid() else len(self._rows)

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        return not (parent.isValid() or self._exhausted or self._loading or self.searching)

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: B008
        if self.canFetchMore(parent):
            self._loading = True
            self.fetch_requested.emit()

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        if self._rows[index.row()].kind == HEADER:
            return Qt.ItemFlag.ItemIsEnabled
        return (Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
                | Qt.ItemFlag.ItemIsEditable)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        if role == KIND_ROLE:
            return row.kind
        if row.kind == HEADER:
            return self.group_label(row.group) if role == Qt.ItemDataRole.DisplayRole else None
        conv = row.conversation
        assert conv is not None
        snippet = row.hit.snippet if row.hit is not None else ""
        if role == Qt.ItemDataRole.DisplayRole:
            return conv.title or self.tr("New chat")
        if role == Qt.ItemDataRole.EditRole:
            return conv.title
        if role == ID_ROLE:
            return conv.id
        if role == SNIPPET_ROLE:
            return snippet
        if role == MARKS_ROLE:
            return list(row.hit.marks) if row.hit is not None else []
        if role == TITLE_MARKS_ROLE:
            return list(row.hit.title_marks) if row.hit is not None else []
        if role == Qt.ItemDataRole.ToolTipRole:
            return snippet or conv.title or self.tr("New chat")
        return None

    def group_label(self, group: str) -> str:
        return {
            TODAY: self.tr("Today"),
            YESTERDAY: self.tr("Yesterday"),
            WEEK: self.tr("Previous 7 days"),
            OLDER: self.tr("Older"),
        }[group]

    # Content --------------------------------------------------------------
    def reset(self) -> None:
        """Empty, ready to fetch the first page."""
        self.beginResetModel()
        self._rows, self._exhausted, self._loading, self.searching = [], False, False, False
        self.endResetModel()

    def set_pages(self, conversations: Sequence[Conversation], exhausted: bool) -> None:
        """Replace everything with ``conversations`` (a reload of the pages seen)."""
        self.beginResetModel()
        self._rows, self.searching, self._loading = [], False, False
        self._rows = self._grouped(self._shown(conversations), None)
        self._exhausted = exhausted
        self.endResetModel()

    def add_page(self, conversations: Sequence[Conversation], exhausted: bool) -> None:
        self._loading = False
        self._exhausted = exhausted
        last = self.last()
        rows = self._grouped(self._shown(conversations), last)
        if rows:
            self.beginInsertRows(QModelIndex(), len(self._rows), len(self._rows) + len(rows) - 1)
            self._rows += rows
            self.endInsertRows()

    def page_failed(self) -> None:
        self._loading = False

    def begin_loading(self) -> None:
        """A reload is on its way: the view must not ask for pages meanwhile."""
        self._loading = True

    def set_hits(self, hits: Sequence[SearchHit]) -> None:
        self.beginResetModel()
        self.searching, self._loading = True, False
        self._rows = [Row(CONVERSATION, conversation=hit.conversation, hit=hit)
                      for hit in hits if hit.conversation.id not in self._hidden]
        self.endResetModel()

    def _shown(self, conversations: Sequence[Conversation]) -> list[Conversation]:
        return [conv for conv in conversations if conv.id not in self._hidden]

    def hide(self, conversation_id: int) -> None:
        """Take the conversation out of the list (and its header, if it was the
        group's last) until ``unhide``; reloads and searches leave it out too."""
        self._hidden.add(conversation_id)
        row = self.row_of(conversation_id)
        if row < 0:
            return
        first = last = row
        alone_above = row > 0 and self._rows[row - 1].kind == HEADER
        alone_below = row + 1 == len(self._rows) or self._rows[row + 1].kind == HEADER
        if alone_above and alone_below:
            first = row - 1
        self.beginRemoveRows(QModelIndex(), first, last)
        del self._rows[first:last + 1]
        self.endRemoveRows()

    def unhide(self, conversation_id: int) -> None:
        """Let the conversation back in (it shows again with the next reload)."""
        self._hidden.discard(conversation_id)

    def hidden(self) -> set[int]:
        return set(self._hidden)

    def set_title(self, conversation_id: int, title: str) -> None:
        """Show ``title`` at once (the history is renamed on a worker)."""
        number = self.row_of(conversation_id)
        if number < 0:
            return
        row = self._rows[number]
        assert row.conversation is not None
        self._rows[number] = replace(row, conversation=replace(row.conversation, title=title))
        index = self.index(number)
        self.dataChanged.emit(index, index)

    def _grouped(
        self, conversations: Sequence[Conversation], previous: Conversation | None
    ) -> list[Row]:
        today = datetime.fromtimestamp(self._clock()).date()
        group = date_group(previous.updated_at, today) if previous is not None else None
        rows = []
        for conv in conversations:
            this = date_group(conv.updated_at, today)
            if this != group:
                rows.append(Row(HEADER, this))
                group = this
            rows.append(Row(CONVERSATION, this, conversation=conv))
        return rows

    # Queries --------------------------------------------------------------
    def last(self) -> Conversation | None:
        for row in reversed(self._rows):
            if row.conversation is not None:
                return row.conversation
        return None

    def loaded(self) -> int:
        return sum(1 for row in self._rows if row.kind == CONVERSATION)

    def conversations(self) -> list[Conversation]:
        return [row.conversation for row in self._rows if row.conversation is not None]

    def headers(self) -> list[str]:
        return [row.group for row in self._rows if row.kind == HEADER]

    def row_of(self, conversation_id: int | None) -> int:
        for number, row in enumerate(self._rows):
            if row.conversation is not None and row.conversation.id == conversation_id:
                return number
        return -1

    def conversation(self, conversation_id: int) -> Conversation | None:
        number = self.row_of(conversation_id)
        return self._rows[number].conversation if number >= 0 else None
