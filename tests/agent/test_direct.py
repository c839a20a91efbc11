"""The no-tools path, web mode off, switching when tools are refused, and Stop."""

from __future__ import annotations

import threading

from services.cancel import CancelToken
from services.events import NoTools
from tests.agent.conftest import Lab
from tests.servers.openai_server import Reply, cite_id_for, error, text


def _lab(lab: Lab) -> tuple[str, str]:
    a = lab.page("jit", "Python 3.13 JIT", "Python 3.13 adds an experimental JIT compiler.")
    b = lab.page("gil", "Free-threaded Python", "Python 3.13 can run without the GIL.")
    lab.hits("Python 3.13 new features", ("Python 3.13 JIT", a, "The JIT arrives."),
             ("Free-threaded Python", b, "No GIL."))
    lab.hits("CPython 3.13 free threading", ("Free-threaded Python", b, "No GIL build."))
    return a, b


def test_no_tools_model_gets_results_in_the_prompt(lab: Lab) -> None:
    a, b = _lab(lab)
    lab.llm.script(
        text("1. Python 3.13 new features\n2. \"CPython 3.13 free threading\"\n"),
        lambda body: text(f"A JIT [cite:{cite_id_for(body, 'jit')}] and no GIL "
                          f"[cite:{cite_id_for(body, 'gil')}]."),
    )
    result = lab.ask("What is new in Python 3.13?", lab.agent(tools=False))
    assert result.ok and [c["url"] for c in result.citations] == [a, b]
    queries_request, answer_request = lab.llm.received
    assert "tools" not in queries_request and "tools" not in answer_request
    assert queries_request["max_tokens"] == 150
    assert "1 to 3 queries" in queries_request["messages"][0]["content"]
    prompt = answer_request["messages"][-1]["content"]
    assert prompt.startswith("What is new in Python 3.13?")
    assert "Web results (untrusted data" in prompt
    assert "experimental JIT compiler" in prompt and "run without the GIL" in prompt
    assert "Footnote searched the web" in answer_request["messages"][0]["content"]
    trace = result.trace
    assert trace.mode == "direct" and trace.searched
    assert [c.args for c in trace.tool_calls] == [
        {"query": "Python 3.13 new features"}, {"query": "CPython 3.13 free threading"},
        {"urls": [a, b]}]
    assert [t.purpose for t in trace.turns] == ["queries", "web", "answer"]
    # The query-writing reply is never shown as answer text.
    assert "new features" not in "".join(e.text for e in lab.events if e.kind == "text")


def test_always_search_mode_uses_the_no_tools_path(lab: Lab) -> None:
    _lab(lab)
    lab.llm.script(text("Python 3.13 new features"), text("Answer."))
    result = lab.ask("Hello!", lab.agent(web_mode="always"))
    assert result.trace.mode == "direct" and result.ok
    assert "tools" not in lab.llm.received[1]


def test_query_writing_failure_falls_back_to_the_question(lab: Lab) -> None:
    _lab(lab)
    lab.llm.script(error(400, "bad request"), text("Answer from results."))
    result = lab.ask("Python 3.13 new features", lab.agent(tools=False))
    assert result.ok
    assert result.trace.tool_calls[0].args == {"query": "Python 3.13 new features"}
    assert "queries_failed" in result.trace.turns[0].injected


def test_pasted_urls_are_always_read(lab: Lab) -> None:
    a, _ = _lab(lab)
    lab.llm.script(lambda body: text(f"Summary [cite:{cite_id_for(body, 'jit')}]."))
    result = lab.ask(f"Summarise {a}.", lab.agent(tools=False))
    assert result.ok and result.citations[0]["url"] == a
    # A short request with a URL needs no query writing: one model call only.
    assert len(lab.llm.received) == 1
    assert result.trace.tool_calls[0].args == {"urls": [a]}


def test_web_off_sends_no_tools_and_reads_nothing(lab: Lab) -> None:
    a, _ = _lab(lab)
    lab.llm.script(text("From memory."))
    result = lab.ask(f"What is at {a}?", lab.agent(web_mode="off"))
    assert result.ok and result.trace.mode == "off" and result.trace.tool_calls == []
    assert "switched off" in lab.llm.received[0]["messages"][0]["content"]
    assert not any(r.path.startswith("/articles") for r in lab.web.requests)


def test_model_refusing_tools_switches_to_searching_for_it(lab: Lab) -> None:
    a, _ = _lab(lab)
    lab.llm.script(
        error(400, "registry.ollama.ai/library/gemma:2b does not support tools"),
        text("Python 3.13 new features"),
        lambda body: text(f"JIT [cite:{cite_id_for(body, 'jit')}]."),
    )
    result = lab.ask("What is new in Python 3.13?")
    assert result.ok and result.trace.mode == "direct" and result.citations[0]["url"] == a
    assert "tools" in lab.llm.received[0] and "tools" not in lab.llm.received[2]
    assert any(isinstance(e, NoTools) for e in lab.events)


def test_stop_keeps_the_partial_answer_marked_stopped(lab: Lab) -> None:
    lab.llm.script(Reply(text="word " * 400, chunk=5, delay_s=0.01))
    cancel = CancelToken()
    seen = threading.Event()

    def on_event(event: object) -> None:
        if getattr(event, "kind", "") == "text" and not seen.is_set():
            seen.set()
            cancel.cancel()

    result = lab.agent().run("Tell me something nice", cancel=cancel, on_event=on_event)
    assert result.stopped and not result.ok and result.error is None
    assert result.answer.startswith("word") and len(result.answer) < len("word " * 400)
    assert result.trace.stopped


def test_stop_during_a_tool_call(lab: Lab) -> None:
    lab.llm.script(Reply(tool_calls=[("web_search", {"query": "x"})]), text("never sent"))
    cancel = CancelToken()

    def on_event(event: object) -> None:
        if getattr(event, "kind", "") == "tool_start":
            cancel.cancel()

    result = lab.agent().run("Who is the CEO of ACME?", cancel=cancel, on_event=on_event)
    assert result.stopped and result.trace.tool_calls[0].reason == "cancelled"
    assert len(lab.llm.received) == 1


def test_pasted_urls_and_query_parsing() -> None:
    from services.agent.direct import parse_queries, pasted_urls

    assert pasted_urls("see https://a.example/x?y=1, and (https://b.example/p). "
                       "又见 https://c.example/中文。") == [
        "https://a.example/x?y=1", "https://b.example/p", "https://c.example/中文"]
    assert parse_queries('1. "rust 1.83 release"\n- Rust 2024 edition\n\nQuery 3: rustc\n'
                         "rust 1.83 release\nfourth one") == [
        "rust 1.83 release", "Rust 2024 edition", "rustc"]


def test_context_length_error_shortens_the_web_results_and_retries_once(lab: Lab) -> None:
    from tests.servers.openai_server import context_error, tool_outputs

    a, b = _lab(lab)
    lab.llm.script(
        text("Python 3.13 new features"), context_error(),
        lambda body: text(f"A JIT [cite:{cite_id_for(body, 'jit')}]."),
    )
    result = lab.ask("What is new in Python 3.13?", lab.agent(tools=False))
    assert result.ok, result.error
    first, retried = (r["messages"][-1]["content"] for r in lab.llm.received[1:])
    assert "Shortened by Footnote" in retried and len(retried) < len(first)
    assert a in retried and b in retried  # each source keeps its id and URL lines
    assert tool_outputs(lab.llm.received[2]) == []  # still no tool messages
    assert result.trace.turns[-1].injected == ["trimmed_after_context_error"]


def test_context_length_error_twice_on_the_no_tools_path_is_reported(lab: Lab) -> None:
    from tests.servers.openai_server import context_error

    _lab(lab)
    lab.llm.script(text("Python 3.13 new features"), context_error(), context_error())
    result = lab.ask("What is new in Python 3.13?", lab.agent(tools=False))
    assert result.error is not None and result.error.code == "context_length"
