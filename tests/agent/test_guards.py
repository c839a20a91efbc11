"""Guard rails: each one triggering, and not triggering where it must not."""

from __future__ import annotations

from services.agent import ToolEnd
from services.events import Correction, Degradation, PageFailed
from tests.agent.conftest import Lab
from tests.servers.openai_server import cite_id_for, fetch, search, text, tool_outputs, tools

CORRECTION = "[Footnote] You answered without searching"
DEGRADATION = "[Footnote] Two tool calls in a row failed"


def _django(lab: Lab) -> str:
    page = lab.page("django51", "Django 5.1 release notes", "Django 5.1 was released in 2024.")
    lab.hits("latest Django version", ("Django 5.1 release notes", page, "Django 5.1 is out."))
    return page


def test_correction_when_the_model_skips_search(lab: Lab) -> None:
    page = _django(lab)
    lab.llm.script(
        text("The latest Django is 3.2, I am quite sure."),
        search("latest Django version"),
        lambda body: text(f"Django 5.1 [cite:{cite_id_for(body, 'django51')}]."),
    )
    result = lab.ask("What is the latest version of Django?")
    assert result.ok and result.answer == f"Django 5.1 [cite:{result.citations[0]['id']}]."
    assert "3.2" not in result.answer  # the memory answer was held back, never shown
    assert "3.2" not in "".join(e.text for e in lab.events if e.kind == "text")
    second = lab.llm.received[1]["messages"]
    assert second[-2] == {"role": "assistant",
                          "content": "The latest Django is 3.2, I am quite sure."}
    assert second[-1]["role"] == "user" and second[-1]["content"].startswith(CORRECTION)
    trace = result.trace
    assert trace.correction_triggered and trace.correction_rule == "time"
    assert trace.turns[1].injected == ["correction"]
    assert result.citations[0]["url"] == page
    assert any(isinstance(e, Correction) for e in lab.events)


def test_no_correction_after_a_successful_search(lab: Lab) -> None:
    _django(lab)
    lab.llm.script(
        search("latest Django version"),
        lambda body: text(f"Django 5.1 [cite:{cite_id_for(body, 'django51')}]."),
    )
    result = lab.ask("What is the latest version of Django?")
    assert result.ok and not result.trace.correction_triggered
    assert len(lab.llm.received) == 2 and lab.llm.pending == 0
    assert all(CORRECTION not in str(m.get("content")) for m in lab.llm.received[1]["messages"])


def test_no_correction_for_creative_writing_arithmetic_or_greetings(lab: Lab) -> None:
    agent = lab.agent()
    for question in ("Write a haiku about the latest autumn rain", "What is 17 * 23?",
                     "Hello!"):
        lab.llm.script(text("An answer from the model."))
        result = lab.ask(question, agent)
        assert result.ok and not result.trace.correction_triggered, question
    assert len(lab.llm.received) == 3


def test_correction_at_most_once(lab: Lab) -> None:
    lab.llm.script(text("Django 3.2."), text("Still Django 3.2, no need to search."))
    result = lab.ask("What is the latest version of Django?")
    assert result.ok and result.answer == "Still Django 3.2, no need to search."
    assert result.trace.correction_triggered and len(lab.llm.received) == 2


def test_correction_when_the_only_search_failed(lab: Lab) -> None:
    _django(lab)
    lab.llm.script(search("django newest"), text("Django 3.2."),
                   search("latest Django version"),
                   lambda body: text(f"Django 5.1 [cite:{cite_id_for(body, 'django51')}]."))
    result = lab.ask("What is the latest version of Django?")
    assert result.trace.correction_triggered
    assert not result.trace.tool_calls[0].ok and result.trace.tool_calls[0].reason == "empty"
    assert result.ok and "5.1" in result.answer


def test_degradation_after_two_failures_in_a_row_once(lab: Lab) -> None:
    gone = lab.page("gone", "Gone", "x", status=404)
    also = lab.page("also-gone", "Gone too", "x", status=500)
    lab.llm.script(fetch(gone), fetch(also), fetch(gone),
                   text("I could not read those pages (HTTP errors)."))
    result = lab.ask("Summarise the pages about it please")
    assert result.ok and result.trace.degradation_triggered
    third = lab.llm.received[2]["messages"]
    assert third[-1]["role"] == "user" and third[-1]["content"].startswith(DEGRADATION)
    assert third[-2]["role"] == "tool" and "could not" in third[-2]["content"].lower()
    fourth = lab.llm.received[3]["messages"]
    assert sum(DEGRADATION in str(m.get("content")) for m in fourth) == 1  # only once
    assert [t.injected for t in result.trace.turns] == [[], [], ["degradation"], []]
    assert [c.reason for c in result.trace.tool_calls] == ["http_error"] * 3
    assert Degradation(2) in lab.events
    failed = [e for e in lab.events if isinstance(e, PageFailed)]
    assert [(e.url, e.reason) for e in failed] == [(gone, "http_error"), (also, "http_error"),
                                                   (gone, "http_error")]
    ends = [e for e in lab.events if isinstance(e, ToolEnd)]
    assert [(e.ok, e.reason, e.count) for e in ends] == [(False, "http_error", 0)] * 3
    assert result.trace.tool_calls[0].failures == [{"url": gone, "reason": "http_error"}]


def test_no_degradation_when_failures_are_not_consecutive(lab: Lab) -> None:
    gone = lab.page("gone", "Gone", "x", status=404)
    page = _django(lab)
    lab.llm.script(fetch(gone), fetch(page), fetch(gone),
                   text("Django 5.1 is the latest."))
    result = lab.ask("Read these pages")
    assert result.ok and not result.trace.degradation_triggered
    assert all(DEGRADATION not in str(m.get("content"))
               for m in lab.llm.received[-1]["messages"])


def test_resources_guard_shortens_oldest_tool_outputs_first(lab: Lab) -> None:
    pages = [lab.page(f"p{i}", f"Page {i}", f"Fact number {i} is interesting. " * 20)
             for i in range(3)]
    lab.llm.script(fetch(pages[0]), fetch(pages[1]), fetch(pages[2]),
                   lambda body: text(f"Done [cite:{cite_id_for(body, 'p2')}]."))
    result = lab.ask("Read three pages", lab.agent(context_window=3000))
    assert result.ok
    last = tool_outputs(lab.llm.received[3])
    assert "Shortened by Footnote" in last[0]
    assert "Shortened by Footnote" not in last[-1]  # newest output kept whole
    assert pages[0] in last[0] and "[cite:" in last[0]  # header lines survive
    assert any(i.startswith("trimmed:") for t in result.trace.turns for i in t.injected)


def test_resources_guard_leaves_small_conversations_alone(lab: Lab) -> None:
    page = _django(lab)
    lab.llm.script(fetch(page), text("Django 5.1."))
    result = lab.ask("Read the Django release notes")
    assert result.ok
    assert all("Shortened" not in o for o in tool_outputs(lab.llm.received[1]))
    assert not any(i.startswith("trimmed") for t in result.trace.turns for i in t.injected)


def test_no_correction_when_a_follow_up_cites_an_earlier_source(lab: Lab) -> None:
    from services.citations.registry import CitationRegistry, Source

    registry = CitationRegistry([Source(id="abc123-1", url="https://django.example/5.1",
                                        title="Django 5.1")])
    lab.llm.script(text("As found before, Django 5.1 [cite:abc123-1]."))
    history = [{"role": "user", "content": "What is the latest Django?"},
               {"role": "assistant", "content": "Django 5.1 [cite:abc123-1]."}]
    result = lab.ask("When was the latest Django released?", history=history,
                     registry=registry)
    assert result.ok and not result.trace.correction_triggered
    assert result.citations[0]["url"] == "https://django.example/5.1"
    assert result.source_ids == []  # nothing new was shown in this run


def test_a_follow_up_citing_an_unknown_id_is_still_corrected(lab: Lab) -> None:
    _django(lab)
    lab.llm.script(text("Django 5.1 [cite:zzz999-9]."), search("latest Django version"),
                   lambda body: text(f"Django 5.1 [cite:{cite_id_for(body, 'django51')}]."))
    result = lab.ask("When was the latest Django released?")
    assert result.trace.correction_triggered and result.ok


def test_no_degradation_for_arguments_the_model_must_fix(lab: Lab) -> None:
    page = _django(lab)
    lab.llm.script(
        tools(("web_search", '{"query": "latest Dja'), ("web_lookup", {"q": "django"})),
        search("latest Django version"),
        lambda body: text(f"Django 5.1 [cite:{cite_id_for(body, 'django51')}]."),
    )
    result = lab.ask("What is the latest version of Django?")
    assert result.ok and result.citations[0]["url"] == page
    assert not result.trace.degradation_triggered
    # The model was told how to fix its call, never "stop retrying" at the same time.
    assert all(DEGRADATION not in str(m.get("content")) for r in lab.llm.received
               for m in r["messages"])


def test_a_failing_web_after_argument_errors_still_degrades(lab: Lab) -> None:
    gone = lab.page("gone", "Gone", "x", status=404)
    lab.llm.script(tools(("web_fetch", "{not json")), fetch(gone), fetch(gone),
                   text("Those pages could not be read."))
    result = lab.ask("Summarise the pages about it please")
    assert result.ok and result.trace.degradation_triggered
    # Two real failures in turns 2 and 3; the bad arguments of turn 1 do not count.
    assert [t.injected for t in result.trace.turns] == [[], [], [], ["degradation"]]
