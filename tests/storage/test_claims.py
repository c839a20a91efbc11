"""Checked claims are stored with their answer, survive a reopen, migrate in, and go with it."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from services.citations.parser import parse
from services.citations.registry import CitationRegistry, Source
from services.citations.support import Claim, check
from services.storage import SCHEMA_VERSION, History, schema


def _claims() -> list[Claim]:
    registry = CitationRegistry([Source("s-1", "https://e.org/", excerpt=(
        "The bridge opened in 1932. It carries eight lanes of traffic."))])
    return check(parse("The bridge opened in 1932 [cite:s-1]. It is painted gold "
                       "[cite:s-1].", registry), registry)


def test_claims_survive_a_reopen_and_are_deleted_with_the_answer(db_path: Path) -> None:
    claims = _claims()
    with History(db_path) as history:
        conversation = history.create_conversation("Bridges")
        history.add_user_message(conversation.id, "When did it open?")
        answer = history.begin_answer(conversation.id)
        history.finish_answer(answer, "complete", content="...")
        history.set_claims(answer, claims)
        history.set_claims(answer, claims)  # saving again replaces, never duplicates
    with History(db_path) as history:
        stored = history.messages(conversation.id)[1].claims
        assert [Claim.from_dict(c) for c in stored] == claims
        assert history.claims(answer) == stored
        assert [c["support"] for c in stored] == ["supported", "unsupported"]
        history.delete_conversation(conversation.id)
        rows = history._conn.execute("SELECT count(*) FROM answer_claims").fetchone()[0]
        assert rows == 0


def test_a_v3_database_gains_the_claims_table(db_path: Path) -> None:
    conn = schema.connect(db_path)
    schema.migrate(conn, target=3)
    conn.execute("INSERT INTO conversations(id, title, model, created_at, updated_at) "
                 "VALUES (1, 'Old', '', 1.0, 1.0)")
    conn.execute("INSERT INTO messages(id, conversation_id, role, content, status, created_at, "
                 "updated_at) VALUES (5, 1, 'assistant', 'old answer', 'complete', 1.0, 1.0)")
    conn.close()
    with History(db_path) as history:
        assert schema.user_version(history._conn) == SCHEMA_VERSION
        old = history.messages(1)[0]
        assert (old.content, old.claims) == ("old answer", [])
        history.set_claims(5, _claims())
        assert len(history.claims(5)) == 2


def test_unreadable_claims_json_reads_as_none(db_path: Path) -> None:
    with History(db_path) as history:
        conversation = history.create_conversation()
        answer = history.begin_answer(conversation.id)
        history.set_claims(answer, [])
    conn = sqlite3.connect(db_path)
    conn.execute("UPDATE answer_claims SET claims_json = '{broken'")
    conn.commit()
    conn.close()
    with History(db_path) as history:
        assert history.claims(answer) == []
