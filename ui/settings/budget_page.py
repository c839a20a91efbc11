"""Settings > Token budget: how much of the context web results may take."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QFormLayout, QLabel, QWidget

from ui.app_services import AppServices
from ui.settings.fields import AutoIntField, Field
from ui.settings.page import Page, hint_label


def _context_window(settings: Any) -> tuple[str, int | None]:
    """(model, context window) of the configured model, as the agent sees it."""
    model = str(settings["llm.model"] or "")
    try:
        from services.llm import model_info
    except ImportError:
        return model, None
    return model, model_info(model, settings["llm.models"]).context_window if model else None


def _resolved(value: Any, window: int | None, kind: str) -> int | None:
    try:
        from services.budget import resolve_budget
    except ImportError:
        return None
    return int(resolve_budget(value, window, kind))  # type: ignore[arg-type]


class BudgetPage(Page):
    name = "budget"

    def __init__(self, services: AppServices, parent: QWidget | None = None) -> None:
        super().__init__(services, parent)
        form = QFormLayout()
        self.mode = self.bind(Field(self.spec("budget.mode"), self, labels=self._mode_label))
        self.pages = AutoIntField(
            self.spec("budget.tokens"), self._auto_text, self._tokens, parent=self
        )
        self.snippets = AutoIntField(
            self.spec("budget.search_tokens"), self._auto_text, self._tokens, parent=self
        )
        self.bind(self.pages)
        self.bind(self.snippets)
        self.mode_label, self.pages_label, self.snippets_label = QLabel(), QLabel(), QLabel()
        form.addRow(self.mode_label, self.mode)
        form.addRow(self.pages_label, self.pages)
        form.addRow(self.snippets_label, self.snippets)
        self.layout_.addLayout(form)
        self.effective = hint_label(self)
        self.effective.setObjectName("budgetEffective")
        self.layout_.addWidget(self.effective)
        self.layout_.addStretch(1)
        for field in self.fields:
            field.changed.connect(self._explain)
        self.retranslate()

    def _mode_label(self, value: str) -> str:
        return {
            "cutoff": self.tr("Fit results into the budget"),
            "none": self.tr("No limit (send results whole)"),
        }[value]

    def _auto_text(self) -> str:
        return self.tr("Automatic")

    def _tokens(self) -> str:
        return self.tr("tokens")

    def title(self) -> str:
        return self.tr("Token budget")

    def load(self) -> None:
        super().load()
        self._explain()

    def _explain(self) -> None:
        current = self.current()
        enabled = current["budget.mode"] != "none"
        self.pages.setEnabled(enabled)
        self.snippets.setEnabled(enabled)
        if not enabled:
            self.effective.setText(
                self.tr("Search results and pages are sent whole; a long page can fill "
                        "the model's context.")
            )
            return
        model, window = _context_window(current)
        pages = _resolved(current["budget.tokens"], window, "fetch")
        snippets = _resolved(current["budget.search_tokens"], window, "search")
        if pages is None or snippets is None:
            self.effective.setText("")
            return
        # The disabled number of an "Automatic" field says what the text says.
        self.pages.show_automatic(pages)
        self.snippets.show_automatic(snippets)
        if not model:
            about = self.tr("No model is chosen yet.")
        elif window:
            about = self.tr("Model %1: context window of %2 tokens.").replace(
                "%1", model).replace("%2", f"{window:,}")
        else:
            about = self.tr("Model %1: context window unknown (set it in Models).").replace(
                "%1", model)
        self.effective.setText(
            about + " " + self.tr("Pages get up to %1 tokens per call, search results up to "
                                  "%2.").replace("%1", f"{pages:,}").replace("%2", f"{snippets:,}")
        )

    def retranslate(self) -> None:
        super().retranslate()
        self.mode_label.setText(self.tr("Mode:"))
        self.pages_label.setText(self.tr("Fetched pages:"))
        self.snippets_label.setText(self.tr("Search results:"))
        self.effective.setToolTip(self.tr("'Automatic' follows the model's context window."))
        self._explain()
