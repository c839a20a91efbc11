"""Settings > Appearance and language: light, dark or system; English, 简体中文 or system."""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QLabel, QWidget

from ui.app_services import AppServices
from ui.i18n import LANGUAGES, resolve_language
from ui.settings.fields import Field
from ui.settings.page import Page, hint_label


class AppearancePage(Page):
    name = "appearance"

    def __init__(self, services: AppServices, parent: QWidget | None = None) -> None:
        super().__init__(services, parent)
        form = QFormLayout()
        self.theme = self.bind(Field(self.spec("ui.theme"), self, labels=self._theme_label))
        self.language = self.bind(
            Field(self.spec("ui.language"), self, labels=self._language_label)
        )
        self.theme_label = QLabel(self)
        self.language_label = QLabel(self)
        form.addRow(self.theme_label, self.theme)
        form.addRow(self.language_label, self.language)
        self.layout_.addLayout(form)
        self.note = hint_label(self)
        self.layout_.addWidget(self.note)
        self.layout_.addStretch(1)
        self.retranslate()

    def _theme_label(self, value: str) -> str:
        return {
            "system": self.tr("Follow the system"),
            "light": self.tr("Light"),
            "dark": self.tr("Dark"),
        }[value]

    def _language_label(self, value: str) -> str:
        if value == "system":
            return self.tr("Follow the system (%1)").replace(
                "%1", LANGUAGES[resolve_language("system")]
            )
        # Language names are shown in their own language, never translated.
        return LANGUAGES[value]

    def title(self) -> str:
        return self.tr("Appearance")

    def retranslate(self) -> None:
        super().retranslate()
        self.theme_label.setText(self.tr("Theme:"))
        self.language_label.setText(self.tr("Language:"))
        self.note.setText(self.tr("Changes apply to every open window as soon as you save."))
