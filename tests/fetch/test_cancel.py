"""Cancelling a batch: queued pages stop, downloads abort, extractions are discarded."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

from services.cancel import CancelToken
from services.events import PageRead
from services.fetch.pool import ExtractionPool
from services.fetch.progress import PageEvent
from services.results import ToolResult
from tests.fetch import extractors
from tests.fetch.support import fetch_settings, make_service, pid_alive, wait_until
from tests.servers.base import LocalServer


def run_in_thread(fn: Any) -> tuple[threading.Thread, list[ToolResult]]:
    out: list[ToolResult] = []
    thread = threading.Thread(target=lambda: out.append(fn()), daemon=True)
    thread.start()
    return thread, out


def test_cancel_stops_downloads_queue_and_extraction(
    site: LocalServer, pool: ExtractionPool, tmp_path: Path
) -> None:
    marker = tmp_path / "marker"
    cancel = CancelToken()
    events: list[PageEvent] = []
    service = make_service(
        fetch_settings(fetch__timeout_s=30.0, fetch__extract_timeout_s=60.0,
                       fetch__max_parallel_downloads=3), pool,
        extract=extractors.slow_on_gamma,
    )
    urls = [site.url("/never"), site.url("/drip"), site.url(f"/gamma?marker={marker}"),
            site.url("/alpha?queued=1"), site.url("/beta?queued=2")]
    thread, out = run_in_thread(
        lambda: service.fetch(urls, cancel=cancel, on_event=events.append)
    )
    deadline = time.monotonic() + 60
    while not marker.exists() and time.monotonic() < deadline:
        time.sleep(0.02)
    assert marker.exists(), "the extraction of /gamma never started"
    while {"/never", "/drip"} - {r.path for r in site.requests}:
        time.sleep(0.01)
    cancel.cancel()
    thread.join(60)
    assert not thread.is_alive()
    result = out[0]
    assert [i.reason for i in result.items] == ["cancelled"] * 5
    assert all(i.content == "" for i in result.items)
    assert result.meta["cancelled"] is True
    assert "Could not read" in result.text and "cancelled" in result.text
    # Queued pages were never requested.
    assert "/alpha" not in [r.path for r in site.requests]
    # The worker spinning on /gamma was killed, so no CPU keeps burning after Stop.
    busy = int(marker.read_text().split()[1])
    wait_until(lambda: not pid_alive(busy))
    assert busy not in pool.worker_pids()


def test_cancel_before_start_reads_nothing(site: LocalServer, pool: ExtractionPool) -> None:
    cancel = CancelToken()
    cancel.cancel()
    result = make_service(fetch_settings(), pool).fetch(
        [site.url("/alpha"), site.url("/beta")], cancel=cancel)
    assert [i.reason for i in result.items] == ["cancelled", "cancelled"]
    assert site.requests == []


def test_pages_read_before_the_cancel_are_kept(site: LocalServer, pool: ExtractionPool) -> None:
    cancel = CancelToken()
    service = make_service(fetch_settings(fetch__timeout_s=30.0), pool)

    def on_event(event: PageEvent) -> None:
        if isinstance(event, PageRead) and event.url.endswith("/alpha"):
            cancel.cancel()

    result = service.fetch([site.url("/alpha"), site.url("/never")], cancel=cancel,
                           on_event=on_event)
    assert result.items[0].ok and result.items[1].reason == "cancelled"
