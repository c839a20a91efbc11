"""Subscriptions fetched from a local HTTP server, cached on disk, refreshed daily."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from services.blacklist import SubscriptionStore, UrlFilter
from services.errors import SettingsError
from services.files import FileProblem
from tests.conftest import ManualClock
from tests.servers.base import LocalServer, Response

RULESET = """---
name: Content farms
---
# farms
*://*.farm.example/*
/spam\\d+\\.example/i
not a rule
"""


def fetch_text(url: str) -> str:
    """A plain fetcher for tests (the app injects its safe fetcher)."""
    response = httpx.get(url, timeout=5)
    response.raise_for_status()
    return response.text




def make_store(tmp_path: Path, clock: ManualClock) -> SubscriptionStore:
    return SubscriptionStore(tmp_path / "subs", fetch_text, clock=clock)


def test_add_fetches_parses_and_caches(
    server: LocalServer, tmp_path: Path, clock: ManualClock
) -> None:
    server.route("/list.txt", Response(RULESET, content_type="text/plain"))
    store = make_store(tmp_path, clock)
    sub = store.add(server.url("/list.txt"))
    assert sub.name == "Content farms"
    assert sub.error == ""
    assert sub.last_updated == clock.now
    assert (sub.rule_count, sub.error_count) == (2, 1)
    (parsed,) = store.blacklists()
    assert parsed.blocks("https://a.farm.example/")
    assert parsed.blocks("https://SPAM12.example/")  # the regex line is kept
    match = parsed.match("https://a.farm.example/")
    assert match is not None
    assert (match.line, match.source) == (5, "the subscription Content farms")

    # A new store on the same directory reads the cache without downloading.
    server.requests.clear()
    again = make_store(tmp_path, clock)
    assert [s.name for s in again.subscriptions()] == ["Content farms"]
    assert again.blacklists()[0].blocks("https://b.farm.example/")
    assert "/spam\\d+\\.example/i" in again.text()
    assert server.requests == []


def test_filter_uses_subscriptions(server: LocalServer, tmp_path: Path, clock: ManualClock) -> None:
    server.route("/list.txt", Response(RULESET, content_type="text/plain"))
    store = make_store(tmp_path, clock)
    store.add(server.url("/list.txt"))
    settings = {"blacklist.rules": "@*://good.farm.example/*", "blacklist.allow_rules": ""}
    url_filter = UrlFilter.from_settings(settings, subscriptions=store.blacklists())
    verdict = url_filter.verdict("https://bad.farm.example/")
    assert verdict.blocked
    assert verdict.reason == (
        "blocked by the subscription Content farms (line 5: *://*.farm.example/*)"
    )
    assert not url_filter.blocks("https://good.farm.example/")
    by_text = UrlFilter.from_settings(settings, store.text())
    assert by_text.blocks("https://bad.farm.example/")


def test_daily_refresh_and_on_demand(
    server: LocalServer, tmp_path: Path, clock: ManualClock
) -> None:
    version = {"rules": "*://one.example/*"}
    server.route("/l", lambda _req: Response(version["rules"], content_type="text/plain"))
    store = make_store(tmp_path, clock)
    url = server.url("/l")
    store.add(url)
    assert store.refresh_stale() == []
    version["rules"] = "*://two.example/*"
    clock.now += 3600
    assert not store.is_stale(url)
    assert store.refresh_stale() == []
    assert store.blacklists()[0].blocks("https://one.example/")
    clock.now += 24 * 3600
    assert store.is_stale(url)
    (refreshed,) = store.refresh_stale()
    assert refreshed.last_updated == clock.now
    assert store.blacklists()[0].blocks("https://two.example/")
    assert not store.blacklists()[0].blocks("https://one.example/")
    version["rules"] = "*://three.example/*"
    store.refresh(url)
    assert store.blacklists()[0].blocks("https://three.example/")


def test_failure_keeps_last_good_copy(
    server: LocalServer, tmp_path: Path, clock: ManualClock
) -> None:
    state = {"status": 200}
    server.route(
        "/l",
        lambda _req: Response("*://farm.example/*", state["status"], content_type="text/plain"),
    )
    store = make_store(tmp_path, clock)
    url = server.url("/l")
    store.add(url)
    first_update = clock.now
    state["status"] = 500
    clock.now += 2 * 24 * 3600
    (failed,) = store.refresh_stale()
    assert "could not download the list" in failed.error
    assert "500" in failed.error
    assert failed.last_updated == first_update
    assert store.blacklists()[0].blocks("https://farm.example/")
    # A failed attempt is not retried at once, but after the retry delay.
    assert not store.is_stale(url)
    clock.now += 3600
    assert store.is_stale(url)
    state["status"] = 200
    (ok,) = store.refresh_stale()
    assert ok.error == ""


def test_html_page_is_not_taken_as_rules(
    server: LocalServer, tmp_path: Path, clock: ManualClock
) -> None:
    server.route("/login", "<!DOCTYPE html><html><body>Sign in</body></html>")
    store = make_store(tmp_path, clock)
    sub = store.add(server.url("/login"))
    assert "web page" in sub.error
    assert sub.last_updated is None
    assert store.blacklists()[0].rules == []


def test_unreachable_subscription_is_recorded(tmp_path: Path, clock: ManualClock) -> None:
    store = make_store(tmp_path, clock)
    sub = store.add("http://127.0.0.1:9/list.txt")
    assert sub.error.startswith("could not download the list")
    assert store.blacklists()[0].empty


def test_invalid_url_is_rejected(tmp_path: Path, clock: ManualClock) -> None:
    store = make_store(tmp_path, clock)
    with pytest.raises(SettingsError, match="not a subscription URL"):
        store.add("file:///etc/passwd")
    assert store.subscriptions() == []


def test_sync_follows_the_setting_and_remove_deletes(
    server: LocalServer, tmp_path: Path, clock: ManualClock
) -> None:
    server.route("/a", Response("*://a.example/*", content_type="text/plain"))
    server.route("/b", Response("*://b.example/*", content_type="text/plain"))
    store = make_store(tmp_path, clock)
    store.add(server.url("/a"))
    store.sync([server.url("/b"), "not a url"])
    assert [s.url for s in store.subscriptions()] == [server.url("/b")]
    assert [p.name for p in (tmp_path / "subs").glob("*.txt")] == []
    store.refresh()
    assert store.blacklists()[0].blocks("https://b.example/")
    assert store.remove(server.url("/b"))
    assert not store.remove(server.url("/b"))
    assert store.text() == ""


def test_url_filter_follows_the_setting(
    server: LocalServer, tmp_path: Path, clock: ManualClock
) -> None:
    server.route("/l", Response(RULESET, content_type="text/plain"))
    store = make_store(tmp_path, clock)
    url = server.url("/l")
    store.add(url)
    settings: dict[str, object] = {
        "blacklist.rules": "*://own.example/*",
        "blacklist.allow_rules": "",
        "blacklist.subscriptions": [url],
    }
    url_filter = store.url_filter(settings)
    assert url_filter.blocks("https://x.farm.example/")
    assert url_filter.blocks("https://own.example/")
    settings["blacklist.subscriptions"] = []
    url_filter = store.url_filter(settings)
    assert not url_filter.blocks("https://x.farm.example/")
    assert url_filter.blocks("https://own.example/")
    assert store.subscriptions() == []


def test_two_stores_on_one_directory_see_each_others_refresh(
    server: LocalServer, tmp_path: Path, clock: ManualClock
) -> None:
    version = {"rules": "*://one.example/*"}
    server.route("/l", lambda _req: Response(version["rules"], content_type="text/plain"))
    settings_store = make_store(tmp_path, clock)  # the Settings dialog's
    search_store = make_store(tmp_path, clock)  # the one search and fetch use
    url = server.url("/l")
    settings_store.add(url)
    assert search_store.blacklists()[0].blocks("https://one.example/")
    version["rules"] = "*://two.example/*  # a longer list now"
    settings_store.refresh(url)
    (parsed,) = search_store.blacklists()
    assert parsed.blocks("https://two.example/")
    assert not parsed.blocks("https://one.example/")
    settings_store.remove(url)
    assert search_store.blacklists() == []


def test_a_downloaded_list_is_parsed_once(
    tmp_path: Path, clock: ManualClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    from services.blacklist import subscriptions

    calls: list[str] = []
    real_parse = subscriptions.Blacklist.parse

    def counting_parse(text: str, **kwargs: object) -> object:
        calls.append(text)
        return real_parse(text, **kwargs)  # type: ignore[arg-type]

    store = SubscriptionStore(tmp_path / "subs", lambda _url: RULESET, clock=clock)
    monkeypatch.setattr(subscriptions.Blacklist, "parse", counting_parse)
    store.add("https://lists.example/farms.txt")
    (parsed,) = store.blacklists()
    assert parsed.blocks("https://a.farm.example/")
    assert len(calls) == 1


def test_a_folder_that_cannot_be_written_keeps_the_rules_for_the_session(
    tmp_path: Path, clock: ManualClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A read-only profile: nothing is saved, yet the subscription's rules apply."""
    def refuse(path: Path, _text: str) -> Path:
        raise FileProblem(f"{path} could not be saved (its folder is read-only).")

    monkeypatch.setattr("services.blacklist.subscriptions.write_atomic", refuse)
    store = SubscriptionStore(tmp_path / "subs", lambda _url: "*://farm.example/*\n",
                              clock=clock)
    settings: dict[str, object] = {"blacklist.rules": "", "blacklist.allow_rules": "",
                                   "blacklist.subscriptions": ["https://lists.example/a.txt"]}
    store.url_filter(settings)  # adds it to the (unsaved) index
    store.refresh()
    assert store.url_filter(settings).blocks("https://farm.example/page")
    assert store.subscriptions()[0].rule_count == 1
    assert list((tmp_path / "subs").glob("*")) == []
