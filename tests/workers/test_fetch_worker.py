"""FetchWorker keeps the GUI responsive while pages extract, and cancels cleanly."""

from __future__ import annotations

import itertools
import threading
import time
from typing import Any

from PySide6.QtCore import QThread, QTimer
from pytestqt.qtbot import QtBot

from services import tokens
from services.extract import extract_page
from services.fetch import FetchProgress
from services.results import ToolResult
from tests.fetch.support import fetch_settings, make_service
from tests.servers.base import LocalServer
from workers.executor import QtExecutor
from workers.fetch_worker import FetchWorker


def test_gui_thread_keeps_ticking_while_three_large_pages_extract(
    qtbot: QtBot, site: LocalServer
) -> None:
    # The one-time load of the tokenizer holds the GIL for a moment; the app does
    # it at start-up (tokens.warm() in the GUI's warm-up), so before this window.
    tokens.warm()
    gui = QThread.currentThread()
    extraction_threads: list[bool] = []
    spans: list[tuple[float, float]] = []
    lock = threading.Lock()

    def extract(html: str, url: str) -> Any:
        started = time.monotonic()
        try:
            return extract_page(html, url)
        finally:
            with lock:
                extraction_threads.append(QThread.currentThread() is not gui)
                spans.append((started, time.monotonic()))

    executor = QtExecutor(max_workers=3)
    service = make_service(fetch_settings(fetch__extract_timeout_s=60.0), executor,
                           extract=extract)
    worker = FetchWorker(service)
    ticks: list[float] = []
    heartbeat = QTimer()
    heartbeat.setInterval(20)
    heartbeat.timeout.connect(lambda: ticks.append(time.monotonic()))
    progress: list[FetchProgress] = []
    worker.progress.connect(progress.append)
    heartbeat.start()
    try:
        with qtbot.waitSignal(worker.finished, timeout=60000) as blocker:
            worker.start([site.url("/big1"), site.url("/big2"), site.url("/big3")])
    finally:
        heartbeat.stop()
        assert worker.wait(10000)
        executor.shutdown()
    result: ToolResult = blocker.args[0]
    assert [i.ok for i in result.items] == [True, True, True]
    assert all(len(i.content) > 100_000 for i in result.items)
    assert extraction_threads == [True, True, True]
    # Each page keeps an extractor busy for hundreds of ms, so run on the GUI
    # thread the three would stop the heartbeat for far longer than the bound.
    first_start = min(start for start, _end in spans)
    last_end = max(end for _start, end in spans)
    during = [t for t in ticks if first_start <= t <= last_end]
    gaps = [b - a for a, b in itertools.pairwise(ticks)]
    print(f"heartbeat: {len(during)} ticks during {1000 * (last_end - first_start):.0f} ms "
          f"of extraction, max gap {1000 * max(gaps):.0f} ms")
    assert len(during) >= 3  # the GUI thread ran while the pages were extracted
    assert max(gaps) < 0.5
    assert progress[-1].stage == "finished"
    assert any(p.stage == "extract" for p in progress)


def test_cancel_reports_every_page_cancelled(qtbot: QtBot, site: LocalServer) -> None:
    executor = QtExecutor(max_workers=3)
    release = threading.Event()
    extracting = threading.Event()

    def extract(html: str, url: str) -> Any:
        extracting.set()
        release.wait(60)  # far longer than the wait below: only a discard ends the batch
        return extract_page(html, url)

    # Two downloads at a time: /gamma (then stuck in extraction) and /never
    # (never answers); /drip, /alpha and /beta wait in the queue.
    service = make_service(
        fetch_settings(fetch__timeout_s=60.0, fetch__max_parallel_downloads=2), executor,
        extract=extract,
    )
    worker = FetchWorker(service)
    urls = [site.url("/gamma"), site.url("/never"), site.url("/drip"), site.url("/alpha"),
            site.url("/beta")]
    try:
        with qtbot.waitSignal(worker.finished, timeout=5000) as blocker:
            worker.start(urls)
            qtbot.waitUntil(
                lambda: extracting.is_set() and any(r.path == "/never" for r in site.requests),
                timeout=5000,
            )
            started = time.monotonic()
            worker.cancel()
        elapsed_ms = (time.monotonic() - started) * 1000
    finally:
        release.set()
        assert worker.wait(10000)
        executor.shutdown()
    result: ToolResult = blocker.args[0]
    assert [i.reason for i in result.items] == ["cancelled"] * 5
    assert all(i.content == "" for i in result.items)
    assert result.meta["cancelled"]
    assert not worker.running
    # Queued pages were never requested.
    assert {r.path for r in site.requests} == {"/gamma", "/never"}
    print(f"cancel -> finished signal in {elapsed_ms:.0f} ms")


def test_warm_loads_the_tokenizer_once() -> None:
    tokens.warm()
    assert tokens.encoding.cache_info().currsize == 1
    assert tokens.encoding() is tokens.encoding()
