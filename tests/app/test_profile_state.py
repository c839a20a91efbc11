"""A profile in a hostile state ends in one ``error:`` line, never a traceback or a
hang; a read-only profile runs on what it can read and says so once; a full
disk loses nothing. Each case runs the real CLI in its own process."""

from __future__ import annotations

import errno
import json
import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from app.cli import main
from app.settings import Settings
from tests.agent.conftest import Lab, lab  # noqa: F401 - the fixture is used by name
from tests.app.profile_cli import HANG_DETECTOR_S, ROOT, cli, one_error, read_only, warnings_of
from tests.servers.openai_server import cite_id_for, search, text

SETTINGS = Path("config/settings.json")
LOG = Path("data/logs/footnote.log")
HISTORY = Path("data/history.sqlite3")


def _fifo(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)


def _folder(path: Path) -> None:
    (path / "inside").mkdir(parents=True)


MAKERS: dict[str, Callable[[Path], None]] = {"fifo": _fifo, "folder": _folder}
WORDS = {"fifo": "named pipe", "folder": "a folder"}


def test_footnote_home_that_is_a_file(tmp_path: Path) -> None:
    home = tmp_path / "profile"
    home.write_text("not a folder")
    for args in (["config", "list"], ["history", "list"], ["search", "tea"], ["mcp"]):
        line = one_error(cli(home, *args))
        assert f"FOOTNOTE_HOME is {home}" in line and "a file, not a folder" in line
    assert home.read_text() == "not a folder"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
@pytest.mark.parametrize("kind", ["fifo", "folder"])
@pytest.mark.parametrize(("where", "args"), [
    (SETTINGS, ["config", "list"]),
    (SETTINGS, ["search", "tea"]),
    (SETTINGS, ["mcp"]),
    (LOG, ["config", "list"]),
    (LOG, ["ask", "hello"]),
    (HISTORY, ["history", "list"]),
    (HISTORY, ["ask", "hello", "--provider", "ollama", "--model", "m"]),
], ids=["settings-config", "settings-search", "settings-mcp", "log-config", "log-ask",
        "history-list", "history-ask"])
def test_a_profile_file_that_is_no_file(
    tmp_path: Path, kind: str, where: Path, args: list[str]
) -> None:
    home = tmp_path / "profile"
    target = home / where
    MAKERS[kind](target)
    line = one_error(cli(home, *args))  # a blocked open would time out here
    assert str(target) in line and WORDS[kind] in line and "Move it away" in line
    # Left exactly where it was: a pipe or a folder is in the way, not corrupt.
    assert target.is_dir() if kind == "folder" else target.is_fifo()
    assert not list(target.parent.glob(f"{target.name}.bad-*"))


def test_a_profile_folder_that_is_a_file(tmp_path: Path) -> None:
    home = tmp_path / "profile"
    home.mkdir()
    (home / "data").write_text("x")
    line = one_error(cli(home, "history", "list"))
    assert f"{home / 'data'} is a file, not a folder" in line


def test_a_dangling_history_link_is_refused_not_created(tmp_path: Path) -> None:
    home = tmp_path / "profile"
    (home / "data").mkdir(parents=True)
    elsewhere = tmp_path / "unmounted-drive"
    elsewhere.mkdir()
    link = home / HISTORY
    link.symlink_to(elsewhere / "history.sqlite3")
    for args in (["history", "list"], ["ask", "hi", "--provider", "ollama", "--model", "m"]):
        line = one_error(cli(home, *args))
        assert str(link) in line and str(elsewhere / "history.sqlite3") in line
        assert "remove the link" in line
    assert list(elsewhere.iterdir()) == []  # no database appeared at the target
    assert link.is_symlink()


def test_a_dangling_settings_link_is_refused_and_kept(tmp_path: Path) -> None:
    home = tmp_path / "profile"
    (home / "config").mkdir(parents=True)
    link = home / SETTINGS
    link.symlink_to(tmp_path / "dotfiles" / "settings.json")
    line = one_error(cli(home, "config", "set", "fetch.timeout_s", "5"))
    assert str(link) in line and "does not exist" in line
    assert link.is_symlink() and not (tmp_path / "dotfiles").exists()


# A read-only profile ----------------------------------------------------------

def _notice(done: subprocess.CompletedProcess[str], home: Path) -> str:
    (line,) = warnings_of(done)  # said once
    assert f"cannot write to {home}" in line
    return line


def test_an_empty_read_only_profile_runs_on_the_defaults(tmp_path: Path) -> None:
    home = tmp_path / "profile"
    with read_only(home) as prefix:
        shown = cli(home, "config", "get", "fetch.timeout_s", prefix=prefix)
        assert shown.returncode == 0 and shown.stdout == "20.0\n"
        notice = _notice(shown, home)
        assert "settings cannot be saved" in notice and "history cannot be kept" in notice
        listed = cli(home, "history", "list", prefix=prefix)
        assert "Traceback" not in listed.stderr
        changed = cli(home, "config", "set", "fetch.timeout_s", "5", prefix=prefix)
        line = one_error(changed)
        assert "could not be saved" in line and "read-only" in line
    assert list(home.iterdir()) == []


@pytest.mark.slow
def test_a_read_only_profile_still_answers_and_searches(
    lab: Lab, footnote_home: Path  # noqa: F811
) -> None:
    Settings().update(lab.app_settings(**{"secrets.backend": "file", "fetch.timeout_s": 7}))
    page = lab.page("tea", "Assam tea", "Assam tea is grown in the Brahmaputra valley.")
    lab.hits("assam tea", ("Assam tea", page, "Grown in Assam."))
    lab.llm.script(search("assam tea"),
                   lambda body: text(f"In Assam [cite:{cite_id_for(body, '/articles/tea')}]."))
    before = sorted(p.relative_to(footnote_home) for p in footnote_home.rglob("*"))
    with read_only(footnote_home) as prefix:
        asked = cli(footnote_home, "ask", "Where is Assam tea grown?", prefix=prefix,
                    timeout=120)
        assert asked.returncode == 0, asked.stderr
        assert asked.stdout.startswith("In Assam [1].") and page in asked.stdout
        notice = _notice(asked, footnote_home)  # the only warning: no "will not be saved"
        assert "settings cannot be saved" in notice and "history cannot be kept" in notice

        found = cli(footnote_home, "search", "assam tea", prefix=prefix, timeout=120)
        assert found.returncode == 0, found.stderr
        assert page in found.stdout
        _notice(found, footnote_home)

        shown = cli(footnote_home, "config", "get", "fetch.timeout_s", prefix=prefix)
        assert shown.stdout == "7.0\n"  # read from the file it cannot write
    assert sorted(p.relative_to(footnote_home) for p in footnote_home.rglob("*")) == before


def test_mcp_starts_in_a_read_only_profile(tmp_path: Path) -> None:
    home = tmp_path / "profile"
    with read_only(home) as prefix:
        replies, err = _mcp_session(home, prefix, [
            {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
                "protocolVersion": "2025-06-18", "capabilities": {},
                "clientInfo": {"name": "test", "version": "1"}}},
            {"jsonrpc": "2.0", "method": "notifications/initialized"},
            {"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
        ])
    assert replies[0]["result"]["serverInfo"]["name"] == "footnote"
    assert {t["name"] for t in replies[1]["result"]["tools"]} == {"web_search", "web_fetch"}
    (line,) = [line for line in err.splitlines() if line.startswith("warning: ")]
    assert f"cannot write to {home}" in line and "Traceback" not in err


def _mcp_session(home: Path, prefix: list[str], requests: list[dict[str, object]]
                 ) -> tuple[list[dict[str, object]], str]:
    """Send ``requests`` one by one, reading the reply to each that has an id;
    input stays open until the last reply came (the server may stop reading at
    end of input). A watchdog kills a server that does not answer."""
    env = {**os.environ, "FOOTNOTE_HOME": str(home), "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen([*prefix, sys.executable, "-m", "app", "mcp"], cwd=ROOT, env=env,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    watchdog = threading.Timer(60, proc.kill)
    watchdog.start()
    replies = []
    try:
        assert proc.stdin is not None and proc.stdout is not None
        for request in requests:
            proc.stdin.write(json.dumps(request) + "\n")
            proc.stdin.flush()
            if "id" in request:
                replies.append(json.loads(proc.stdout.readline()))
        _out, err = proc.communicate(timeout=60)
    finally:
        watchdog.cancel()
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, err
    return replies, err


# A full disk -------------------------------------------------------------------

def test_a_full_disk_keeps_the_old_settings_file(
    footnote_home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["config", "set", "fetch.timeout_s", "7"]) == 0
    path = footnote_home / SETTINGS
    before = path.read_bytes()
    capsys.readouterr()

    def full(_fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("services.files.os.fsync", full)
    assert main(["config", "set", "fetch.timeout_s", "9"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("error: ") and "Traceback" not in err
    assert "the disk is full" in err and "previous version was left as it was" in err
    assert path.read_bytes() == before
    assert sorted(p.name for p in path.parent.iterdir()) == ["settings.json"]  # no temp file


def test_a_really_full_disk(tmp_path: Path) -> None:
    """The same on a tiny tmpfs filled to the brim (where such a mount is allowed):
    the command, then a look at the file, run inside the one mount namespace."""
    if os.name != "posix" or os.geteuid() != 0 or not shutil.which("unshare"):
        pytest.skip("mounting a tmpfs needs root in a private mount namespace")
    home = tmp_path / "profile"
    home.mkdir()
    script = (
        'mount -t tmpfs -o size=256k tmpfs "$0" || exit 99; '
        'mkdir -p "$0/config" && printf \'{"fetch.timeout_s": 7}\' > "$0/config/settings.json"; '
        'dd if=/dev/zero of="$0/filler" bs=4k 2>/dev/null; '
        '"$@"; echo "status=$?"; cat "$0/config/settings.json"; echo; ls -A "$0/config"'
    )
    env = {**os.environ, "FOOTNOTE_HOME": str(home), "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        ["unshare", "-m", "sh", "-c", script, str(home),
         sys.executable, "-m", "app", "config", "set", "fetch.timeout_s", "9"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=HANG_DETECTOR_S)
    if done.returncode == 99 or "status=" not in done.stdout:
        pytest.skip(f"no tmpfs mount here: {done.stderr.strip()}")
    assert done.stdout.splitlines() == ["status=1", '{"fetch.timeout_s": 7}', "settings.json"]
    line = one_error(subprocess.CompletedProcess(done.args, 1, "", done.stderr))
    assert "the disk is full" in line and "previous version was left as it was" in line
