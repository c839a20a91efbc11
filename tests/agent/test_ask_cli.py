"""``python -m app ask`` end to end: local model, search and page servers, real history."""

from __future__ import annotations

import json
import os
import re
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
from tests.servers.base import Response
from tests.servers.openai_server import Reply, cite_id_for, error, fetch, search, text
from tests.servers.pages import dated_article_html

ROOT = Path(__file__).resolve().parents[2]


def _configure(lab: Lab, **extra: object) -> None:
    Settings().update(lab.app_settings(**extra))


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
    assert err.splitlines() == [
        "· Asking test-model",
        "· Searching “Rust latest release” (SearXNG)",
        "· Searched “Rust latest release” (SearXNG): 1 result",
        "· Asking test-model",
        "· Reading 1 page",
        "· Reading 1 page: 1 read",
        "· Asking test-model",
    ]
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


def test_ask_sources_carry_site_author_and_publication_date(
    lab: Lab, capsys: pytest.CaptureFixture[str]
) -> None:
    _configure(lab)
    head = ('<meta property="og:site_name" content="Valley Courier">'
            '<meta name="author" content="Ines Duarte">'
            '<meta property="article:published_time" content="2025-03-14T08:00:00Z">')
    lab.web.route("/articles/rivers", Response(dated_article_html(
        "Rivers in spring", "The rivers rose early this year.", head=head)))
    page = lab.web.url("/articles/rivers")
    lab.llm.script(lambda body: fetch(page), lambda body: text(
        f"The rivers rose early [cite:{cite_id_for(body, '/articles/rivers')}]."))
    assert main(["ask", "How were the rivers?"]) == 0
    assert (f"[1] Rivers in spring\n    {page}\n"
            "    Valley Courier · by Ines Duarte · published 2025-03-14\n") in (
        capsys.readouterr().out)
    lab.llm.script(lambda body: fetch(page), lambda body: text(
        f"Early [cite:{cite_id_for(body, '/articles/rivers')}]."))
    assert main(["ask", "How were the rivers?", "--json"]) == 0
    [source] = json.loads(capsys.readouterr().out)["sources"]
    assert (source["site_name"], source["author"], source["published_at"]) == (
        "Valley Courier", "Ines Duarte", "2025-03-14T08:00:00Z")


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
    assert "Custom endpoint rejected the API key." in err
    history = History(paths.history_db())
    try:
        answer = history.messages(history.conversations()[0].id)[-1]
        assert answer.status == "error" and answer.error_code == "auth"
    finally:
        history.close()


def test_ask_stream_cut_keeps_the_partial_answer_marked_incomplete(
    lab: Lab, capsys: pytest.CaptureFixture[str]
) -> None:
    _configure(lab)
    lab.llm.script(Reply(text="Hello! Here is a long greeting that will be cut", cut_after=4))
    assert main(["ask", "Hello!"]) == 1
    out, err = capsys.readouterr()
    assert out.startswith("Hello! Here")  # the part that arrived is shown ...
    assert "incomplete" in err and "Try again" in err  # ... and said to be cut
    history = History(paths.history_db())
    try:
        answer = history.messages(history.conversations()[0].id)[-1]
        assert answer.status == "incomplete" and answer.content == out.strip()
        assert answer.trace is not None and answer.trace["incomplete"] is True
    finally:
        history.close()


def test_ask_flags_citations_that_match_no_source(
    lab: Lab, capsys: pytest.CaptureFixture[str]
) -> None:
    _configure(lab)
    page = lab.page("rust", "Rust 1.83 released", "Rust 1.83 was released in November 2024.")
    lab.hits("Rust latest release", ("Rust 1.83 released", page, "Rust 1.83 is out."))
    lab.llm.script(search("Rust latest release"),
                   lambda body: text(f"Rust 1.83 [cite:{cite_id_for(body, 'rust')}], "
                                     "out since 1990 [cite:zzz999-9]."))
    assert main(["ask", "What is the latest Rust release?"]) == 0
    out, err = capsys.readouterr()
    assert "Rust 1.83 [1], out since 1990 [cite:zzz999-9]." in out  # shown as written
    assert f"[1] Rust 1.83 released\n    {page}" in out
    assert "warning: the answer cites zzz999-9, which matches no source" in err


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


def _ask_streaming(lab: Lab, footnote_home: Path, *, stderr: int) -> subprocess.Popen[bytes]:
    """``ask`` in a child process, returned once a long answer is streaming."""
    _configure(lab)
    lab.llm.script(Reply(text="Hello! " + "streaming words " * 300, chunk=8, delay_s=0.02))
    env = {**os.environ, "FOOTNOTE_HOME": str(footnote_home)}
    proc = subprocess.Popen([sys.executable, "-m", "app", "ask", "Hello!"], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=stderr)
    assert proc.stdout is not None
    seen = b""
    while b"streaming words streaming" not in seen:
        chunk = proc.stdout.read1(1024)  # type: ignore[attr-defined]
        assert chunk, "ask ended before streaming"
        seen += chunk
    return proc


@pytest.mark.slow
def test_killed_mid_answer_keeps_the_streamed_text(lab: Lab, footnote_home: Path) -> None:
    """kill -9 during streaming: the text so far survives and is marked incomplete."""
    proc = _ask_streaming(lab, footnote_home, stderr=subprocess.DEVNULL)
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


def _app(footnote_home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "FOOTNOTE_HOME": str(footnote_home)}
    return subprocess.run([sys.executable, "-m", "app", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120, check=False)


@pytest.mark.slow
def test_ask_as_a_user_in_a_subprocess(lab: Lab, footnote_home: Path) -> None:
    """``python -m app ask`` as a user runs it: output, JSON shape, follow-up, exit codes."""
    _configure(lab, **{"secrets.backend": "file"})
    page = _script_answer(lab)
    shown = _app(footnote_home, "ask", "What is the latest Rust release?")
    assert shown.returncode == 0, shown.stderr
    # The page states no publication date: the day it was read, labelled as such.
    assert re.fullmatch(re.escape("Rust 1.83 came out in November 2024 [1].\n\nSources:\n"
                                  f"[1] Rust 1.83 released\n    {page}\n")
                        + r"    fetched \d{4}-\d\d-\d\d\n", shown.stdout)
    assert "· Searching “Rust latest release” (SearXNG)" in shown.stderr

    lab.llm.script(search("Rust latest release"),
                   lambda body: text(f"Rust 1.83 [cite:{cite_id_for(body, '/articles/rust')}]."))
    asked = _app(footnote_home, "ask", "What is the latest Rust release?", "--json")
    assert asked.returncode == 0, asked.stderr
    data = json.loads(asked.stdout)
    assert {"answer", "citations", "sources", "trace", "conversation_id"} <= set(data)
    cited = data["citations"]
    assert cited == [{"n": 1, "id": cited[0]["id"], "url": page, "title": "Rust 1.83 released"}]
    assert data["answer"] == f"Rust 1.83 [cite:{cited[0]['id']}]."
    assert data["trace"]["searched"] and data["trace"]["turns"][0]["tool_calls"][0]["ok"]

    # A follow-up with --no-tools and --model reuses the conversation's registry:
    # the page found again keeps its earlier id, and that id still resolves.
    lab.llm.script(text("Rust latest release"),
                   lambda body: text(f"Still Rust 1.83 [cite:{cite_id_for(body, 'rust')}]."))
    follow = _app(footnote_home, "ask", "When was that again?", "--json", "--no-tools",
                  "--model", "tiny-model", "--conversation", str(data["conversation_id"]))
    assert follow.returncode == 0, follow.stderr
    again = json.loads(follow.stdout)
    assert again["conversation_id"] == data["conversation_id"]
    assert again["citations"] == cited and again["trace"]["mode"] == "direct"
    assert [r["model"] for r in lab.llm.received[-2:]] == ["tiny-model", "tiny-model"]
    assert all("tools" not in r for r in lab.llm.received[-2:])
    sent = lab.llm.received[-1]["messages"]
    assert sent[1]["content"] == "What is the latest Rust release?"  # the earlier exchange

    # A failure: exit 1, the reason and what to do on stderr.
    lab.llm.script(error(404, "The model `nope` does not exist", code="model_not_found"))
    failed = _app(footnote_home, "ask", "hello", "--model", "nope")
    assert failed.returncode == 1
    assert "does not know the model 'nope'" in failed.stderr
    assert "Settings > Models" in failed.stderr

    # Everything was saved: the trace, the tool calls and the evidence.
    history = History(paths.history_db())
    try:
        answer = history.messages(data["conversation_id"])[1]
        assert answer.trace is not None and answer.trace["question"] == data["trace"]["question"]
        assert [c.tool for c in history.tool_calls(answer.id)] == ["web_search"]
        assert [s.source.url for s in history.answer_sources(answer.id)] == [page]
    finally:
        history.close()


def test_the_users_locale_reaches_the_system_prompt(
    lab: Lab, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from app.wiring.agent import user_locale

    for var in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")  # even where that locale is not installed
    assert user_locale({"ui.language": "system"}) == "zh_CN"
    assert user_locale({"ui.language": "en"}) == "en"
    monkeypatch.setenv("LANG", "C.UTF-8")
    assert user_locale({"ui.language": "system"}) == "en"
    monkeypatch.setenv("LANG", "de_DE@euro")
    _configure(lab)
    lab.llm.script(text("Hallo!"))
    assert main(["ask", "Hallo!"]) == 0
    system = lab.llm.received[0]["messages"][0]["content"]
    assert "The user's locale is de_DE" in system


def test_a_history_failure_mid_answer_does_not_cost_the_answer(
    lab: Lab, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from services.errors import DiskFull

    def disk_full(*args: object, **kwargs: object) -> None:
        raise DiskFull("The disk is full.", hint="Free some space.")

    _configure(lab)
    _script_answer(lab)
    monkeypatch.setattr(History, "record_tool_call", disk_full)
    assert main(["ask", "What is the latest Rust release?"]) == 0
    out, err = capsys.readouterr()
    assert "Rust 1.83 came out in November 2024 [1]." in out
    assert "warning: the answer could not be saved in the history: The disk is full." in err


@pytest.mark.slow
@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM], ids=["ctrl-c", "sigterm"])
def test_stopping_mid_answer_saves_it_and_exits_zero(
    lab: Lab, footnote_home: Path, signum: int
) -> None:
    """Ctrl+C or SIGTERM during streaming: the work stops, the partial answer is saved
    as stopped, and ask exits 0."""
    proc = _ask_streaming(lab, footnote_home, stderr=subprocess.PIPE)
    proc.send_signal(signum)
    _out, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err
    assert b"Stopped: the partial answer above was kept." in err
    history = History(paths.history_db())
    try:
        answer = history.messages(history.conversations()[0].id)[-1]
    finally:
        history.close()
    assert answer.content.startswith("Hello! streaming words")
    assert answer.status in ("stopped", "incomplete")
