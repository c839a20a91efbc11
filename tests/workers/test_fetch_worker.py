"""FetchWorker keeps the GUI responsive while pages extract, and cancels cleanly."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QThread
from pytestqt.qtbot import QtBot

from services import tokens
from services.fetch import FetchProgress
from services.fetch.pool import ExtractionPool
from services.results import ToolResult
from tests.fetch import extractors
from tests.fetch.support import fetch_settings, make_service, pid_alive
from tests.servers.base import LocalServer
from workers.fetch_worker import FetchWorker


def test_pages_extract_in_worker_processes_and_arrive_on_the_gui_thread(
    qtbot: QtBot, site: LocalServer, pool: ExtractionPool
) -> None:
    service = make_service(fetch_settings(fetch__extract_timeout_s=60.0), pool)
    worker = FetchWorker(service)
    progress: list[FetchProgress] = []
    threads: list[bool] = []
    worker.progress.connect(progress.append)
    worker.finished.connect(lambda _r: threads.append(
        QThread.currentThread() is QCoreApplication.instance().thread()))
    with qtbot.waitSignal(worker.finished, timeout=60000) as blocker:
        worker.start([site.url("/big1"), site.url("/big2"), site.url("/big3")])
    assert worker.wait(10000)
    result: ToolResult = blocker.args[0]
    assert [i.ok for i in result.items] == [True, True, True]
    assert all(len(i.content) > 100_000 for i in result.items)
    assert threads == [True]
    assert progress[-1].stage == "finished"
    assert any(p.stage == "extract" for p in progress)
    # The extraction libraries never load in this process's GUI side: the
    # parsing happened in the pool's worker processes.
    assert pool.worker_pids()


def test_cancel_reports_every_page_cancelled_and_kills_the_busy_worker(
    qtbot: QtBot, site: LocalServer, pool: ExtractionPool, tmp_path: Path
) -> None:
    marker = tmp_path / "marker"
    # Two downloads at a time: /gamma (then stuck in extraction) and /never
    # (never answers); /drip, /alpha and /beta wait in the queue.
    service = make_service(
        fetch_settings(fetch__timeout_s=60.0, fetch__extract_timeout_s=60.0,
                       fetch__max_parallel_downloads=2), pool,
        extract=extractors.slow_on_gamma,
    )
    worker = FetchWorker(service)
    urls = [site.url(f"/gamma?marker={marker}"), site.url("/never"), site.url("/drip"),
            site.url("/alpha"), site.url("/beta")]
    with qtbot.waitSignal(worker.finished, timeout=30000) as blocker:
        worker.start(urls)
        qtbot.waitUntil(
            lambda: marker.exists() and any(r.path == "/never" for r in site.requests),
            timeout=30000,
        )
        worker.cancel()
    assert worker.wait(10000)
    result: ToolResult = blocker.args[0]
    assert [i.reason for i in result.items] == ["cancelled"] * 5
    assert all(i.content == "" for i in result.items)
    assert result.meta["cancelled"]
    assert not worker.running
    # Queued pages were never requested.
    assert {r.path for r in site.requests} == {"/gamma", "/never"}
    busy = int(marker.read_text().split()[1])
    qtbot.waitUntil(lambda: not pid_alive(busy), timeout=20000)


def test_warm_loads_the_tokenizer_once() -> None:
    tokens.warm()
    assert tokens.encoding.cache_info().currsize == 1
    assert tokens.encoding() is tokens.encoding()
