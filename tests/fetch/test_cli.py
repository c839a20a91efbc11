"""``python -m app fetch``: Markdown or JSON, and exit codes 0 / 1 / 2."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli import main
from app.settings import Settings
from tests.servers.base import LocalServer
from tests.unfenced import unfenced


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
    assert out.count("# Article alpha") == 1  # the page's own h1 does not repeat the header
    assert "The alpha article explains things." in out
    assert f"# Could not read {site.url('/doc.pdf')}\n\npdf_broken: " in out


def test_json_is_the_whole_result(site: LocalServer, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["fetch", "--json", site.url("/beta")])
    data = json.loads(capsys.readouterr().out)
    assert code == 0
    assert set(data) == {"text", "items", "meta"}
    assert data["items"][0]["title"] == "Article beta" and data["items"][0]["ok"] is True
    assert unfenced(data["text"]).startswith(f"[cite:{data['items'][0]['id']}] Article beta")


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


def test_a_user_session_in_a_subprocess(site: LocalServer, tmp_path: Path) -> None:
    """Exactly what a user types, in a fresh profile: allow the LAN, then fetch."""
    env = {**os.environ, "FOOTNOTE_HOME": str(tmp_path / "profile")}
    root = Path(__file__).resolve().parents[2]

    def app(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "app", *args], capture_output=True,
                              text=True, timeout=120, cwd=root, env=env)

    configured = app("config", "set", "fetch.allow_private_network", "true")
    assert configured.returncode == 0, configured.stderr

    alpha, pdf = site.url("/alpha"), site.url("/doc.pdf")
    markdown = app("fetch", alpha, pdf)
    assert markdown.returncode == 0, markdown.stderr
    blocks = markdown.stdout.split("\n\n---\n\n")
    assert len(blocks) == 2
    assert blocks[0].startswith(f"# Article alpha\n\nURL: {alpha} · read by builtin · ")
    assert "The alpha article explains things." in blocks[0]
    assert blocks[1].startswith(f"# Could not read {pdf}\n\npdf_broken: ")

    as_json = app("fetch", "--json", "--no-cache", alpha, "javascript:x")
    assert as_json.returncode == 0, as_json.stderr
    data = json.loads(as_json.stdout)
    assert set(data) == {"text", "items", "meta"}
    page, unsafe = data["items"]
    for key in ("url", "final_url", "title", "content", "ok", "reason", "provider",
                "fetched_at", "bytes", "chars", "tokens"):
        assert key in page
    assert (page["ok"], page["reason"], page["provider"]) == (True, None, "builtin")
    assert page["bytes"] > 0 and page["chars"] == len(page["content"]) and page["tokens"] > 0
    assert (unsafe["ok"], unsafe["reason"]) == (False, "unsafe_url")
    meta = data["meta"]
    assert meta["urls"] == [alpha, "javascript:x"]
    assert (meta["count"], meta["ok"], meta["failed"]) == (2, 1, 1)
    assert meta["reasons"] == {"unsafe_url": 1} and meta["truncated"] is False
    assert meta["cached"] == 0 and isinstance(meta["elapsed_ms"], int)
    assert unfenced(data["text"]).startswith(f"[cite:{page['id']}] Article alpha\nURL: {alpha}\n")
    assert "Could not read javascript:x: unsafe_url — " in data["text"]
    # --no-cache read the page again although the first call had cached it.
    assert sorted(r.path for r in site.requests) == ["/alpha", "/alpha", "/doc.pdf"]

    blank = app("fetch", "   ")
    assert blank.returncode == 2 and "URL is empty" in blank.stderr


def test_sigterm_stops_a_fetch_cleanly(site: LocalServer, tmp_path: Path) -> None:
    import signal
    import time

    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.json").write_text(json.dumps(
        {"fetch.allow_private_network": True, "fetch.fallback": "none", "fetch.timeout_s": 60}))
    env = dict(os.environ, FOOTNOTE_HOME=str(home))
    proc = subprocess.Popen([sys.executable, "-m", "app", "fetch", site.url("/never")],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            cwd=Path(__file__).resolve().parents[2])
    try:
        deadline = time.monotonic() + 30
        while not any(r.path == "/never" for r in site.requests):
            assert time.monotonic() < deadline, "the page was never requested"
            time.sleep(0.02)
        proc.send_signal(signal.SIGTERM)
        _out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 130, err
    assert "Stopped." in err and "Traceback" not in err
