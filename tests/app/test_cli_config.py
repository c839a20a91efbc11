"""``python -m app config`` and ``keys``: the same code the GUI uses."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from app import paths
from app.cli import main


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_config_list_shows_descriptions_and_values(capsys) -> None:
    code, out, _ = run(["config", "list"], capsys)
    assert code == 0
    assert "fetch.allow_private_network = false" in out
    assert "Allow web_fetch to read loopback" in out
    assert "fetch.jina.api_host = https://r.jina.ai" in out


def test_config_set_get_roundtrip(capsys) -> None:
    assert run(["config", "set", "fetch.timeout_s", "7"], capsys)[0] == 0
    code, out, _ = run(["config", "get", "fetch.timeout_s"], capsys)
    assert (code, out.strip()) == (0, "7.0")
    data = json.loads(paths.settings_file().read_text(encoding="utf-8"))
    assert data["fetch.timeout_s"] == 7.0


def test_config_bad_input_exits_2_with_reason(capsys) -> None:
    code, _, err = run(["config", "set", "fetch.fallback", "bing"], capsys)
    assert code == 2 and "one of jina, none" in err
    code, _, err = run(["config", "get", "no.such.key"], capsys)
    assert code == 2 and "Unknown setting" in err
    assert run(["config"], capsys)[0] == 2


def test_keys_set_reads_stdin_and_lists_names_only(capsys, monkeypatch, memory_keyring) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("sk-test-999\n"))
    code, out, _ = run(["keys", "set", "llm.openai"], capsys)
    assert code == 0 and "sk-test-999" not in out
    assert memory_keyring.store[("footnote", "llm.openai")] == "sk-test-999"
    code, out, _ = run(["keys", "list"], capsys)
    assert out.split() == ["llm.openai"]
    code, out, _ = run(["keys", "delete", "llm.openai"], capsys)
    assert code == 0
    assert run(["keys", "delete", "llm.openai"], capsys)[0] == 1


def test_module_entry_point_runs_in_a_subprocess(footnote_home) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "app", "config", "get", "fetch.fallback"],
        capture_output=True, text=True, timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "jina"


@pytest.mark.parametrize("argv", [["keys", "names"], ["blacklist", "check"]])
def test_every_command_reports_a_broken_settings_file(argv, capsys) -> None:
    # The file is moved aside on the first load: that command is the only one
    # that can say so.
    paths.settings_file().parent.mkdir(parents=True, exist_ok=True)
    paths.settings_file().write_text("{broken", encoding="utf-8")
    _code, _out, err = run(argv, capsys)
    assert "warning: The settings file" in err and "defaults are in use" in err
