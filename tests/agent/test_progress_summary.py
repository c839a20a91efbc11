"""A run's searches and page reads summed up the same way live (from its events)
and afterwards (from its stored trace), a stopped read included."""

from __future__ import annotations

import threading

from services.agent.progress_summary import PAGE, SEARCH, RunSummary, Step, from_trace
from services.cancel import CancelToken
from services.events import PageRead
from tests.agent.conftest import Lab
from tests.servers.base import Request, Response
from tests.servers.openai_server import cite_id_for, fetch, search, text
from tests.servers.pages import article_html


def test_the_live_summary_is_the_stored_one(lab: Lab) -> None:
    good = lab.page("good", "Good page", "A readable page about tides.")
    lab.hits("tides", ("Good page", good, "About tides."))
    missing = lab.web.url("/articles/missing")
    lab.llm.script(search("tides"), fetch(good, missing, good),
                   lambda body: text(f"Tides [cite:{cite_id_for(body, '/articles/good')}]."))
    live = RunSummary()
    result = lab.agent().run("How do tides work?", on_event=live.apply)
    summary = from_trace(result.trace.to_dict())
    assert summary == live.summary()
    assert summary.steps == (
        Step(SEARCH, "tides", True, "", "searxng", 1),
        Step(PAGE, good, True),
        Step(PAGE, missing, False, "http_error"),
    )
    assert (summary.queries, summary.pages_read, summary.pages_failed) == (1, 1, 1)


def test_a_stopped_read_keeps_the_pages_read_before_the_stop(lab: Lab) -> None:
    fast = lab.page("fast", "Fast page", "It loads at once.")
    released = threading.Event()

    def slow(_request: Request) -> Response:
        released.wait(10)
        return Response(article_html("Slow page", "It takes its time."))

    lab.web.route("/articles/slow", slow)
    slow_url = lab.web.url("/articles/slow")
    lab.llm.script(fetch(fast, slow_url), text("Never asked."))
    cancel = CancelToken()
    live = RunSummary()

    def on_event(event: object) -> None:
        live.apply(event)  # type: ignore[arg-type]
        if isinstance(event, PageRead):
            threading.Timer(0.1, cancel.cancel).start()  # Stop while the slow page loads

    try:
        result = lab.agent().run("Compare them", cancel=cancel, on_event=on_event)
    finally:
        released.set()
    assert result.stopped
    call = result.trace.tool_calls[0]
    assert call.read == [fast] and call.count == 1
    summary = from_trace(result.trace.to_dict())
    assert summary == live.summary()
    assert [(s.text, s.ok, s.reason) for s in summary.pages()] == [
        (fast, True, ""), (slow_url, None, "cancelled")]


def test_an_older_trace_without_read_pages_still_sums_up() -> None:
    trace = {"turns": [{"tool_calls": [
        {"tool": "web_search", "args": {"query": "q"}, "ok": False, "reason": "unreachable",
         "provider": "searxng"},
        {"tool": "web_fetch", "args": {"urls": ["https://a.org/1", "https://b.org/2"]},
         "ok": True, "failures": [{"url": "https://b.org/2", "reason": "blocked"}]},
        {"tool": "web_search", "args": {"raw": "{"}, "reason": "invalid_arguments"},
    ]}]}
    summary = from_trace(trace)
    assert summary.steps == (
        Step(SEARCH, "q", False, "unreachable", "searxng"),
        Step(PAGE, "https://a.org/1", True),
        Step(PAGE, "https://b.org/2", False, "blocked"),
    )
    assert summary.searches_failed == 1 and summary.pages_read == 1
