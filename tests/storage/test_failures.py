"""Failures of the database reach the caller as clear StorageErrors and lose no text."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from services.storage import History, StorageError, schema

ROOT = Path(__file__).resolve().parents[2]


def test_busy_database_says_so(db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    History(db_path).close()
    monkeypatch.setattr(schema, "BUSY_TIMEOUT_S", 0.05)
    with History(db_path) as h:
        blocker = sqlite3.connect(db_path, isolation_level=None)
        blocker.execute("BEGIN IMMEDIATE")  # another process is writing
        try:
            with pytest.raises(StorageError) as err:
                h.create_conversation("waits, then gives up")
            assert err.value.code == "busy"
            assert "another Footnote window" in err.value.message
            assert h.conversations() == []  # reading still works under WAL
        finally:
            blocker.execute("ROLLBACK")
            blocker.close()
        assert h.create_conversation("now it works").title == "now it works"


def test_full_disk_keeps_the_streamed_text_until_it_can_be_saved(db_path: Path) -> None:
    with History(db_path, flush_interval=3600) as h:
        conv = h.create_conversation()
        mid = h.begin_answer(conv.id)
        pages = h._conn.execute("PRAGMA page_count").fetchone()[0]
        h._conn.execute(f"PRAGMA max_page_count = {pages}")  # the disk is now full
        big = "x" * 200_000
        h.append_answer(mid, big)
        h._streams.flush(mid)  # the background write fails; the text stays buffered
        with pytest.raises(StorageError) as err:
            h.finish_answer(mid, "complete")
        assert err.value.code == "disk_full" and "Free some disk space" in err.value.hint
        with pytest.raises(StorageError):
            h.add_user_message(conv.id, big)
        h._conn.execute("PRAGMA max_page_count = 1073741823")  # space freed
        h.append_answer(mid, " end")  # the stream is still open after the failed finish
        h.finish_answer(mid, "complete")
        assert h.message(mid).content == big + " end"


LIVE_CHILD = """
import sys
from services.storage import History
h = History(sys.argv[1])
conv = h.create_conversation("other process")
mid = h.begin_answer(conv.id)
h.append_answer(mid, "written by the child")
print(mid, flush=True)
sys.stdin.readline()  # stay alive, streaming, until told to finish
h.finish_answer(mid, "complete")
h.close()
"""


def test_another_process_does_not_recover_a_live_stream(db_path: Path) -> None:
    History(db_path).close()
    child = subprocess.Popen(
        [sys.executable, "-c", LIVE_CHILD, str(db_path)],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert child.stdin is not None and child.stdout is not None
    try:
        mid = int(child.stdout.readline())
        with History(db_path) as h:  # e.g. the CLI opening while the GUI streams
            assert h.message(mid).status == "streaming"
        child.stdin.write("\n")
        child.stdin.flush()
        assert child.wait(timeout=60) == 0
    finally:
        if child.poll() is None:
            child.kill()
    with History(db_path) as h:
        answer = h.message(mid)
        assert (answer.content, answer.status) == ("written by the child", "complete")


def test_open_on_a_folder_path_is_a_clear_error(footnote_home: Path) -> None:
    folder = footnote_home / "data" / "history.sqlite3"
    folder.mkdir(parents=True)
    with pytest.raises(StorageError) as err:
        History(folder)
    assert str(folder) in err.value.message and "could not be opened" in err.value.message
    assert "writable" in err.value.hint
