"""``python -m app history ...`` on the profile's real history file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app import paths
from app.cli import main
from services.citations.registry import Source
from services.storage import History


@pytest.fixture
def saved() -> int:
    with History(paths.history_db()) as h:
        conv = h.create_conversation("Kiwi birds", model="gpt-4o")
        h.add_user_message(conv.id, "Can kiwis fly?")
        mid = h.begin_answer(conv.id, model="gpt-4o")
        src = Source(id="k-1", url="https://birds.example/kiwi", title="Kiwi facts")
        h.save_registry(conv.id, [src])
        h.set_answer_sources(mid, [(1, src)])
        h.append_answer(mid, "No, kiwis cannot fly [cite:k-1].")
        h.finish_answer(mid, "stopped")
        h.create_conversation("Other")
        return conv.id


def test_list_and_json(saved: int, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["history", "list"]) == 0
    out = capsys.readouterr().out
    assert "Kiwi birds" in out and "Other" in out
    assert main(["history", "list", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {d["title"] for d in data} == {"Kiwi birds", "Other"}


def test_search_show_export(saved: int, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["history", "search", "cannot fly"]) == 0
    out = capsys.readouterr().out
    assert "Kiwi birds" in out and "Other" not in out and "cannot fly" in out
    assert main(["history", "search", "penguin"]) == 0
    assert "No conversation contains" in capsys.readouterr().out

    assert main(["history", "show", str(saved)]) == 0
    out = capsys.readouterr().out
    assert "Footnote [stopped]:" in out and "No, kiwis cannot fly" in out
    assert main(["history", "show", str(saved), "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["messages"][1]["sources"][0]["url"] == "https://birds.example/kiwi"

    target = tmp_path / "kiwi.md"
    assert main(["history", "export", str(saved), "-o", str(target)]) == 0
    text = target.read_text(encoding="utf-8")
    assert (
        "No, kiwis cannot fly [1]." in text
        and "1. Kiwi facts. <https://birds.example/kiwi>" in text
    )


def test_rename_and_delete_with_confirmation(
    saved: int, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert main(["history", "rename", str(saved), "Flightless"]) == 0
    assert "'Flightless'" in capsys.readouterr().out
    # Not a terminal and no --yes: refuse, keep the data.
    monkeypatch.setattr("sys.stdin.isatty", lambda: False)
    assert main(["history", "delete", str(saved)]) == 1
    assert "--yes" in capsys.readouterr().err
    monkeypatch.setattr("sys.stdin.isatty", lambda: True)
    monkeypatch.setattr("builtins.input", lambda prompt: "n")
    assert main(["history", "delete", str(saved)]) == 1
    monkeypatch.setattr("builtins.input", lambda prompt: "y")
    assert main(["history", "delete", str(saved)]) == 0
    with History(paths.history_db()) as h:
        assert [c.title for c in h.conversations()] == ["Other"]


def test_unknown_conversation_is_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["history", "show", "404"]) == 1
    assert "Conversation 404 does not exist." in capsys.readouterr().err
    assert main(["history", "delete", "404", "--yes"]) == 1


def test_output_that_cannot_be_written_is_an_error_not_a_crash(
    saved: int, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    assert main(["history", "export", str(saved), "-o", str(tmp_path)]) == 1  # a folder
    assert "Choose a writable path with --output" in capsys.readouterr().err

    class ClosedPipe:
        def write(self, _text: str) -> int:
            raise BrokenPipeError(32, "Broken pipe")

        def flush(self) -> None:
            pass

    monkeypatch.setattr("sys.stdout", ClosedPipe())
    assert main(["history", "list"]) == 1
    assert "could not write the output: Broken pipe" in capsys.readouterr().err


def test_an_older_history_shows_upgrade_progress(
    footnote_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from app.cli import main
    from app.paths import history_db
    from services.storage import schema

    conn = schema.connect(history_db())
    schema.migrate(conn, target=3)
    conn.execute("INSERT INTO conversations VALUES (1, 'kept', '', 1, 1)")
    conn.close()
    assert main(["history", "list"]) == 0
    out = capsys.readouterr()
    assert "kept" in out.out
    assert "Upgrading the chat history: 1 of 1" in out.err
