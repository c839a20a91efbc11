"""How fast ``python -m app mcp`` ends on SIGTERM and SIGINT with the client's
stdin still open, idle and with a download in flight (extraction workers
running), and on the end of stdin for comparison.

The goal is under one second from the signal to the exit; the ratio printed
is the median time / 1 s (lower is better). POSIX only.

    python -m bench.mcp_exit [REPEATS]
"""

from __future__ import annotations

import os
import signal
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

from app.settings import Settings
from tests.mcp.support import RawServer
from tests.servers.base import LocalServer, Request, Response
from tests.servers.pages import article_html

GOAL_S = 1.0


def one_exit(home: Path, site: LocalServer, how: str, busy: bool) -> float:
    server = RawServer(home)
    try:
        server.initialize()
        if busy:
            server.request(1, "tools/call", {"name": "web_fetch", "arguments": {
                "urls": [site.url("/article")]}})
            server.answer()
            server.request(2, "tools/call", {"name": "web_fetch", "arguments": {
                "urls": [site.url("/stall")]}})
            time.sleep(0.5)  # the download is under way
        started = time.monotonic()
        if how == "end of stdin":
            assert server.process.stdin is not None
            server.process.stdin.close()
        else:
            server.process.send_signal(getattr(signal, how))
        server.wait(30)
        return time.monotonic() - started
    finally:
        server.close()


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    release = threading.Event()

    def stall(_request: Request) -> Response | None:
        release.wait(120)
        return None

    site = LocalServer()
    site.route("/article", Response(article_html("Tea", "Assam tea grows in India.")))
    site.route("/stall", stall)
    site.start()
    with tempfile.TemporaryDirectory() as folder:
        home = Path(folder)
        os.environ["FOOTNOTE_HOME"] = str(home)
        Settings().update({"fetch.allow_private_network": True, "fetch.fallback": "none",
                           "cache.enabled": False, "fetch.timeout_s": 120.0})
        print(f"time from the stop to the exit, {repeats} runs each (goal {GOAL_S:.1f} s)")
        for how in ("SIGTERM", "SIGINT", "end of stdin"):
            for busy in (False, True):
                times = [one_exit(home, site, how, busy) for _ in range(repeats)]
                median = statistics.median(times)
                print(f"{how:13} {'mid-download' if busy else 'idle':13} median "
                      f"{median:.3f} s, max {max(times):.3f} s, ratio {median / GOAL_S:.2f}")
    release.set()
    site.stop()


if __name__ == "__main__":
    main()
