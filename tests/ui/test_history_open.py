"""An older history opens through the upgrade dialog, with every conversation kept."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from services.storage import schema
from services.storage.backup import needs_upgrade
from ui.history_open import open_history


def test_an_old_history_is_upgraded_with_progress(qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    conn = schema.connect(path)
    schema.migrate(conn, target=3)
    conn.execute("INSERT INTO conversations VALUES (1, 'old', '', 1, 1)")
    conn.execute(
        "INSERT INTO messages(conversation_id, role, content, created_at, updated_at) "
        "VALUES (1, 'user', 'about ferns', 1, 1)"
    )
    conn.close()
    assert needs_upgrade(path)
    history = open_history(None, path)
    try:
        assert [c.title for c in history.conversations()] == ["old"]
        assert [hit.conversation.id for hit in history.search("fern")] == [1]
    finally:
        history.close()
    assert not needs_upgrade(path)
