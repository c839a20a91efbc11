"""Shared fixtures: an isolated FOOTNOTE_HOME, an in-memory keyring, local servers."""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator
from pathlib import Path

import keyring
import keyring.backend
import pytest

from services.fetch.pool import ExtractionPool
from tests.servers.base import LocalServer

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# A suite started in the background by a non-interactive shell (`.ci/run &`, a CI step
# under nohup) inherits SIGINT ignored, and so does every `ask` the tests start: Ctrl+C
# then never reaches them and the tests of stopping mid-answer fail for the launcher's
# sake. The tests press Ctrl+C as a user at a terminal does, where it is Python's.
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)


class MemoryKeyring(keyring.backend.KeyringBackend):
    """A test keyring backend that keeps keys in a dict."""

    priority = 1  # type: ignore[assignment]

    def __init__(self) -> None:
        super().__init__()
        self.store: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.store.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.store[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        if (service, username) not in self.store:
            raise keyring.errors.PasswordDeleteError(username)
        del self.store[(service, username)]


_KEY_ENV = ("_API_KEY", "SEARXNG_PASSWORD")


@pytest.fixture(autouse=True)
def footnote_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own profile and no API keys from the environment."""
    home = tmp_path / "footnote-home"
    monkeypatch.setenv("FOOTNOTE_HOME", str(home))
    for name in list(os.environ):
        if name.endswith(_KEY_ENV):
            monkeypatch.delenv(name, raising=False)
    return home


@pytest.fixture(autouse=True)
def forget_secrets() -> Iterator[None]:
    """Keys registered for redaction by one test never redact another's text."""
    from services import secrecy

    secrecy.forget_all()
    yield
    secrecy.forget_all()


@pytest.fixture(autouse=True)
def memory_keyring() -> Iterator[MemoryKeyring]:
    previous = keyring.get_keyring()
    backend = MemoryKeyring()
    keyring.set_keyring(backend)
    yield backend
    keyring.set_keyring(previous)


class ManualClock:
    """A clock tests move by hand (``clock.now += 61``); injected as ``clock=``."""

    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
def server() -> Iterator[LocalServer]:
    """A fresh local HTTP server on a random port."""
    srv = LocalServer().start()
    yield srv
    srv.stop()


@pytest.fixture(scope="session")
def extraction_pool() -> Iterator[ExtractionPool]:
    """The real extraction worker processes, shared by the session (starting them costs)."""
    pool = ExtractionPool(3, idle_exit_s=600)
    yield pool
    pool.shutdown()
