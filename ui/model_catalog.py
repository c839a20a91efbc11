"""The models the configured endpoint offers, for the message box's picker.

The list comes from the same place as Settings › Models › Fetch model list
(``ui.settings.backend.list_models``: ``GET /models``), asked on a worker the
first time the picker is about to be used, and kept for the session per
provider and address: the network is asked once, never at start-up.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QObject, Signal

from ui.app_services import AppServices
from workers.task import run_task

log = logging.getLogger(__name__)


class ModelCatalog(QObject):
    """Signals: ``listed(models)`` for the endpoint configured now;
    ``failed(message)`` when it could not say."""

    listed = Signal(list)
    failed = Signal(str)

    def __init__(self, services: AppServices, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.services = services
        self._lists: dict[tuple[str, str], list[str]] = {}
        self._asking: set[tuple[str, str]] = set()

    def endpoint(self) -> tuple[str, str]:
        """(provider, base URL) the models are listed for."""
        settings = self.services.settings
        provider = str(settings["llm.provider"])
        return provider, str(settings.get(f"llm.{provider}.base_url", "") or "")

    def cached(self) -> list[str]:
        """The endpoint's models if they were listed already ([] if not)."""
        return list(self._lists.get(self.endpoint(), []))

    def fetch(self) -> None:
        """List the endpoint's models on a worker (once per endpoint and session)."""
        endpoint = self.endpoint()
        if endpoint in self._lists:
            self.listed.emit(list(self._lists[endpoint]))
            return
        if endpoint in self._asking:
            return
        self._asking.add(endpoint)
        settings = dict(self.services.settings)  # a snapshot: the worker reads no live object
        secrets = self.services.secrets

        def work() -> list[str]:
            from ui.settings import backend

            return backend.list_models(settings, secrets.keys_for, endpoint[0])

        def done(models: Any) -> None:
            self._asking.discard(endpoint)
            self._lists[endpoint] = [str(m) for m in models]
            if endpoint == self.endpoint():
                self.listed.emit(list(self._lists[endpoint]))

        def failed(exc: BaseException) -> None:
            self._asking.discard(endpoint)
            log.info("Listing the models of %s failed: %s", endpoint[0], exc)
            if endpoint == self.endpoint():
                self.failed.emit(str(exc))

        run_task(work, done, failed, receiver=self)

    def forget(self) -> None:
        """Ask again next time (the user fetched or changed something in Settings)."""
        self._lists.clear()
