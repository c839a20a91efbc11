"""FetchService: result contract, citations, progress, extraction limits, cache, budget."""

from __future__ import annotations

import re
import threading
from pathlib import Path
from typing import Any

from services.agent.progress import RunProgress
from services.agent.progress_words import line_text
from services.blacklist import UrlFilter
from services.cache import Cache
from services.citations.registry import CitationRegistry
from services.events import PageFailed, PageRead, PagesQueued
from services.fetch.pool import ExtractionPool
from services.fetch.progress import PageEvent
from tests.fetch import extractors
from tests.fetch.support import fetch_settings, make_service, pid_alive
from tests.servers.base import LocalServer
from tests.unfenced import unfenced

ID = r"[a-z][a-z0-9]{5}-\d+"


def test_result_contract(site: LocalServer, pool: ExtractionPool) -> None:
    service = make_service(fetch_settings(), pool)
    result = service.fetch([site.url("/redirect"), site.url("/missing")])
    page, missing = result.items
    assert re.fullmatch(ID, page.id)
    assert page.url == site.url("/redirect") and page.final_url == site.url("/alpha")
    assert page.title == "Article alpha" and page.ok and page.reason is None
    assert page.provider == "builtin" and page.bytes > 0
    assert page.chars == len(page.content) and page.tokens > 0
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", page.fetched_at)
    assert missing.reason == "http_error" and missing.id == ""
    data = result.to_dict()
    for key in ("url", "final_url", "title", "content", "ok", "reason", "provider",
                "fetched_at", "bytes", "chars", "tokens"):
        assert key in data["items"][0]
    meta = result.meta
    assert meta["urls"] == [site.url("/redirect"), site.url("/missing")]
    assert (meta["count"], meta["ok"], meta["failed"]) == (2, 1, 1)
    assert meta["reasons"] == {"http_error": 1} and meta["truncated"] is False
    assert isinstance(meta["elapsed_ms"], int)


def test_text_blocks_start_with_marker_title_and_url(
    site: LocalServer, pool: ExtractionPool
) -> None:
    service = make_service(fetch_settings(), pool)
    result = service.fetch([site.url("/alpha"), site.url("/doc.pdf"), site.url("/beta")])
    alpha, _pdf, beta = result.items
    lines = unfenced(result.text).splitlines()
    assert lines[0] == f"[cite:{alpha.id}] Article alpha"
    assert lines[1] == f"URL: {site.url('/alpha')}"
    assert f"[cite:{beta.id}] Article beta\nURL: {site.url('/beta')}\n\n" in unfenced(result.text)
    assert (
        f"Could not read {site.url('/doc.pdf')}: pdf_broken — The PDF at {site.url('/doc.pdf')} "
        "is damaged" in result.text
    )
    assert result.text.index(alpha.id) < result.text.index("Could not read") < result.text.index(
        beta.id)


def test_citation_ids_are_per_call_and_stable_per_url(
    site: LocalServer, pool: ExtractionPool
) -> None:
    registry = CitationRegistry()
    service = make_service(fetch_settings(), pool)
    first = service.fetch([site.url("/alpha"), site.url("/beta")], registry=registry)
    second = service.fetch([site.url("/gamma"), site.url("/alpha")], registry=registry)
    a1, b1 = (i.id for i in first.items)
    g2, a2 = (i.id for i in second.items)
    assert a1.split("-")[0] == b1.split("-")[0] != g2.split("-")[0]
    assert a2 == a1  # the same URL keeps its first id within a conversation
    source = registry.get(g2)
    assert source is not None and source.title == "Article gamma"
    assert source.provider == "builtin"


def test_duplicate_urls_are_downloaded_once(site: LocalServer, pool: ExtractionPool) -> None:
    service = make_service(fetch_settings(), pool)
    result = service.fetch([site.url("/alpha"), site.url("/alpha")])
    assert [i.ok for i in result.items] == [True, True]
    assert result.items[0].id == result.items[1].id
    assert len(site.requests) == 1


def test_progress_reports_every_url(site: LocalServer, pool: ExtractionPool) -> None:
    events: list[PageEvent] = []
    lock = threading.Lock()

    def record(event: PageEvent) -> None:
        with lock:
            events.append(event)

    urls = [site.url("/alpha"), "file:///x", site.url("/missing")]
    service = make_service(fetch_settings(), pool)
    service.fetch(urls, on_event=record)
    assert events[0] == PagesQueued(tuple(urls))
    ended = [e for e in events if isinstance(e, PageRead | PageFailed)]
    assert sorted((urls.index(e.url) + 1, getattr(e, "reason", None)) for e in ended) == [
        (1, None), (2, "unsafe_url"), (3, "http_error")]
    assert PageRead(urls[0], "Article alpha", "builtin") in ended
    progress = RunProgress()
    lines = [line for event in events for line in progress.apply(event)]
    assert line_text(lines[-1]).startswith("Reading 3 pages: 1 read, 2 failed (")


def test_a_failing_progress_listener_does_not_fail_the_fetch(
    site: LocalServer, pool: ExtractionPool
) -> None:
    def broken(event: PageEvent) -> None:
        raise RuntimeError("listener bug")

    service = make_service(fetch_settings(), pool)
    assert service.fetch([site.url("/alpha")], on_event=broken).items[0].ok


def test_slow_extraction_is_stopped_at_its_deadline_and_its_worker_killed(
    site: LocalServer, pool: ExtractionPool, tmp_path: Path
) -> None:
    marker = tmp_path / "marker"
    service = make_service(fetch_settings(fetch__extract_timeout_s=3.0), pool,
                           extract=extractors.slow_on_gamma)
    result = service.fetch([site.url("/alpha"), site.url(f"/gamma?marker={marker}"),
                            site.url("/beta")])
    assert [i.reason for i in result.items] == [None, "timeout", None]
    assert "took longer than 3 s" in result.items[1].error
    assert result.items[1].content == ""
    # The worker that was spinning on /gamma is gone, not left burning a core.
    busy_pid = int(marker.read_text().split()[1])
    assert not pid_alive(busy_pid)
    assert busy_pid not in pool.worker_pids()


def test_at_most_the_configured_number_of_extractions_run_at_once(
    site: LocalServer, pool: ExtractionPool, tmp_path: Path
) -> None:
    spans_file = tmp_path / "spans"
    service = make_service(fetch_settings(fetch__max_parallel_extractions=2), pool,
                           extract=extractors.timed)
    try:
        result = service.fetch(
            [site.url(f"/alpha?n={n}&spans={spans_file}") for n in range(6)])
    finally:
        pool.configure(max_workers=3)
    assert all(i.ok for i in result.items)
    spans = [tuple(map(float, line.split()[1:])) for line in spans_file.read_text().splitlines()]
    assert len(spans) == 6
    pids = {line.split()[0] for line in spans_file.read_text().splitlines()}
    assert 1 <= len(pids) <= 2  # two worker processes did all the work
    peak = max(sum(1 for s, e in spans if s <= t < e) for t, _end in spans)
    assert 1 <= peak <= 2


def test_blacklisted_urls_and_redirects_are_never_downloaded(
    site: LocalServer, pool: ExtractionPool
) -> None:
    url_filter = UrlFilter.from_settings({"blacklist.rules": "*://127.0.0.1/beta*"})
    service = make_service(fetch_settings(), pool, url_filter=url_filter)
    result = service.fetch([site.url("/beta"), site.url("/redirect-abs"), site.url("/alpha")])
    beta, redirected, alpha = result.items
    assert beta.reason == "blacklisted" and "line 1" in beta.error
    assert redirected.reason == "blacklisted"
    assert alpha.ok
    assert "/beta" not in [r.path for r in site.requests]


def test_pages_are_cached(site: LocalServer, pool: ExtractionPool, tmp_path: Path) -> None:
    cache = Cache(tmp_path / "cache.db")
    service = make_service(fetch_settings(cache__enabled=True), pool, cache=cache)
    first = service.fetch([site.url("/alpha"), site.url("/missing")])
    second = service.fetch([site.url("/alpha"), site.url("/missing")])
    assert second.items[0].content == first.items[0].content
    assert second.items[0].fetched_at == first.items[0].fetched_at
    assert second.meta["cached"] == 1
    assert sorted(r.path for r in site.requests) == ["/alpha", "/missing", "/missing"]
    off = make_service(fetch_settings(cache__enabled=False), pool, cache=cache)
    off.fetch([site.url("/alpha")])
    assert [r.path for r in site.requests][-1] == "/alpha"


def test_token_budget_cuts_pages_and_says_so(site: LocalServer, pool: ExtractionPool) -> None:
    service = make_service(fetch_settings(), pool)
    full = service.fetch([site.url("/alpha"), site.url("/beta")])
    cut = service.fetch([site.url("/alpha"), site.url("/beta")], budget_tokens=120)
    assert cut.meta["truncated"] and all(i.truncated for i in cut.items)
    assert sum(i.tokens for i in cut.items) <= 130
    assert sum(i.tokens for i in full.items) > 200
    assert "Note: shortened to fit the token budget." in cut.text


def test_a_cached_private_page_is_not_served_once_private_fetching_is_off(
    site: LocalServer, pool: ExtractionPool, tmp_path: Path
) -> None:
    cache = Cache(tmp_path / "cache.db")
    settings = fetch_settings(cache__enabled=True)
    service = make_service(settings, pool, cache=cache,
                           resolver=lambda host: ["127.0.0.1"])
    url = f"http://nas.example.com:{site.port}/alpha"
    assert service.fetch([url]).items[0].ok
    settings["fetch.allow_private_network"] = False
    refused = service.fetch([url])
    assert refused.items[0].reason == "unsafe_url" and refused.meta["cached"] == 0
    assert len(site.requests) == 1


def test_a_cached_page_whose_redirect_target_is_now_blacklisted_is_refused(
    site: LocalServer, pool: ExtractionPool, tmp_path: Path
) -> None:
    cache = Cache(tmp_path / "cache.db")
    rules: dict[str, Any] = {"blacklist.rules": ""}
    service = make_service(fetch_settings(cache__enabled=True), pool, cache=cache,
                           url_filter=lambda: UrlFilter.from_settings(rules))
    assert service.fetch([site.url("/redirect")]).items[0].ok
    rules["blacklist.rules"] = "*://127.0.0.1/alpha*"
    again = service.fetch([site.url("/redirect")])
    assert again.items[0].reason == "blacklisted" and again.meta["cached"] == 0
    assert [r.path for r in site.requests] == ["/redirect", "/alpha", "/redirect"]


def test_odd_spellings_of_a_blacklisted_address_are_blocked_too(
    site: LocalServer, pool: ExtractionPool
) -> None:
    url_filter = UrlFilter.from_settings({"blacklist.rules": "*://127.0.0.1/beta*"})
    service = make_service(fetch_settings(), pool, url_filter=url_filter)
    spellings = [f"http://{host}:{site.port}/beta"
                 for host in ("2130706433", "0x7f.1", "0177.0.0.1", "127.1")]
    result = service.fetch([*spellings, site.url("/alpha")])
    assert [i.reason for i in result.items] == ["blacklisted"] * 4 + [None]
    assert [r.path for r in site.requests] == ["/alpha"]
