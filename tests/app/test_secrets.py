"""API keys: keyring first, environment overrides, never the settings file."""

from __future__ import annotations

import keyring
import keyring.backend
import keyring.backends.fail
import pytest

from app import paths
from app.secrets import Secrets, env_vars
from app.settings import Settings
from services.errors import SecretsError


def test_key_goes_to_keyring_and_never_to_the_settings_file(memory_keyring) -> None:
    settings = Settings()
    settings.set("search.max_results", 4)
    secrets = Secrets(settings)
    secrets.set("search.tavily", "tvly-secret-123")
    assert memory_keyring.store[("footnote", "search.tavily")] == "tvly-secret-123"
    assert "tvly-secret-123" not in paths.settings_file().read_text(encoding="utf-8")
    assert secrets.get("search.tavily") == "tvly-secret-123"
    assert secrets.names() == ["search.tavily"]


def test_environment_overrides_the_store(monkeypatch: pytest.MonkeyPatch) -> None:
    secrets = Secrets(Settings())
    secrets.set("fetch.jina", "stored")
    monkeypatch.setenv("JINA_API_KEY", "from-env")
    assert secrets.get("fetch.jina") == "from-env"
    assert secrets.source("fetch.jina") == "env:JINA_API_KEY"


def test_env_var_names() -> None:
    assert env_vars("search.tavily") == ["FOOTNOTE_TAVILY_API_KEY", "TAVILY_API_KEY"]
    assert env_vars("llm.openai") == ["OPENAI_API_KEY", "FOOTNOTE_LLM_API_KEY"]
    assert env_vars("fetch.jina") == ["FOOTNOTE_JINA_API_KEY", "JINA_API_KEY"]


def test_several_keys_rotate() -> None:
    secrets = Secrets(Settings())
    secrets.set("search.brave", "k1\nk2, k3")
    assert secrets.keys_for("search.brave") == ["k1", "k2", "k3"]


def test_unknown_name_and_empty_key_are_refused() -> None:
    secrets = Secrets(Settings())
    with pytest.raises(SecretsError, match="Known names"):
        secrets.set("search.nonexistent", "x")
    with pytest.raises(SecretsError, match="empty"):
        secrets.set("search.tavily", "   ")


def test_no_keyring_backend_says_so_and_writes_nothing() -> None:
    keyring.set_keyring(keyring.backends.fail.Keyring())
    secrets = Secrets(Settings())
    assert not secrets.keyring_available()
    with pytest.raises(SecretsError) as info:
        secrets.set("search.tavily", "abc")
    assert info.value.code == "no_keyring"
    assert "secrets.backend file" in str(info.value)
    assert not (paths.config_dir() / "keys.json").exists()
    assert secrets.get("search.tavily") is None


def test_explicit_plain_file_fallback_is_private() -> None:
    keyring.set_keyring(keyring.backends.fail.Keyring())
    settings = Settings()
    settings.set("secrets.backend", "file")
    secrets = Secrets(settings)
    secrets.set("search.tavily", "abc")
    path = paths.config_dir() / "keys.json"
    assert path.stat().st_mode & 0o777 == 0o600
    assert secrets.get("search.tavily") == "abc"
    assert "abc" not in paths.settings_file().read_text(encoding="utf-8")
    assert secrets.delete("search.tavily") is True
    assert secrets.get("search.tavily") is None


class _PlainTextLike(keyring.backend.KeyringBackend):
    """Stands in for keyrings.alt's PlaintextKeyring: a file in plain text."""

    priority = 0.5  # type: ignore[assignment]

    def __init__(self) -> None:
        super().__init__()
        self.writes: dict[str, str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.writes.get(username)

    def set_password(self, service: str, username: str, password: str) -> None:
        self.writes[username] = password

    def delete_password(self, service: str, username: str) -> None:
        self.writes.pop(username, None)


_PlainTextLike.__module__ = "keyrings.alt.file"


def test_a_plain_text_keyring_does_not_count_as_a_keychain() -> None:
    backend = _PlainTextLike()
    keyring.set_keyring(backend)
    secrets = Secrets(Settings())
    assert not secrets.keyring_available()
    with pytest.raises(SecretsError) as info:
        secrets.set("llm.openai", "sk-should-not-be-written")
    assert info.value.code == "no_keyring"
    assert backend.writes == {}


def test_a_broken_key_file_is_never_overwritten() -> None:
    keyring.set_keyring(keyring.backends.fail.Keyring())
    settings = Settings()
    settings.set("secrets.backend", "file")
    path = paths.config_dir() / "keys.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"search.tavily": "kept", ', encoding="utf-8")  # hand-broken
    secrets = Secrets(settings)
    assert secrets.get("search.tavily") is None
    with pytest.raises(SecretsError, match="Fix or remove") as info:
        secrets.set("search.brave", "new")
    assert info.value.code == "secrets_unavailable"
    with pytest.raises(SecretsError):
        secrets.delete("search.tavily")
    assert path.read_text(encoding="utf-8") == '{"search.tavily": "kept", '


def test_the_key_file_is_replaced_whole_and_stays_private() -> None:
    keyring.set_keyring(keyring.backends.fail.Keyring())
    settings = Settings()
    settings.set("secrets.backend", "file")
    path = paths.config_dir() / "keys.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{}", encoding="utf-8")
    path.chmod(0o644)  # say, restored from a backup with loose permissions
    Secrets(settings).set("search.tavily", "abc")
    assert path.stat().st_mode & 0o777 == 0o600
    assert Secrets(settings).get("search.tavily") == "abc"
    assert [p.name for p in path.parent.iterdir() if p.name.startswith(".keys-")] == []


def test_a_locked_keychain_refusing_a_delete_says_what_to_do(memory_keyring) -> None:
    def locked(_service: str, _name: str) -> None:
        raise keyring.errors.KeyringError("the collection is locked")

    memory_keyring.delete_password = locked
    with pytest.raises(SecretsError, match="Unlock the keychain") as info:
        Secrets(Settings()).delete("search.tavily")
    assert info.value.code == "no_keyring"
