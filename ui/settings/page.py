"""What every Settings page shares: bound fields, key editors, retranslation."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any, ClassVar

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from services.secrecy import split_keys
from ui.app_services import AppServices, SettingSpec
from ui.settings.fields import AutoIntField, Field
from ui.settings.keys import KeyField
from ui.wrap import breakable

Bound = Field | AutoIntField


class Overlay(Mapping[str, Any]):
    """Saved settings with the dialog's unsaved edits on top (for checks and tests)."""

    def __init__(self, base: Mapping[str, Any], edits: Mapping[str, Any]) -> None:
        self._base = base
        self._edits = dict(edits)

    def __getitem__(self, name: str) -> Any:
        return self._edits[name] if name in self._edits else self._base[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._base)

    def __len__(self) -> int:
        return len(self._base)


def hint_label(parent: QWidget | None = None, role: str = "hint") -> QLabel:
    """A wrapped secondary-text label styled by the theme (``role`` property)."""
    label = QLabel(parent)
    label.setWordWrap(True)
    label.setProperty("role", role)
    return label


class StatusLabel(QLabel):
    """A result line (a Check, a download) that wraps within the room it has:
    it never asks for more width, and a long run without spaces (a raw DNS or
    TLS message, a URL) gets break opportunities, so it can never stretch the
    page. The text as given is in its tooltip and ``full_text()``."""

    def __init__(self, parent: QWidget | None = None, role: str = "hint") -> None:
        super().__init__(parent)
        self._full = ""
        self.setProperty("role", role)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)

    def setText(self, text: str) -> None:
        self._full = text
        self.setToolTip(text)
        super().setText(breakable(text))

    def full_text(self) -> str:
        return self._full

    def minimumSizeHint(self) -> QSize:
        return QSize(40, super().minimumSizeHint().height())


def set_role(label: QLabel, role: str) -> None:
    """Restyle ``label`` for a theme role (hint, ok, error, warning): style sheet
    rules on a property apply only after a re-polish."""
    label.setProperty("role", role)
    label.style().unpolish(label)
    label.style().polish(label)


class Page(QWidget):
    """A Settings page. Subclasses build widgets, register them with ``bind``/
    ``bind_key`` and set their texts in ``retranslate``."""

    name: ClassVar[str] = ""

    def __init__(self, services: AppServices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = services.settings
        self.services = services
        self.secrets = services.secrets
        self.fields: list[Bound] = []
        self.keys: dict[str, KeyField] = {}
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(18, 14, 18, 14)
        self.layout_.setSpacing(10)

    # Registration.
    def bind(self, field: Bound) -> Bound:
        self.fields.append(field)
        return field

    def spec(self, name: str) -> SettingSpec:
        """The declared setting ``name`` (type, bounds, default) from the app's schema."""
        return self.services.setting(name)

    def bind_key(self, field: KeyField) -> KeyField:
        self.keys[field.key_name] = field
        return field

    # Life cycle, called by the dialog.
    def title(self) -> str:
        raise NotImplementedError

    def load(self) -> None:
        for field in self.fields:
            field.load(self.settings)
        for key in self.keys.values():
            key.load()

    def changes(self) -> dict[str, Any]:
        """Settings this page would change, typed as the schema expects."""
        return {f.name: f.value() for f in self.fields if f.is_modified()}

    def current(self) -> Overlay:
        return Overlay(self.settings, self.changes())

    def key_lookup(self, name: str) -> list[str]:
        """Keys as typed on this page (else the stored ones), for checks."""
        field = self.keys.get(name)
        if field is not None and field.is_modified():
            return split_keys(field.text())
        return self.secrets.keys_for(name)

    def task_key_lookup(self) -> Callable[[str], list[str]]:
        """``key_lookup`` for a background task: the keys typed on this page are
        read now, on the GUI thread (widgets are not touched off it, and the page
        may be gone when the task runs); stored keys are looked up when asked."""
        typed = {
            name: split_keys(field.text())
            for name, field in self.keys.items() if field.is_modified()
        }
        secrets = self.secrets

        def lookup(name: str) -> list[str]:
            return typed[name] if name in typed else secrets.keys_for(name)

        return lookup

    def confirm_save(self) -> bool:
        """Last word before saving; a page may ask the user (blacklist errors)."""
        return True

    def retranslate(self) -> None:
        for field in self.fields:
            field.retranslate()
        for key in self.keys.values():
            key.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
