"""The composer: one rounded field holding the text box (Enter sends,
Shift+Enter breaks the line), the model picker, the web mode switch and the
round Send / Stop button."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QEnterEvent, QFocusEvent, QKeyEvent, QTextCursor
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QPlainTextEdit,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ui.icons import icon

WEB_MODES = ("auto", "always", "off")


class _Input(QPlainTextEdit):
    """Plain-text input that turns Enter into ``submitted`` and grows with its text."""

    submitted = Signal()
    focus_changed = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTabChangesFocus(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.document().contentsChanged.connect(self._fit)
        self._fit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        modifiers = event.modifiers()
        if enter and not modifiers & (
            Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.AltModifier
        ):
            self.submitted.emit()
            return
        super().keyPressEvent(event)

    def _fit(self) -> None:
        lines = max(1, min(8, int(self.document().size().height())))
        metrics = self.fontMetrics()
        self.setFixedHeight(lines * metrics.lineSpacing() + 12)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.focus_changed.emit(True)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.focus_changed.emit(False)


class _ModelPicker(QComboBox):
    """The model picker; ``wanted`` when it is about to be used (the pointer
    comes near, it gets the focus, its list opens): time to list the models."""

    wanted = Signal()

    def enterEvent(self, event: QEnterEvent) -> None:
        self.wanted.emit()
        super().enterEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.wanted.emit()
        super().focusInEvent(event)

    def showPopup(self) -> None:
        self.wanted.emit()
        super().showPopup()


class Composer(QWidget):
    """Emits ``send_requested(text)`` and ``stop_requested``; shows Stop while
    busy; ``models_wanted`` when the model picker is about to be used."""

    send_requested = Signal(str)
    stop_requested = Signal()
    model_changed = Signal(str)
    web_mode_changed = Signal(str)
    models_wanted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("composer")
        self.input = _Input(self)
        self.input.setObjectName("composerInput")
        self.input.submitted.connect(self._submit)

        self.model_box = _ModelPicker(self)
        self.model_box.setObjectName("modelPicker")
        self.model_box.wanted.connect(self.models_wanted)
        self.model_box.setEditable(True)
        self.model_box.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.model_box.setMinimumContentsLength(14)
        editor = self.model_box.lineEdit()
        if editor is not None:
            editor.editingFinished.connect(self._model_edited)
        self.model_box.activated.connect(lambda _i: self._model_edited())

        self.web_box = QComboBox(self)
        self.web_box.setObjectName("webMode")
        for mode in WEB_MODES:
            self.web_box.addItem(mode, mode)
        self.web_box.currentIndexChanged.connect(
            lambda _i: self.web_mode_changed.emit(str(self.web_box.currentData()))
        )

        self.button = QToolButton(self)
        self.button.setObjectName("sendButton")
        self.button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        self.button.setIconSize(QSize(18, 18))
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.clicked.connect(self._button_clicked)

        self.frame = QFrame(self)
        self.frame.setObjectName("composerFrame")
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        row.addWidget(self.model_box)
        row.addWidget(self.web_box)
        row.addStretch(1)
        row.addWidget(self.button)
        inside = QVBoxLayout(self.frame)
        inside.setContentsMargins(10, 8, 8, 8)
        inside.setSpacing(4)
        inside.addWidget(self.input)
        inside.addLayout(row)
        self.input.focus_changed.connect(self._show_focus)
        self._outer = layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 6, 16, 14)
        layout.addWidget(self.frame)
        # Tab order: text, model, web mode, Send.
        QWidget.setTabOrder(self.input, self.model_box)
        QWidget.setTabOrder(self.model_box, self.web_box)
        QWidget.setTabOrder(self.web_box, self.button)
        self._busy = False
        self._current_model = ""
        self.retranslate()

    def retranslate(self) -> None:
        """(Re)set every visible string; called again when the language changes."""
        self.input.setPlaceholderText(
            self.tr("Ask anything. Enter sends, Shift+Enter breaks the line.")
        )
        self.model_box.setToolTip(self.tr("Model used for the next answer"))
        self.model_box.setAccessibleName(self.tr("Model"))
        self.input.setAccessibleName(self.tr("Message"))
        self.web_box.setAccessibleName(self.tr("Web search mode"))
        labels = {
            "auto": self.tr("Web: auto"),
            "always": self.tr("Web: always search"),
            "off": self.tr("Web: off"),
        }
        for index, mode in enumerate(WEB_MODES):
            self.web_box.setItemText(index, labels[mode])
        self.web_box.setToolTip(
            self.tr("Auto: the model decides when to search. Always: search every question. "
                    "Off: answer without the web.")
        )
        self.set_busy(self._busy)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def align_with(self, left: int, right: int) -> None:
        """Line the message box up with the chat's reading column: ``left`` and
        ``right`` are the room beside the column (``ChatView.column_changed``)."""
        margins = self._outer.contentsMargins()
        if (margins.left(), margins.right()) != (left, right):
            self._outer.setContentsMargins(left, margins.top(), right, margins.bottom())

    # State -------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self._busy

    def set_busy(self, busy: bool) -> None:
        self._busy = busy
        self.button.setText(self.tr("Stop") if busy else self.tr("Send"))
        self.button.setAccessibleName(self.button.text())
        self.button.setToolTip(self.tr("Stop (Esc)") if busy else self.tr("Send (Enter)"))
        self.button.setProperty("stop", busy)
        self.refresh_icons()
        self.button.style().unpolish(self.button)
        self.button.style().polish(self.button)

    def refresh_icons(self) -> None:
        """The Send / Stop icon, drawn on the accent (or, for Stop, the text) colour."""
        from ui.design import tokens
        from ui.theme import current_scheme

        colours = tokens(current_scheme())
        tint = colours.base if self._busy else colours.on_accent
        self.button.setIcon(icon("square" if self._busy else "arrow-up", tint))

    def _show_focus(self, focused: bool) -> None:
        self.frame.setProperty("focused", focused)
        self.frame.style().unpolish(self.frame)
        self.frame.style().polish(self.frame)

    def set_models(self, models: list[str], current: str, default: str = "") -> None:
        """Offer ``models``, ``current`` chosen; ``default`` shows (greyed) which
        model answers while none is chosen."""
        editor = self.model_box.lineEdit()
        # A name being typed stays as typed while the list is refreshed.
        typing = editor is not None and editor.hasFocus() and editor.text() != current
        typed = editor.text() if editor is not None else ""
        names = list(dict.fromkeys([m for m in [current, *models] if m]))
        changed = names != [self.model_box.itemText(i) for i in range(self.model_box.count())]
        open_list = changed and self.model_box.view().isVisible()
        self.model_box.blockSignals(True)
        if changed:
            self.model_box.clear()
            self.model_box.addItems(names)
        self.model_box.setCurrentText(typed if typing else current)
        if editor is not None:
            editor.setPlaceholderText(default)
        self.model_box.blockSignals(False)
        if open_list:  # the list arrived while open: show it whole
            self.model_box.hidePopup()
            self.model_box.showPopup()
        self._current_model = current

    def set_web_mode(self, mode: str) -> None:
        index = self.web_box.findData(mode)
        if index >= 0 and index != self.web_box.currentIndex():
            self.web_box.blockSignals(True)
            self.web_box.setCurrentIndex(index)
            self.web_box.blockSignals(False)

    def web_mode(self) -> str:
        return str(self.web_box.currentData())

    def model(self) -> str:
        return self.model_box.currentText().strip()

    def fill(self, text: str) -> None:
        """Put ``text`` in the message box, ready to send or edit."""
        self.input.setPlainText(text)
        self.input.moveCursor(QTextCursor.MoveOperation.End)
        self.input.setFocus(Qt.FocusReason.OtherFocusReason)

    # Actions -----------------------------------------------------------
    def _submit(self) -> None:
        if self._busy:
            return
        text = self.input.toPlainText().strip()
        if not text:
            return
        self.input.clear()
        self.send_requested.emit(text)

    def _button_clicked(self) -> None:
        if self._busy:
            self.stop_requested.emit()
        else:
            self._submit()

    def _model_edited(self) -> None:
        name = self.model()
        if name and name != self._current_model:
            self._current_model = name
            self.model_changed.emit(name)
