"""Title, site, author and publication date: from the page to the result, the model's
block, the citation registry and the CLI."""

from __future__ import annotations

import json

import pytest

from app.cli import main
from app.settings import Settings
from services.citations.registry import CitationRegistry
from services.fetch.pool import ExtractionPool
from tests.fetch.support import fetch_settings, make_service
from tests.servers.base import LocalServer
from tests.unfenced import unfenced


def test_declared_metadata_reaches_the_item_the_block_and_the_registry(
    site: LocalServer, pool: ExtractionPool
) -> None:
    registry = CitationRegistry()
    result = make_service(fetch_settings(), pool).fetch([site.url("/dated")], registry=registry)
    item = result.items[0]
    assert (item.title, item.site_name, item.author) == (
        "Rivers in spring", "Valley Courier", "Ines Duarte")
    assert item.published_at == "2025-03-14T08:00:00Z"
    header = unfenced(result.text).split("\n\n", 1)[0].splitlines()
    assert header == [f"[cite:{item.id}] Rivers in spring", f"URL: {site.url('/dated')}",
                      "Site: Valley Courier", "Author: Ines Duarte",
                      "Published: 2025-03-14T08:00:00Z"]
    source = registry.get(item.id)
    assert source is not None
    assert (source.author, source.site_name, source.published_at) == (
        "Ines Duarte", "Valley Courier", "2025-03-14T08:00:00Z")


def test_a_shown_byline_and_time_count_when_nothing_is_declared(
    site: LocalServer, pool: ExtractionPool
) -> None:
    item = make_service(fetch_settings(), pool).fetch([site.url("/byline")]).items[0]
    assert (item.author, item.published_at) == ("Anna Kowalska", "2024-04-02")


def test_an_undated_page_has_no_published_line_and_no_date_in_the_registry(
    site: LocalServer, pool: ExtractionPool
) -> None:
    registry = CitationRegistry()
    result = make_service(fetch_settings(), pool).fetch([site.url("/alpha")], registry=registry)
    item = result.items[0]
    assert item.published_at == "" and item.author == ""
    assert "Published:" not in result.text and "Author:" not in result.text
    source = registry.get(item.id)
    assert source is not None and source.published_at is None and source.fetched_at


def test_cli_fetch_json_and_markdown_carry_author_and_date(
    site: LocalServer, capsys: pytest.CaptureFixture[str]
) -> None:
    Settings().update({"fetch.allow_private_network": True, "fetch.fallback": "none"})
    assert main(["fetch", "--json", site.url("/dated")]) == 0
    item = json.loads(capsys.readouterr().out)["items"][0]
    assert (item["author"], item["site_name"], item["published_at"]) == (
        "Ines Duarte", "Valley Courier", "2025-03-14T08:00:00Z")
    assert main(["fetch", site.url("/dated")]) == 0
    assert "Valley Courier · by Ines Duarte · published 2025-03-14T08:00:00Z" in (
        capsys.readouterr().out)
