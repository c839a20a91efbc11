"""The extraction engine: worker processes that contain crashes, deadlines and Stop."""

from __future__ import annotations

import multiprocessing
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from services.cancel import CancelToken
from services.errors import Cancelled
from services.fetch import jobs
from services.fetch.pool import ExtractionPool
from tests.fetch import extractors
from tests.fetch.support import fetch_settings, make_service, pid_alive, wait_until
from tests.servers.base import LocalServer


@pytest.fixture
def own_pool() -> Iterator[ExtractionPool]:
    """A pool of its own, for tests that kill or stop it."""
    pool = ExtractionPool(2, idle_exit_s=600)
    yield pool
    pool.shutdown()


def test_a_crashing_page_fails_alone_and_the_pool_replaces_its_worker(
    site: LocalServer, pool: ExtractionPool
) -> None:
    service = make_service(fetch_settings(), pool, extract=extractors.crash_on_request)
    urls = [site.url("/alpha"), site.url("/beta?crash=1"), site.url("/gamma")]
    result = service.fetch(urls)
    assert [i.reason for i in result.items] == [None, "extraction_crashed", None]
    crashed = result.items[1]
    assert "stopped unexpectedly" in crashed.error and "SIGABRT" in crashed.error
    assert result.items[0].content and result.items[2].content
    # The pool is whole again: the next batch reads every page with a full set of workers.
    again = service.fetch([site.url("/alpha?again=1"), site.url("/beta?again=1")])
    assert all(i.ok for i in again.items)
    wait_until(lambda: len(pool.worker_pids()) == 3)


def test_repeated_crashes_never_break_the_pool(site: LocalServer, pool: ExtractionPool) -> None:
    service = make_service(fetch_settings(), pool, extract=extractors.crash_on_request)
    for round_ in range(3):
        urls = [site.url(f"/alpha?r={round_}&crash=1"), site.url(f"/beta?r={round_}"),
                site.url(f"/gamma?r={round_}&crash=1")]
        result = service.fetch(urls)
        assert [i.reason for i in result.items] == ["extraction_crashed", None,
                                                    "extraction_crashed"]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the memory cap is Linux-only")
def test_a_page_that_needs_too_much_memory_fails_with_a_clear_reason(
    site: LocalServer, tmp_path: Path
) -> None:
    pool = ExtractionPool(1, memory_mb=256, idle_exit_s=600)
    try:
        service = make_service(fetch_settings(fetch__extract_memory_mb=256), pool,
                               extract=extractors.hog_memory)
        result = service.fetch([site.url("/alpha?hog=1"), site.url("/beta")])
    finally:
        pool.shutdown()
    hog, fine = result.items
    assert hog.reason == "too_large"
    assert "more than 256 MB of memory" in hog.error
    assert fine.ok


def test_workers_hold_no_qt_and_are_separate_processes(own_pool: ExtractionPool) -> None:
    import os

    probe = own_pool.run(jobs.worker_probe, timeout_s=30)
    assert probe["pid"] != os.getpid()
    assert probe["qt_loaded"] is False
    assert probe["pid"] in own_pool.worker_pids()


@pytest.mark.skipif("forkserver" not in multiprocessing.get_all_start_methods(),
                    reason="spawned workers import the second reader on first use")
def test_a_fresh_worker_has_the_second_reader_loaded_before_its_first_page(
        own_pool: ExtractionPool) -> None:
    probe = own_pool.run(jobs.worker_probe, timeout_s=30)
    assert probe["second_reader_loaded"] is True


def test_stop_in_the_middle_of_three_extractions_leaves_no_worker_busy(
    site: LocalServer, own_pool: ExtractionPool, tmp_path: Path
) -> None:
    own_pool.configure(max_workers=3)
    cancel = CancelToken()
    markers = [tmp_path / f"m{n}" for n in range(3)]
    service = make_service(fetch_settings(fetch__extract_timeout_s=60.0), own_pool,
                           extract=extractors.slow_on_gamma)
    out: list[object] = []
    thread = threading.Thread(target=lambda: out.append(service.fetch(
        [site.url(f"/gamma?n={n}&marker={m}") for n, m in enumerate(markers)], cancel=cancel)))
    thread.start()
    wait_until(lambda: all(m.exists() for m in markers))
    busy = [int(m.read_text().split()[1]) for m in markers]
    cancel.cancel()
    thread.join(60)
    assert not thread.is_alive()
    assert [i.reason for i in out[0].items] == ["cancelled"] * 3  # type: ignore[attr-defined]
    wait_until(lambda: not any(pid_alive(pid) for pid in busy))
    # Fresh workers stand in for the killed ones, idle.
    assert not set(busy) & set(own_pool.worker_pids())


def test_shutdown_ends_running_jobs_as_cancelled_and_refuses_new_ones(
    site: LocalServer, tmp_path: Path
) -> None:
    pool = ExtractionPool(1, idle_exit_s=600)
    marker = tmp_path / "marker"
    service = make_service(fetch_settings(fetch__extract_timeout_s=60.0), pool,
                           extract=extractors.slow_on_gamma)
    out: list[object] = []
    thread = threading.Thread(target=lambda: out.append(
        service.fetch([site.url(f"/gamma?marker={marker}")])))
    thread.start()
    wait_until(marker.exists)
    busy = int(marker.read_text().split()[1])
    pool.shutdown()
    thread.join(60)
    assert not thread.is_alive()
    assert out[0].items[0].reason == "cancelled"  # type: ignore[attr-defined]
    assert not pid_alive(busy)
    assert pool.worker_pids() == []
    with pytest.raises(Cancelled):
        pool.run(jobs.worker_probe, timeout_s=10)


def test_idle_workers_exit_and_the_pool_starts_again_on_demand() -> None:
    pool = ExtractionPool(1, idle_exit_s=0.2)
    try:
        first = pool.run(jobs.worker_probe, timeout_s=30)["pid"]
        wait_until(lambda: not pool.running)
        wait_until(lambda: not pid_alive(first))
        second = pool.run(jobs.worker_probe, timeout_s=30)["pid"]
        assert second != first
    finally:
        pool.shutdown()


def test_a_worker_killed_from_outside_fails_only_its_page(
    site: LocalServer, own_pool: ExtractionPool, tmp_path: Path
) -> None:
    import os
    import signal

    marker = tmp_path / "marker"
    service = make_service(fetch_settings(fetch__extract_timeout_s=60.0), own_pool,
                           extract=extractors.slow_on_gamma)
    out: list[object] = []
    thread = threading.Thread(target=lambda: out.append(
        service.fetch([site.url(f"/gamma?marker={marker}"), site.url("/alpha")])))
    thread.start()
    wait_until(marker.exists)
    busy = int(marker.read_text().split()[1])
    wait_until(lambda: busy in own_pool.busy_pids())  # the pool knows the job started
    os.kill(busy, signal.SIGKILL)
    thread.join(60)
    items = out[0].items  # type: ignore[attr-defined]
    assert items[0].reason == "extraction_crashed" and "SIGKILL" in items[0].error
    assert items[1].ok
