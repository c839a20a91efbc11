"""The first run: three short steps, the model, the web search, a first question.

Each step has one main action (Continue, then Ask); Back and "Skip setup"
are there but quieter. Local servers found on their default ports (Ollama,
LM Studio) are offered first; the probe runs off the GUI thread with a short
timeout. Search works at once through DuckDuckGo, so nothing is required:
skipping leaves a usable app that says what is missing when it is needed.
Everything is saved together at the end; a first question typed (or picked
from the examples) is asked as soon as the window is back.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ui.app_services import AppServices
from ui.settings import backend
from ui.settings.controls import centre_form_labels, make_primary
from ui.settings.keys import save_keys
from ui.settings.page import set_role
from ui.welcome_steps import LOCAL, ModelStep, QuestionStep, SearchStep
from workers.task import run_task

PROBE_TIMEOUT_S = 0.5
MODEL, SEARCH, QUESTION = range(3)


def is_first_run(settings: Any) -> bool:
    """No welcome yet and no model ever configured."""
    return not settings["ui.welcome_done"] and settings.is_default("llm.model")


class WelcomeDialog(QDialog):
    """Signals:
    probed(found): the local probe finished; ``found`` maps provider -> models.

    After ``accept`` (the last step's main action), ``question`` holds the first
    question to ask ("" for none).
    """

    probed = Signal(dict)

    def __init__(self, services: AppServices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcomeDialog")
        self.settings = services.settings
        self.services = services
        self.secrets = services.secrets
        self.question = ""
        self._pending = 0
        self.step_label = QLabel(self)
        self.step_label.setObjectName("welcomeStep")
        self.model_step = ModelStep(services, self)
        self.search_step = SearchStep(services, self)
        self.question_step = QuestionStep(self)
        self.steps = QStackedWidget(self)
        for step in (self.model_step, self.search_step, self.question_step):
            self.steps.addWidget(step)
        self.skip_button = QPushButton(self)
        self.skip_button.setObjectName("skipSetup")
        self.skip_button.setFlat(True)
        self.skip_button.setAutoDefault(False)
        self.back_button = QPushButton(self)
        self.back_button.setAutoDefault(False)
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("welcomeNext")
        self.next_button.setDefault(True)
        make_primary(self.next_button)
        self.skip_button.clicked.connect(self.skip)
        self.back_button.clicked.connect(self.back)
        self.next_button.clicked.connect(self.next)
        self.question_step.question.textChanged.connect(lambda _t: self._sync_buttons())
        buttons = QHBoxLayout()
        buttons.addWidget(self.skip_button)
        buttons.addStretch(1)
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 22, 28, 20)
        layout.setSpacing(12)
        layout.addWidget(self.step_label)
        layout.addWidget(self.steps, 1)
        layout.addLayout(buttons)
        self.model_step.fill(None)
        self.search_step.sync()
        self.retranslate()
        centre_form_labels(self)
        self.resize(620, 430)
        self.steps.currentChanged.connect(lambda _i: self._sync_buttons())
        self.probe()

    # Compatibility with the one-page welcome: what the tests and Settings read.
    @property
    def key(self) -> Any:
        return self.model_step.key

    def chosen(self) -> str | None:
        """The model provider chosen in step 1."""
        return self.model_step.chosen()

    # Steps.
    def step(self) -> int:
        return self.steps.currentIndex()

    def next(self) -> None:
        """The main action: on to the next step, or finish on the last."""
        if self.step() == MODEL and not self._model_ready():
            return
        if self.step() < QUESTION:
            self.steps.setCurrentIndex(self.step() + 1)
            return
        self.finish()

    def back(self) -> None:
        if self.step() > MODEL:
            self.steps.setCurrentIndex(self.step() - 1)

    def _model_ready(self) -> bool:
        """A custom endpoint needs an address before the next step."""
        step = self.model_step
        if step.chosen() != "custom":
            return True
        if step.custom_url.text().strip().startswith(("http://", "https://")):
            return True
        step.key_note.setText(self.tr("Enter the server's address, starting with http:// or "
                                      "https://."))
        set_role(step.key_note, "error")
        step.custom_url.setFocus()
        return False

    def _sync_buttons(self) -> None:
        step = self.step()
        self.step_label.setText(self.tr("Step %1 of %2").replace("%1", str(step + 1))
                                .replace("%2", "3"))
        self.back_button.setVisible(step > MODEL)
        if step < QUESTION:
            self.next_button.setText(self.tr("Continue"))
        elif self.question_step.text():
            self.next_button.setText(self.tr("Ask"))
        else:
            self.next_button.setText(self.tr("Start"))

    # The local-server probe.
    def probe(self) -> None:
        """Look for Ollama and LM Studio on their configured (default) ports."""
        self._pending = len(LOCAL)
        self.model_step.probe_text(pending=True)
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
            self.model_step.found[name] = models
        self._pending -= 1
        if self._pending > 0:
            return
        self.model_step.fill(None)
        self.model_step.probe_text(pending=False)
        self.probed.emit(dict(self.model_step.found))

    @property
    def found(self) -> dict[str, list[str]]:
        return self.model_step.found

    # Finishing.
    def finish(self) -> None:
        """Save the choices (and any key pasted) and close."""
        step = self.model_step
        name = step.chosen() or "openai"
        changes: dict[str, Any] = {"llm.provider": name, "ui.welcome_done": True}
        if name == "custom":
            changes["llm.custom.base_url"] = step.custom_url.text().strip()
            if step.custom_model.text().strip():
                changes["llm.model"] = step.custom_model.text().strip()
        models = step.found.get(name) or []
        if models and not self.settings["llm.model"]:
            changes["llm.model"] = models[0]
        changes.update(self.search_step.changes())
        self.settings.update(changes)
        keys = {field.key_name: field for field in (step.key, self.search_step.key)
                if not field.isHidden() and field.is_modified()}
        problems = save_keys(self, keys, self.secrets, self.settings) if keys else []
        if problems:
            note = self.question_step.intro
            note.setText("\n".join(problems))
            set_role(note, "error")
            return
        self.question = self.question_step.text()
        self.accept()

    def skip(self) -> None:
        self.settings.set("ui.welcome_done", True)
        self.reject()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Welcome to Footnote"))
        self.skip_button.setText(self.tr("Skip setup"))
        self.skip_button.setToolTip(self.tr("Start with the defaults; everything is in "
                                            "Settings later"))
        self.back_button.setText(self.tr("Back"))
        self.model_step.retranslate(self._pending > 0)
        self.search_step.retranslate()
        self.question_step.retranslate()
        self._sync_buttons()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def keyPressEvent(self, event: Any) -> None:
        # Enter is the main action of the step (Continue, Ask), never a skip.
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.next()
            return
        super().keyPressEvent(event)


def maybe_show_welcome(parent: QWidget | None, services: AppServices) -> str:
    """Show the welcome on first run (modal); returns the first question to ask
    ("" for none, and always "" after the first run)."""
    if not is_first_run(services.settings):
        return ""
    dialog = WelcomeDialog(services, parent)
    dialog.exec()
    # No deleteLater(): destroying the dialog while a local-server probe may still
    # be delivering its outcome crashed PySide6 in ~QWidget (seen under Xvfb when
    # Skip was clicked at once). The closed dialog is small and lives with its parent.
    return dialog.question if dialog.result() == QDialog.DialogCode.Accepted else ""
