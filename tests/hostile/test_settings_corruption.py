"""Settings survive corruption: unreadable files are moved aside with their bytes
intact, one bad value falls back alone, numbers are finite and in range."""

from __future__ import annotations

import json
import stat
from pathlib import Path

import pytest

from app import paths
from app.cli import main
from app.settings import Settings
from app.settings_schema import get

DEEP = b"[" * 100_000 + b"]" * 100_000

# Files that cannot be read at all: (label, bytes).
UNREADABLE: list[tuple[str, bytes]] = [
    ("top-level 1e400", b"1e400"),
    ("100,000 nested brackets", DEEP),
    ("deep nesting inside a value", b'{"llm.overrides": ' + b'{"a": ' * 50_000 + b"1"
     + b"}" * 50_001),
    ("invalid JSON", b'{"fetch.timeout_s": 20,'),
    ("not UTF-8", b'{"ui.language": "\xff\xfe"}'),
    ("empty file", b""),
    ("a list", b"[1, 2, 3]"),
    ("null", b"null"),
    ("NUL bytes", b"\x00" * 64),
]

# Files with one bad value among good ones: (label, bad key, bad JSON value).
BAD_VALUES: list[tuple[str, str, str]] = [
    ("float overflow", "fetch.timeout_s", "1e400"),
    ("int overflow", "fetch.max_bytes", "1e400"),
    ("NaN", "fetch.timeout_s", "NaN"),
    ("Infinity", "fetch.connect_timeout_s", "Infinity"),
    ("-Infinity", "search.timeout_s", "-Infinity"),
    ("below the minimum", "fetch.max_redirects", "-1"),
    ("above the maximum", "fetch.max_redirects", "1000000"),
    ("huge int", "fetch.max_parallel_downloads", "1" + "0" * 400),
    ("wrong type", "fetch.timeout_s", '"fast"'),
    ("bool for a number", "fetch.max_bytes", "true"),
    ("fraction for a whole number", "search.max_results", "2.5"),
    ("object for text", "blacklist.rules", '{"a": 1}'),
    ("unknown choice", "ui.language", '"klingon"'),
]


def _write(data: bytes) -> Path:
    path = paths.settings_file()
    path.write_bytes(data)
    return path


@pytest.mark.parametrize(("label", "data"), UNREADABLE, ids=[u[0] for u in UNREADABLE])
def test_an_unreadable_file_is_moved_aside_intact(
    label: str, data: bytes, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _write(data)
    assert main(["config", "get", "fetch.timeout_s"]) == 0
    out, err = capsys.readouterr()
    assert out.strip() == "20.0"  # the default
    (backup,) = path.parent.glob("settings.json.bad-*")
    assert backup.read_bytes() == data
    assert str(backup) in err and "warning:" in err and "Traceback" not in err
    assert not path.exists() or path.read_bytes() != data
    settings = Settings()
    assert settings.warnings == []  # told once; the defaults now load silently
    settings.set("fetch.timeout_s", 30)
    assert json.loads(path.read_text())["fetch.timeout_s"] == 30.0
    assert backup.read_bytes() == data  # never overwritten


@pytest.mark.parametrize(("label", "key", "bad"), BAD_VALUES, ids=[b[0] for b in BAD_VALUES])
def test_one_bad_value_falls_back_alone(
    label: str, key: str, bad: str, capsys: pytest.CaptureFixture[str]
) -> None:
    other = "search.max_results" if key != "search.max_results" else "fetch.max_redirects"
    path = _write(f'{{"{key}": {bad}, "{other}": 3}}'.encode())
    assert main(["config", "get", key]) == 0
    out, err = capsys.readouterr()
    default = get(key).default
    assert out.strip() == (str(default) if not isinstance(default, str) else default) or (
        default == "" and out.strip() == "")
    assert key in err and "uses its default" in err
    settings = Settings()
    assert settings[other] == 3
    assert not list(path.parent.glob("settings.json.bad-*"))


@pytest.mark.parametrize(
    "value", ["nan", "NaN", "inf", "-inf", "Infinity", "1e400", "1e999", "-1", "0", "abc", "",
              "9" * 500]
)
def test_config_set_refuses_non_finite_and_out_of_range_numbers(
    value: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["config", "set", "fetch.timeout_s", "--", value]) != 0
    _out, err = capsys.readouterr()
    assert err.startswith("error: fetch.timeout_s") and err.count("\n") == 1
    assert "Traceback" not in err
    assert Settings()["fetch.timeout_s"] == 20.0


@pytest.mark.parametrize("value", ["nan", "inf", "1e400", "2.5", "9" * 500])
def test_whole_number_settings_refuse_non_integers(value: str) -> None:
    with pytest.raises(Exception, match="max_bytes"):
        Settings().set("fetch.max_bytes", value)


def test_every_number_written_through_settings_is_finite() -> None:
    settings = Settings()
    settings.update({"fetch.timeout_s": "12.5", "fetch.max_bytes": 1024 * 1024})
    for setting, value, _default in settings.describe():
        if setting.type in ("int", "float"):
            assert value == value and abs(value) != float("inf")


def test_private_modes_on_creation_and_upgrade(tmp_path: Path) -> None:
    Settings().set("fetch.timeout_s", 25)
    for folder in (paths.config_dir(), paths.data_dir(), paths.cache_dir()):
        assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    for file in (paths.settings_file(), paths.history_db(), paths.cache_db(), paths.log_file()):
        assert stat.S_IMODE(file.stat().st_mode) == 0o600, file
    # An older profile made with 0755/0644 is tightened when opened.
    for folder in (paths.config_dir(), paths.data_dir()):
        folder.chmod(0o755)
    for file in (paths.settings_file(), paths.history_db()):
        file.chmod(0o644)
    wal = paths.history_db().with_name("history.sqlite3-wal")
    wal.write_bytes(b"")
    wal.chmod(0o644)
    assert main(["config", "get", "fetch.timeout_s"]) == 0
    for folder in (paths.config_dir(), paths.data_dir()):
        assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    for file in (paths.settings_file(), paths.history_db(), wal):
        assert stat.S_IMODE(file.stat().st_mode) == 0o600, file
    assert main(["history", "list"]) == 0  # the tightened database still opens
