"""Adding a search provider is one module plus its row: a throwaway row, added
here and nowhere in production, shows up in the settings schema, in the
Settings page's provider list and in the search runner."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import httpx
import pytest

from app import settings_schema
from app.gui import app_services
from app.settings import Settings
from services.citations.registry import CitationRegistry
from services.results import SearchItem
from services.search import PROVIDERS, ProviderRow, ProviderSetting, SearchService
from services.search.base import HttpProvider, RequestSpec, results_list, text_of
from tests.servers.base import LocalServer, Request, Response


class Acme(HttpProvider):
    """A provider the way a real one is written: describe the request, map the reply."""

    def build(self, query: str, max_results: int, key: str | None) -> RequestSpec:
        region = str(self.ctx.settings.get("search.acme.region") or "")
        return RequestSpec("GET", "/find", params={"q": query, "region": region},
                           headers={"X-Key": key or ""})

    def parse(self, data: Any) -> list[SearchItem]:
        return [SearchItem(title=text_of(r.get("title")), url=text_of(r.get("url")),
                           snippet=text_of(r.get("text")), provider=self.name)
                for r in results_list(data, "hits")]


ROW = ProviderRow("acme", "Acme Search", Acme, host="https://api.acme.test",
                  env_var="ACME_API_KEY",
                  settings=(ProviderSetting("search.acme.region", "Acme region:",
                                            "Acme search region."),))


@pytest.fixture
def acme(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, settings_schema.Setting]]:
    """The row registered, and the schema as it is declared from the table with it."""
    monkeypatch.setitem(PROVIDERS, "acme", ROW)
    declared = {s.name: s for s in settings_schema.search_settings()}
    for name, setting in declared.items():  # the one dict every settings reader shares
        monkeypatch.setitem(settings_schema.BY_NAME, name, setting)
    yield declared


def test_the_schema_declares_the_row(acme: dict[str, settings_schema.Setting]) -> None:
    assert "acme" in acme["search.provider"].choices
    assert "acme" in acme["search.fallback"].choices
    assert acme["search.acme.api_host"].default == "https://api.acme.test"
    # The host's description is shared: a provider without further settings
    # brings no new string to translate.
    assert acme["search.acme.api_host"].description == acme["search.brave.api_host"].description
    assert acme["search.acme.region"].label == "Acme region:"
    from app.secrets import env_vars, known_names

    assert "search.acme" in known_names()
    assert env_vars("search.acme") == ["FOOTNOTE_ACME_API_KEY", "ACME_API_KEY"]


def test_the_settings_page_lists_the_row(qtbot: Any, footnote_home: Any,
                                         acme: dict[str, settings_schema.Setting]) -> None:
    from PySide6.QtWidgets import QLabel

    from ui.settings.search_page import SearchPage

    services = replace(app_services(Settings()), search_providers=tuple(PROVIDERS.values()))
    page = SearchPage(services)
    qtbot.addWidget(page)
    page.load()
    labels = {w.text() for w in page.findChildren(QLabel)}
    assert {"Acme Search", "Acme region:"} <= labels
    assert "check:acme" in {b.objectName() for b in page.check_buttons.values()}
    assert "search.acme" in page.keys
    assert {"search.acme.api_host", "search.acme.region"} <= {f.name for f in page.fields}
    assert page._provider_label("acme") == "Acme Search"


def test_the_runner_searches_with_the_row(acme: dict[str, settings_schema.Setting]) -> None:
    server = LocalServer()
    server.start()
    seen: list[Request] = []

    def find(request: Request) -> Response:
        seen.append(request)
        return Response.json({"hits": [{"title": "Acme", "url": "https://acme.test/a",
                                        "text": "An Acme page."}]})

    server.route("/find", find)
    values = {s.name: s.default for s in settings_schema.BY_NAME.values()}
    values.update({"search.provider": "acme", "search.fallback": "none",
                   "search.acme.api_host": server.url("").rstrip("/"),
                   "search.acme.region": "fr", "cache.enabled": False})
    try:
        with httpx.Client() as client:
            service = SearchService(values, key_lookup=lambda name: ["k1"] if name ==
                                    "search.acme" else [], client=client)
            result = service.search(["acme query"], registry=CitationRegistry())
    finally:
        server.stop()
    assert [item.url for item in result.items] == ["https://acme.test/a"]
    assert result.meta["provider"] == "acme"
    assert seen[0].arg("region") == "fr" and seen[0].headers.get("x-key") == "k1"
