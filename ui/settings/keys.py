"""API key editors: masked, saved through the app's key store (the OS keychain).

Keys never enter the settings file. When no keychain exists, saving says so
plainly and offers the explicit plain-text fallback; nothing is written in
plain text unless the user picks it.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from services.errors import NoKeyring, SecretsError
from ui.app_services import KeyStore
from ui.icons import icon


class KeyField(QWidget):
    """A masked key editor for one key name (``llm.openai``, ``search.brave``...)."""

    changed = Signal()

    def __init__(self, key_name: str, secrets: KeyStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.key_name = key_name
        self._secrets = secrets
        self._loaded = ""
        self._env_var: str | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(2)
        layout = QHBoxLayout()
        layout.setContentsMargins(0, 0, 0, 0)
        outer.addLayout(layout)
        # Said plainly when a key in the environment is the one in use: it wins
        # over the stored key, and Check tests it.
        self.env_note = QLabel(self)
        self.env_note.setObjectName(f"envKey:{key_name}")
        self.env_note.setWordWrap(True)
        self.env_note.setProperty("role", "warning")
        self.env_note.hide()
        self.edit = QLineEdit(self)
        self.edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.edit.setObjectName(f"key:{key_name}")
        self.edit.textChanged.connect(self.changed)
        # Show / hide: an eye inside the field, so the key gets the whole width.
        self.reveal = QAction(self.edit)
        self.reveal.setObjectName("revealKey")
        self.reveal.setCheckable(True)
        self.reveal.toggled.connect(self._toggle)
        self.edit.addAction(self.reveal, QLineEdit.ActionPosition.TrailingPosition)
        layout.addWidget(self.edit, 1)
        outer.addWidget(self.env_note)
        self.retranslate()
        from ui.theme import notifier

        notifier().changed.connect(self._scheme_changed)

    def _scheme_changed(self, _scheme: str) -> None:
        self.reveal.setIcon(icon("eye-off" if self.reveal.isChecked() else "eye"))

    def _toggle(self, shown: bool) -> None:
        mode = QLineEdit.EchoMode.Normal if shown else QLineEdit.EchoMode.Password
        self.edit.setEchoMode(mode)
        self.retranslate()

    def reveal_button(self) -> QToolButton | None:
        """The eye's button inside the field (Qt makes it for the action)."""
        return next((b for b in self.edit.findChildren(QToolButton)
                     if self.reveal in b.actions() or b.defaultAction() is self.reveal), None)

    def retranslate(self) -> None:
        shown = self.reveal.isChecked()
        self.reveal.setIcon(icon("eye-off" if shown else "eye"))
        self.reveal.setText(self.tr("Hide the key") if shown else self.tr("Show the key"))
        self.reveal.setToolTip(self.reveal.text())
        button = self.reveal_button()
        if button is not None:
            button.setAccessibleName(self.reveal.text())
        self.edit.setAccessibleName(self.tr("API key"))
        self.env_note.setVisible(bool(self._env_var))
        if self._env_var:
            self.env_note.setText(
                self.tr("In use: the key from the environment variable %1 (ending in %2). "
                        "It takes precedence over a key saved here, and Check tests it.")
                .replace("%1", self._env_var).replace("%2", self._env_tail())
            )
        if self._env_var:
            self.edit.setPlaceholderText(
                self.tr("Set by the environment variable %1").replace("%1", self._env_var)
            )
        else:
            self.edit.setPlaceholderText(self.tr("No key set"))
        self.edit.setToolTip(
            self.tr("Paste your API key (several keys: separate them with commas). Stored in "
                    "the OS keychain, never in the settings file. Also read from the "
                    "environment: %1")
            .replace("%1", ", ".join(self._secrets.env_vars(self.key_name)))
        )

    def load(self) -> None:
        stored = self._secrets.stored(self.key_name) or ""
        source = self._secrets.source(self.key_name) or ""
        self._env_var = source[4:] if source.startswith("env:") else None
        self._loaded = stored
        self.edit.blockSignals(True)
        self.edit.setText(stored)
        self.edit.blockSignals(False)
        self.retranslate()

    @property
    def env_var(self) -> str | None:
        """The environment variable whose key is in use, if one is set."""
        return self._env_var

    def _env_tail(self) -> str:
        # Enough to tell two keys apart, never enough to use one.
        value = os.environ.get(self._env_var or "", "").strip()
        return "…" + value[-4:] if len(value) >= 12 else "…"

    def text(self) -> str:
        return self.edit.text().strip()

    def set_text(self, value: str) -> None:
        self.edit.setText(value)

    def is_modified(self) -> bool:
        return self.text() != self._loaded.strip()

    def mark_saved(self) -> None:
        self._loaded = self.text()


def ask_plain_text_fallback(parent: QWidget | None, error: SecretsError, path: str) -> bool:
    """The keychain is missing: say so and ask whether to use the plain-text file."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(QCoreApplication.translate("KeyField", "No keychain available"))
    box.setText(
        QCoreApplication.translate(
            "KeyField",
            "No OS keychain (keyring backend) is available on this system, so your API keys "
            "were not stored.",
        )
    )
    box.setInformativeText(
        QCoreApplication.translate(
            "KeyField",
            "You can install and unlock a keychain (GNOME Keyring, KWallet) and save again, "
            "set the keys in environment variables, or store them in a plain-text file "
            "readable only by you:\n%1",
        ).replace("%1", path)
    )
    box.setDetailedText(str(error))
    plain = box.addButton(
        QCoreApplication.translate("KeyField", "Store in a plain-text file"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    box.addButton(
        QCoreApplication.translate("KeyField", "Don't store the keys"),
        QMessageBox.ButtonRole.RejectRole,
    )
    box.setObjectName("noKeychainBox")
    box.exec()
    return box.clickedButton() is plain


def save_keys(
    parent: QWidget | None, fields: Mapping[str, KeyField], secrets: KeyStore, settings: Any
) -> list[str]:
    """Store every changed key; returns problems (empty when all went well).

    A missing keychain asks once for the explicit plain-text fallback; if the
    user declines, the keys are not stored and the problem is returned.
    """
    problems: list[str] = []
    asked = False
    for name, field in fields.items():
        if not field.is_modified():
            continue
        value = field.text()
        for _attempt in range(2):
            try:
                if value:
                    secrets.set(name, value)
                else:
                    secrets.delete(name)
                field.mark_saved()
                break
            except SecretsError as exc:
                if isinstance(exc, NoKeyring) and not asked:
                    asked = True
                    if ask_plain_text_fallback(parent, exc, str(secrets.plain_file())):
                        settings.set("secrets.backend", "file")
                        continue
                problems.append(f"{name}: {exc.message}")
                break
    return problems
