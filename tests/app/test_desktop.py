"""The Linux menu entry written by ``footnote install-desktop``."""

from __future__ import annotations

import configparser
from pathlib import Path

import pytest

from app import desktop
from app.cli import main


def _entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def test_install_writes_entry_and_icon(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(desktop.shutil, "which", lambda _name: "/opt/my tools/footnote")
    done = desktop.install(tmp_path)
    entry = _entry(done.desktop_file)
    assert done.desktop_file == tmp_path / "applications" / "footnote.desktop"
    assert entry["Exec"] == '"/opt/my tools/footnote"'
    assert entry["Icon"] == "footnote" and entry["Type"] == "Application"
    assert entry["Terminal"] == "false"
    assert done.icon_file.read_bytes() == desktop.ICON.read_bytes()
    assert desktop.uninstall(tmp_path) == [done.desktop_file, done.icon_file]
    assert not done.desktop_file.exists() and desktop.uninstall(tmp_path) == []


def test_reserved_characters_are_quoted_as_the_spec_says() -> None:
    # A backslash escape in Exec, then the string escape of the value: \" is \\\".
    assert desktop._quote('/a"b/footnote') == '"/a\\\\\"b/footnote"'
    assert desktop._quote("/plain/footnote") == "/plain/footnote"


def test_percent_in_the_command_is_escaped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(desktop.shutil, "which", lambda _name: "/home/a%b/bin/footnote")
    assert desktop.launch_command() == "/home/a%%b/bin/footnote"


def test_without_a_launcher_the_interpreter_runs_the_module(
    monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(desktop.shutil, "which", lambda _name: None)
    assert desktop.launch_command().endswith(" -m app")


def test_cli_command_uses_xdg_data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setattr("sys.platform", "linux")
    assert main(["install-desktop"]) == 0
    assert (tmp_path / "applications" / "footnote.desktop").exists()
    assert "Installed" in capsys.readouterr().out
    assert main(["install-desktop", "--uninstall"]) == 0
    assert not (tmp_path / "applications" / "footnote.desktop").exists()


def test_unwritable_data_home_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    monkeypatch.setattr("sys.platform", "linux")
    assert main(["install-desktop"]) == 1
    assert "Could not write the menu entry" in capsys.readouterr().err
