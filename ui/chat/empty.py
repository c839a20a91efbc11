"""What a new, empty chat shows: what Footnote does, and example questions.

Clicking an example puts it in the message box (``chosen``), ready to send
or to edit first.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from ui.examples import ExampleButtons


class EmptyChat(QWidget):
    """Signals: ``chosen(text)``, an example question was picked."""

    chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("emptyChat")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.heading = QLabel(self)
        self.heading.setObjectName("emptyHeading")
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.heading.setWordWrap(True)
        self.hint = QLabel(self)
        self.hint.setObjectName("emptyHint")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.examples = ExampleButtons(self)
        self.examples.chosen.connect(self.chosen)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(10)
        layout.addStretch(2)
        layout.addWidget(self.heading)
        layout.addWidget(self.hint)
        layout.addSpacing(14)
        layout.addWidget(self.examples)
        layout.addStretch(3)
        font = self.heading.font()
        font.setPixelSize(round(font.pixelSize() * 1.5) if font.pixelSize() > 0 else 22)
        font.setWeight(font.Weight.DemiBold)
        self.heading.setFont(font)
        self.retranslate()

    def text(self) -> str:
        """Everything the empty chat says (for tests and screen readers)."""
        return " ".join([self.heading.text(), self.hint.text(),
                         *(b.text() for b in self.examples.buttons)])

    def retranslate(self) -> None:
        self.heading.setText(self.tr("What would you like to know?"))
        self.hint.setText(self.tr("Answers come with numbered sources from the web: click a "
                                  "number to open the page, rest the pointer on it to see "
                                  "the passage."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
