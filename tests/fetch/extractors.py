"""Test-only extraction jobs, injected through the service's ``extract`` seam.

They run inside the real extraction worker processes, so each is a
module-level function. A page's URL carries the instructions (query
parameters), because nothing else crosses into the worker.
"""

from __future__ import annotations

import os
import time
from urllib.parse import parse_qs, urlsplit

from services.fetch.jobs import extract_html
from services.page import Page


def _param(url: str, name: str) -> str:
    return (parse_qs(urlsplit(url).query).get(name) or [""])[0]


def slow_on_gamma(body: bytes, charset: str | None, url: str) -> Page:
    """Spins on the CPU for a minute on /gamma (only a kill ends it); else extracts."""
    if urlsplit(url).path.endswith("/gamma"):
        _note(url, "start")
        end = time.monotonic() + 60
        while time.monotonic() < end:
            pass
    return extract_html(body, charset, url)


def crash_on_request(body: bytes, charset: str | None, url: str) -> Page:
    """Aborts the whole worker process (as a native crash would) when ``?crash=1``."""
    if _param(url, "crash"):
        os.abort()
    return extract_html(body, charset, url)


def hog_memory(body: bytes, charset: str | None, url: str) -> Page:
    """Takes memory far past any worker cap when ``?hog=1``."""
    if _param(url, "hog"):
        chunks = []
        for _ in range(64):
            chunks.append(bytearray(256 * 1024 * 1024))
    return extract_html(body, charset, url)


def timed(body: bytes, charset: str | None, url: str) -> Page:
    """Extracts after a pause, appending "pid start end" to the file in ``?spans=``."""
    started = time.time()
    time.sleep(0.3)
    page = extract_html(body, charset, url)
    spans = _param(url, "spans")
    if spans:
        with open(spans, "a", encoding="ascii") as out:
            out.write(f"{os.getpid()} {started} {time.time()}\n")
    return page


def _note(url: str, what: str) -> None:
    marker = _param(url, "marker")
    if marker:
        # Written whole, then renamed: a test that sees the file can read the line.
        with open(marker + ".part", "w", encoding="ascii") as out:
            out.write(f"{what} {os.getpid()}\n")
        os.replace(marker + ".part", marker)
