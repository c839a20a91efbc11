"""API keys: the OS keychain through keyring, or the environment.

Keys are looked up in a fixed order: environment variables named below (so a
script or CI can override), then the store. They never enter the settings
file, logs or traces. When no keyring backend exists, storing a key fails with
a plain message; the user may then choose the explicit plain-text fallback
(``secrets.backend = file``), a file readable by the user alone. Nothing is
ever written in plain text silently.

Several keys for one provider are stored as one value, one key per line (or
comma-separated); ``keys_for`` splits them for rotation.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from app import paths
from app.settings_schema import setting_value
from services import files, secrecy
from services.errors import EmptyKey, NoKeyring, SecretsError, UnknownKeyName
from services.llm.presets import PRESETS
from services.search.registry import PROVIDERS as SEARCH_PROVIDERS
from services.secrecy import split_keys

SERVICE = "footnote"

# Backends that store keys in plain text or nowhere: they do not count as an OS
# keychain. keyrings.alt's PlaintextKeyring would otherwise be picked silently.
_NOT_A_KEYCHAIN = ("keyring.backends.fail", "keyring.backends.null", "keyrings.alt")


def _keyring() -> Any:
    """The keyring module, imported on first use (it is slow to import at start-up)."""
    import keyring
    import keyring.errors

    return keyring


def _is_keychain(backend: Any) -> bool:
    children = getattr(backend, "backends", None)
    if children is not None:  # keyring's ChainerBackend
        return any(_is_keychain(child) for child in children)
    module = type(backend).__module__
    return not module.startswith(_NOT_A_KEYCHAIN) and getattr(backend, "priority", 0) > 0

def known_names() -> list[str]:
    """Every key name Footnote uses (``keys set`` accepts these)."""
    names = [row.key_name for row in SEARCH_PROVIDERS.values() if row.key_name]
    names.append("fetch.jina")
    names += [f"llm.{p}" for p in PRESETS]
    return names


def env_vars(name: str) -> list[str]:
    """Environment variables consulted for key ``name``, in order: the search
    provider's and model preset's own, from their tables."""
    kind, _, provider = name.partition(".")
    if kind == "search":
        row = SEARCH_PROVIDERS.get(provider)
        return list(row.key_env_vars) if row else [f"FOOTNOTE_{provider.upper()}_API_KEY"]
    if kind == "fetch" and provider == "jina":
        return ["FOOTNOTE_JINA_API_KEY", "JINA_API_KEY"]
    if kind == "llm":
        preset = PRESETS.get(provider)
        return [preset.env_var, "FOOTNOTE_LLM_API_KEY"] if preset and preset.env_var \
            else ["FOOTNOTE_LLM_API_KEY"]
    return []


def _remember(value: str | None) -> None:
    if value:
        secrecy.remember([value, *split_keys(value)])


def remember_environment() -> None:
    """Register every key set in the environment for redaction (at start-up, so
    a key is hidden even in output produced before it is first looked up)."""
    values = [os.environ.get(var, "") for name in known_names() for var in env_vars(name)]
    for value in values:
        _remember(value.strip())


def _check_name(name: str) -> None:
    if name not in known_names():
        raise UnknownKeyName(
            f"Unknown key name {name!r}.",
            hint="Known names: " + ", ".join(known_names()) + ".",
        )


class PlainFileStore:
    """The explicit fallback: a JSON file with mode 0600 under the config dir."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or paths.config_dir() / "keys.json"

    def _read(self) -> dict[str, str]:
        try:
            return self._load()
        except SecretsError:
            return {}  # lookups treat an unreadable file as holding no keys

    def _load(self) -> dict[str, str]:
        """The stored keys; raises when the file exists but cannot be read, so a
        write never replaces keys it could not see."""
        try:
            text = files.read_text(self.path)  # never blocks on a pipe
            if text is None:
                return {}
            data = json.loads(text)
            if not isinstance(data, dict):
                raise ValueError("the top level is not a JSON object")
        except (OSError, ValueError) as exc:
            raise SecretsError(
                f"The key file {self.path} could not be read ({exc}); it was left unchanged.",
                hint="Fix or remove that file, then store the key again.",
            ) from exc
        return {k: v for k, v in data.items() if isinstance(v, str)}

    def _write(self, data: dict[str, str]) -> None:
        """Atomic and private: the file is never half-written nor readable by
        others; a symlinked file is written through (``services.files``)."""
        try:
            files.write_atomic(self.path, json.dumps(data, indent=2))
        except OSError as exc:
            raise SecretsError(str(exc)) from exc

    def get(self, name: str) -> str | None:
        return self._read().get(name)

    def set(self, name: str, value: str) -> None:
        data = self._load()
        data[name] = value
        self._write(data)

    def delete(self, name: str) -> bool:
        data = self._load()
        if name not in data:
            return False
        del data[name]
        self._write(data)
        return True

    def names(self) -> list[str]:
        return sorted(self._read())


class Secrets:
    """Key lookup and storage. ``settings`` supplies ``secrets.backend``."""

    def __init__(self, settings: Mapping[str, Any] | None = None) -> None:
        self._settings = settings

    @property
    def backend(self) -> str:
        if self._settings is None:
            return "keyring"
        return str(setting_value(self._settings, "secrets.backend"))

    @staticmethod
    def keyring_available() -> bool:
        """True when keys would go to a real OS keychain (never a plain-text file)."""
        return _is_keychain(_keyring().get_keyring())

    @staticmethod
    def env_vars(name: str) -> list[str]:
        """Environment variables consulted for key ``name``, in order."""
        return env_vars(name)

    @staticmethod
    def plain_file() -> Path:
        """Where the plain-text fallback keeps keys (when chosen)."""
        return PlainFileStore().path

    def describe_backend(self) -> str:
        if self.backend == "file":
            return f"plain-text file {PlainFileStore().path} (chosen explicitly)"
        if self.keyring_available():
            return f"OS keychain ({type(_keyring().get_keyring()).__name__})"
        return "none: no keyring backend is available on this system"

    def _no_keyring(self) -> SecretsError:
        return NoKeyring(
            "No OS keychain (keyring backend) is available, so the key was not stored.",
            hint=(
                "Install and unlock a Secret Service provider (GNOME Keyring, KWallet), "
                "or set the key in an environment variable, or choose the plain-text "
                "fallback explicitly: 'python -m app config set secrets.backend file'."
            ),
        )

    def stored(self, name: str) -> str | None:
        if self.backend == "file":
            return PlainFileStore().get(name)
        if not self.keyring_available():
            return None
        keyring = _keyring()
        try:
            value: str | None = keyring.get_password(SERVICE, name)
        except keyring.errors.KeyringError:
            return None
        return value

    def get(self, name: str) -> str | None:
        """The key for ``name``: environment first, then the store.

        Every key handed out is registered for redaction (``services.secrecy``),
        so an endpoint that echoes it cannot leak it through an error.
        """
        for var in env_vars(name):
            value = os.environ.get(var, "").strip()
            if value:
                _remember(value)
                return value
        stored = self.stored(name)
        _remember(stored)
        return stored

    def keys_for(self, name: str) -> list[str]:
        value = self.get(name)
        return split_keys(value) if value else []

    def source(self, name: str) -> str | None:
        for var in env_vars(name):
            if os.environ.get(var, "").strip():
                return f"env:{var}"
        return "store" if self.stored(name) else None

    def set(self, name: str, value: str) -> None:
        _check_name(name)
        value = value.strip()
        _remember(value)
        if not value:
            raise EmptyKey("The key is empty; nothing was stored.")
        if self.backend == "file":
            PlainFileStore().set(name, value)
            return
        if not self.keyring_available():
            raise self._no_keyring()
        keyring = _keyring()
        try:
            keyring.set_password(SERVICE, name, value)
        except keyring.errors.KeyringError as exc:
            raise NoKeyring(
                f"The OS keychain refused to store the key: {exc}",
                hint="Unlock the keychain and try again.",
            ) from exc

    def delete(self, name: str) -> bool:
        _check_name(name)
        if self.backend == "file":
            return PlainFileStore().delete(name)
        if not self.keyring_available():
            raise self._no_keyring()
        keyring = _keyring()
        try:
            keyring.delete_password(SERVICE, name)
        except keyring.errors.PasswordDeleteError:
            return False
        except keyring.errors.KeyringError as exc:
            raise NoKeyring(
                f"The OS keychain refused to delete the key: {exc}",
                hint="Unlock the keychain and try again.",
            ) from exc
        return True

    def names(self) -> list[str]:
        """Names of stored keys (never their values).

        keyring cannot list entries portably, so each known name is probed.
        """
        if self.backend == "file":
            return PlainFileStore().names()
        if not self.keyring_available():
            return []
        return [n for n in known_names() if self.stored(n)]
