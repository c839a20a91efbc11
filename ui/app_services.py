"""What the app hands the UI: one object, composed by ``app.gui``.

The UI never imports ``app``: the settings, the key store, the settings
schema, the file locations and the factories that wire services together all
arrive through ``AppServices``. The UI still imports ``services`` and
``workers`` directly for plain logic; what this object holds is the app's
choices (where files live, how an agent is assembled from the settings).
Qt-free, so a test or a tool may build one without a window.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from services.search.rows import ProviderRow


class SettingSpec(Protocol):
    """One declared setting, as an editor needs it (the app's schema row)."""

    @property
    def name(self) -> str: ...

    @property
    def type(self) -> str: ...

    @property
    def description(self) -> str: ...

    @property
    def label(self) -> str: ...

    @property
    def choices(self) -> tuple[str, ...]: ...

    @property
    def minimum(self) -> float | None: ...

    @property
    def maximum(self) -> float | None: ...


class PoolHolder(Protocol):
    """The app's extraction worker processes (``services.fetch.pool.ExtractionPool``),
    made on the first page read and stopped at exit."""

    def get(self) -> Any: ...

    def shutdown(self) -> None: ...


class KeyStore(Protocol):
    """API keys: the environment first, then the OS keychain (or the chosen file)."""

    @property
    def backend(self) -> str: ...

    def keyring_available(self) -> bool: ...

    def stored(self, name: str) -> str | None: ...

    def source(self, name: str) -> str | None: ...

    def keys_for(self, name: str) -> list[str]: ...

    def set(self, name: str, value: str) -> None: ...

    def delete(self, name: str) -> bool: ...

    def env_vars(self, name: str) -> list[str]: ...

    def plain_file(self) -> Path: ...


@dataclass(frozen=True)
class AppServices:
    """The app's settings, keys, schema, paths and service factories.

    Attributes:
        settings: the saved settings (a mapping with ``set``/``save``).
        secrets: the key store.
        setting: the declared setting for a name (type, bounds, choices, description).
        search_providers: the search provider table's rows, in the order Settings
            lists them (``services.search.registry``).
        history_db, cache_db: where the history and the cache live.
        build_agent: ``(settings, secrets, *, model, web_mode, pool, on_learned) -> Agent``.
        remember_in: ``settings -> (model, facts) -> None`` saving what an
            endpoint refused, or None when nothing can be saved.
        http_client: ``settings -> httpx.Client`` for searches.
        search_service: ``(settings, keys, *, client) -> SearchService``.
        subscription_store: ``settings -> SubscriptionStore`` the filters read.
        extraction_pool: the extraction worker processes every answer's page
            reads share, owned here for the whole session.
    """

    settings: Any
    secrets: KeyStore
    setting: Callable[[str], SettingSpec]
    search_providers: tuple[ProviderRow, ...]
    history_db: Callable[[], Path]
    cache_db: Callable[[], Path]
    build_agent: Callable[..., Any]
    remember_in: Callable[[Any], Callable[[str, dict[str, Any]], None] | None]
    http_client: Callable[[Mapping[str, Any]], Any]
    search_service: Callable[..., Any]
    subscription_store: Callable[[Mapping[str, Any]], Any]
    extraction_pool: PoolHolder
