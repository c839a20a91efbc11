"""The answer limits on Settings > Models: how long an answer may be, how long one
model request may take, and how many search rounds an answer may use.

The window's notices point here ("Raise the limit" when an answer was cut off
at the output limit or used up its search rounds), so every limit the agent
enforces has a control the user can find.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QSpinBox

from ui.settings.fields import Field
from ui.settings.page import Page, hint_label

SETTINGS = ("llm.max_output_tokens", "llm.timeout_s", "agent.max_turns")


translate = QCoreApplication.translate


class AnswerLimits(QGroupBox):
    """The three limits as schema-driven fields bound to ``page``."""

    def __init__(self, page: Page) -> None:
        super().__init__(page)
        self.setObjectName("answerLimits")
        form = QFormLayout(self)
        self.output = Field(page.spec("llm.max_output_tokens"), self,
                            suffix=lambda: translate("Limits", "tokens"))
        self.timeout = Field(page.spec("llm.timeout_s"), self,
                             suffix=lambda: translate("Limits", "s"))
        self.rounds = Field(page.spec("agent.max_turns"), self)
        for field in (self.output, self.timeout, self.rounds):
            page.bind(field)
        self.output_label, self.timeout_label, self.rounds_label = QLabel(), QLabel(), QLabel()
        form.addRow(self.output_label, self.output)
        form.addRow(self.timeout_label, self.timeout)
        form.addRow(self.rounds_label, self.rounds)
        self.note = hint_label(self)
        form.addRow(self.note)
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(translate("Limits", "Answers"))
        self.output_label.setText(translate("Limits", "Longest answer:"))
        self.timeout_label.setText(translate("Limits", "Time limit per request:"))
        self.rounds_label.setText(translate("Limits", "Search rounds per answer:"))
        editor = self.output.editor
        if isinstance(editor, QSpinBox):
            # 0 leaves the length to the endpoint: say so instead of "0 tokens".
            editor.setSpecialValueText(translate("Limits", "The endpoint's limit"))
            editor.setSingleStep(1024)
        self.note.setText(translate("Limits", "A longer answer limit lets long answers finish; "
                                              "more search rounds let the model look further "
                                              "before it answers."))
