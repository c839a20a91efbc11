"""A banner above the chat: what went wrong, and buttons that do something about it.

It shows one ``Notice`` (``ui.notice``) at a time: the text in the current
language (reworded when the language changes), one button per action, the
first one the primary. Successes are not banners: they are brief toasts
(``ui.toast``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QWidget,
)

from ui.notice import Action, Notice, fixed

MAX_ACTIONS = 3


class Banner(QFrame):
    """Hidden until ``show_notice``. ``triggered(action)`` is called with the
    action whose button was clicked (the banner hides first)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.label = QLabel(self)
        self.label.setObjectName("bannerText")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        # A long address or error without spaces must not widen the window.
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.buttons: list[QPushButton] = []
        self.close_button = QToolButton(self)
        self.close_button.setObjectName("bannerClose")
        self.close_button.setText("✕")
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.hide)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 6, 6)
        layout.addWidget(self.label, 1)
        for index in range(MAX_ACTIONS):
            button = QPushButton(self)
            button.setObjectName("bannerAction" if index == 0 else "bannerSecondary")
            button.clicked.connect(lambda _checked=False, i=index: self._run(i))
            button.hide()
            layout.addWidget(button)
            self.buttons.append(button)
        layout.addWidget(self.close_button)
        self.notice: Notice | None = None
        self.triggered: Callable[[Action], None] | None = None
        self.retranslate()
        self.hide()

    @property
    def action(self) -> QPushButton:
        """The primary action's button."""
        return self.buttons[0]

    @property
    def level(self) -> str:
        return self.notice.level if self.notice is not None else "info"

    @property
    def page(self) -> str:
        """The Settings page an action opens ("" when none does)."""
        return self.notice.settings_page() if self.notice is not None else ""

    @property
    def conversation(self) -> int | None:
        return self.notice.conversation if self.notice is not None else None

    def retranslate(self) -> None:
        self.close_button.setToolTip(self.tr("Dismiss"))
        self.close_button.setAccessibleName(self.tr("Dismiss"))
        notice = self.notice
        if notice is None:
            return
        self.label.setText(notice.text())
        for button, action in zip(self.buttons, notice.actions, strict=False):
            button.setText(action.label())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_notice(self, notice: Notice) -> None:
        self.notice = notice
        self.setProperty("level", notice.level)
        self.style().unpolish(self)
        self.style().polish(self)
        for index, button in enumerate(self.buttons):
            button.setVisible(index < len(notice.actions))
        self.retranslate()
        self.show()

    def show_message(self, text: str, *, level: str = "error",
                     actions: tuple[Action, ...] = (), conversation: int | None = None) -> None:
        """A notice whose text is already worded."""
        self.show_notice(Notice(fixed(text), level, actions[:MAX_ACTIONS], conversation))

    def text(self) -> str:
        return self.label.text() if self.isVisible() else ""

    def hide_unless(self, conversation: int | None) -> None:
        """Hide a notice about anything but ``conversation`` (another chat was opened)."""
        if self.isVisible() and (conversation is None or self.conversation != conversation):
            self.hide()

    def _run(self, index: int) -> None:
        notice = self.notice
        self.hide()
        if notice is not None and index < len(notice.actions) and self.triggered is not None:
            self.triggered(notice.actions[index])
