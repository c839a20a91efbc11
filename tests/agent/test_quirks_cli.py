"""``ask`` against endpoints that play real providers' quirks: what the user sees.

One scripted endpoint per quirk (``OpenAIServer.quirks``): DeepSeek thinking
mode with tools, a model that refuses streaming, <think> blocks in content,
tool calls written as text, a length cut-off, and the round limit against a
gateway that refuses tool history without tool definitions.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from app import paths
from app.cli import main
from app.settings import Settings
from services.storage import History
from tests.agent.conftest import Lab
from tests.servers.openai_server import Reply, cite_id_for, search, text

QUESTION = "What is the latest Rust release?"


def _configure(lab: Lab, **extra: object) -> None:
    Settings().update(lab.app_settings(**extra))


def _rust(lab: Lab) -> str:
    page = lab.page("rust", "Rust 1.83 released", "Rust 1.83 was released on 28 November 2024.")
    lab.hits("Rust latest release", ("Rust 1.83 released", page, "Rust 1.83 is out."))
    return page


def _cited(body: dict[str, Any]) -> Reply:
    return text(f"Rust 1.83, from November 2024 [cite:{cite_id_for(body, '/articles/rust')}].")


def _ask_json(capsys: pytest.CaptureFixture[str]) -> tuple[int, dict[str, Any]]:
    code = main(["ask", QUESTION, "--json"])
    return code, json.loads(capsys.readouterr().out)


def _stored_answer() -> Any:
    history = History(paths.history_db())
    try:
        return history.messages(history.conversations()[0].id)[-1]
    finally:
        history.close()


def test_deepseek_thinking_mode_with_tools_gives_a_cited_answer(
    lab: Lab, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DEEPSEEK_API_KEY", "sk-test")
    _configure(lab, **{"llm.provider": "deepseek", "llm.deepseek.base_url": lab.llm.base_url,
                       "llm.model": "deepseek-reasoner"})
    lab.llm.quirks.add("deepseek_thinking")
    page = _rust(lab)
    lab.llm.script(
        Reply(tool_calls=[("web_search", {"query": "Rust latest release"})],
              reasoning="The user asks about a release: search."),
        lambda body: Reply(text=_cited(body).text, reasoning="The result says 1.83."),
    )
    code, data = _ask_json(capsys)
    assert code == 0 and data["ending"]["reason"] == "complete"
    assert data["citations"][0]["url"] == page and "[cite:" in data["answer"]
    # The reasoning is kept apart: never in the answer, in the trace with its size.
    assert "search." not in data["answer"] and "1.83." in data["reasoning"]
    assert data["trace"]["reasoning_chars"] == len("The user asks about a release: search.") + len(
        "The result says 1.83.")
    second = lab.llm.received[1]["messages"]
    turn = next(m for m in second if m.get("tool_calls"))
    assert turn["reasoning_content"] == "The user asks about a release: search."
    assert len(lab.llm.received) == 2  # no refused request on the way


def test_a_model_that_refuses_streaming_answers_with_one_notice_and_is_remembered(
    lab: Lab, capsys: pytest.CaptureFixture[str]
) -> None:
    _configure(lab)
    lab.llm.quirks.add("no_stream")
    page = _rust(lab)
    lab.llm.script(search("Rust latest release"), _cited)
    assert main(["ask", QUESTION]) == 0
    out, err = capsys.readouterr()
    assert "Rust 1.83, from November 2024 [1]." in out and page in out
    assert err.count("does not stream test-model") == 1 and "error" not in err
    assert Settings()["llm.models"]["test-model"] == {"stream": False}
    # Next time: no refused request, no notice.
    refused = len(lab.llm.received)
    lab.llm.script(text("Hello again."))
    assert main(["ask", "Hello!"]) == 0
    out, err = capsys.readouterr()
    assert "Hello again." in out and "does not stream" not in err
    assert len(lab.llm.received) == refused + 1 and "stream" not in lab.llm.received[-1]


def test_think_blocks_are_not_shown_stored_or_sent_back(
    lab: Lab, capsys: pytest.CaptureFixture[str]
) -> None:
    _configure(lab)
    page = _rust(lab)
    lab.llm.script(
        Reply(text="<think>I need to search for this.</think>",
              tool_calls=[("web_search", {"query": "Rust latest release"})], chunk=4),
        lambda body: text("<think>Found it: 1.83.</think>" + _cited(body).text, chunk=5),
    )
    assert main(["ask", QUESTION]) == 0
    out, err = capsys.readouterr()
    assert "<think" not in out and "I need to search" not in out and "Found it" not in out
    assert "Rust 1.83, from November 2024 [1]." in out and page in out
    assert "· Thinking…" in err
    answer = _stored_answer()
    assert answer.content.startswith("Rust 1.83") and "think" not in answer.content
    assert "Found it: 1.83." in answer.trace["reasoning"]
    sent = json.dumps(lab.llm.received[1]["messages"])
    assert "<think" not in sent and "I need to search" not in sent
    # A follow-up sends the stored answer back: still no reasoning in it.
    lab.llm.script(text("You are welcome."))
    assert main(["ask", "Thanks!", "--conversation", str(answer.conversation_id)]) == 0
    assert "Found it" not in json.dumps(lab.llm.received[-1]["messages"])


@pytest.mark.parametrize("written", [
    '{"name": "web_search", "arguments": {"query": "Rust latest release"}}',
    '<tool_call>\n{"name": "web_search", "arguments": {"query": "Rust latest release"}}\n'
    '</tool_call>',
    'I will search.\n```json\n{"name": "web_search", "parameters": {"query": '
    '"Rust latest release"}}\n```',
])
def test_tool_calls_written_as_text_are_run_and_never_shown(
    lab: Lab, capsys: pytest.CaptureFixture[str], written: str
) -> None:
    _configure(lab)
    page = _rust(lab)
    lab.llm.script(text(written, chunk=7), _cited)
    code, data = _ask_json(capsys)
    assert code == 0 and data["citations"][0]["url"] == page
    assert "web_search" not in data["answer"] and "{" not in data["answer"]
    assert data["answer"].endswith("].") and data["answer"].count("Rust 1.83") == 1
    assert data["trace"]["turns"][0]["tool_calls"][0]["args"] == {"query": "Rust latest release"}
    turn = next(m for m in lab.llm.received[1]["messages"] if m.get("tool_calls"))
    assert turn["tool_calls"][0]["function"]["name"] == "web_search"
    assert "web_search" not in str(turn.get("content") or "")


def test_a_length_cut_off_says_so_with_the_limit_and_how_to_raise_it(
    lab: Lab, capsys: pytest.CaptureFixture[str]
) -> None:
    _configure(lab, **{"llm.max_output_tokens": 300})
    lab.llm.script(text("Once upon a time there was a very long story that",
                        finish_reason="length"))
    code = main(["ask", "Tell me a long story", "--json"])
    out, err = capsys.readouterr()
    data = json.loads(out)
    assert code == 1 and data["incomplete"] and data["ending"]["reason"] == "length"
    assert "output limit of 300 tokens" in data["ending"]["message"]
    assert "llm.max_output_tokens" in data["ending"]["action"]
    assert "connection" not in err and "output limit of 300 tokens" in err
    assert lab.llm.received[0]["max_tokens"] == 300
    stored = _stored_answer()
    assert stored.status == "incomplete" and stored.error_code == "length"
    assert "300 tokens" in stored.error_message and stored.trace["ending"]["reason"] == "length"


def test_the_round_limit_keeps_the_work_against_a_gateway_that_needs_tools(
    lab: Lab, capsys: pytest.CaptureFixture[str]
) -> None:
    _configure(lab, **{"agent.max_turns": 2})
    lab.llm.quirks.add("tools_for_tool_history")
    page = _rust(lab)
    lab.llm.script(
        search("Rust latest release"), search("Rust latest release"),
        search("Rust latest release"),  # the final turn still calls a tool: ignored
        _cited,
    )
    code, data = _ask_json(capsys)
    assert code == 0 and data["citations"][0]["url"] == page
    assert data["ending"]["reason"] == "round_limit"
    assert "2 tool rounds" in data["ending"]["message"]
    finals = lab.llm.received[2:]
    # Asked without tools offered, the gateway refuses (400): asked as before.
    assert len(finals) == 3 and "tools" not in finals[1]
    assert all(b["tools"] and b["tool_choice"] == "none" for b in (finals[0], finals[2]))
    assert "No more tool calls are possible" in finals[2]["messages"][-1]["content"]
    # The ignored call never entered the conversation.
    assert sum(1 for m in finals[2]["messages"] if m.get("tool_calls")) == 2
    assert data["trace"]["turns"][2]["ignored_tool_calls"] == 1
    assert data["trace"]["turns"][4]["injected"] == ["limit_again", "tools_refused_withheld"]
    assert len([c for t in data["trace"]["turns"] for c in t["tool_calls"]]) == 2


def test_a_gateway_that_honours_tool_choice_answers_the_first_final_request(
    lab: Lab, capsys: pytest.CaptureFixture[str]
) -> None:
    _configure(lab, **{"agent.max_turns": 2})
    lab.llm.quirks.add("tools_for_tool_history")
    page = _rust(lab)
    lab.llm.script(search("Rust latest release"), search("Rust latest release"), _cited)
    code, data = _ask_json(capsys)
    assert code == 0 and data["citations"][0]["url"] == page
    assert data["ending"]["reason"] == "round_limit" and "[cite:" in data["answer"]
    finals = lab.llm.received[2:]
    assert len(finals) == 1 and finals[0]["tools"] and finals[0]["tool_choice"] == "none"


def test_ollama_ignoring_tool_choice_still_answers_after_the_round_limit(
    lab: Lab, capsys: pytest.CaptureFixture[str]
) -> None:
    """Ollama ignores tool_choice (ollama/ollama#8421): asked with tools offered it
    calls one more; asked without them, tool history and all, it answers."""
    _configure(lab, **{"agent.max_turns": 2})
    lab.llm.quirks.add("ignores_tool_choice")
    page = _rust(lab)
    lab.llm.script(search("Rust latest release"), search("Rust latest release"), _cited)
    code, data = _ask_json(capsys)
    assert code == 0 and data["ending"]["reason"] == "round_limit"
    assert data["citations"][0]["url"] == page and "Rust 1.83" in data["answer"]
    assert "gave no answer" not in data["ending"]["message"]
    first, second = lab.llm.received[2:]
    assert first["tools"] and first["tool_choice"] == "none"
    assert "tools" not in second and "tool_choice" not in second
    # The tool history is kept; the ignored call is not added to it.
    assert sum(1 for m in second["messages"] if m.get("tool_calls")) == 2
    assert sum(1 for m in second["messages"] if m.get("role") == "tool") == 2
    assert "No more tool calls are possible" in second["messages"][-1]["content"]
    turns = data["trace"]["turns"]
    assert turns[2]["ignored_tool_calls"] == 1
    assert turns[3]["injected"] == ["limit_again", "tools_withheld"]


def test_deepseek_thinking_behind_a_custom_endpoint_is_learned_and_remembered(
    lab: Lab, capsys: pytest.CaptureFixture[str]
) -> None:
    """A gateway or your own URL serving DeepSeek V3.2+: no preset says to send
    the reasoning back; the 400 does, once."""
    _configure(lab)
    lab.llm.quirks.add("deepseek_thinking")
    page = _rust(lab)
    lab.llm.script(
        Reply(tool_calls=[("web_search", {"query": "Rust latest release"})],
              reasoning="The user asks about a release: search."),
        lambda body: Reply(text=_cited(body).text, reasoning="The result says 1.83."),
    )
    code = main(["ask", QUESTION])
    out, err = capsys.readouterr()
    assert code == 0 and "Rust 1.83, from November 2024 [1]." in out and page in out
    assert err.count("needs the reasoning of test-model's tool calls sent back") == 1
    assert Settings()["llm.models"]["test-model"] == {"reasoning_echo": "reasoning_content"}
    refused, accepted = lab.llm.received[1:]
    assert not any("reasoning_content" in m for m in refused["messages"])
    turn = next(m for m in accepted["messages"] if m.get("tool_calls"))
    assert turn["reasoning_content"] == "The user asks about a release: search."
    # Next time it is sent at once: no refused request, no notice.
    before = len(lab.llm.received)
    lab.llm.script(search("Rust latest release"), _cited)
    assert main(["ask", QUESTION]) == 0
    _, err = capsys.readouterr()
    assert "needs the reasoning" not in err and len(lab.llm.received) == before + 2


def test_a_server_that_refuses_the_reasoning_back_learns_to_leave_it_out(
    lab: Lab, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DEEPSEEK_API_KEY", "sk-test")
    _configure(lab, **{"llm.provider": "deepseek", "llm.deepseek.base_url": lab.llm.base_url,
                       "llm.model": "deepseek-reasoner"})
    lab.llm.quirks.add("no_reasoning_content")
    page = _rust(lab)
    lab.llm.script(
        Reply(tool_calls=[("web_search", {"query": "Rust latest release"})],
              reasoning="Search it."),
        _cited,
    )
    code, data = _ask_json(capsys)
    assert code == 0 and data["ending"]["reason"] == "complete"
    assert data["citations"][0]["url"] == page
    assert Settings()["llm.models"]["deepseek-reasoner"] == {"reasoning_echo": ""}
    assert not any("reasoning_content" in m for m in lab.llm.received[-1]["messages"])


def test_think_blocks_in_older_stored_answers_are_not_sent_back(lab: Lab) -> None:
    lab.llm.script(text("Sure."))
    history = [{"role": "user", "content": "Hi"},
               {"role": "assistant", "content": "<think>old private notes</think>Hello!"}]
    result = lab.ask("Thanks", lab.agent(web_mode="off"), history=history)
    assert result.ok and result.answer == "Sure."
    sent = lab.llm.received[0]["messages"]
    assert {"role": "assistant", "content": "Hello!"} in sent
    assert "old private notes" not in json.dumps(sent)


def test_a_text_tool_call_is_noted_in_the_trace(lab: Lab) -> None:
    page = _rust(lab)
    lab.llm.script(text('{"name": "web_search", "arguments": {"query": "Rust latest release"}}'),
                   _cited)
    result = lab.ask(QUESTION)
    assert result.ok and result.citations[0]["url"] == page
    assert result.trace.turns[0].text_tool_calls == 1
    assert [c.tool for c in result.trace.tool_calls] == ["web_search"]


def test_pasted_urls_read_first_keep_deepseek_thinking_mode_happy(
    lab: Lab, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DEEPSEEK_API_KEY", "sk-test")
    _configure(lab, **{"llm.provider": "deepseek", "llm.deepseek.base_url": lab.llm.base_url,
                       "llm.model": "deepseek-reasoner"})
    lab.llm.quirks.add("deepseek_thinking")
    page = _rust(lab)
    lab.llm.script(lambda body: Reply(text=_cited(body).text, reasoning="Read the page."))
    code = main(["ask", f"Summarise {page}", "--json"])
    data = json.loads(capsys.readouterr().out)
    assert code == 0 and data["citations"][0]["url"] == page
    assert len(lab.llm.received) == 1
