"""``python -m app search`` and ``python -m app cache`` run as a user runs them:
a separate process, its own FOOTNOTE_HOME, a local SearXNG as the provider.

Few cases on purpose (each starts an interpreter); the in-process CLI tests in
``test_cli.py`` cover the rest.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from app.settings import Settings
from tests.search.conftest import hits
from tests.servers import searxng
from tests.servers.base import LocalServer
from tests.servers.search_api import FakeSearchApi
from tests.unfenced import unfenced

ROOT = Path(__file__).resolve().parents[2]
BLOCK = re.compile(r"^\[cite:[a-z][a-z0-9]{5}-\d+\] .+\nURL: https?://\S+$", re.MULTILINE)


def app(*args: str) -> subprocess.CompletedProcess[str]:
    """Run ``python -m app ARGS`` with this test's FOOTNOTE_HOME (set by conftest)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT),
           # Never touch the real keychain from a test.
           "PYTHON_KEYRING_BACKEND": "keyring.backends.null.Keyring"}
    return subprocess.run([sys.executable, "-m", "app", *args], capture_output=True, text=True,
                          timeout=60, cwd=ROOT, env=env)


@pytest.fixture
def searx(server: LocalServer, api: FakeSearchApi) -> FakeSearchApi:
    searxng.install(server, api)
    Settings().update({"search.searxng.api_host": server.url("").rstrip("/"),
                       "search.provider": "duckduckgo", "search.fallback": "none"})
    api.hits = {"python": hits("a", "b"), "rust": hits("c", "a")}
    api.fail_for = {"broken": "500"}
    return api


def test_text_json_and_exit_codes(searx: FakeSearchApi) -> None:
    done = app("search", "python", "--provider", "searxng")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("[cite:")
    assert len(BLOCK.findall(done.stdout)) == 2
    assert "a title\nURL: https://a.example.org/page\nAbout a." in unfenced(done.stdout)

    done = app("search", "python", "rust", "broken", "--provider", "searxng", "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert set(data) == {"text", "items", "meta"}
    # "a" came back for both queries: kept once, under the first query.
    assert [(i["query"], i["title"]) for i in data["items"]] == [
        ("python", "a title"), ("python", "b title"), ("rust", "c title")]
    assert len({i["id"] for i in data["items"]}) == 3
    meta = data["meta"]
    assert meta["queries"] == ["python", "rust", "broken"]
    assert [q["reason"] for q in meta["per_query"]] == [None, None, "upstream_error"]
    assert [q["cached"] for q in meta["per_query"]] == [True, False, False]
    assert meta["reason"] == "upstream_error"
    assert "The search for broken failed with a provider error" in data["text"]
    assert len(BLOCK.findall(data["text"])) == 3

    done = app("search", "broken", "--provider", "searxng")
    assert done.returncode == 1
    assert "Try again later." in done.stderr  # the hint, for the person at the terminal

    assert searx.calls.count(("broken", None)) == 2


def test_cache_no_cache_and_clear(searx: FakeSearchApi, footnote_home: Path) -> None:
    assert app("search", "rust", "--provider", "searxng").returncode == 0
    assert app("search", "rust", "--provider", "searxng").returncode == 0
    assert searx.calls == [("rust", None)]  # the repeat cost no request
    assert app("search", "rust", "--provider", "searxng", "--no-cache").returncode == 0
    assert searx.calls == [("rust", None), ("rust", None)]
    done = app("cache", "clear")
    assert done.returncode == 0, done.stderr
    assert "Removed 1 cached entries" in done.stdout
    assert str(footnote_home) in done.stdout
    done = app("search", "rust", "--provider", "searxng", "--json")
    assert done.returncode == 0
    assert json.loads(done.stdout)["meta"]["per_query"][0]["cached"] is False
    assert len(searx.calls) == 3
