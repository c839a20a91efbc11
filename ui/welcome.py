"""The first-run welcome: pick a model provider, paste a key or skip.

Local servers found on their default ports (Ollama, LM Studio) are offered
first; the probe runs off the GUI thread with a short timeout. Search works at
once through DuckDuckGo, so nothing here is required: skipping leaves a usable
app that says what is missing when it is needed.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from services.llm.presets import LLM_PRESETS
from ui.app_services import AppServices
from ui.settings import backend
from ui.settings.keys import KeyField, save_keys
from ui.settings.page import hint_label, set_role
from workers.task import run_task

LOCAL = ("ollama", "lmstudio")
PROBE_TIMEOUT_S = 0.5
_ROLE_PROVIDER = Qt.ItemDataRole.UserRole
_ROLE_MODELS = Qt.ItemDataRole.UserRole + 1


def is_first_run(settings: Any) -> bool:
    """No welcome yet and no model ever configured."""
    return not settings["ui.welcome_done"] and settings.is_default("llm.model")


class WelcomeDialog(QDialog):
    """Signals:
    probed(found): the local probe finished; ``found`` maps provider -> models.
    """

    probed = Signal(dict)

    def __init__(self, services: AppServices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcomeDialog")
        self.settings = services.settings
        self.services = services
        self.secrets = services.secrets
        self.found: dict[str, list[str]] = {}
        self._pending = 0
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        self.heading = QLabel(self)
        self.heading.setProperty("role", "title")
        self.intro = hint_label(self)
        self.pick_label = QLabel(self)
        self.providers = QListWidget(self)
        self.providers.setObjectName("welcomeProviders")
        self.probe_status = hint_label(self)
        # A custom OpenAI-compatible endpoint: its address and model.
        self.custom_box = QWidget(self)
        custom = QFormLayout(self.custom_box)
        custom.setContentsMargins(0, 0, 0, 0)
        self.url_label, self.model_label = QLabel(self), QLabel(self)
        self.custom_url = QLineEdit(self)
        self.custom_url.setObjectName("customBaseUrl")
        self.custom_url.setText(str(self.settings["llm.custom.base_url"] or ""))
        self.custom_model = QLineEdit(self)
        self.custom_model.setObjectName("customModel")
        custom.addRow(self.url_label, self.custom_url)
        custom.addRow(self.model_label, self.custom_model)
        self.key_label = QLabel(self)
        self.key = KeyField("llm.openai", self.secrets, self)
        self.key_note = hint_label(self)
        self.search_note = hint_label(self)
        self.search_note.setProperty("role", "ok")
        self.buttons = QDialogButtonBox(self)
        self.start_button = QPushButton(self)
        self.start_button.setDefault(True)
        self.skip_button = QPushButton(self)
        self.buttons.addButton(self.start_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.skip_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.start_button.clicked.connect(self.finish)
        self.skip_button.clicked.connect(self.skip)
        for widget in (self.heading, self.intro, self.pick_label, self.providers,
                       self.probe_status, self.custom_box, self.key_label, self.key,
                       self.key_note,
                       self.search_note, self.buttons):
            layout.addWidget(widget)
        self.providers.currentItemChanged.connect(lambda *_: self._sync())
        self._fill()
        self.retranslate()
        self.resize(560, 560)
        self.probe()

    # Providers.
    def _fill(self) -> None:
        current = self.chosen()
        # takeItem, not clear(): items made with the list as parent are owned by
        # their Python wrappers' parent; clear() deleted them in C++ behind
        # PySide's back, and deleting the list later (at quit) then released
        # the dangling wrappers and crashed the app.
        while self.providers.count():
            self.providers.takeItem(0)
        order = [p for p in LOCAL if p in self.found]
        order += [p for p in LLM_PRESETS if p not in order and p != "custom"]
        # Beside the presets: any OpenAI-compatible server (vLLM, a proxy, ...).
        order.append("custom")
        for name in order:
            item = QListWidgetItem(self.providers)
            item.setData(_ROLE_PROVIDER, name)
            item.setData(_ROLE_MODELS, self.found.get(name))
        self._label_items()
        names = [self.providers.item(i).data(_ROLE_PROVIDER) for i in range(len(order))]
        first_found = next((p for p in LOCAL if p in self.found), None)
        wanted = first_found or current or "openai"
        self.providers.setCurrentRow(names.index(wanted) if wanted in names else 0)

    def _label_items(self) -> None:
        for row in range(self.providers.count()):
            item = self.providers.item(row)
            name = str(item.data(_ROLE_PROVIDER))
            label = LLM_PRESETS[name][0]
            if name == "custom":
                label = self.tr("Custom endpoint (any OpenAI-compatible server)")
            models = self.found.get(name)
            if models is not None:
                label = self.tr("%1 — running on this computer (%n model(s))", "",
                                len(models)).replace("%1", label)
            item.setText(label)

    def chosen(self) -> str | None:
        item = self.providers.currentItem()
        return None if item is None else str(item.data(_ROLE_PROVIDER))

    def _sync(self) -> None:
        name = self.chosen() or "openai"
        from services.llm import preset

        wants_key = preset(name).needs_key or name == "custom"
        self.custom_box.setVisible(name == "custom")
        if self.key.key_name != f"llm.{name}":
            self.key.key_name = f"llm.{name}"
            self.key.load()
        self.key_label.setVisible(wants_key)
        self.key.setVisible(wants_key)
        if name == "custom":
            note = self.tr("Give the server's address (it ends in /v1 for most servers) and "
                           "the model to use. A key is needed only if the server asks for one.")
        elif wants_key:
            note = self.tr("You can paste the key now or later in Settings > Models. Without a "
                           "key Footnote tells you what is missing when you ask something.")
        elif self.found.get(name) == []:
            note = self.tr("%1 is running but has no models yet. Download one first (for "
                           "Ollama: ollama pull qwen3:8b), then choose it in Settings > Models."
                           ).replace("%1", LLM_PRESETS[name][0])
        else:
            note = self.tr("No key is needed for a server on this computer.")
        self.key_note.setText(note)

    def probe(self) -> None:
        """Look for Ollama and LM Studio on their configured (default) ports."""
        self._pending = len(LOCAL)
        self.probe_status.setText(self.tr("Looking for Ollama and LM Studio on this computer…"))
        for name in LOCAL:
            self._probe_one(name, str(self.settings[f"llm.{name}.base_url"]))

    def _probe_one(self, name: str, url: str) -> None:
        def found(models: list[str] | None) -> None:
            self._probed(name, models)

        def failed(_exc: BaseException) -> None:
            self._probed(name, None)

        run_task(lambda: backend.probe_local(url, PROBE_TIMEOUT_S), found, failed, receiver=self)

    def _probed(self, name: str, models: list[str] | None) -> None:
        if models is not None:
            self.found[name] = models
        self._pending -= 1
        if self._pending > 0:
            return
        self._fill()
        self._probe_text()
        self.probed.emit(dict(self.found))

    def _probe_text(self) -> None:
        if self._pending > 0:
            return
        if self.found:
            self.probe_status.setText(self.tr("Found a model server on this computer; it is "
                                              "listed first."))
        else:
            self.probe_status.setText(self.tr("No local model server was found (Ollama on port "
                                              "11434, LM Studio on port 1234)."))

    # Finishing.
    def finish(self) -> None:
        """Save the choice (and the key, if one was pasted) and close."""
        name = self.chosen() or "openai"
        changes: dict[str, Any] = {"llm.provider": name, "ui.welcome_done": True}
        if name == "custom":
            url = self.custom_url.text().strip()
            if not url.startswith(("http://", "https://")):
                self.key_note.setText(self.tr(
                    "Enter the server's address, starting with http:// or https://."))
                set_role(self.key_note, "error")
                self.custom_url.setFocus()
                return
            changes["llm.custom.base_url"] = url
            if self.custom_model.text().strip():
                changes["llm.model"] = self.custom_model.text().strip()
        models = self.found.get(name) or []
        if models and not self.settings["llm.model"]:
            changes["llm.model"] = models[0]
        self.settings.update(changes)
        if not self.key.isHidden() and self.key.is_modified():
            problems = save_keys(self, {self.key.key_name: self.key}, self.secrets,
                                 self.settings)
            if problems:
                self.key_note.setText("\n".join(problems))
                set_role(self.key_note, "error")
                return
        self.accept()

    def skip(self) -> None:
        self.settings.set("ui.welcome_done", True)
        self.reject()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Welcome to Footnote"))
        self.heading.setText(self.tr("Welcome to Footnote"))
        self.intro.setText(self.tr("Footnote answers with sources from the live web. Choose the "
                                   "model that writes the answers; you can change it any time "
                                   "in Settings."))
        self.pick_label.setText(self.tr("Model provider:"))
        self.url_label.setText(self.tr("Base URL:"))
        self.model_label.setText(self.tr("Model:"))
        self.custom_url.setPlaceholderText("http://localhost:8000/v1")
        self.custom_model.setPlaceholderText(self.tr("Model name, as the server calls it"))
        self.custom_url.setAccessibleName(self.tr("Base URL"))
        self.custom_model.setAccessibleName(self.tr("Model"))
        self.providers.setAccessibleName(self.tr("Model provider"))
        self.key_label.setText(self.tr("API key (optional now):"))
        self.search_note.setText(self.tr("Web search works right away through DuckDuckGo; no "
                                         "key is needed."))
        self.start_button.setText(self.tr("Start"))
        self.skip_button.setText(self.tr("Skip"))
        self._label_items()
        self._probe_text()
        self._sync()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def maybe_show_welcome(parent: QWidget | None, services: AppServices) -> None:
    """Show the welcome on first run (modal); does nothing afterwards."""
    if not is_first_run(services.settings):
        return
    dialog = WelcomeDialog(services, parent)
    dialog.exec()
    # No deleteLater(): destroying the dialog while a local-server probe may still
    # be delivering its outcome crashed PySide6 in ~QWidget (seen under Xvfb when
    # Skip was clicked at once). The closed dialog is small and lives with its parent.
