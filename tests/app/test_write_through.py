"""Profile files written through symbolic links, atomically, with mode 0600:
settings, the key file, the subscription index and lists, the rotated log."""

from __future__ import annotations

import json
import logging
import os
import stat
from pathlib import Path

import pytest

from app import paths
from app.logfile import PrivateRotatingFile
from app.secrets import PlainFileStore
from app.settings import Settings
from services.blacklist.subscriptions import SubscriptionStore
from services.files import FileProblem, read_text, write_atomic
from tests.app.profile_cli import cli

posix_only = pytest.mark.skipif(os.name != "posix", reason="modes and links are POSIX")


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.fixture
def umask_022() -> object:
    old = os.umask(0o022)  # the usual umask: plain open() would make 0644 files
    yield
    os.umask(old)


@posix_only
def test_config_set_keeps_a_symlinked_settings_file_a_link(tmp_path: Path) -> None:
    home = tmp_path / "profile"
    (home / "config").mkdir(parents=True)
    dotfiles = tmp_path / "dotfiles"
    dotfiles.mkdir()
    target = dotfiles / "footnote.json"
    target.write_text(json.dumps({"fetch.timeout_s": 7, "kept.unknown": 1}))
    link = home / "config" / "settings.json"
    link.symlink_to(os.path.relpath(target, link.parent))  # a relative link, as stow makes
    done = cli(home, "config", "set", "fetch.timeout_s", "9")
    assert done.returncode == 0, done.stderr
    assert link.is_symlink() and link.resolve() == target.resolve()
    assert json.loads(target.read_text()) == {"fetch.timeout_s": 9.0, "kept.unknown": 1}
    assert _mode(target) == 0o600
    assert sorted(p.name for p in dotfiles.iterdir()) == ["footnote.json"]  # no temp left
    assert sorted(p.name for p in link.parent.iterdir()) == ["settings.json"]


@posix_only
def test_a_chain_of_links_is_written_at_its_end(tmp_path: Path) -> None:
    final = tmp_path / "real" / "settings.json"
    final.parent.mkdir()
    final.write_text("{}")
    middle = tmp_path / "middle.json"
    middle.symlink_to(final)
    first = tmp_path / "first.json"
    first.symlink_to(middle)
    assert write_atomic(first, "new") == final
    assert first.is_symlink() and middle.is_symlink() and final.read_text() == "new"


@posix_only
def test_writes_refuse_a_link_to_nothing_and_a_link_loop(tmp_path: Path) -> None:
    dangling = tmp_path / "dangling.json"
    dangling.symlink_to(tmp_path / "missing" / "file.json")
    loop = tmp_path / "loop.json"
    loop.symlink_to(loop)
    for link in (dangling, loop):
        with pytest.raises(FileProblem, match="symbolic link"):
            write_atomic(link, "x")
        assert link.is_symlink()
    assert not (tmp_path / "missing").exists()


def test_settings_in_memory_follow_the_file_when_a_save_fails(
    footnote_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = Settings()
    settings.set("fetch.timeout_s", 7)

    def refuse(*_args: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("services.files.os.replace", refuse)
    with pytest.raises(OSError, match="could not be saved"):
        settings.set("fetch.timeout_s", 9)
    assert settings["fetch.timeout_s"] == 7.0  # not a value the file does not hold


@posix_only
def test_the_key_file_is_written_through_its_link(tmp_path: Path) -> None:
    target = tmp_path / "vault" / "keys.json"
    target.parent.mkdir()
    target.write_text("{}")
    link = tmp_path / "keys.json"
    link.symlink_to(target)
    PlainFileStore(link).set("llm.openai", "sk-test-123")
    assert link.is_symlink() and json.loads(target.read_text()) == {"llm.openai": "sk-test-123"}
    assert _mode(target) == 0o600


@posix_only
def test_subscription_index_and_lists_are_private_and_written_through(
    tmp_path: Path, umask_022: object
) -> None:
    folder = tmp_path / "subscriptions"
    folder.mkdir()
    kept = tmp_path / "elsewhere-index.json"
    kept.write_text('{"version": 1, "subscriptions": []}')
    (folder / "index.json").symlink_to(kept)
    store = SubscriptionStore(folder, lambda url: "example.com\n*://*.spam.example/*\n")
    store.add("https://lists.example/rules.txt")
    assert (folder / "index.json").is_symlink()
    index = json.loads(kept.read_text())
    assert [s["url"] for s in index["subscriptions"]] == ["https://lists.example/rules.txt"]
    assert _mode(kept) == 0o600
    (listing,) = folder.glob("*.txt")
    assert _mode(listing) == 0o600
    assert not list(folder.glob("*.tmp")) and not list(folder.glob(".*"))


@posix_only
def test_the_log_reopened_after_rotation_is_private(tmp_path: Path, umask_022: object) -> None:
    target = tmp_path / "footnote.log"
    handler = PrivateRotatingFile(target, max_bytes=300, backups=2)
    record = logging.LogRecord("t", logging.INFO, __file__, 1, "x" * 100, None, None)
    try:
        for _ in range(12):
            handler.emit(record)
    finally:
        handler.close()
    rotated = sorted(tmp_path.glob("footnote.log.*"))
    assert rotated, "the log never rotated"
    for path in (target, *rotated):
        assert _mode(path) == 0o600, path


@posix_only
def test_an_old_world_readable_log_is_tightened_when_reopened(
    tmp_path: Path, umask_022: object
) -> None:
    target = tmp_path / "footnote.log"
    target.write_text("old line\n")
    target.chmod(0o644)
    handler = PrivateRotatingFile(target, max_bytes=10_000, backups=1)
    try:
        handler.emit(logging.LogRecord("t", logging.INFO, __file__, 1, "new", None, None))
    finally:
        handler.close()
    assert _mode(target) == 0o600 and target.read_text() == "old line\nnew\n"


def test_text_the_log_cannot_encode_never_prints_a_logging_error(
    footnote_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from app import logs

    logs.setup()
    handler = logs._handler
    assert handler is not None
    # Straight to Footnote's handler: pytest's own capture cannot carry surrogates.
    handler.handle(logging.LogRecord("test", logging.WARNING, __file__, 1, "query %s",
                                     ("\udcff\udcfe",), None))
    handler.flush()
    assert capsys.readouterr().err == ""
    assert "query \\udcff\\udcfe" in paths.log_file().read_text(encoding="utf-8")


@posix_only
def test_reading_a_pipe_fails_at_once(tmp_path: Path) -> None:
    pipe = tmp_path / "settings.json"
    os.mkfifo(pipe)
    with pytest.raises(FileProblem, match="named pipe"):
        read_text(pipe)  # checked before it is opened, so this cannot block


@posix_only
def test_a_failed_write_through_names_the_folder_that_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "dotfiles" / "settings.json"
    target.parent.mkdir()
    target.write_text("{}")
    link = tmp_path / "profile" / "settings.json"
    link.parent.mkdir()
    link.symlink_to(target)

    def refuse(*_args: object, **_kwargs: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("services.files.tempfile.mkstemp", refuse)
    with pytest.raises(FileProblem) as caught:
        write_atomic(link, "new")
    assert f"{link} could not be saved (the folder {target.parent} is read-only)" in str(
        caught.value)
    assert target.read_text() == "{}" and link.is_symlink()
