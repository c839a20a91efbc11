"""Example questions: shown in an empty chat and in the first run's last step.

They are questions the web answers well (recent facts, comparisons, how
things work), so a first answer shows what the numbered sources are for.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QSizePolicy, QVBoxLayout, QWidget

EXAMPLES = (
    str(QT_TRANSLATE_NOOP("Examples", "What is new in the latest Python release?")),
    str(QT_TRANSLATE_NOOP("Examples", "How do heat pumps cope with very cold weather?")),
    str(QT_TRANSLATE_NOOP("Examples", "Which is better for a small CLI tool: Rust or Go?")),
    str(QT_TRANSLATE_NOOP("Examples", "Is it safe to eat raw cookie dough?")),
)


def examples() -> list[str]:
    """The example questions in the interface language."""
    return [QCoreApplication.translate("Examples", text) for text in EXAMPLES]


class ExampleButtons(QWidget):
    """The example questions as buttons, two to a row. ``chosen(text)`` when one
    is clicked (or pressed with the keyboard)."""

    chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("examples")
        self.buttons: list[QPushButton] = []
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(8)
        row: QHBoxLayout | None = None
        for number in range(len(EXAMPLES)):
            if number % 2 == 0:
                row = QHBoxLayout()
                row.setSpacing(8)
                column.addLayout(row)
            button = QPushButton(self)
            button.setObjectName("exampleQuestion")
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.setAutoDefault(False)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            button.clicked.connect(lambda _=False, n=number: self.chosen.emit(examples()[n]))
            assert row is not None
            row.addWidget(button)
            self.buttons.append(button)
        self.retranslate()

    def retranslate(self) -> None:
        for button, text in zip(self.buttons, examples(), strict=True):
            button.setText(text)
            button.setToolTip(text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
