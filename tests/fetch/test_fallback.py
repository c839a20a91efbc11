"""Jina Reader fallback: only failed, public URLs; order kept; both errors kept."""

from __future__ import annotations

import json
import logging
from typing import Any

import pytest

from services.blacklist import UrlFilter
from services.fetch.pool import ExtractionPool
from tests.fetch.support import fetch_settings, lab_policy, make_service
from tests.servers.base import LocalServer
from tests.servers.jina_reader import JinaServer


def no_dns(host: str) -> list[str]:
    raise OSError(f"Name or service not known: {host}")


def settings(jina: JinaServer, **overrides: Any) -> dict[str, Any]:
    values: dict[str, Any] = {"fetch__fallback": "jina", "fetch__jina__api_host": jina.api_host}
    values.update(overrides)
    return fetch_settings(**values)


def test_only_failed_public_urls_go_to_jina_in_order(
    site: LocalServer, jina: JinaServer, pool: ExtractionPool
) -> None:
    service = make_service(
        settings(jina), pool, resolver=no_dns,
        url_filter=UrlFilter.from_settings({"blacklist.rules": "*://blocked.example/*"}),
    )
    urls = [
        site.url("/alpha"),  # read by the built-in reader
        "https://gone.example.com/story?id=7",  # DNS fails: public name, goes to Jina
        site.url("/missing"),  # fails, but 127.0.0.1 is private: never sent
        "file:///etc/passwd",  # unsafe: never sent
        "https://blocked.example/page",  # blacklisted: never sent, never downloaded
        "http://intranet/wiki",  # single-label name: private, never sent
        "http://nas.local/files",  # .local: private, never sent
        "https://also-gone.example.com/",  # goes to Jina
    ]
    result = service.fetch(urls)
    assert sorted(jina.targets) == sorted(["https://gone.example.com/story?id=7",
                                           "https://also-gone.example.com/"])
    assert all(a == "application/json" for a in jina.accept)
    items = result.items
    assert [i.url for i in items] == urls
    assert [i.provider for i in items] == [
        "builtin", "jina", "builtin", "builtin", "builtin", "builtin", "builtin", "jina"]
    assert [i.ok for i in items] == [True, True, False, False, False, False, False, True]
    assert [i.reason for i in items] == [
        None, None, "http_error", "unsafe_url", "blacklisted", "network_error",
        "network_error", None]
    gone = items[1]
    assert gone.title == "Jina: https://gone.example.com/story?id=7"
    assert "as read by Jina Reader" in gone.content
    assert gone.published_at == "2026-01-02T03:04:05Z"
    # The built-in failure that led to the fallback is kept.
    assert [e["provider"] for e in gone.errors] == ["builtin"]
    assert gone.errors[0]["reason"] == "network_error"
    assert result.meta["providers"] == {"builtin": 1, "jina": 2}
    assert not any(r.path == "/page" for r in site.requests)


def test_any_failure_reason_of_a_public_page_falls_back(
    site: LocalServer, jina: JinaServer, pool: ExtractionPool
) -> None:
    # public.example.org stands in for a public site: its 404, bot wall and empty page
    # all go to Jina.
    service = make_service(
        settings(jina, fetch__allow_private_network=False), pool,
        policy_factory=lab_policy({"public.example.org": "127.0.0.1"}),
    )
    base = f"http://public.example.org:{site.port}"
    urls = [f"{base}/missing", f"{base}/wall/cloudflare", f"{base}/script-only",
            f"{base}/doc.pdf", f"{base}/alpha", f"{base}/to-loopback"]
    result = service.fetch(urls)
    assert jina.targets == urls[:4] or sorted(jina.targets) == sorted(urls[:4])
    assert [i.provider for i in result.items] == ["jina"] * 4 + ["builtin", "builtin"]
    assert [e["reason"] for i in result.items[:4] for e in i.errors] == [
        "http_error", "blocked", "extraction_empty", "pdf_broken"]
    assert result.items[5].reason == "unsafe_url"


def test_both_failures_are_kept(
    site: LocalServer, jina: JinaServer, pool: ExtractionPool
) -> None:
    jina.answer("https://down.example.com/", 422, {
        "data": None, "code": 422, "name": "AssertionFailureError", "status": 42206,
        "message": "Failed to goto https://down.example.com/: net::ERR_NAME_NOT_RESOLVED"})
    service = make_service(settings(jina), pool, resolver=no_dns)
    result = service.fetch(["https://down.example.com/", site.url("/beta")])
    item = result.items[0]
    assert not item.ok and item.reason == "network_error"
    assert [(e["provider"], e["reason"]) for e in item.errors] == [
        ("builtin", "network_error"), ("jina", "upstream_error")]
    assert "ERR_NAME_NOT_RESOLVED" in item.errors[1]["message"]
    assert "Jina Reader also failed: upstream_error" in item.error
    assert "Could not read https://down.example.com/: network_error — " in result.text
    assert result.items[1].ok


def test_jina_bot_wall_and_empty_answers_are_failures(
    jina: JinaServer, pool: ExtractionPool
) -> None:
    jina.answer("https://walled.example.com/", 200, {"code": 200, "status": 20000, "data": {
        "title": "Just a moment...", "url": "https://walled.example.com/", "content": "x"}})
    jina.answer("https://blank.example.com/", 200, {"code": 200, "status": 20000, "data": {
        "title": "Blank", "url": "https://blank.example.com/", "content": "  "}})
    service = make_service(settings(jina), pool, resolver=no_dns)
    walled, blank = service.fetch(["https://walled.example.com/", "https://blank.example.com/"]).items
    assert walled.errors[1]["reason"] == "blocked"
    assert blank.errors[1]["reason"] == "extraction_empty"


def test_jina_key_is_sent_and_rotated(jina: JinaServer, pool: ExtractionPool) -> None:
    jina.required_key = "good-key"
    service = make_service(settings(jina), pool, resolver=no_dns,
                           key_lookup=lambda name: ["bad-key", "good-key"])
    result = service.fetch(["https://gone.example.com/"])
    assert result.items[0].ok and result.items[0].provider == "jina"
    assert jina.auth == ["Bearer bad-key", "Bearer good-key"]


def test_jina_rejecting_the_key_says_what_to_do(jina: JinaServer, pool: ExtractionPool) -> None:
    jina.required_key = "good-key"
    service = make_service(settings(jina), pool, resolver=no_dns,
                           key_lookup=lambda name: ["bad-key"])
    item = service.fetch(["https://gone.example.com/"]).items[0]
    assert item.errors[1]["reason"] == "upstream_error"
    assert "keys set fetch.jina" in item.errors[1]["message"]


def test_without_a_key_no_authorization_is_sent(jina: JinaServer, pool: ExtractionPool) -> None:
    service = make_service(settings(jina), pool, resolver=no_dns,
                           key_lookup=lambda name: [])
    assert service.fetch(["https://gone.example.com/"]).items[0].ok
    assert jina.auth == [""]


def test_fallback_none_never_calls_jina(jina: JinaServer, pool: ExtractionPool) -> None:
    service = make_service(settings(jina, fetch__fallback="none"), pool, resolver=no_dns)
    item = service.fetch(["https://gone.example.com/"]).items[0]
    assert item.reason == "network_error" and len(item.errors) == 1
    assert jina.targets == []


def test_unreachable_jina_is_an_upstream_error(pool: ExtractionPool) -> None:
    service = make_service(
        fetch_settings(fetch__fallback="jina", fetch__jina__api_host="http://127.0.0.1:9"),
        pool, resolver=no_dns,
    )
    item = service.fetch(["https://gone.example.com/"]).items[0]
    assert [e["reason"] for e in item.errors] == ["network_error", "upstream_error"]


def test_the_jina_key_never_reaches_logs_or_results(
    jina: JinaServer, pool: ExtractionPool, caplog: pytest.LogCaptureFixture
) -> None:
    secret = "jina_0123456789abcdefSECRET"
    jina.required_key = "another-key"  # refused: the failure path must not echo it either
    for name in ("", "httpx", "httpcore"):  # the HTTP libraries at their most verbose
        caplog.set_level(logging.DEBUG, logger=name)
    service = make_service(settings(jina), pool, resolver=no_dns,
                           key_lookup=lambda name: [secret])
    result = service.fetch(["https://gone.example.com/"])
    assert jina.auth == [f"Bearer {secret}"]  # it was sent, as a bearer token
    assert result.items[0].errors[1]["reason"] == "upstream_error"
    assert any(r.name.startswith("httpcore") for r in caplog.records)  # requests were logged
    logged = "\n".join(r.getMessage() for r in caplog.records) + caplog.text
    assert secret not in logged
    assert secret not in json.dumps(result.to_dict())
