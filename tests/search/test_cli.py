"""``python -m app search`` and ``python -m app cache``."""

from __future__ import annotations

import json
from typing import Any

import pytest

from app.cli import main
from app.settings import Settings
from tests.search.conftest import hits
from tests.servers import searxng
from tests.servers.base import LocalServer
from tests.servers.search_api import FakeSearchApi
from tests.unfenced import unfenced


@pytest.fixture
def configured(server: LocalServer, api: FakeSearchApi) -> FakeSearchApi:
    """A profile whose provider is a local SearXNG, with no fallback."""
    searxng.install(server, api)
    settings = Settings()
    settings.update({"search.provider": "searxng", "search.fallback": "none",
                     "search.searxng.api_host": server.url("").rstrip("/")})
    api.hits = {"python": hits("a", "b"), "rust": hits("c")}
    return api


def test_text_output_and_exit_0(configured: FakeSearchApi, capsys: Any) -> None:
    assert main(["search", "python"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("[cite:")
    assert "a title\nURL: https://a.example.org/page\nAbout a." in unfenced(out)


def test_json_output(configured: FakeSearchApi, capsys: Any) -> None:
    assert main(["search", "python", "rust", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"text", "items", "meta"}
    assert [i["query"] for i in data["items"]] == ["python", "python", "rust"]
    assert data["meta"]["provider"] == "searxng"


def test_exit_1_when_no_query_had_results(configured: FakeSearchApi, capsys: Any) -> None:
    assert main(["search", "nothing here"]) == 1
    assert capsys.readouterr().out.startswith("No results for nothing here.")


def test_exit_1_when_the_provider_fails(configured: FakeSearchApi, capsys: Any) -> None:
    configured.fail = "json_disabled"
    assert main(["search", "python"]) == 1
    captured = capsys.readouterr()
    assert "JSON format disabled" in captured.out
    assert "formats: [html, json]" in captured.err  # the fix, for the person at the terminal


def test_exit_2_on_bad_arguments(configured: FakeSearchApi, capsys: Any) -> None:
    assert main(["search"]) == 2
    assert main(["search", "  "]) == 2
    assert main(["search", "q", "--provider", "bing"]) == 2
    assert main(["search", "q", "--max-results", "0"]) == 2
    assert configured.calls == []


def test_cache_then_no_cache_then_clear(configured: FakeSearchApi, capsys: Any) -> None:
    assert main(["search", "python"]) == 0
    assert main(["search", "python"]) == 0
    assert len(configured.calls) == 1  # the second run was answered from the cache
    assert main(["search", "python", "--no-cache"]) == 0
    assert len(configured.calls) == 2
    capsys.readouterr()
    assert main(["cache", "info", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["entries"] == {"search": 1}
    assert main(["cache", "clear"]) == 0
    assert "Removed 1 cached entries" in capsys.readouterr().out
    assert main(["search", "python"]) == 0
    assert len(configured.calls) == 3


def test_provider_option_overrides_the_setting(
    configured: FakeSearchApi, capsys: Any
) -> None:
    Settings().set("search.provider", "tavily")  # no key: would fail
    assert main(["search", "rust", "--provider", "searxng"]) == 0
    assert "c title" in capsys.readouterr().out
