"""Settings > Web fetch: the Jina fallback, private network access, limits."""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QWidget

from ui.app_services import AppServices
from ui.settings.fields import Field
from ui.settings.keys import KeyField
from ui.settings.page import Page, hint_label

MB = 1024 * 1024


class FetchPage(Page):
    name = "fetch"

    def __init__(self, services: AppServices, parent: QWidget | None = None) -> None:
        super().__init__(services, parent)
        # Fallback reader.
        self.fallback_box = QGroupBox(self)
        form = QFormLayout(self.fallback_box)
        self.fallback = self.bind(
            Field(self.spec("fetch.fallback"), self, labels=self._fallback_label)
        )
        self.jina_host = self.bind(Field(self.spec("fetch.jina.api_host"), self))
        self.jina_key = self.bind_key(KeyField("fetch.jina", self.secrets, self))
        self.fallback_label, self.host_label, self.key_label = QLabel(), QLabel(), QLabel()
        form.addRow(self.fallback_label, self.fallback)
        form.addRow(self.host_label, self.jina_host)
        form.addRow(self.key_label, self.jina_key)
        self.jina_note = hint_label(self)
        form.addRow(self.jina_note)
        self.layout_.addWidget(self.fallback_box)
        # Network and limits.
        self.limits_box = QGroupBox(self)
        limits = QFormLayout(self.limits_box)
        self.private = self.bind(
            Field(self.spec("fetch.allow_private_network"), self, text=self._private_text)
        )
        self.private_warning = hint_label(self, role="warning")
        self.private_warning.setObjectName("privateWarning")
        self.timeout = self.bind(Field(self.spec("fetch.timeout_s"), self, suffix=self._seconds))
        self.max_bytes = self.bind(
            Field(self.spec("fetch.max_bytes"), self, scale=MB, suffix=self._mb)
        )
        self.timeout_label, self.size_label = QLabel(), QLabel()
        limits.addRow(self.private)
        limits.addRow(self.private_warning)
        limits.addRow(self.timeout_label, self.timeout)
        limits.addRow(self.size_label, self.max_bytes)
        self.layout_.addWidget(self.limits_box)
        self.layout_.addStretch(1)
        self.fallback.changed.connect(self._sync)
        self.private.changed.connect(self._sync)
        self.retranslate()

    def _fallback_label(self, value: str) -> str:
        return {
            "jina": self.tr("Jina Reader (reads the page on Jina's servers)"),
            "none": self.tr("None (report the failure)"),
        }[value]

    def _private_text(self) -> str:
        return self.tr("Allow reading private network addresses (localhost, LAN, intranet)")

    def _seconds(self) -> str:
        return self.tr("s")

    def _mb(self) -> str:
        return self.tr("MB")

    def title(self) -> str:
        return self.tr("Web fetch")

    def load(self) -> None:
        super().load()
        self._sync()

    def _sync(self) -> None:
        jina = self.fallback.value() == "jina"
        self.jina_host.setEnabled(jina)
        self.jina_key.setEnabled(jina)
        self.private_warning.setVisible(bool(self.private.value()))

    def retranslate(self) -> None:
        super().retranslate()
        self.fallback_box.setTitle(self.tr("When a page cannot be read"))
        self.fallback_label.setText(self.tr("Fallback:"))
        self.host_label.setText(self.tr("Jina host:"))
        self.key_label.setText(self.tr("Jina key:"))
        self.jina_note.setText(
            self.tr("Jina Reader works without a key at a lower rate limit. The page address "
                    "is sent to Jina only when Footnote's own download fails.")
        )
        self.limits_box.setTitle(self.tr("Network and limits"))
        self.private_warning.setText(
            self.tr("Warning: the model chooses which addresses to read. With this on, a web "
                    "page could lead it to your router, printer or intranet services. Turn it "
                    "on only if you need Footnote to read pages on your own network.")
        )
        self.timeout_label.setText(self.tr("Time limit per page:"))
        self.size_label.setText(self.tr("Largest page:"))
