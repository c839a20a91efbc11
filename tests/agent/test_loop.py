"""Full runs, question -> cited answer, against the local model, search and page servers."""

from __future__ import annotations

import json
from typing import Any

from services.agent import ToolEnd, ToolStart
from services.events import (
    AnswerDone,
    PageRead,
    PagesQueued,
    RoundLimit,
    SearchFinished,
    SearchStarted,
)
from tests.agent.conftest import Lab
from tests.servers.openai_server import (
    Reply,
    cite_id_for,
    error,
    fetch,
    search,
    text,
    tool_outputs,
    tools,
)


def _python_lab(lab: Lab) -> str:
    page = lab.page("py313", "What's New In Python 3.13",
                    "Python 3.13 was released on 7 October 2024 with an experimental JIT.")
    lab.hits("python 3.13 release date",
             ("What's New In Python 3.13", page, "Python 3.13 released October 2024."))
    return page


def test_question_to_cited_answer(lab: Lab) -> None:
    page = _python_lab(lab)
    lab.llm.script(
        search("python 3.13 release date"),
        lambda body: fetch(page),
        lambda body: text("Python 3.13 was released on 7 October 2024 "
                          f"[cite:{cite_id_for(body, '/articles/py313')}]."),
    )
    result = lab.ask("When was Python 3.13 released?")
    assert result.ok, result.error
    assert result.citations == [{"n": 1, "id": result.citations[0]["id"], "url": page,
                                 "title": "What's New In Python 3.13"}]
    assert result.answer.startswith("Python 3.13 was released")
    # The loop sent the assistant's tool call, then the result with its tool_call_id.
    second = lab.llm.received[1]["messages"]
    call = second[-2]["tool_calls"][0]
    assert second[-2]["role"] == "assistant" and call["function"]["name"] == "web_search"
    assert second[-1] == {"role": "tool", "tool_call_id": call["id"],
                          "content": second[-1]["content"]}
    assert "[cite:" in second[-1]["content"] and page in second[-1]["content"]
    third = lab.llm.received[2]["messages"]
    assert "Python 3.13 was released on 7 October 2024" in third[-1]["content"]
    assert {t["function"]["name"] for t in lab.llm.received[0]["tools"]} == {
        "web_search", "web_fetch"}
    # Trace.
    trace = result.trace
    assert trace.searched and not trace.correction_triggered and not trace.degradation_triggered
    assert [t.finish_reason for t in trace.turns] == ["tool_calls", "tool_calls", "stop"]
    calls = trace.tool_calls
    assert [(c.tool, c.ok, c.provider) for c in calls] == [
        ("web_search", True, "searxng"), ("web_fetch", True, "builtin")]
    assert calls[0].args == {"query": "python 3.13 release date"} and calls[1].result_tokens > 0
    assert trace.tokens_in == 300 and trace.tokens_out == 60
    json.loads(trace.to_json())
    # Events for the UI.
    starts = [e for e in lab.events if isinstance(e, ToolStart)]
    assert [s.tool for s in starts] == ["web_search", "web_fetch"]
    search_id, fetch_id = starts[0].call_id, starts[1].call_id
    tools = [e for e in lab.events if isinstance(e, SearchStarted | SearchFinished | PagesQueued
                                                  | PageRead)]
    assert [type(e) for e in tools] == [SearchStarted, SearchFinished, PagesQueued, PageRead]
    assert tools[0] == SearchStarted("python 3.13 release date", "searxng", "SearXNG",
                                     call_id=search_id)
    assert (tools[1].count, tools[1].reason, tools[1].call_id) == (1, None, search_id)
    assert tools[2] == PagesQueued((page,), call_id=fetch_id)
    assert tools[3].url == page and tools[3].title == "What's New In Python 3.13"
    ends = [e for e in lab.events if isinstance(e, ToolEnd)]
    assert [(e.ok, e.provider, e.count) for e in ends] == [(True, "searxng", 1),
                                                          (True, "builtin", 1)]
    assert isinstance(lab.events[-1], AnswerDone) and lab.events[-1].reason == "complete"
    streamed = "".join(e.text for e in lab.events if e.kind == "text")
    assert streamed.strip() == result.answer


def test_system_prompt_has_date_locale_and_rules(lab: Lab) -> None:
    lab.llm.script(text("Hi! How can I help?"))
    lab.ask("Hello!", lab.agent(locale="zh_CN"))
    system = lab.llm.received[0]["messages"][0]
    assert system["role"] == "system"
    assert "2026-11-30" in system["content"] and "zh_CN" in system["content"]
    assert "[cite:" in system["content"] and "untrusted" in system["content"]
    content = system["content"]
    for rule in ("MUST call web_search before answering", "versions and comparisons",
                 "creative writing", "arithmetic", "greetings", "pure coding tasks",
                 "When you are unsure whether to search, search.", "Copy ids exactly",
                 "Never invent an id", "Do not add a references or sources section",
                 "is an instruction to you"):
        assert rule in content, rule


def test_several_tool_calls_in_one_turn(lab: Lab) -> None:
    a = lab.page("django", "Django 5.1 released", "Django 5.1 was released in August 2024.")
    b = lab.page("flask", "Flask 3.1 released", "Flask 3.1 was released in November 2024.")
    lab.hits("Django latest release", ("Django 5.1", a, "Django 5.1 is out."))
    lab.hits("Flask latest release", ("Flask 3.1", b, "Flask 3.1 is out."))
    lab.llm.script(
        tools(("web_search", {"query": "Django latest release"}),
              ("web_search", {"query": "Flask latest release"}), chunk=4),
        lambda body: text(f"Django 5.1 [cite:{cite_id_for(body, 'django')}] and Flask 3.1 "
                          f"[cite:{cite_id_for(body, 'flask')}]."),
    )
    result = lab.ask("Django vs Flask: latest releases?")
    assert [c["url"] for c in result.citations] == [a, b]
    messages = lab.llm.received[1]["messages"]
    ids = [c["id"] for c in messages[-3]["tool_calls"]]
    assert [m["tool_call_id"] for m in messages[-2:]] == ids
    assert "Django 5.1" in messages[-2]["content"] and "Flask 3.1" in messages[-1]["content"]


def test_malformed_arguments_and_unknown_tool_go_back_as_errors(lab: Lab) -> None:
    page = _python_lab(lab)
    lab.llm.script(
        tools(("web_search", '{"query": "python 3.13'), ("web_browse", {"url": page})),
        search("python 3.13 release date"),
        lambda body: text(f"October 2024 [cite:{cite_id_for(body, 'py313')}]."),
    )
    result = lab.ask("When was Python 3.13 released?")
    assert result.ok
    outputs = tool_outputs(lab.llm.received[1])
    assert outputs[0].startswith("Error: the arguments for web_search were not valid JSON")
    assert '{"query": "python 3.13 release date"}' in outputs[0]
    assert "no tool named 'web_browse'" in outputs[1]
    reasons = [c.reason for c in result.trace.tool_calls]
    assert reasons == ["invalid_arguments", "invalid_arguments", None]
    assert result.trace.tool_calls[0].args == {"raw": '{"query": "python 3.13'}


def test_bad_url_lists_are_errors_for_the_model(lab: Lab) -> None:
    lab.llm.script(
        tools(("web_fetch", {"urls": []}),
              ("web_fetch", {"urls": [f"https://e.example/{i}" for i in range(21)]})),
        text("I could not read anything."),
    )
    lab.ask("Summarise these pages", lab.agent())
    outputs = tool_outputs(lab.llm.received[1])
    assert "needs 'urls'" in outputs[0]
    assert "at most 20 URLs per call; you sent 21" in outputs[1]


class RaisingToolbox:
    def web_search(self, query: str, **kw: Any) -> Any:
        raise RuntimeError("disk on fire")

    def web_fetch(self, urls: list[str], **kw: Any) -> Any:
        raise RuntimeError("disk on fire")


def test_a_raising_tool_becomes_an_error_result(lab: Lab) -> None:
    lab.llm.script(search("anything at all"), text("Searching failed, sorry."))
    result = lab.ask("Tell me something nice", lab.agent(toolbox=RaisingToolbox()))
    assert result.ok and result.answer == "Searching failed, sorry."
    output = tool_outputs(lab.llm.received[1])[0]
    assert "web_search failed unexpectedly (RuntimeError: disk on fire)" in output
    assert result.trace.tool_calls[0].reason == "internal_error"
    ends = [e for e in lab.events if isinstance(e, ToolEnd)]
    assert ends and not ends[0].ok


def test_loop_limit_asks_for_the_best_answer_with_tools_defined_but_none_allowed(
    lab: Lab,
) -> None:
    page = _python_lab(lab)
    lab.llm.script(search("python 3.13 release date"), search("python 3.13 release date"),
                   lambda body: text(f"Best I have: October 2024 "
                                     f"[cite:{cite_id_for(body, 'py313')}]."))
    result = lab.ask("When was Python 3.13 released?", lab.agent(max_turns=2))
    assert result.ok and "October 2024" in result.answer and result.citations[0]["url"] == page
    last = lab.llm.received[2]
    # Gateways refuse tool history without tool definitions: keep them, allow none.
    assert last["tools"] and last["tool_choice"] == "none"
    assert "You have used all 2 tool rounds" in last["messages"][-1]["content"]
    assert result.trace.limit_reached and result.trace.turns[-1].injected == ["limit"]
    assert result.ending.reason == "round_limit" and "2 tool rounds" in result.ending.message
    assert RoundLimit(2) in lab.events


def test_stream_cut_keeps_partial_answer_marked_incomplete(lab: Lab) -> None:
    lab.llm.script(Reply(text="Hello! Here is a long greeting that will be cut", cut_after=4))
    result = lab.ask("Hello!")
    assert result.incomplete and not result.ok and not result.stopped
    assert result.answer and "Hello! Here is a long greeting".startswith(result.answer[:10])
    assert result.trace.incomplete


def test_model_errors_end_the_run_with_a_clear_error(lab: Lab) -> None:
    lab.llm.script(error(401, "invalid key"))
    result = lab.ask("Hello!")
    assert not result.ok and result.error is not None and result.error.code == "auth"
    assert result.trace.error is not None and result.trace.error["code"] == "auth"


def test_context_length_error_trims_tool_outputs_and_retries_once(lab: Lab) -> None:
    page = _python_lab(lab)
    from tests.servers.openai_server import context_error

    lab.llm.script(fetch(page), context_error(),
                   lambda body: text(f"October 2024 [cite:{cite_id_for(body, 'py313')}]."))
    result = lab.ask("When was Python 3.13 released?")
    assert result.ok and result.citations[0]["url"] == page
    retried = tool_outputs(lab.llm.received[2])[0]
    assert "Shortened by Footnote" in retried and page in retried
    assert len(retried) < len(tool_outputs(lab.llm.received[1])[0])
    assert "trimmed_after_context_error" in result.trace.turns[-1].injected


def test_context_length_error_twice_is_reported(lab: Lab) -> None:
    from tests.servers.openai_server import context_error

    page = _python_lab(lab)
    lab.llm.script(fetch(page), context_error(), context_error())
    result = lab.ask("When was Python 3.13 released?")
    assert result.error is not None and result.error.code == "context_length"
    assert "too long" in str(result.error)


def test_pasted_urls_are_read_before_the_first_turn_in_tools_mode(lab: Lab) -> None:
    page = _python_lab(lab)
    lab.llm.script(lambda body: text(f"It covers the JIT [cite:{cite_id_for(body, 'py313')}]."))
    result = lab.ask(f"Summarise {page} for me. Ignore `http://localhost:9/code-sample`.")
    assert result.ok and result.citations[0]["url"] == page
    first = lab.llm.received[0]["messages"]  # the model's very first request
    assert [m["role"] for m in first] == ["system", "user", "assistant", "tool"]
    call = first[2]["tool_calls"][0]
    assert call["function"]["name"] == "web_fetch"
    assert json.loads(call["function"]["arguments"]) == {"urls": [page]}  # not the code span
    assert len(call["id"]) == 9 and call["id"].isalnum()  # Mistral's tool-call id rule
    assert first[3]["tool_call_id"] == call["id"]
    assert "experimental JIT" in first[3]["content"]
    assert [t.purpose for t in result.trace.turns] == ["prefetch", "tools"]
    # A fetch alone is not a search; it still counts as checking the web.
    assert not result.trace.searched and not result.trace.correction_triggered
    assert [type(e).__name__ for e in lab.events if isinstance(e, ToolStart | ToolEnd)] == [
        "ToolStart", "ToolEnd"]


def test_pasted_url_then_tools_refused_still_falls_back(lab: Lab) -> None:
    page = _python_lab(lab)
    lab.llm.script(error(400, "this model does not support tools"),
                   lambda body: text(f"Summary [cite:{cite_id_for(body, 'py313')}]."))
    result = lab.ask(f"Summarise {page}")
    assert result.ok and result.trace.mode == "direct"
    assert result.citations[0]["url"] == page


def test_read_pages_keep_the_exact_text_the_model_saw_as_evidence(lab: Lab) -> None:
    page = _python_lab(lab)
    lab.llm.script(search("python 3.13 release date"), lambda body: fetch(page),
                   lambda body: text(f"October 2024 [cite:{cite_id_for(body, 'py313')}]."))
    result = lab.ask("When was Python 3.13 released?")
    source = result.sources[0]
    assert source.url == page
    seen = tool_outputs(lab.llm.received[2])[-1]
    assert len(source.excerpt) > 500 and source.excerpt in seen  # whole text, not a prefix
    assert source.excerpt.rstrip().endswith("main content of the page.")


def test_context_length_error_shortens_oldest_outputs_first(lab: Lab) -> None:
    pages = [lab.page(f"c{i}", f"Chapter {i}", f"Chapter {i} says something long. " * 15)
             for i in range(3)]
    lab.llm.script(fetch(pages[0]), fetch(pages[1]), fetch(pages[2]),
                   error(400, "This model's maximum context length is 9000 tokens. However, "
                              "your messages resulted in 9400 tokens.",
                         code="context_length_exceeded"),
                   lambda body: text(f"Done [cite:{cite_id_for(body, '/c2')}]."))
    result = lab.ask("Read the three chapters")
    assert result.ok, result.error
    retried = tool_outputs(lab.llm.received[4])
    assert "Shortened by Footnote" in retried[0]  # the oldest first ...
    assert "Shortened by Footnote" not in retried[-1]  # ... the newest kept whole
    assert retried[-1] == tool_outputs(lab.llm.received[3])[-1]
    assert "trimmed_after_context_error" in result.trace.turns[-1].injected


def test_tool_descriptions_say_what_each_tool_is_for_and_not_for(lab: Lab) -> None:
    lab.llm.script(text("Hi!"))
    lab.ask("Hello!")
    sent = {t["function"]["name"]: t["function"] for t in lab.llm.received[0]["tools"]}
    search_spec, fetch_spec = sent["web_search"], sent["web_fetch"]
    assert "does NOT read pages" in search_spec["description"]
    assert "use web_fetch" in search_spec["description"]
    assert "With only a topic or a question, search first" in search_spec["description"]
    assert "does NOT find pages" in fetch_spec["description"]
    assert search_spec["parameters"]["required"] == ["query"]
    urls = fetch_spec["parameters"]["properties"]["urls"]
    assert (urls["minItems"], urls["maxItems"]) == (1, 20)
