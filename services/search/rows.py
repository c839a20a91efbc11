"""The rows of the search provider table: what a provider is called, where its
API lives, which key and settings it needs, and where its code is.

Kept apart from the providers' code (and from httpx) so that the settings
schema can read the table at every start without importing any of it.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from services.search.base import Provider


@dataclass(frozen=True)
class ProviderSetting:
    """A setting a provider reads besides its host and key (``search.google.cx``)."""

    name: str
    label: str
    description: str
    default: str = ""


@dataclass(frozen=True)
class ProviderRow:
    """One row of the provider table (``services.search.registry``).

    Attributes:
        name: id used in settings and key names (``search.<name>``).
        label: the provider's name as users know it.
        implementation: the ``Provider`` subclass that runs its queries, or
            where to find it (``"package.module:Class"``), imported only when a
            search needs it: reading the table (the settings schema does, at
            every start) stays cheap.
        host: default API host; ``""`` when the user must give one, None when
            the provider has no host (a library does the request).
        key: ``"required"``, ``"optional"`` (a password, say) or ``"none"``.
        env_var: the provider's customary environment variable for its key,
            read after ``FOOTNOTE_<NAME>_API_KEY``.
        settings: its further settings.
    """

    name: str
    label: str
    implementation: type[Provider] | str
    host: str | None = ""
    key: str = "required"
    env_var: str = ""
    settings: tuple[ProviderSetting, ...] = ()

    @property
    def key_name(self) -> str | None:
        """The key store name (``search.brave``), or None for a provider without a key."""
        return None if self.key == "none" else f"search.{self.name}"

    @property
    def key_env_vars(self) -> tuple[str, ...]:
        """Environment variables consulted for its key, in order."""
        if self.key_name is None:
            return ()
        own = f"FOOTNOTE_{self.name.upper()}_API_KEY"
        return (own, self.env_var) if self.env_var else (own,)

    def load(self) -> type[Provider]:
        """The implementation class (imported on first use)."""
        if not isinstance(self.implementation, str):
            return self.implementation
        module, _, name = self.implementation.partition(":")
        found: type[Provider] = getattr(importlib.import_module(module), name)
        return found
