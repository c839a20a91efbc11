"""SIGTERM and SIGINT end ``python -m app mcp`` while the client keeps its stdin
open, even with a download in flight: the exit is clean (no traceback) and the
extraction workers go with the server. How fast is measured by
``bench/mcp_exit.py``; these tests only wait, generously, for the exit."""

from __future__ import annotations

import os
import signal
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.settings import Settings
from tests.fetch.support import pid_alive, wait_until
from tests.mcp.support import RawServer
from tests.servers.base import LocalServer, Request, Response
from tests.servers.pages import article_html

EXIT_WAIT_S = 60
"""How long an exit may take before it counts as a hang: ten seconds failed on a 2-core
machine at a load of about 20; a hang never ends, so the room costs a passing run nothing."""

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")]


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_a_signal_ends_the_idle_server_with_stdin_open(
    footnote_home: Path, signum: signal.Signals
) -> None:
    server = RawServer(footnote_home)
    try:
        assert server.initialize()["id"] == "init"
        server.process.send_signal(signum)
        status = server.wait(EXIT_WAIT_S)
    finally:
        server.close()
    assert status == 130  # as every command stopped by Ctrl+C or SIGTERM
    assert "Stopped." in server.stderr
    assert "Traceback" not in server.stderr


@pytest.fixture
def stalling_site() -> Iterator[LocalServer]:
    """An article, and a page that never answers (until the test ends)."""
    release = threading.Event()

    def stall(_request: Request) -> Response | None:
        release.wait(60)
        return None

    site = LocalServer()
    site.route("/article", Response(article_html("Tea", "Assam tea grows in India.")))
    site.route("/stall", stall)
    site.start()
    yield site
    release.set()
    site.stop()


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads process parents from /proc")
def test_sigterm_mid_download_ends_the_server_and_its_workers(
    footnote_home: Path, stalling_site: LocalServer
) -> None:
    Settings().update({"fetch.allow_private_network": True, "fetch.fallback": "none",
                       "cache.enabled": False, "fetch.timeout_s": 120.0})
    server = RawServer(footnote_home)
    try:
        server.initialize()
        server.request(1, "tools/call", {"name": "web_fetch", "arguments": {
            "urls": [stalling_site.url("/article")]}})
        assert server.answer()["result"]["isError"] is False  # the workers have started
        workers = descendants(server.process.pid)
        assert workers
        server.request(2, "tools/call", {"name": "web_fetch", "arguments": {
            "urls": [stalling_site.url("/stall")]}})
        wait_until(lambda: any(r.path == "/stall" for r in stalling_site.requests), 60)
        server.process.send_signal(signal.SIGTERM)
        status = server.wait(EXIT_WAIT_S)
    finally:
        server.close()
    assert status == 130
    assert "Traceback" not in server.stderr
    wait_until(lambda: not any(pid_alive(pid) for pid in workers), EXIT_WAIT_S)


def descendants(pid: int) -> set[int]:
    """Every process below ``pid`` (children, their children, ...)."""
    parents: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", encoding="ascii") as stat:
                parents[int(entry)] = int(stat.read().rsplit(") ", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
    found: set[int] = set()
    frontier = {pid}
    while frontier:
        frontier = {child for child, parent in parents.items() if parent in frontier} - found
        found |= frontier
    return found
