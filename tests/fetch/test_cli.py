"""``python -m app fetch``: Markdown or JSON, and exit codes 0 / 1 / 2."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli import main
from app.settings import Settings
from tests.servers.base import LocalServer


@pytest.fixture(autouse=True)
def private_allowed() -> None:
    settings = Settings()
    settings.update({"fetch.allow_private_network": True, "fetch.fallback": "none"})


def test_markdown_with_a_header_per_page(
    site: LocalServer, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(["fetch", site.url("/alpha"), site.url("/doc.pdf")])
    out = capsys.readouterr().out
    assert code == 0
    assert out.startswith("# Article alpha\n\nURL: " + site.url("/alpha"))
    assert "The alpha article explains things." in out
    assert f"# Could not read {site.url('/doc.pdf')}\n\nunsupported_content: " in out


def test_json_is_the_whole_result(site: LocalServer, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["fetch", "--json", site.url("/beta")])
    data = json.loads(capsys.readouterr().out)
    assert code == 0
    assert set(data) == {"text", "items", "meta"}
    assert data["items"][0]["title"] == "Article beta" and data["items"][0]["ok"] is True
    assert data["text"].startswith(f"[cite:{data['items'][0]['id']}] Article beta")


def test_exit_1_when_nothing_was_read(
    site: LocalServer, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["fetch", site.url("/missing"), "file:///etc/passwd"]) == 1
    out = capsys.readouterr().out
    assert "http_error" in out and "unsafe_url" in out


def test_exit_2_for_bad_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["fetch"]) == 2
    assert main(["fetch", "--budget", "0", "https://example.com/"]) == 2
    assert main(["fetch", "--bogus", "https://example.com/"]) == 2


def test_private_addresses_are_refused_by_default(
    site: LocalServer, capsys: pytest.CaptureFixture[str]
) -> None:
    Settings().set("fetch.allow_private_network", False)
    assert main(["fetch", site.url("/alpha")]) == 1
    assert "unsafe_url" in capsys.readouterr().out
    assert site.requests == []


def test_runs_as_a_module(site: LocalServer, footnote_home: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "app", "fetch", "--json", site.url("/gamma"), "javascript:x"],
        capture_output=True, text=True, timeout=60,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert done.returncode == 0, done.stderr
    items = json.loads(done.stdout)["items"]
    assert [i["reason"] for i in items] == [None, "unsafe_url"]
