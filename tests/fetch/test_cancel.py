"""Cancelling a batch: queued pages stop, downloads abort, extractions are discarded."""

from __future__ import annotations

import threading
import time
from concurrent.futures import Executor
from typing import Any

from services.cancel import CancelToken
from services.extract import extract_page
from services.fetch import FetchProgress
from services.results import ToolResult
from tests.fetch.support import fetch_settings, make_service
from tests.servers.base import LocalServer


def run_in_thread(fn: Any) -> tuple[threading.Thread, list[ToolResult]]:
    out: list[ToolResult] = []
    thread = threading.Thread(target=lambda: out.append(fn()), daemon=True)
    thread.start()
    return thread, out


def test_cancel_stops_downloads_queue_and_extraction(
    site: LocalServer, executor: Executor
) -> None:
    extracting = threading.Event()
    release = threading.Event()

    def extract(html: str, url: str) -> Any:
        if url.endswith("/gamma"):
            extracting.set()
            release.wait(60)  # far past the join below: only a discard ends the batch
        return extract_page(html, url)

    cancel = CancelToken()
    events: list[FetchProgress] = []
    service = make_service(
        fetch_settings(fetch__timeout_s=30.0, fetch__max_parallel_downloads=3), executor,
        extract=extract,
    )
    urls = [site.url("/never"), site.url("/drip"), site.url("/gamma"),
            site.url("/alpha?queued=1"), site.url("/beta?queued=2")]
    thread, out = run_in_thread(
        lambda: service.fetch(urls, cancel=cancel, on_progress=events.append)
    )
    assert extracting.wait(10)
    while {"/never", "/drip"} - {r.path for r in site.requests}:
        time.sleep(0.01)
    started = time.monotonic()
    cancel.cancel()
    thread.join(5)
    elapsed_ms = (time.monotonic() - started) * 1000
    release.set()
    assert not thread.is_alive()
    result = out[0]
    assert [i.reason for i in result.items] == ["cancelled"] * 5
    assert all(i.content == "" for i in result.items)
    assert result.meta["cancelled"] is True
    assert "Could not read" in result.text and "cancelled" in result.text
    # Queued pages were never requested.
    assert "/alpha" not in [r.path for r in site.requests]
    print(f"cancel -> result in {elapsed_ms:.0f} ms")


def test_cancel_before_start_reads_nothing(site: LocalServer, executor: Executor) -> None:
    cancel = CancelToken()
    cancel.cancel()
    result = make_service(fetch_settings(), executor).fetch(
        [site.url("/alpha"), site.url("/beta")], cancel=cancel)
    assert [i.reason for i in result.items] == ["cancelled", "cancelled"]
    assert site.requests == []


def test_pages_read_before_the_cancel_are_kept(site: LocalServer, executor: Executor) -> None:
    cancel = CancelToken()
    service = make_service(fetch_settings(fetch__timeout_s=30.0), executor)

    def on_progress(event: FetchProgress) -> None:
        if event.stage == "done" and event.url.endswith("/alpha"):
            cancel.cancel()

    result = service.fetch([site.url("/alpha"), site.url("/never")], cancel=cancel,
                           on_progress=on_progress)
    assert result.items[0].ok and result.items[1].reason == "cancelled"
