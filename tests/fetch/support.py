"""Helpers shared by the net, fetch and worker tests: settings, a local site, a service."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import httpx

from services.fetch import FetchService
from services.fetch.pool import ExtractionPool
from services.net import Target, UrlPolicy
from services.net.safety import CheckedURL
from tests.defaults import settings_with
from tests.servers.base import LocalServer
from tests.servers.pages import add_pages


def fetch_settings(**overrides: Any) -> dict[str, Any]:
    """Defaults of every setting; keyword names use ``__`` for dots."""
    values = settings_with({
        "fetch.allow_private_network": True,
        "fetch.fallback": "none",
        "cache.enabled": False,
    })
    values.update({k.replace("__", "."): v for k, v in overrides.items()})
    return values


@contextmanager
def local_site() -> Iterator[LocalServer]:
    stop = threading.Event()
    server = LocalServer()
    add_pages(server, stop)
    server.start()
    try:
        yield server
    finally:
        stop.set()
        server.stop()


class PublicLab(UrlPolicy):
    """Stands in for the public web: names listed in ``lab`` resolve to the local
    test server and count as public, as if it were a site on the internet.
    Everything else (IP literals, other names, redirects) is judged for real."""

    def __init__(self, lab: dict[str, str], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.lab = lab

    def resolve(self, checked: CheckedURL) -> Target:
        if checked.ip is None and checked.host in self.lab:
            return Target(checked, (self.lab[checked.host],), private=False)
        return super().resolve(checked)


def lab_policy(lab: dict[str, str]) -> Callable[..., UrlPolicy]:
    def factory(**kwargs: Any) -> UrlPolicy:
        return PublicLab(lab, **kwargs)

    return factory


def make_service(
    settings: dict[str, Any], pool: ExtractionPool, **kwargs: Any
) -> FetchService:
    kwargs.setdefault("jina_client", httpx.Client(timeout=5.0))
    return FetchService(settings, pool=pool, **kwargs)


def pid_alive(pid: int) -> bool:
    """True while a process with this id exists and is not a zombie."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().split(") ", 1)[1][:1] not in ("Z", "X")
    except (OSError, IndexError):
        return False


def wait_until(condition: Callable[[], bool], timeout_s: float = 60.0) -> None:
    """Poll ``condition`` until it holds; fail the test if it never does (no timing claim)."""
    import time

    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("the condition never became true")
        time.sleep(0.02)
