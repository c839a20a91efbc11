"""``python -m app ask`` end to end: local model, search and page servers, real history."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app import paths
from app.cli import main
from app.settings import Settings
from services.storage import History
from tests.agent.conftest import Lab
from tests.servers.openai_server import Reply, cite_id_for, error, fetch, search, text

ROOT = Path(__file__).resolve().parents[2]


def _configure(lab: Lab, **extra: object) -> None:
    settings = Settings()
    settings.update({
        "llm.provider": "custom",
        "llm.custom.base_url": lab.llm.base_url,
        "llm.model": "test-model",
        "search.provider": "searxng",
        "search.searxng.api_host": lab.web.url(""),
        "search.fallback": "none",
        "fetch.allow_private_network": True,
        "fetch.fallback": "none",
        "cache.enabled": False,
        **extra,
    })


def _script_answer(lab: Lab) -> str:
    page = lab.page("rust", "Rust 1.83 released", "Rust 1.83 was released on 28 November 2024.")
    lab.hits("Rust latest release", ("Rust 1.83 released", page, "Rust 1.83 is out."))
    lab.llm.script(search("Rust latest release"), lambda body: fetch(page),
                   lambda body: text(f"Rust 1.83 came out in November 2024 "
                                     f"[cite:{cite_id_for(body, '/articles/rust')}]."))
    return page


def test_ask_streams_answer_then_sources_and_saves_history(
    lab: Lab, capsys: pytest.CaptureFixture[str]
) -> None:
    _configure(lab)
    page = _script_answer(lab)
    assert main(["ask", "What is the latest Rust release?"]) == 0
    out, err = capsys.readouterr()
    assert "Rust 1.83 came out in November 2024 [1]." in out
    assert f"Sources:\n[1] Rust 1.83 released\n    {page}" in out
    assert "· Searching: Rust latest release" in err
    history = History(paths.history_db())
    try:
        conversation = history.conversations()[0]
        messages = history.messages(conversation.id)
        assert [m.role for m in messages] == ["user", "assistant"]
        answer = messages[1]
        assert answer.status == "complete" and "[cite:" in answer.content
        assert answer.trace is not None and answer.trace["searched"] is True
        assert [t.tool for t in history.tool_calls(answer.id)] == ["web_search", "web_fetch"]
        sources = history.answer_sources(answer.id)
        assert [(s.n, s.source.url) for s in sources] == [(1, page)]
        assert "28 November 2024" in sources[0].source.excerpt  # the evidence the model saw
    finally:
        history.close()


def test_ask_json_and_continue_the_conversation(
    lab: Lab, capsys: pytest.CaptureFixture[str]
) -> None:
    _configure(lab)
    page = _script_answer(lab)
    assert main(["ask", "What is the latest Rust release?", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) >= {"answer", "citations", "sources", "trace", "conversation_id"}
    cited = data["citations"][0]
    assert cited == {"n": 1, "id": cited["id"], "url": page, "title": "Rust 1.83 released"}
    assert any(s["url"] == page for s in data["sources"])
    assert data["trace"]["turns"][0]["tool_calls"][0]["tool"] == "web_search"
    # A follow-up in the same conversation sees the earlier exchange and its ids.
    lab.llm.script(lambda body: text(f"As said, November 2024 [cite:{cited['id']}]."))
    code = main(["ask", "When was that again?", "--json",
                 "--conversation", str(data["conversation_id"])])
    follow = json.loads(capsys.readouterr().out)
    assert code == 0 and follow["conversation_id"] == data["conversation_id"]
    assert follow["citations"][0]["url"] == page  # the old id still resolves
    sent = lab.llm.received[-1]["messages"]
    assert [m["role"] for m in sent[1:]] == ["user", "assistant", "user"]
    assert sent[1]["content"] == "What is the latest Rust release?"


def test_ask_no_tools_searches_for_the_model(
    lab: Lab, capsys: pytest.CaptureFixture[str]
) -> None:
    _configure(lab)
    page = lab.page("rust", "Rust 1.83 released", "Rust 1.83 was released in November 2024.")
    lab.hits("Rust latest release", ("Rust 1.83 released", page, "Rust 1.83 is out."))
    lab.llm.script(text("Rust latest release"),
                   lambda body: text(f"Rust 1.83 [cite:{cite_id_for(body, 'rust')}]."))
    assert main(["ask", "What is the latest Rust release?", "--no-tools", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["trace"]["mode"] == "direct" and data["citations"][0]["url"] == page


def test_ask_missing_key_says_what_to_run(capsys: pytest.CaptureFixture[str]) -> None:
    Settings().update({"llm.provider": "openai", "llm.model": "gpt-4o-mini"})
    assert main(["ask", "hello"]) == 1
    err = capsys.readouterr().err
    assert "No API key is stored for OpenAI" in err
    assert "python -m app keys set llm.openai" in err and "OPENAI_API_KEY" in err


def test_ask_model_failure_exits_1_with_the_reason(
    lab: Lab, capsys: pytest.CaptureFixture[str]
) -> None:
    _configure(lab)
    lab.llm.script(error(401, "Incorrect API key provided"))
    assert main(["ask", "hello"]) == 1
    err = capsys.readouterr().err
    assert "key was rejected by Custom endpoint: check Settings > Models" in err
    history = History(paths.history_db())
    try:
        answer = history.messages(history.conversations()[0].id)[-1]
        assert answer.status == "error" and answer.error_code == "auth"
    finally:
        history.close()


def test_ask_unknown_conversation(lab: Lab, capsys: pytest.CaptureFixture[str]) -> None:
    _configure(lab)
    assert main(["ask", "hello", "--conversation", "999"]) == 1
    assert "999" in capsys.readouterr().err


def _saved_answer(db: Path) -> str:
    try:
        with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=1) as conn:
            row = conn.execute("SELECT content FROM messages WHERE role = 'assistant' "
                               "ORDER BY id DESC LIMIT 1").fetchone()
    except sqlite3.Error:
        return ""
    return str(row[0]) if row else ""


@pytest.mark.slow
def test_killed_mid_answer_keeps_the_streamed_text(lab: Lab, footnote_home: Path) -> None:
    """kill -9 during streaming: the text so far survives and is marked incomplete."""
    _configure(lab)
    lab.llm.script(Reply(text="Hello! " + "streaming words " * 300, chunk=8, delay_s=0.02))
    env = {**os.environ, "FOOTNOTE_HOME": str(footnote_home)}
    proc = subprocess.Popen([sys.executable, "-m", "app", "ask", "Hello!"], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    assert proc.stdout is not None
    seen = b""
    while b"streaming words streaming" not in seen:
        chunk = proc.stdout.read1(1024)  # type: ignore[attr-defined]
        assert chunk, "ask ended before streaming"
        seen += chunk
    # Wait until the growing answer has reached the database (saved about once a
    # second), then kill without warning.
    deadline = time.monotonic() + 20
    while "streaming words" not in _saved_answer(paths.history_db()):
        assert time.monotonic() < deadline, "the streamed text never reached the database"
        time.sleep(0.1)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    history = History(paths.history_db())
    try:
        answer = history.messages(history.conversations()[0].id)[-1]
        assert answer.content.startswith("Hello! streaming words")
        assert answer.status == "incomplete"
    finally:
        history.close()
