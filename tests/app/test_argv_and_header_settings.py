"""Undecodable argv bytes and control characters in one-line settings are
refused with the reason, on the command line and in a hand-edited file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.cli import main
from app.settings import Settings
from app.settings_schema import BY_NAME, DEFAULT_USER_AGENT, get
from services.errors import SettingsError
from tests.app.profile_cli import cli, one_error


def test_undecodable_argv_bytes_are_refused(tmp_path: Path) -> None:
    for args in ([b"search", b"\xff\xfe"], [b"ask", b"caf\xe9?"], [b"config", b"get", b"\xc3"]):
        done = cli(tmp_path / "profile", *args)
        assert done.returncode == 2
        line = one_error(done)
        shown = args[-1].decode("ascii", "backslashreplace")
        assert f"argument {len(args)} ({shown})" in line
        assert "UTF-8 locale" in line
        assert done.stdout == ""


def test_undecodable_argv_is_refused_in_process(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["search", "tea", "\udcff"]) == 2
    assert capsys.readouterr().err == (
        "error: argument 3 (\\xff) is not valid UTF-8 text: it holds bytes the terminal's "
        "encoding cannot decode. Retype it, or use a UTF-8 locale (for example "
        "LANG=C.UTF-8).\n")


HEADER_BOUND = ["fetch.user_agent", "fetch.jina.api_host", "llm.custom.base_url",
                "search.searxng.api_host", "search.searxng.username", "llm.model"]
CONTROLS = {"\r\n": "a carriage return", "\n": "a line feed", "\x00": "a NUL byte",
            "\x1b": "an escape character", "\x7f": "a DEL character",
            "\x85": "a control character", "\x07": "a control character"}


@pytest.mark.parametrize("name", HEADER_BOUND)
@pytest.mark.parametrize("control", list(CONTROLS), ids=[repr(c) for c in CONTROLS])
def test_config_set_refuses_control_characters(
    name: str, control: str, capsys: pytest.CaptureFixture[str]
) -> None:
    value = f"http://a.example{control}X-Injected: 1"
    assert main(["config", "set", name, value]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: {name}: it contains {CONTROLS[control]}") and "one line" in err
    assert Settings().is_default(name)


def test_every_one_line_setting_refuses_a_line_break() -> None:
    one_line = [s for s in BY_NAME.values() if s.type == "str"]
    assert len(one_line) >= 10
    for setting in one_line:
        with pytest.raises(SettingsError, match="line feed"):
            setting.coerce("a\nb")
    with pytest.raises(SettingsError, match="carriage return"):
        get("blacklist.subscriptions").coerce(["https://a.example/\r\nHost: b"])


def test_trailing_whitespace_is_still_just_trimmed() -> None:
    assert get("fetch.user_agent").coerce("  Footnote/1.0\n") == "Footnote/1.0"
    assert get("blacklist.rules").coerce("*://a.example/*\n*://b.example/*\n").count("\n") == 2


def test_the_user_agent_is_printable_ascii() -> None:
    with pytest.raises(SettingsError, match="HTTP header"):
        get("fetch.user_agent").coerce("Footnote/1.0 (café)")
    with pytest.raises(SettingsError, match="not valid Unicode"):
        get("llm.model").coerce("gpt\udcff")


def test_a_hand_edited_file_loses_only_the_bad_value(
    footnote_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = footnote_home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"fetch.user_agent": "Mozilla/5.0\r\nX-Evil: 1",
                                "llm.custom.base_url": "http://127.0.0.1:1/v1\n",
                                "search.searxng.api_host": "http://searx.lan\u0000/x",
                                "fetch.timeout_s": 7}))
    assert main(["config", "get", "fetch.user_agent"]) == 0
    out, err = capsys.readouterr()
    assert out == DEFAULT_USER_AGENT + "\n"
    warned = [line for line in err.splitlines() if line.startswith("warning: ")]
    assert len(warned) == 2 and "Traceback" not in err
    assert "fetch.user_agent" in warned[0] and "carriage return" in warned[0]
    assert "search.searxng.api_host" in warned[1] and "NUL byte" in warned[1]
    settings = Settings()
    assert settings["fetch.timeout_s"] == 7.0
    assert settings["llm.custom.base_url"] == "http://127.0.0.1:1/v1"  # a trailing LF trims
    assert settings.is_default("fetch.user_agent")
