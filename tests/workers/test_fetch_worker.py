"""FetchWorker keeps the GUI responsive while pages extract, and cancels cleanly."""

from __future__ import annotations

import itertools
import threading
import time
from typing import Any

from PySide6.QtCore import QElapsedTimer, QThread, QTimer
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
    # it once at start-up, so it is done before the measured window here.
    tokens.count("warm up")
    gui = QThread.currentThread()
    extraction_threads: list[bool] = []

    def extract(html: str, url: str) -> Any:
        extraction_threads.append(QThread.currentThread() is not gui)
        return extract_page(html, url)

    executor = QtExecutor(max_workers=3)
    service = make_service(fetch_settings(fetch__extract_timeout_s=60.0), executor,
                           extract=extract)
    worker = FetchWorker(service)
    clock = QElapsedTimer()
    ticks: list[int] = []
    heartbeat = QTimer()
    heartbeat.setInterval(20)
    heartbeat.timeout.connect(lambda: ticks.append(clock.elapsed()))
    progress: list[FetchProgress] = []
    worker.progress.connect(progress.append)
    clock.start()
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
    gaps = [b - a for a, b in itertools.pairwise(ticks)]
    assert len(ticks) > 5
    print(f"heartbeat: {len(ticks)} ticks over {ticks[-1] - ticks[0]} ms, "
          f"max gap {max(gaps)} ms")
    assert max(gaps) < 250
    assert progress[-1].stage == "finished"
    assert any(p.stage == "extract" for p in progress)


def test_cancel_reports_every_page_cancelled(qtbot: QtBot, site: LocalServer) -> None:
    executor = QtExecutor(max_workers=3)
    release = threading.Event()

    def extract(html: str, url: str) -> Any:
        release.wait(10)
        return extract_page(html, url)

    service = make_service(fetch_settings(fetch__timeout_s=30.0), executor, extract=extract)
    worker = FetchWorker(service)
    urls = [site.url("/never"), site.url("/drip"), site.url("/alpha"), site.url("/beta"),
            site.url("/gamma")]
    extracting = threading.Event()
    worker.progress.connect(lambda p: p.stage == "extract" and extracting.set())
    try:
        with qtbot.waitSignal(worker.finished, timeout=10000) as blocker:
            worker.start(urls)
            qtbot.waitUntil(extracting.is_set, timeout=5000)
            started = time.monotonic()
            worker.cancel()
        elapsed_ms = (time.monotonic() - started) * 1000
    finally:
        release.set()
        assert worker.wait(10000)
        executor.shutdown()
    result: ToolResult = blocker.args[0]
    assert [i.reason for i in result.items] == ["cancelled"] * 5
    assert result.meta["cancelled"]
    assert not worker.running
    print(f"cancel -> finished signal in {elapsed_ms:.0f} ms")
