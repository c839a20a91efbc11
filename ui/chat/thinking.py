"""The model's reasoning, above its answer.

While the model reasons, a spinner and "Thinking… 4 s" say so, the seconds
counting. Afterwards a folded "Thought for 4 s" stays, in small muted text,
and unfolds into the reasoning. Reasoning is kept apart from the answer
(never stored in it, never sent back as part of it). The text label is built
when first unfolded.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ui.chat.fold import fold_toggle
from ui.chat.spinner import Spinner
from ui.icons import icon

TICK_MS = 1000


class ThinkingSection(QWidget):
    """``set_text`` the reasoning so far; ``start``/``stop`` a live stretch of it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("thinking")
        self.text = ""
        self.seconds: float | None = None
        """How long the model reasoned (None: not known, as in older records)."""
        self._since: float | None = None
        self.spinner = Spinner(self)
        self.spinner.hide()
        self.toggle = fold_toggle(self, "thinkingToggle", self._toggled)
        self._tick = QTimer(self)
        self._tick.setInterval(TICK_MS)
        self._tick.timeout.connect(self._retranslate)
        self._view: QLabel | None = None
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        row.addWidget(self.spinner, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.toggle)
        row.addStretch(1)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(2)
        self._layout.addLayout(row)
        self._retranslate()
        self.hide()

    @property
    def live(self) -> bool:
        return self._since is not None

    def elapsed(self) -> float:
        """Seconds reasoned so far (this stretch included)."""
        now = time.monotonic() - self._since if self._since is not None else 0.0
        return (self.seconds or 0.0) + now

    def start(self) -> None:
        """The model is reasoning now."""
        if self._since is None:
            self._since = time.monotonic()
            self._tick.start()
            self.spinner.show()
            self.show()
            self._retranslate()

    def stop(self) -> None:
        """The model stopped reasoning (it writes, calls a tool, or the run ended)."""
        if self._since is not None:
            self.seconds = self.elapsed()
            self._since = None
            self._tick.stop()
            self.spinner.hide()
            self._retranslate()

    def set_seconds(self, seconds: float | None) -> None:
        """How long a finished answer's model reasoned (from its trace)."""
        if self._since is None:
            self.seconds = seconds
            self._retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def label(self) -> str:
        """"Thinking… 4 s" while live, "Thought for 4 s" after, "Thinking" when unknown."""
        if self._since is not None:
            return self.tr("Thinking… %1 s").replace("%1", str(int(self.elapsed())))
        if self.seconds is None:
            return self.tr("Thinking")
        if self.seconds < 1:
            return self.tr("Thought for a moment")
        return self.tr("Thought for %1 s").replace("%1", str(round(self.seconds)))

    def _retranslate(self) -> None:
        self.toggle.setText(self.label())
        self.toggle.setToolTip(self.tr("The model's reasoning, kept apart from the answer"))
        # While live the spinner leads the row; the chevron comes back after.
        chevron = "chevron-down" if self.toggle.isChecked() else "chevron-right"
        self.toggle.setIcon(QIcon() if self._since is not None else icon(chevron))
        if self._view is not None:
            self._view.setAccessibleName(self.tr("Thinking"))

    @property
    def view(self) -> QLabel:
        if self._view is None:
            view = QLabel(self)
            view.setObjectName("thinkingText")
            view.setAccessibleName(self.tr("Thinking"))
            view.setTextFormat(Qt.TextFormat.PlainText)
            view.setWordWrap(True)
            view.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            view.setText(self.text)
            view.hide()
            self._layout.addWidget(view)
            self._view = view
        return self._view

    def set_text(self, text: str) -> None:
        """The whole reasoning so far (empty hides the section)."""
        if text == self.text:
            return
        self.text = text
        if self._view is not None:
            self._view.setText(text)
        self.setVisible(bool(text.strip()) or self.live)

    @property
    def expanded(self) -> bool:
        return self.toggle.isChecked()

    def _toggled(self, shown: bool) -> None:
        self._retranslate()
        self.view.setVisible(shown)
