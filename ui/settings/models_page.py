"""Settings > Models: provider, base URL, key, model list, per-model facts, Check."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from services.llm.presets import LLM_PRESETS
from ui.app_services import AppServices
from ui.service_text import model_check_text
from ui.settings import backend
from ui.settings.fields import Field
from ui.settings.keys import KeyField
from ui.settings.limits import AnswerLimits
from ui.settings.model_table import ModelTable, known_info
from ui.settings.page import Page, StatusLabel, hint_label, set_role
from workers.task import run_task

LOCAL = ("ollama", "lmstudio")


def _said(exc: BaseException) -> str:
    """A failure as the window says it: a service error with the window's action,
    never the command line's hint."""
    from services.errors import FootnoteError
    from ui.errors import error_text

    return error_text(exc) if isinstance(exc, FootnoteError) else str(exc)


def needs_key(provider: str) -> bool:
    from services.llm import preset

    return bool(preset(provider).needs_key)


class ModelsPage(Page):
    """Signals:
    models_listed(models, error): "Fetch model list" finished.
    check_finished(ok, message): "Check" finished.
    """

    name = "models"
    models_listed = Signal(list, str)
    check_finished = Signal(bool, str)

    def __init__(self, services: AppServices, parent: QWidget | None = None) -> None:
        super().__init__(services, parent)
        self._loaded_model = ""
        self._loaded_overrides: dict[str, Any] = {}
        # Provider, address, key.
        self.endpoint_box = QGroupBox(self)
        form = QFormLayout(self.endpoint_box)
        self.provider = self.bind(
            Field(self.spec("llm.provider"), self, labels=self._provider_label)
        )
        self.urls = QStackedWidget(self)
        self.key_stack = QStackedWidget(self)
        self.url_fields: dict[str, Field] = {}
        self.key_fields: dict[str, KeyField] = {}
        for name in LLM_PRESETS:
            url = self.bind(Field(self.spec(f"llm.{name}.base_url"), self))
            assert isinstance(url, Field)
            self.url_fields[name] = url
            self.urls.addWidget(url)
            key = self.bind_key(KeyField(f"llm.{name}", self.secrets, self))
            self.key_fields[name] = key
            self.key_stack.addWidget(key)
        self.provider_label, self.url_label, self.key_label = QLabel(), QLabel(), QLabel()
        form.addRow(self.provider_label, self.provider)
        form.addRow(self.url_label, self.urls)
        form.addRow(self.key_label, self.key_stack)
        self.key_note = hint_label(self)
        form.addRow(self.key_note)
        self.store_note = hint_label(self)
        self.store_note.setObjectName("keyStore")
        form.addRow(self.store_note)
        self.layout_.addWidget(self.endpoint_box)
        # Model.
        self.model_box = QGroupBox(self)
        model_layout = QVBoxLayout(self.model_box)
        row = QHBoxLayout()
        self.model_label = QLabel(self)
        self.model = QComboBox(self)
        self.model.setObjectName("model")
        self.model.setEditable(True)
        self.model.setMinimumWidth(260)
        self.fetch_button = QPushButton(self)
        self.fetch_button.setObjectName("fetchModels")
        self.check_button = QPushButton(self)
        self.check_button.setObjectName("checkModel")
        row.addWidget(self.model_label)
        row.addWidget(self.model, 1)
        row.addWidget(self.fetch_button)
        row.addWidget(self.check_button)
        model_layout.addLayout(row)
        self.status = StatusLabel(self)
        self.status.setObjectName("modelStatus")
        model_layout.addWidget(self.status)
        self.facts = hint_label(self)
        model_layout.addWidget(self.facts)
        self.table_label = QLabel(self)
        model_layout.addWidget(self.table_label)
        self.table = ModelTable(self)
        model_layout.addWidget(self.table)
        buttons = QHBoxLayout()
        self.customize_button = QPushButton(self)
        self.remove_button = QPushButton(self)
        buttons.addWidget(self.customize_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        model_layout.addLayout(buttons)
        self.layout_.addWidget(self.model_box)
        self.limits = AnswerLimits(self)
        self.layout_.addWidget(self.limits)
        self.layout_.addStretch(1)
        self.provider.changed.connect(self._sync_provider)
        self.model.currentTextChanged.connect(self._explain_model)
        self.table.changed.connect(self._explain_model)
        self.fetch_button.clicked.connect(self.fetch_models)
        self.check_button.clicked.connect(self.check)
        self.customize_button.clicked.connect(self._customize)
        self.remove_button.clicked.connect(self.table.remove_selected)
        self.retranslate()

    def _provider_label(self, value: str) -> str:
        label = LLM_PRESETS[value][0]
        if value == "custom":
            return self.tr("Custom endpoint (any OpenAI-compatible server)")
        if value in LOCAL:
            return label.replace("(local)", self.tr("(local)"))
        return label

    def title(self) -> str:
        return self.tr("Models")

    def selected_provider(self) -> str:
        return str(self.provider.value())

    # Loading and saving.
    def load(self) -> None:
        super().load()
        self._loaded_model = str(self.settings["llm.model"])
        overrides = self.settings["llm.models"]
        self._loaded_overrides = dict(overrides) if isinstance(overrides, dict) else {}
        self.table.set_overrides(self._loaded_overrides)
        self._explain_store()
        self.model.blockSignals(True)
        if self.model.findText(self._loaded_model) < 0 and self._loaded_model:
            self.model.addItem(self._loaded_model)
        self.model.setCurrentText(self._loaded_model)
        self.model.blockSignals(False)
        self._sync_provider()

    def changes(self) -> dict[str, Any]:
        found = super().changes()
        model = self.model.currentText().strip()
        if model != self._loaded_model:
            found["llm.model"] = model
        overrides = self.table.overrides()
        if overrides != self._loaded_overrides:
            found["llm.models"] = overrides
        return found

    def _sync_provider(self) -> None:
        from services.llm import preset

        name = self.selected_provider()
        default = preset(name).default_model
        line = self.model.lineEdit()
        if line is not None:
            line.setPlaceholderText(
                self.tr("Default: %1").replace("%1", default) if default
                else self.tr("Type a model name or fetch the list")
            )
        self.urls.setCurrentWidget(self.url_fields[name])
        self.key_stack.setCurrentWidget(self.key_fields[name])
        if needs_key(name):
            self.key_note.setText(
                self.tr("Paste the API key from your %1 account. It is never written to the "
                        "settings file.").replace("%1", LLM_PRESETS[name][0])
            )
        else:
            self.key_note.setText(
                self.tr("This provider needs no key unless your server asks for one.")
            )
        self._explain_model()

    def _explain_store(self) -> None:
        if self.secrets.backend == "file":
            text = self.tr("Keys are kept in a plain-text file readable only by you: %1").replace(
                "%1", str(self.secrets.plain_file()))
            role = "warning"
        elif self.secrets.keyring_available():
            text, role = self.tr("Keys are kept in the OS keychain."), "hint"
        else:
            text = self.tr("No OS keychain is available on this system. Keys can be set in "
                           "environment variables, or kept in a plain-text file if you choose "
                           "so when saving.")
            role = "warning"
        self.store_note.setText(text)
        set_role(self.store_note, role)

    def _explain_model(self) -> None:
        model = self.model.currentText().strip()
        if not model:
            self.facts.setText(self.tr("Choose or type a model name."))
            self.customize_button.setEnabled(False)
            return
        override = self.table.overrides().get(model)
        if override is not None:
            tools, window = bool(override.get("tools")), override.get("context_window")
            origin = self.tr("the details you set below")
        else:
            tools, window = known_info(model)
            origin = self.tr("what Footnote knows about this model")
        facts = (
            self.tr("%1: calls tools: %2; context window: %3 tokens (from %4).")
            if window else
            # Never "unknown tokens": say what is unknown and where to set it.
            self.tr("%1: calls tools: %2; context window not known (from %4): "
                    "set details for this model to give it.")
        )
        self.facts.setText(
            facts.replace("%1", model)
            .replace("%2", self.tr("yes") if tools else self.tr("no"))
            .replace("%3", f"{window:,}" if window else "")
            .replace("%4", origin)
        )
        self.customize_button.setEnabled(override is None)

    def _customize(self) -> None:
        model = self.model.currentText().strip()
        if model:
            self.table.add_model(model)
            self._explain_model()

    # Network actions (off the GUI thread).
    def fetch_models(self) -> None:
        settings, provider = self.current(), self.selected_provider()
        lookup = self.task_key_lookup()
        self.fetch_button.setEnabled(False)
        self._status(self.tr("Asking %1 for its models…").replace(
            "%1", LLM_PRESETS[provider][0]), "hint")

        def done(models: list[str]) -> None:
            self.fetch_button.setEnabled(True)
            current = self.model.currentText()
            self.model.blockSignals(True)
            self.model.clear()
            self.model.addItems(models)
            self.model.setCurrentText(current or (models[0] if models else ""))
            self.model.blockSignals(False)
            self._explain_model()
            self._status(self.tr("%n model(s) found.", "", len(models)), "ok")
            self.models_listed.emit(models, "")

        def failed(exc: BaseException) -> None:
            self.fetch_button.setEnabled(True)
            self._status("✗ " + _said(exc), "error")
            self.models_listed.emit([], str(exc))

        run_task(lambda: backend.list_models(settings, lookup, provider), done, failed,
                 receiver=self)

    def check(self) -> None:
        settings, provider = self.current(), self.selected_provider()
        lookup = self.task_key_lookup()
        model = self.model.currentText().strip()
        self.check_button.setEnabled(False)
        self._status(self.tr("Sending one short request…"), "hint")

        def done(outcome: backend.Outcome) -> None:
            self.check_button.setEnabled(True)
            prefix = "✓ " + self.tr("Works.") + " " if outcome.ok else "✗ "
            shown = model_check_text(outcome.code, outcome.message)
            self._status(prefix + shown, "ok" if outcome.ok else "error")
            self.check_finished.emit(outcome.ok, outcome.message)

        def failed(exc: BaseException) -> None:
            self.check_button.setEnabled(True)
            self._status("✗ " + _said(exc), "error")
            self.check_finished.emit(False, str(exc))

        run_task(lambda: backend.check_model(settings, lookup, provider, model), done, failed,
                 receiver=self)

    def _status(self, text: str, role: str) -> None:
        self.status.setText(text)
        set_role(self.status, role)

    def retranslate(self) -> None:
        super().retranslate()
        self.endpoint_box.setTitle(self.tr("Provider"))
        self.provider_label.setText(self.tr("Provider:"))
        self.url_label.setText(self.tr("Base URL:"))
        self.key_label.setText(self.tr("API key:"))
        self.model_box.setTitle(self.tr("Model"))
        self.model_label.setText(self.tr("Model:"))
        self.model.setAccessibleName(self.tr("Model"))
        self.fetch_button.setText(self.tr("Fetch model list"))
        self.check_button.setText(self.tr("Check"))
        self.check_button.setToolTip(self.tr("Send one tiny request with these values"))
        self.table_label.setText(self.tr("Details you set for particular models:"))
        self.customize_button.setText(self.tr("Set details for this model"))
        self.customize_button.setToolTip(
            self.tr("Add this model below to say whether it calls tools and how large its "
                    "context window is"))
        self.remove_button.setText(self.tr("Remove"))
        self.remove_button.setToolTip(self.tr("Remove the selected rows"))
        self.table.retranslate()
        self.limits.retranslate()
        self._sync_provider()
        self._explain_store()
