"""One page shape from the worker to the citation: the job's ``Page``, the page
cache's entries, the item's JSON layout, the excerpt and the one byline."""

from __future__ import annotations

import json
import pickle

from services.citations.registry import CitationRegistry, Source
from services.fetch import jobs, pagecache
from services.fetch.assemble import Outcome
from services.fetch.builtin import Fetched
from services.fetch.pool import ExtractionPool
from services.page import Page, PageMeta, byline
from services.results import FetchItem
from tests.fetch.support import fetch_settings, make_service
from tests.servers.base import LocalServer

HTML = (b"<html lang='de'><head><title>Fluss im Fruehling</title>"
        b"<meta name='author' content='Ines Duarte'>"
        b"<meta property='og:site_name' content='Talbote'></head><body><article>"
        + b"<p>Der Fluss steigt im Fruehling, wenn der Schnee in den Bergen schmilzt.</p>" * 8
        + b"</article></body></html>")


def test_the_extraction_job_returns_a_page_that_crosses_the_process_boundary_whole() -> None:
    page = jobs.extract_html(HTML, None, "https://talbote.example/fluss")
    assert isinstance(page, Page)
    assert (page.title, page.language, page.site_name, page.author) == (
        "Fluss im Fruehling", "de", "Talbote", "Ines Duarte")
    assert "Der Fluss steigt" in page.markdown
    assert pickle.loads(pickle.dumps(page)) == page


class _Cache:
    def __init__(self) -> None:
        self.values: dict[tuple[str, str], str] = {}

    def get(self, namespace: str, key: str) -> str | None:
        return self.values.get((namespace, key))

    def put(self, namespace: str, key: str, value: str, ttl_s: float) -> None:
        self.values[(namespace, key)] = value


def test_a_cached_page_comes_back_whole_and_entries_keep_their_flat_layout() -> None:
    cache = _Cache()
    url = "https://talbote.example/fluss"
    page = Page(title="Fluss", markdown="Text.", language="de", author="Ines Duarte",
                published_at="2025-03-14")
    fetched = Fetched(page, url, "builtin", 1234)
    pagecache.store(cache, url, Outcome(fetched, fetched_at="2026-01-01T00:00:00Z"), 60)
    entry = json.loads(next(iter(cache.values.values())))
    assert entry == {
        "final_url": url, "provider": "builtin", "bytes": 1234, "private": False,
        "content": "Text.", "title": "Fluss", "language": "de", "site_name": "",
        "published_at": "2025-03-14", "author": "Ines Duarte", "description": "",
        "fetched_at": "2026-01-01T00:00:00Z"}
    loaded = pagecache.load(cache, url, allow_private=False, url_filter=None)
    assert loaded is not None and loaded.cached and loaded.fetched == fetched
    assert loaded.fetched_at == "2026-01-01T00:00:00Z"


def test_an_item_takes_the_page_metadata_and_keeps_its_json_layout() -> None:
    item = FetchItem(url="https://talbote.example/fluss", content="Text.", ok=True)
    item.take(Page(title="Fluss\x1b[2J", markdown="x", site_name="Tal\x07bote").cleaned())
    assert (item.title, item.site_name) == ("Fluss", "Talbote")
    assert list(item.to_dict()) == [
        "url", "final_url", "title", "content", "ok", "reason", "error", "provider",
        "fetched_at", "id", "bytes", "chars", "tokens", "truncated", "language", "site_name",
        "published_at", "author", "description", "errors"]
    assert FetchItem(**item.to_dict()) == item


def test_the_excerpt_is_the_text_the_model_received(
    site: LocalServer, pool: ExtractionPool
) -> None:
    site.route("/page-shape-long", HTML.decode())
    registry = CitationRegistry()
    service = make_service(fetch_settings(), pool)
    whole = service.fetch([site.url("/page-shape-long")], registry=registry).items[0]
    source = registry.get(whole.id)
    assert source is not None and len(whole.content) > 500
    assert source.excerpt == whole.content
    shortened = CitationRegistry()
    cut = service.fetch([site.url("/page-shape-long")], registry=shortened,
                        budget_tokens=40).items[0]
    cut_source = shortened.get(cut.id)
    assert cut.truncated and cut.content != whole.content and cut_source is not None
    assert cut_source.excerpt == cut.content


def test_the_byline_labels_a_fetch_date_as_such_and_words_each_surface() -> None:
    page = PageMeta(site_name=" Valley\n Courier ", author="Ines Duarte",
                    published_at="2025-03-14T08:00:00Z")
    assert byline(page).parts() == ["Valley Courier", "by Ines Duarte", "published 2025-03-14"]
    assert byline(page, date_chars=None).parts()[-1] == "published 2025-03-14T08:00:00Z"
    undated = Source(id="a-1", url="https://x.example", fetched_at="2026-01-02T03:04:05Z")
    assert byline(undated, fetched_at=undated.fetched_at).parts(
        "von %1", "erschienen %1", "gelesen %1") == ["gelesen 2026-01-02"]
    assert byline(undated).parts() == []
    assert byline(page, site="Courier (x.example)").site == "Courier (x.example)"
