"""How one row of the conversation list looks and edits.

Headers are small muted labels; a conversation row is its title (search hits
add a snippet, matched words in bold). The row under the pointer shows two
icon buttons, Rename and Delete, drawn from the bundled icon set. Renaming
happens in place: the row turns into a line editor holding the whole title.
Clicks on the icons are taken by ``ConversationList`` before the view sees
them, so pressing Delete never selects (opens) the conversation.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QRect,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QPainter,
    QPen,
    QTextCharFormat,
    QTextLayout,
)
from PySide6.QtWidgets import (
    QLineEdit,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from ui.conversation_model import (
    HEADER,
    ID_ROLE,
    KIND_ROLE,
    MARKS_ROLE,
    SNIPPET_ROLE,
    TITLE_MARKS_ROLE,
)
from ui.icons import icon

ModelIndex = QModelIndex | QPersistentModelIndex
ACTION_SIZE = 24
ICON_PX = 15
RENAME, DELETE = "rename", "delete"


class TitleEditor(QLineEdit):
    """The in-place title editor. Esc cancels even though the window binds
    Esc to "Stop the answer": the editor claims the key first."""

    def event(self, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent)
                and event.key() == Qt.Key.Key_Escape):
            event.accept()
            return True
        return super().event(event)


class ConversationDelegate(QStyledItemDelegate):
    """Draws headers, titles, highlighted snippets and the hover actions.

    Colours come from the palette (``ui.theme`` sets it), so light and dark
    schemes apply without code here. Signals: ``title_edited(id, title)``
    when an in-place rename is committed with a new, non-empty title.
    """

    title_edited = Signal(int, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pointer: QPoint | None = None
        """Where the pointer is in the view's viewport (None: outside)."""

    def sizeHint(self, option: QStyleOptionViewItem, index: ModelIndex) -> QSize:
        line = option.fontMetrics.height()
        if index.data(KIND_ROLE) == HEADER:
            return QSize(0, line + 14)
        lines = 2 if index.data(SNIPPET_ROLE) else 1
        return QSize(0, max(lines * (line + 4) + 12, ACTION_SIZE + 10))

    def action_rects(self, rect: QRect) -> dict[str, QRect]:
        """Where the Rename and Delete buttons of a row at ``rect`` are."""
        top = rect.top() + (min(rect.height(), ACTION_SIZE + 12) - ACTION_SIZE) // 2
        delete = QRect(rect.right() - ACTION_SIZE - 4, top, ACTION_SIZE, ACTION_SIZE)
        return {RENAME: delete.translated(-ACTION_SIZE - 2, 0), DELETE: delete}

    def action_at(self, rect: QRect, point: QPoint) -> str:
        """The action whose button holds ``point`` in a row at ``rect`` ("" if none)."""
        return next((name for name, area in self.action_rects(rect).items()
                     if area.contains(point)), "")

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: ModelIndex) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        palette = opt.palette
        if index.data(KIND_ROLE) == HEADER:
            painter.save()
            font = QFont(opt.font)
            font.setPointSizeF(max(font.pointSizeF() * 0.85, 6.0))
            font.setWeight(QFont.Weight.DemiBold)
            painter.setFont(font)
            painter.setPen(palette.placeholderText().color())
            painter.drawText(opt.rect.adjusted(10, 8, -6, 0),
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
        painter.setPen(palette.text().color())
        line = opt.fontMetrics.height()
        right = opt.rect.right() - (2 * ACTION_SIZE + 10 if hovered else 8)
        snippet = index.data(SNIPPET_ROLE)
        lines = 2 if snippet else 1
        top = opt.rect.top() + (opt.rect.height() - lines * (line + 4)) // 2 + 2
        area = QRect(opt.rect.left() + 10, top, right - opt.rect.left() - 10, line + 4)
        self._draw_marked(painter, area, text, index.data(TITLE_MARKS_ROLE) or [], opt.font)
        if snippet:
            font = QFont(opt.font)
            font.setPointSizeF(max(font.pointSizeF() * 0.9, 6.0))
            if not selected:
                painter.setPen(palette.placeholderText().color())
            self._draw_marked(painter, area.translated(0, line + 4), str(snippet),
                              index.data(MARKS_ROLE) or [], font)
        if hovered:
            self._draw_actions(painter, opt)
        if opt.state & QStyle.StateFlag.State_HasFocus and opt.widget is not None \
                and opt.widget.hasFocus():
            self._draw_focus(painter, opt)
        painter.restore()

    @staticmethod
    def _draw_focus(painter: QPainter, opt: QStyleOptionViewItem) -> None:
        """The keyboard's place in the list: a ring around the current row."""
        from ui.theme import current_tokens

        pen = QPen(QColor(current_tokens().focus))
        pen.setWidth(2)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.drawRoundedRect(QRectF(opt.rect).adjusted(1.5, 1.5, -1.5, -1.5), 7, 7)

    def _draw_actions(self, painter: QPainter, opt: QStyleOptionViewItem) -> None:
        from ui.theme import current_tokens

        colours = current_tokens()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for name, rect in self.action_rects(opt.rect).items():
            under = self.pointer is not None and rect.contains(self.pointer)
            if under:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(opt.palette.base())
                painter.drawRoundedRect(rect, 6, 6)
            tint = colours.error if under and name == DELETE else colours.icon
            glyph = icon("trash-2" if name == DELETE else "pencil", tint)
            inner = QRect(0, 0, ICON_PX, ICON_PX)
            inner.moveCenter(rect.center())
            glyph.paint(painter, inner)

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

    # Renaming in place ---------------------------------------------------
    def createEditor(
        self, parent: QWidget, option: QStyleOptionViewItem, index: ModelIndex
    ) -> QWidget:
        editor = TitleEditor(parent)
        editor.setObjectName("titleEditor")
        editor.setFrame(False)
        return editor

    def setEditorData(self, editor: QWidget, index: ModelIndex) -> None:
        if isinstance(editor, QLineEdit):
            editor.setText(str(index.data(Qt.ItemDataRole.EditRole) or ""))
            editor.selectAll()
            editor.setAccessibleName(self.tr("Conversation title"))

    def updateEditorGeometry(
        self, editor: QWidget, option: QStyleOptionViewItem, index: ModelIndex
    ) -> None:
        # The whole row: the title is read whole, not under the hover icons.
        editor.setGeometry(option.rect.adjusted(4, 3, -4, -3))

    def setModelData(
        self, editor: QWidget, model: QAbstractItemModel, index: ModelIndex
    ) -> None:
        if not isinstance(editor, QLineEdit):
            return
        title = " ".join(editor.text().split())
        if title and title != index.data(Qt.ItemDataRole.EditRole):
            self.title_edited.emit(int(index.data(ID_ROLE)), title)
