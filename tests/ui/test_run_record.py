"""One scripted answer through the real agent, from the window and from the CLI:
a search, then three pages (one read, one blocked by the blacklist, one
answering HTTP 500). The run's events come in one exact order; the progress
lines built from them say what happened, in English and in Chinese, and the
CLI prints the same English lines; the window and the CLI store the same
record, for a completed answer and for one stopped after its first words.
"""

from __future__ import annotations

import _thread
import json
import re
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt

from app import paths
from app.cli import main
from app.secrets import Secrets
from app.wiring.agent import build_agent
from services.agent import Agent
from services.agent.progress import RunProgress
from services.events import (
    AnswerDelta,
    AnswerDone,
    AnswerStopped,
    Asking,
    Event,
    PageFailed,
    PageRead,
    PagesQueued,
    SearchFinished,
    SearchStarted,
    ToolEnd,
    ToolStart,
    Usage,
)
from services.storage import History
from tests.agent.conftest import Lab, lab  # noqa: F401 - the fixture is used by name
from tests.servers.openai_server import Reply, cite_id_for, fetch, search
from ui import i18n
from ui.chat.progress_text import progress_text

QUESTION = "How much did solar output grow in 2025?"
QUERY = "solar output 2025"
FIRST_WORDS = "Solar output doubled"


class _Watched:
    """The real agent, with a hand on the run: sees each event after the app
    did, and stops the answer (as the user would) once its first words arrived."""

    def __init__(self, agent: Agent, seen: list[Event], stop: Callable[[Any], None] | None):
        self.agent, self.seen, self.stop = agent, seen, stop

    @property
    def client(self) -> Any:
        return self.agent.client

    def close(self) -> None:
        self.agent.close()

    def run(self, question: str, *, on_event: Any, cancel: Any, **kw: Any) -> Any:
        def watch(event: Event) -> None:
            on_event(event)
            self.seen.append(event)
            if self.stop is not None and isinstance(event, AnswerDelta):
                self.stop(cancel)

        return self.agent.run(question, on_event=watch, cancel=cancel, **kw)


def _pages(lab: Lab) -> tuple[str, str, str]:  # noqa: F811 - lab is the type here
    good = lab.page("solar", "Solar output doubles", "Solar output doubled in 2025.")
    spam = lab.page("spam-solar", "Solar spam", "Buy panels now.")
    broken = lab.page("broken", "Broken", "Never served.", status=500)
    lab.hits(QUERY, ("Solar output doubles", good, "Output doubled."),
             ("Solar spam", spam, "Buy."), ("Broken", broken, "Oops."))
    return good, spam, broken


def _script(lab: Lab, pages: tuple[str, str, str], *, stopped: bool) -> None:  # noqa: F811
    good = pages[0]

    def answer(body: dict[str, Any]) -> Reply:
        words = f"{FIRST_WORDS} in 2025 [cite:{cite_id_for(body, '/articles/solar')}]."
        if stopped:  # the first words, then a pause the stop lands in
            return Reply(text=words + " More would follow.", chunk=len(FIRST_WORDS),
                         delay_s=1.0)
        return Reply(text=words)

    lab.llm.script(search(QUERY), lambda body: fetch(good, *pages[1:]), answer)


def _settings(lab: Lab) -> dict[str, object]:  # noqa: F811
    # One download at a time: the pages finish in the order they were asked for.
    return lab.app_settings(**{"blacklist.rules": "*://127.0.0.1/articles/spam*",
                               "fetch.max_parallel_downloads": 1})


def _gui_run(qtbot: Any, make_window: Any, settings: Any, *,
             stopped: bool) -> tuple[int, list[Event]]:
    seen: list[Event] = []

    def factory(job: Any) -> _Watched:
        agent = build_agent(settings, Secrets(settings), model=job.model or None,
                            web_mode=job.web_mode)
        # Stop as the Stop button does: the worker's cancel token.
        return _Watched(agent, seen, (lambda cancel: cancel.cancel()) if stopped else None)

    window = make_window(factory)
    window.composer.input.setPlainText(QUESTION)
    qtbot.keyClick(window.composer.input, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.session.busy, timeout=30000)
    return int(window.session.conversation_id), seen


def _cli_run(monkeypatch: pytest.MonkeyPatch, *, stopped: bool) -> tuple[int, list[Event]]:
    import app.commands.ask_run as ask_run

    seen: list[Event] = []
    interrupted: list[bool] = []

    def ctrl_c(_cancel: Any) -> None:  # the user presses Ctrl+C once
        if not interrupted:
            interrupted.append(True)
            _thread.interrupt_main()

    def watched(*args: Any, **kw: Any) -> _Watched:
        return _Watched(build_agent(*args, **kw), seen, ctrl_c if stopped else None)

    monkeypatch.setattr(ask_run, "build_agent", watched)
    assert main(["ask", QUESTION]) == 0
    with History(paths.history_db()) as history:
        conversation = history.conversations()[0].id
    return conversation, seen


# Clock times, and token counts: estimated from texts that hold the random
# citation ids, so they differ by a few tokens from run to run.
_VARYING = {"time_s", "total_time_s", "reasoning_time_s", "elapsed_s", "started_at",
            "created_at", "updated_at", "fetched_at", "tokens_in", "tokens_out",
            "result_tokens", "tokens"}


def _scrub(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _scrub(v) for k, v in value.items() if k not in _VARYING}
    if isinstance(value, list):
        return [_scrub(v) for v in value]
    return value


def _record(history: History, conversation: int) -> str:
    """Everything stored for the conversation's answer, ids and clock times made comparable."""
    rows = []
    for message in history.messages(conversation):
        rows.append({
            "role": message.role, "content": message.content, "status": message.status,
            "model": message.model, "error_code": message.error_code,
            "error_message": message.error_message, "trace": _scrub(message.trace),
            "claims": message.claims,
            "sources": [(s.n, s.source.url, s.source.title, s.source.excerpt)
                        for s in history.answer_sources(message.id)],
            "tool_calls": [(t.call_id, t.tool, t.arguments, t.round, t.result_text,
                            _scrub(json.loads(t.items_json or "null")),
                            _scrub(json.loads(t.meta_json or "null")), t.ok, t.reason,
                            t.provider) for t in history.tool_calls(message.id)],
        })
    rows.append({"registry": [(s.url, s.title, s.snippet, s.excerpt)
                              for s in history.registry(conversation).sources()]})
    text = json.dumps(rows, ensure_ascii=False, sort_keys=True)
    text = re.sub(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)?", "<time>", text)
    text = re.sub(r"\"(?:time_ms|elapsed_ms)\": \d+", "<ms>", text)
    text = re.sub(r"untrusted-[a-z]{10}", "untrusted-<nonce>", text)  # a new one every run
    names: dict[str, str] = {}
    # Citation prefixes are random per run and tool-call ids count the server's
    # requests: named in order of appearance instead.
    return re.sub(r"\b(?:[a-z0-9]{6}(?=-\d)|call_\d+_\d+)\b",
                  lambda m: names.setdefault(m.group(0), f"<id{len(names)}>"), text)


def _progress(events: list[Event]) -> list[Any]:
    """Each line as it changed, in order (what the CLI prints)."""
    progress = RunProgress()
    return [line for event in events for line in progress.apply(event) if line.code]


def _kinds(events: list[Event]) -> list[type]:
    return [type(e) for e in events if not isinstance(e, AnswerDelta)]


def test_the_run_reports_what_happened_in_order_in_english_and_chinese(
    qtbot: Any, qapp: Any, make_window: Any, settings: Any, lab: Lab,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    settings.update(_settings(lab))
    pages = _pages(lab)
    good, spam, broken = pages
    _script(lab, pages, stopped=False)
    _conversation, events = _gui_run(qtbot, make_window, settings, stopped=False)

    assert _kinds(events) == [
        Asking, Usage, ToolStart, SearchStarted, SearchFinished, ToolEnd,
        Asking, Usage, ToolStart, PagesQueued, PageFailed, PageRead, PageFailed, ToolEnd,
        Asking, Usage, AnswerDone,
    ]
    search_id = events[2].call_id
    fetch_id = events[8].call_id
    assert events[3] == SearchStarted(QUERY, "searxng", "SearXNG", call_id=search_id)
    assert (events[4].count, events[4].blocked, events[4].reason) == (3, 1, None)
    assert events[9] == PagesQueued(pages, call_id=fetch_id)
    assert events[10] == PageFailed(spam, "blacklisted", call_id=fetch_id)  # never downloaded
    assert events[11] == PageRead(good, "Solar output doubles", "builtin", call_id=fetch_id)
    assert events[12] == PageFailed(broken, "http_error", call_id=fetch_id)
    assert (events[13].ok, events[13].count) == (True, 1)
    assert events[-1].reason == "complete"

    lines = _progress(events)
    english = [progress_text(line) for line in lines]
    assert english == [
        "Asking test-model",
        f"Searching “{QUERY}” (SearXNG)",
        # The provider found 3; the one on the user's list never reaches the model.
        f"Searched “{QUERY}” (SearXNG): 3 results, 1 blocked by your list",
        "Asking test-model",
        "Reading 3 pages",
        "Reading 3 pages: 1 failed (127.0.0.1: The page is blocked by your list)",
        "Reading 3 pages: 1 read, 1 failed (127.0.0.1: The page is blocked by your list)",
        "Reading 3 pages: 1 read, 2 failed (127.0.0.1: The page is blocked by your list; "
        "127.0.0.1: The site answered with an HTTP error)",
        "Asking test-model",
    ]
    i18n.set_language(qapp, "zh_CN")
    try:
        chinese = [progress_text(line) for line in lines]
    finally:
        i18n.set_language(qapp, "en")
    assert chinese == [
        "正在询问 test-model",
        f"正在搜索“{QUERY}”（SearXNG）",
        f"已搜索“{QUERY}”（SearXNG）：3 条结果，其中 1 条被你的屏蔽列表拦截",
        "正在询问 test-model",
        "正在读取 3 个网页",
        "正在读取 3 个网页：1 个失败（127.0.0.1：该网页被你的屏蔽列表拦截了）",
        "正在读取 3 个网页：已读取 1 个，1 个失败（127.0.0.1：该网页被你的屏蔽列表拦截了）",
        "正在读取 3 个网页：已读取 1 个，2 个失败（127.0.0.1：该网页被你的屏蔽列表拦截了；"
        "127.0.0.1：网站返回了 HTTP 错误）",
        "正在询问 test-model",
    ]

    # The CLI folds the same events and prints the same English lines.
    capsys.readouterr()
    _script(lab, pages, stopped=False)
    _cli_conversation, cli_events = _cli_run(monkeypatch, stopped=False)
    err = capsys.readouterr().err
    assert _kinds(cli_events) == _kinds(events)
    assert err.splitlines() == [f"· {line}" for line in english]


@pytest.mark.parametrize("stopped", [False, True], ids=["completed", "stopped"])
def test_the_window_and_the_cli_store_the_same_record(
    qtbot: Any, make_window: Any, settings: Any, history: History, lab: Lab,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch, stopped: bool,
) -> None:
    settings.update(_settings(lab))
    pages = _pages(lab)
    _script(lab, pages, stopped=stopped)
    gui_conversation, gui_events = _gui_run(qtbot, make_window, settings, stopped=stopped)
    _script(lab, pages, stopped=stopped)
    cli_conversation, cli_events = _cli_run(monkeypatch, stopped=stopped)

    # Each run asked its question once (the window used to send it twice).
    firsts = [body for body in lab.llm.received if body["messages"][-1]["role"] == "user"
              and body["messages"][-1]["content"] == QUESTION]
    assert len(firsts) == 2
    assert all([m.get("content") for m in body["messages"]].count(QUESTION) == 1
               for body in firsts)
    end = AnswerStopped if stopped else AnswerDone
    assert isinstance(gui_events[-1], end) and isinstance(cli_events[-1], end)
    gui = _record(history, gui_conversation)
    with History(paths.history_db()) as cli_history:
        cli = _record(cli_history, cli_conversation)
    assert gui == cli
    answer = history.messages(gui_conversation)[-1]
    if stopped:  # what had streamed is kept, marked stopped
        assert (answer.status, answer.content) == ("stopped", FIRST_WORDS)
    else:
        assert answer.status == "complete" and answer.content.startswith(FIRST_WORDS)
    assert [t.reason for t in history.tool_calls(answer.id)] == [None, None]
    assert answer.trace is not None and answer.trace["searched"] is True
