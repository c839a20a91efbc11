"""The three steps of the first run: the model, the web search, a first question.

Each step is a page of ``ui.welcome.WelcomeDialog``: a heading, one short
explanation and the few fields the step needs. Nothing here saves: the
dialog reads the steps when the user finishes.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from services.llm.presets import LLM_PRESETS
from ui.app_services import AppServices
from ui.examples import ExampleButtons
from ui.settings.keys import KeyField
from ui.settings.page import hint_label

LOCAL = ("ollama", "lmstudio")


class Step(QWidget):
    """A heading, an explanation, then the step's own widgets (``body``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heading = QLabel(self)
        self.heading.setProperty("role", "title")
        self.heading.setWordWrap(True)
        self.intro = hint_label(self)
        self.body = QVBoxLayout(self)
        self.body.setContentsMargins(0, 0, 0, 0)
        self.body.setSpacing(10)
        self.body.addWidget(self.heading)
        self.body.addWidget(self.intro)
        self.body.addSpacing(4)

    def form(self) -> QFormLayout:
        form = QFormLayout()
        form.setHorizontalSpacing(12)
        form.setVerticalSpacing(10)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.body.addLayout(form)
        return form


class ModelStep(Step):
    """Step 1: which model writes the answers (local servers found come first)."""

    def __init__(self, services: AppServices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        settings = services.settings
        self.found: dict[str, list[str]] = {}
        self.probe_status = hint_label(self)
        self.body.addWidget(self.probe_status)
        form = self.form()
        self.provider_label, self.url_label, self.model_label = QLabel(), QLabel(), QLabel()
        self.key_label = QLabel()
        self.providers = QComboBox(self)
        self.providers.setObjectName("welcomeProvider")
        form.addRow(self.provider_label, self.providers)
        self.custom_url = QLineEdit(self)
        self.custom_url.setObjectName("customBaseUrl")
        self.custom_url.setText(str(settings["llm.custom.base_url"] or ""))
        self.custom_model = QLineEdit(self)
        self.custom_model.setObjectName("customModel")
        form.addRow(self.url_label, self.custom_url)
        form.addRow(self.model_label, self.custom_model)
        self.key = KeyField("llm.openai", services.secrets, self)
        form.addRow(self.key_label, self.key)
        self.key_note = hint_label(self)
        self.body.addWidget(self.key_note)
        self.body.addStretch(1)
        self._form = form
        self.providers.currentIndexChanged.connect(lambda _i: self.sync())

    def fill(self, wanted: str | None) -> None:
        """List the providers (local servers found first) and choose ``wanted``
        (else the first server found, else OpenAI)."""
        current = wanted or self.chosen()
        self.providers.blockSignals(True)
        self.providers.clear()
        order = [p for p in LOCAL if p in self.found]
        order += [p for p in LLM_PRESETS if p not in order and p != "custom"]
        order.append("custom")  # any OpenAI-compatible server (vLLM, a proxy, ...)
        for name in order:
            self.providers.addItem("", name)
        self.label_items()
        first_found = next((p for p in LOCAL if p in self.found), None)
        choice = first_found or current or "openai"
        self.providers.setCurrentIndex(max(0, self.providers.findData(choice)))
        self.providers.blockSignals(False)
        self.sync()

    def label_items(self) -> None:
        for row in range(self.providers.count()):
            name = str(self.providers.itemData(row))
            label = LLM_PRESETS[name][0]
            if name == "custom":
                label = self.tr("Custom endpoint (any OpenAI-compatible server)")
            models = self.found.get(name)
            if models is not None:
                label = self.tr("%1 — running on this computer (%n model(s))", "",
                                len(models)).replace("%1", label)
            self.providers.setItemText(row, label)

    def chosen(self) -> str | None:
        data = self.providers.currentData()
        return None if data is None else str(data)

    def sync(self) -> None:
        from services.llm import preset

        name = self.chosen() or "openai"
        custom = name == "custom"
        wants_key = preset(name).needs_key or custom
        for widget in (self.url_label, self.custom_url, self.model_label, self.custom_model):
            widget.setVisible(custom)
        if self.key.key_name != f"llm.{name}":
            self.key.key_name = f"llm.{name}"
            self.key.load()
        self.key_label.setVisible(wants_key)
        self.key.setVisible(wants_key)
        if custom:
            note = self.tr("Give the server's address (it ends in /v1 for most servers) and "
                           "the model to use. A key is needed only if the server asks for one.")
        elif wants_key:
            note = self.tr("Paste the key from your %1 account now or later in Settings › "
                           "Models. Without one, Footnote says what is missing when you ask."
                           ).replace("%1", LLM_PRESETS[name][0])
        elif self.found.get(name) == []:
            note = self.tr("%1 is running but has no models yet. Download one first (for "
                           "Ollama: ollama pull qwen3:8b), then choose it in Settings › Models."
                           ).replace("%1", LLM_PRESETS[name][0])
        else:
            note = self.tr("No key is needed for a server on this computer.")
        self.key_note.setText(note)

    def probe_text(self, pending: bool) -> None:
        if pending:
            text = self.tr("Looking for Ollama and LM Studio on this computer…")
        elif self.found:
            text = self.tr("Found a model server on this computer; it is listed first.")
        else:
            text = self.tr("No local model server was found (Ollama on port 11434, LM Studio "
                           "on port 1234).")
        self.probe_status.setText(text)

    def retranslate(self, pending: bool) -> None:
        self.heading.setText(self.tr("Which model should write the answers?"))
        self.intro.setText(self.tr("Footnote searches the web, and a model writes the answer "
                                   "with numbered sources. You can change this any time in "
                                   "Settings."))
        self.provider_label.setText(self.tr("Model provider:"))
        self.providers.setAccessibleName(self.tr("Model provider"))
        self.url_label.setText(self.tr("Base URL:"))
        self.model_label.setText(self.tr("Model:"))
        self.custom_url.setPlaceholderText("http://localhost:8000/v1")
        self.custom_model.setPlaceholderText(self.tr("Model name, as the server calls it"))
        self.custom_url.setAccessibleName(self.tr("Base URL"))
        self.custom_model.setAccessibleName(self.tr("Model"))
        self.key_label.setText(self.tr("API key:"))
        self.label_items()
        self.probe_text(pending)
        self.sync()


class SearchStep(Step):
    """Step 2: where Footnote searches (DuckDuckGo works with no key)."""

    def __init__(self, services: AppServices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows = {row.name: row for row in services.search_providers}
        settings = services.settings
        self._settings = settings
        form = self.form()
        self.provider_label, self.host_label, self.key_label = QLabel(), QLabel(), QLabel()
        self.providers = QComboBox(self)
        self.providers.setObjectName("welcomeSearch")
        for name in self.rows:
            self.providers.addItem("", name)
        form.addRow(self.provider_label, self.providers)
        self.host = QLineEdit(self)
        self.host.setObjectName("welcomeSearchHost")
        form.addRow(self.host_label, self.host)
        self.key = KeyField("search.tavily", services.secrets, self)
        form.addRow(self.key_label, self.key)
        self.note = hint_label(self)
        self.body.addWidget(self.note)
        self.body.addStretch(1)
        current = str(settings["search.provider"])
        self.providers.setCurrentIndex(max(0, self.providers.findData(current)))
        self.providers.currentIndexChanged.connect(lambda _i: self.sync())

    def chosen(self) -> str:
        return str(self.providers.currentData())

    def needs_host(self) -> bool:
        """The chosen provider has no address of its own (SearXNG: your instance)."""
        return self.rows[self.chosen()].host == ""

    def changes(self) -> dict[str, Any]:
        """The settings this step sets (the key is saved apart, in the keychain)."""
        name = self.chosen()
        found: dict[str, Any] = {"search.provider": name}
        host = self.host.text().strip()
        if self.needs_host() and host:
            found[f"search.{name}.api_host"] = host
        return found

    def sync(self) -> None:
        name = self.chosen()
        row = self.rows[name]
        needs_host = self.needs_host()
        self.host.setText(str(self._settings[f"search.{name}.api_host"] or "")
                          if needs_host else "")
        self.host_label.setVisible(needs_host)
        self.host.setVisible(needs_host)
        wants_key = row.key_name is not None
        if wants_key and self.key.key_name != row.key_name:
            self.key.key_name = str(row.key_name)
            self.key.load()
        self.key_label.setVisible(wants_key)
        self.key.setVisible(wants_key)
        if name == "duckduckgo":
            text = self.tr("DuckDuckGo works right away; no key is needed. Other providers "
                           "answer more reliably and need an API key from their site.")
        elif needs_host:
            text = self.tr("Give the address of your %1 instance, for example "
                           "https://searx.example.org. A password is needed only if it asks "
                           "for one.").replace("%1", row.label)
        else:
            text = self.tr("Paste the API key from your %1 account. It is kept in the OS "
                           "keychain, never in the settings file.").replace("%1", row.label)
        self.note.setText(text)

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Where should Footnote search?"))
        self.intro.setText(self.tr("Every answer starts with a web search. You can add or "
                                   "change providers later in Settings › Web search."))
        self.provider_label.setText(self.tr("Search provider:"))
        self.providers.setAccessibleName(self.tr("Search provider"))
        self.host_label.setText(self.tr("Address:"))
        self.host.setAccessibleName(self.tr("Address"))
        self.host.setPlaceholderText("https://searx.example.org")
        self.key_label.setText(self.tr("API key:"))
        for row in range(self.providers.count()):
            name = str(self.providers.itemData(row))
            label = self.rows[name].label
            if name == "duckduckgo":
                label = self.tr("DuckDuckGo (no key needed)")
            self.providers.setItemText(row, label)
        self.sync()


class QuestionStep(Step):
    """Step 3: a first question (typed, or one of the examples)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.question = QLineEdit(self)
        self.question.setObjectName("firstQuestion")
        self.question.setClearButtonEnabled(True)
        self.body.addWidget(self.question)
        self.examples_label = QLabel(self)
        self.examples_label.setProperty("role", "hint")
        self.body.addWidget(self.examples_label)
        self.examples = ExampleButtons(self)
        self.examples.chosen.connect(self._example)
        self.body.addWidget(self.examples)
        self.body.addStretch(1)

    def _example(self, text: str) -> None:
        self.question.setText(text)
        self.question.setFocus(Qt.FocusReason.OtherFocusReason)

    def text(self) -> str:
        return self.question.text().strip()

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Ask your first question"))
        self.intro.setText(self.tr("Footnote looks it up on the web and answers with numbered "
                                   "sources. Rest the pointer on a number to see the passage "
                                   "it came from."))
        self.question.setPlaceholderText(self.tr("Ask anything…"))
        self.question.setAccessibleName(self.tr("First question"))
        self.examples_label.setText(self.tr("Or try one of these:"))
