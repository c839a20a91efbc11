"""Citation ids across calls of one conversation: search and fetch share a registry."""

from __future__ import annotations

from typing import Any

from app.settings import Settings
from app.wiring.fetch import build_fetch_service
from services.citations.registry import CitationRegistry
from tests.search.conftest import FakeDDGS
from tests.servers.base import LocalServer, Response
from tests.unfenced import unfenced

PAGE = """<!doctype html><html><head><title>{title}</title></head><body><article>
<h1>{title}</h1><p>{body}</p><p>{body} More words so the page reads as an article.</p>
</article></body></html>"""


def test_search_then_fetch_keep_the_first_id_and_fill_the_source(
    make_service: Any, ddgs: FakeDDGS, server: LocalServer
) -> None:
    server.route("/alpha", Response(PAGE.format(title="Alpha page", body="Alpha explains.")))
    alpha, beta = server.url("/alpha"), server.url("/beta")
    ddgs.results = {
        "first": [{"title": "Alpha", "href": alpha, "body": "Alpha snippet."},
                  {"title": "Beta", "href": beta, "body": "Beta snippet."}],
        # The same pages again, one spelled differently (trailing slash, tracking).
        "second": [{"title": "Beta again", "href": beta + "/?utm_source=x", "body": "B."},
                   {"title": "Alpha again", "href": alpha, "body": "A."}],
    }
    registry = CitationRegistry()
    service = make_service()
    first = service.search("first", registry=registry)
    second = service.search("second", registry=registry)
    alpha_id, beta_id = (i.id for i in first.items)
    assert alpha_id != beta_id
    assert [i.id for i in second.items] == [beta_id, alpha_id]
    assert f"[cite:{beta_id}] Beta again" in unfenced(second.text)

    settings = Settings()
    settings.update({"fetch.allow_private_network": True, "fetch.fallback": "none"})
    from app.secrets import Secrets

    fetcher = build_fetch_service(settings, Secrets(settings),
                                  url_filter=service.url_filter, cache=None)
    try:
        fetched = fetcher.fetch([alpha], registry=registry)
    finally:
        fetcher.close()
    [page] = fetched.items
    assert page.ok, page.error
    assert page.id == alpha_id
    assert len(registry) == 2

    source = registry.get(alpha_id)
    assert source is not None
    assert source.url == alpha
    assert source.provider and source.fetched_at
    assert source.snippet == "A."  # the latest search snippet; the fetch kept it
    assert "Alpha explains." in source.excerpt  # from the fetch
    assert set(source.to_dict()) >= {"title", "url", "snippet", "excerpt", "provider",
                                      "fetched_at"}


def test_ids_are_unique_within_a_conversation(make_service: Any, ddgs: FakeDDGS) -> None:
    ddgs.results = {
        f"q{n}": [{"title": f"T{n}-{k}", "href": f"https://s{n}.example/{k}", "body": "x"}
                  for k in range(5)]
        for n in range(6)
    }
    registry = CitationRegistry()
    service = make_service()
    ids = [i.id for n in range(6) for i in service.search(f"q{n}", registry=registry).items]
    assert len(ids) == 30 == len(set(ids)) == len(registry)
    assert all(registry.get(cid) is not None for cid in ids)


def test_a_regenerated_answer_reuses_the_cache_and_the_ids(
    make_service: Any, ddgs: FakeDDGS, tmp_path: Any
) -> None:
    from services.cache import Cache

    ddgs.results = {"q": [{"title": "A", "href": "https://a.example/", "body": "A."}]}
    registry = CitationRegistry()
    service = make_service(cache=Cache(tmp_path / "c.sqlite3"))
    first = service.search("q", registry=registry)
    again = service.search("q", registry=registry)  # "regenerate" in the same conversation
    assert len(ddgs.calls) == 1
    assert [i.id for i in again.items] == [i.id for i in first.items]
    assert again.meta["per_query"][0]["cached"] is True
