"""Settings > Web search: providers, keys and hosts, checks, results and the cache."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from ui.app_services import AppServices
from ui.i18n import tr_schema
from ui.service_text import search_check_text
from ui.settings import backend
from ui.settings.fields import Field
from ui.settings.keys import KeyField
from ui.settings.page import Page, StatusLabel, hint_label, set_role
from workers.task import run_task

HOUR, MINUTE = 3600, 60
# Wide enough for a host such as "api.search.brave.com" without clipping.
HOST_MIN_WIDTH = 200
KEY_MIN_WIDTH = 200


class SearchPage(Page):
    """Signals:
    check_finished(provider, ok, message): a Check finished.
    cache_cleared(message): "Clear cache" finished.
    """

    name = "search"
    check_finished = Signal(str, bool, str)
    cache_cleared = Signal(str)

    def __init__(self, services: AppServices, parent: QWidget | None = None) -> None:
        super().__init__(services, parent)
        self.provider_rows = {provider.name: provider for provider in services.search_providers}
        # Provider choice and results.
        self.general_box = QGroupBox(self)
        general = QFormLayout(self.general_box)
        self.provider = self.bind(
            Field(self.spec("search.provider"), self, labels=self._provider_label)
        )
        self.fallback = self.bind(
            Field(self.spec("search.fallback"), self, labels=self._provider_label)
        )
        self.max_results = self.bind(Field(self.spec("search.max_results"), self))
        self.dates = self.bind(
            Field(self.spec("search.include_dates"), self, labels=self._dates_label)
        )
        self.provider_label, self.fallback_label = QLabel(), QLabel()
        self.results_label, self.dates_label = QLabel(), QLabel()
        general.addRow(self.provider_label, self.provider)
        general.addRow(self.fallback_label, self.fallback)
        general.addRow(self.results_label, self.max_results)
        general.addRow(self.dates_label, self.dates)
        self.ddg_note = hint_label(self)
        general.addRow(self.ddg_note)
        self.setup_warning = hint_label(self, role="warning")
        self.setup_warning.setObjectName("setupWarning")
        general.addRow(self.setup_warning)
        self.layout_.addWidget(self.general_box)
        # One row per provider: host, key, Check, status.
        self.providers_box = QGroupBox(self)
        grid = QGridLayout(self.providers_box)
        grid.setColumnStretch(1, 2)
        grid.setColumnStretch(2, 3)
        grid.setHorizontalSpacing(10)
        self.host_header, self.key_header = QLabel(), QLabel()
        grid.addWidget(self.host_header, 0, 1)
        grid.addWidget(self.key_header, 0, 2)
        self.check_buttons: dict[str, QPushButton] = {}
        self.status: dict[str, QLabel] = {}
        self.extra_labels: list[tuple[QLabel, str]] = []
        row = 1
        for provider in services.search_providers:
            name = provider.name
            grid.addWidget(QLabel(provider.label), row, 0)
            if provider.host is not None:
                host = self.bind(Field(self.spec(f"search.{name}.api_host"), self))
                host.setMinimumWidth(HOST_MIN_WIDTH)  # a whole host name stays readable
                grid.addWidget(host, row, 1)
            if provider.key_name is not None:
                key = KeyField(provider.key_name, self.secrets, self)
                key.setMinimumWidth(KEY_MIN_WIDTH)  # "No key set" and a key's end readable
                grid.addWidget(self.bind_key(key), row, 2)
            button = QPushButton(self)
            button.setObjectName(f"check:{name}")
            button.clicked.connect(lambda _=False, n=name: self.check(n))
            grid.addWidget(button, row, 3)
            self.check_buttons[name] = button
            status = StatusLabel(self)
            status.setObjectName(f"status:{name}")
            status.setVisible(False)
            grid.addWidget(status, row + 1, 1, 1, 3)
            self.status[name] = status
            row += 2
        # The providers' further settings (SearXNG user, Google engine id...).
        for provider in services.search_providers:
            for extra in provider.settings:
                spec = self.spec(extra.name)
                label = QLabel()
                grid.addWidget(label, row, 0)
                grid.addWidget(self.bind(Field(spec, self)), row, 1)
                self.extra_labels.append((label, spec.label))
                row += 1
        self.layout_.addWidget(self.providers_box)
        # Cache.
        self.cache_box = QGroupBox(self)
        cache = QFormLayout(self.cache_box)
        self.cache_enabled = self.bind(
            Field(self.spec("cache.enabled"), self, text=self._cache_text)
        )
        self.search_ttl = self.bind(
            Field(self.spec("cache.search_ttl_s"), self, scale=MINUTE, suffix=self._minutes)
        )
        self.fetch_ttl = self.bind(
            Field(self.spec("cache.fetch_ttl_s"), self, scale=HOUR, suffix=self._hours)
        )
        self.search_ttl_label, self.fetch_ttl_label = QLabel(), QLabel()
        self.max_size = self.bind(Field(self.spec("cache.max_mb"), self, suffix=self._megabytes))
        self.max_size_label = QLabel()
        self.cache_size = hint_label(self)
        self.cache_size.setObjectName("cacheSize")
        self.clear_button = QPushButton(self)
        self.clear_button.setObjectName("clearCache")
        self.clear_button.clicked.connect(self.clear_cache)
        self.clear_status = hint_label(self)
        clear_row = QHBoxLayout()
        clear_row.addWidget(self.clear_button)
        clear_row.addWidget(self.clear_status, 1)
        cache.addRow(self.cache_enabled)
        cache.addRow(self.search_ttl_label, self.search_ttl)
        cache.addRow(self.fetch_ttl_label, self.fetch_ttl)
        cache.addRow(self.max_size_label, self.max_size)
        cache.addRow(self.cache_size)
        cache.addRow(clear_row)
        self.layout_.addWidget(self.cache_box)
        self.layout_.addStretch(1)
        self.cache_enabled.changed.connect(self._sync_cache)
        for field in self.fields:
            field.changed.connect(self._warn_setup)
        for key in self.keys.values():
            key.changed.connect(self._warn_setup)
        self.retranslate()

    def load(self) -> None:
        super().load()
        self._warn_setup()
        self._sync_cache()
        self.show_cache_size()

    def show_cache_size(self) -> None:
        """The cache file's size on disk (a file size: cheap on the GUI thread)."""
        size = backend.cache_size(self.services.cache_db())
        self.cache_size.setText(
            self.tr("The cache uses %1 MB on disk.").replace("%1", f"{size / 1048576:.1f}")
        )

    def _sync_cache(self) -> None:
        enabled = bool(self.cache_enabled.value())
        self.search_ttl.setEnabled(enabled)
        self.fetch_ttl.setEnabled(enabled)
        self.max_size.setEnabled(enabled)

    def _warn_setup(self) -> None:
        """Say at once when the chosen provider cannot work yet (no key or host)."""
        problems = []
        for field in (self.provider, self.fallback):
            name = str(field.value())
            provider = self.provider_rows.get(name)
            if provider is None or name in problems:
                continue
            host = next((f for f in self.fields if f.name == f"search.{name}.api_host"), None)
            no_host = host is not None and not str(host.value()).strip()
            no_key = provider.key == "required" and not self.key_lookup(f"search.{name}")
            if no_host or no_key:
                problems.append(name)
        if not problems:
            self.setup_warning.setVisible(False)
            return
        names = ", ".join(self.provider_rows[p].label for p in problems)
        self.setup_warning.setText(
            self.tr("%1 needs an API key or host below before it can search; until then "
                    "searches report what is missing.").replace("%1", names)
        )
        self.setup_warning.setVisible(True)

    def _provider_label(self, value: str) -> str:
        if value == "none":
            return self.tr("None")
        if value == "duckduckgo":
            return self.tr("DuckDuckGo (no key needed)")
        provider = self.provider_rows.get(value)
        return provider.label if provider else value

    def _dates_label(self, value: str) -> str:
        return {
            "auto": self.tr("When the question is about time"),
            "always": self.tr("Always"),
            "never": self.tr("Never"),
        }[value]

    def _cache_text(self) -> str:
        return self.tr("Reuse recent search results and pages (saves quota)")

    def _minutes(self) -> str:
        return self.tr("min")

    def _hours(self) -> str:
        return self.tr("h")

    def _megabytes(self) -> str:
        return self.tr("MB")

    def title(self) -> str:
        return self.tr("Web search")

    # Actions.
    def check(self, provider: str) -> None:
        """Run one tiny query through ``provider`` with the values shown."""
        settings, lookup = self.current(), self.task_key_lookup()
        button, status = self.check_buttons[provider], self.status[provider]
        button.setEnabled(False)
        set_role(status, "hint")
        status.setText(self.tr("Checking…"))
        status.setVisible(True)

        def done(outcome: backend.Outcome) -> None:
            shown = search_check_text(self._provider_label(provider), outcome.code,
                                      outcome.message)
            self._show_check(provider, outcome.ok, outcome.message, shown)

        def failed(exc: BaseException) -> None:
            # A raw exception (a DNS or TLS failure's own text) is detail, not the message.
            friendly = self.tr("Could not reach %1: check the address and your connection.") \
                .replace("%1", self._provider_label(provider))
            detail = str(exc) or type(exc).__name__
            self._show_check(provider, False, detail, f"{friendly} ({detail})")

        services = self.services
        run_task(lambda: backend.check_search(services, settings, lookup, provider), done, failed,
                 receiver=self)

    def _show_check(self, provider: str, ok: bool, message: str, shown: str = "") -> None:
        """Show a Check's result: ``shown`` in the UI language (``message`` if empty);
        ``check_finished`` carries the service's ``message``."""
        status = self.status[provider]
        self.check_buttons[provider].setEnabled(True)
        set_role(status, "ok" if ok else "error")
        status.setText(("✓ " + self.tr("Works.") + " " if ok else "✗ ") + (shown or message))
        self.check_finished.emit(provider, ok, message)

    def clear_cache(self) -> None:
        self.clear_button.setEnabled(False)

        def done(count: int) -> None:
            self.clear_button.setEnabled(True)
            text = self.tr("Cache cleared (%1 entries removed).").replace("%1", str(count))
            self.clear_status.setText(text)
            self.show_cache_size()
            self.cache_cleared.emit(text)

        def failed(exc: BaseException) -> None:
            self.clear_button.setEnabled(True)
            text = self.tr("The cache could not be cleared: %1").replace("%1", str(exc))
            self.clear_status.setText(text)
            self.cache_cleared.emit(text)

        cache_db = self.services.cache_db()
        run_task(lambda: backend.clear_cache(cache_db), done, failed, receiver=self)

    def retranslate(self) -> None:
        super().retranslate()
        self.general_box.setTitle(self.tr("Searching"))
        self.provider_label.setText(self.tr("Provider:"))
        self.fallback_label.setText(self.tr("If it fails, retry with:"))
        self.results_label.setText(self.tr("Results per query:"))
        self.dates_label.setText(self.tr("Give the model publication dates:"))
        self.ddg_note.setText(
            self.tr("DuckDuckGo works at once with no key. The other providers need an API key "
                    "(SearXNG needs the address of your instance).")
        )
        self.providers_box.setTitle(self.tr("Providers"))
        self.host_header.setText(self.tr("API host"))
        self.key_header.setText(self.tr("API key"))
        for button in self.check_buttons.values():
            button.setText(self.tr("Check"))
            button.setToolTip(self.tr("Run one small search with these values"))
        for label, text in self.extra_labels:
            label.setText(tr_schema(text))
        self.cache_box.setTitle(self.tr("Cache"))
        self.search_ttl_label.setText(self.tr("Keep search results for:"))
        self.fetch_ttl_label.setText(self.tr("Keep pages for:"))
        self.max_size_label.setText(self.tr("Largest size:"))
        self.clear_button.setText(self.tr("Clear cache"))
        self.show_cache_size()
        self._warn_setup()
