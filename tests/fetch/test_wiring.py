"""app.wiring.fetch: the service the CLI and the GUI use, with its real defaults.

The blacklist default is the one search uses (rules, allow list and
subscriptions), and pages land in the shared cache under namespace ``page``.
"""

from __future__ import annotations

import pytest

from app import paths
from app.secrets import Secrets
from app.settings import Settings
from app.wiring.blacklist import subscription_store
from app.wiring.fetch import build_fetch_service
from services.cache import PAGE, Cache
from services.fetch import FetchService
from services.fetch.pool import ExtractionPool
from tests.servers.base import LocalServer, Response


@pytest.fixture
def settings() -> Settings:
    values = Settings()
    values.update({"fetch.allow_private_network": True, "fetch.fallback": "none"})
    return values


def service(settings: Settings, pool: ExtractionPool) -> FetchService:
    return build_fetch_service(settings, Secrets(settings), pool=pool)


def test_a_subscription_rule_blocks_a_fetch_before_any_request(
    site: LocalServer, server: LocalServer, settings: Settings, pool: ExtractionPool
) -> None:
    # The subscription list lives on another local server; its rule names the site's /beta.
    server.route("/farms.txt", Response("*://127.0.0.1/beta*\n", content_type="text/plain"))
    list_url = server.url("/farms.txt")
    settings.set("blacklist.subscriptions", [list_url])
    subscription = subscription_store(settings).add(list_url)
    assert subscription.error in (None, ""), subscription.error

    result = service(settings, pool).fetch([site.url("/beta"), site.url("/alpha")])
    beta, alpha = result.items
    assert beta.reason == "blacklisted" and not beta.ok
    assert "subscription" in beta.error
    assert alpha.ok
    assert [r.path for r in site.requests] == ["/alpha"]


def test_own_rules_still_apply_through_the_wiring(
    site: LocalServer, settings: Settings, pool: ExtractionPool
) -> None:
    settings.set("blacklist.rules", "*://127.0.0.1/gamma*")
    result = service(settings, pool).fetch([site.url("/gamma")])
    assert result.items[0].reason == "blacklisted"
    assert site.requests == []


def test_a_second_fetch_is_served_from_the_page_cache(
    site: LocalServer, settings: Settings, pool: ExtractionPool
) -> None:
    first = service(settings, pool).fetch([site.url("/alpha")])
    # A new service, as the GUI builds for every answer, shares the cache file.
    second = service(settings, pool).fetch([site.url("/alpha")])
    assert first.items[0].ok and second.items[0].ok
    assert second.items[0].content == first.items[0].content
    assert second.meta["cached"] == 1
    assert [r.path for r in site.requests] == ["/alpha"]
    cache = Cache(paths.cache_db())
    try:
        # Stored where `python -m app cache clear --namespace page` looks.
        assert cache.info().entries.get(PAGE) == 1
        assert cache.clear(PAGE) == 1
    finally:
        cache.close()
    service(settings, pool).fetch([site.url("/alpha")])
    assert [r.path for r in site.requests] == ["/alpha", "/alpha"]


def test_use_cache_false_reads_again_and_refreshes_the_cache(
    site: LocalServer, settings: Settings, pool: ExtractionPool
) -> None:
    fetcher = service(settings, pool)
    fetcher.fetch([site.url("/beta")])
    fresh = fetcher.fetch([site.url("/beta")], use_cache=False)
    assert fresh.meta["cached"] == 0 and fresh.items[0].ok
    assert [r.path for r in site.requests] == ["/beta", "/beta"]
    again = fetcher.fetch([site.url("/beta")])
    assert again.meta["cached"] == 1
    assert again.items[0].fetched_at == fresh.items[0].fetched_at
    assert len(site.requests) == 2


def test_cache_disabled_in_settings_reads_every_time(
    site: LocalServer, settings: Settings, pool: ExtractionPool
) -> None:
    settings.set("cache.enabled", False)
    fetcher = service(settings, pool)
    fetcher.fetch([site.url("/delta")])
    assert fetcher.fetch([site.url("/delta")]).meta["cached"] == 0
    assert len(site.requests) == 2
