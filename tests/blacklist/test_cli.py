"""``python -m app blacklist``: check, test, list, update."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.cli import main
from app.settings import Settings
from tests.servers.base import LocalServer, Response


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_check_reports_invalid_lines(capsys: pytest.CaptureFixture[str]) -> None:
    Settings().update(
        {"blacklist.rules": "# mine\n*://*.pinterest.com/*\nexample.com:8080\n",
         "blacklist.allow_rules": ""}
    )
    code, out, _ = run(["blacklist", "check"], capsys)
    assert code == 1
    assert "blacklist.rules: 1 rules, 1 invalid" in out
    assert "line 3: a pattern cannot contain a port" in out
    code, out, _ = run(["blacklist", "check", "--json"], capsys)
    data = json.loads(out)
    assert data["blacklist.rules"]["errors"][0]["line"] == 3


def test_check_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = tmp_path / "rules.txt"
    good.write_text("\ufeff*://a.example/*\n/b\\.example/\n", encoding="utf-8")
    assert run(["blacklist", "check", str(good)], capsys)[0] == 0
    code, _, err = run(["blacklist", "check", str(tmp_path / "missing.txt")], capsys)
    assert code == 2 and "cannot read" in err
    binary = tmp_path / "rules.bin"
    binary.write_bytes(b"\xff\xfe\x00*://a.example/*\x80\x81")
    code, _, err = run(["blacklist", "check", str(binary)], capsys)
    assert code == 2 and "not UTF-8 text" in err


def test_test_urls(capsys: pytest.CaptureFixture[str]) -> None:
    Settings().update({"blacklist.rules": "*://*.pinterest.com/*"})
    code, out, _ = run(
        ["blacklist", "test", "https://www.pinterest.com/pin/1", "https://example.org/"], capsys
    )
    assert code == 1
    assert "blocked  https://www.pinterest.com/pin/1  (blocked by your list (line 1:" in out
    assert "kept     https://example.org/  (no rule matched)" in out
    code, out, _ = run(["blacklist", "test", "--json", "https://example.org/"], capsys)
    assert code == 0
    assert json.loads(out)[0]["blocked"] is False


def test_update_and_list_subscriptions(
    server: LocalServer, capsys: pytest.CaptureFixture[str]
) -> None:
    server.route("/list.txt", Response("---\nname: Farms\n---\n*://*.farm.example/*\n",
                                       content_type="text/plain"))
    server.route("/broken.txt", Response("nope", 404, content_type="text/plain"))
    Settings().update({
        "fetch.allow_private_network": True,  # the test server is on 127.0.0.1
        "blacklist.subscriptions": [server.url("/list.txt"), server.url("/broken.txt")],
    })
    code, out, _ = run(["blacklist", "update"], capsys)
    assert code == 1
    assert "Farms" in out and "1 rules" in out
    assert "failed:" in out
    code, out, _ = run(["blacklist", "test", "https://x.farm.example/"], capsys)
    assert code == 1 and "the subscription Farms" in out
    code, out, _ = run(["blacklist", "update"], capsys)
    assert code == 0 and "up to date" in out
    code, out, _ = run(["blacklist", "list", "--json"], capsys)
    listed = json.loads(out)
    assert [s["name"] for s in listed] == ["Farms", f"127.0.0.1{'/broken.txt'}"]
    assert listed[1]["error"]
