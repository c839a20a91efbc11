"""Provider quirks at the client: reasoning fields, <think> blocks, text tool calls,
refused streaming and parameters, ending reasons, provider messages."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import openai
import pytest

from services.errors import LLMBadRequest
from services.llm.client import REASONING_KEY, ChatClient
from services.llm.endpoint import Endpoint, resolve_endpoint
from services.llm.events import Adaptation, Done, Reply, TextDelta, ThoughtDelta
from services.llm.failures import refused_param, translate
from services.llm.presets import PRESETS, model_info
from services.llm.textcalls import TextCallFilter, parse_calls
from services.llm.think import ThinkSplitter, strip_think
from tests.defaults import settings_with
from tests.servers.openai_server import OpenAIServer, error, text, tools
from tests.servers.openai_server import Reply as Scripted

Make = Callable[..., ChatClient]
MSGS = [{"role": "user", "content": "hi"}]
TOOLS = [{"type": "function", "function": {"name": "web_search", "parameters": {}}},
         {"type": "function", "function": {"name": "web_fetch", "parameters": {}}}]
NAMES = frozenset({"web_search", "web_fetch"})


def _events(client: ChatClient, **kw: Any) -> tuple[list[Any], Reply]:
    events = list(client.stream(MSGS, **kw))
    done = events[-1]
    assert isinstance(done, Done)
    return events[:-1], done.reply


def _shown(events: list[Any]) -> str:
    return "".join(e.text for e in events if isinstance(e, TextDelta))


def _thought(events: list[Any]) -> str:
    return "".join(e.text for e in events if isinstance(e, ThoughtDelta))


# <think> blocks -----------------------------------------------------------------
THOUGHTFUL = "<think>The user wants X. Check Y.</think>The answer is 42."


@pytest.mark.parametrize("size", range(1, len(THOUGHTFUL) + 1))
def test_think_blocks_are_split_off_wherever_the_chunks_break(size: int) -> None:
    splitter = ThinkSplitter()
    answer, reasoning = "", ""
    for i in range(0, len(THOUGHTFUL), size):
        a, r = splitter.feed(THOUGHTFUL[i:i + size])
        answer, reasoning = answer + a, reasoning + r
    a, r = splitter.finish()
    assert (answer + a, reasoning + r) == ("The answer is 42.", "The user wants X. Check Y.")


def test_unclosed_think_never_leaks_and_lookalikes_stay_text() -> None:
    splitter = ThinkSplitter()
    assert splitter.feed("<think>still thinking when the stream") == ("", "still thinking when "
                                                                          "the stream")
    assert splitter.finish() == ("", "")
    assert strip_think("a <b> and <thin ice> stay; <THINK>x</THINK>done") == (
        "a <b> and <thin ice> stay; done")
    assert strip_think("ends with <") == "ends with <"


def test_think_tags_in_content_are_reasoning_not_answer(
    llm_server: OpenAIServer, make_client: Make
) -> None:
    llm_server.script(text(THOUGHTFUL, chunk=3))
    events, reply = _events(make_client())
    assert _shown(events) == reply.text == "The answer is 42."
    assert _thought(events) == reply.reasoning == "The user wants X. Check Y."
    assert "<think" not in reply.text and "</" not in _shown(events)


@pytest.mark.parametrize("field", ["reasoning_content", "reasoning"])
def test_reasoning_fields_are_kept_apart_from_the_answer(
    llm_server: OpenAIServer, make_client: Make, field: str
) -> None:
    llm_server.script(Scripted(text="Paris.", reasoning="Capital of France.",
                               reasoning_field=field))
    events, reply = _events(make_client())
    assert reply.text == "Paris." and reply.reasoning == "Capital of France."
    assert _thought(events) == "Capital of France." and _shown(events) == "Paris."


# Reasoning sent back, per preset --------------------------------------------------
def _client_for(server: OpenAIServer, provider: str) -> ChatClient:
    settings = settings_with({"llm.provider": provider,
                              f"llm.{provider}.base_url": server.base_url, "llm.model": "m"})
    endpoint = resolve_endpoint(settings, lambda name: ["sk-test"])
    return ChatClient(endpoint, timeout_s=10.0, backoff_s=0.0)


def _tool_history() -> list[dict[str, Any]]:
    call = {"id": "c1", "type": "function",
            "function": {"name": "web_search", "arguments": "{}"}}
    return [{"role": "user", "content": "q"},
            {"role": "assistant", "content": None, "tool_calls": [call],
             REASONING_KEY: "I should search."},
            {"role": "tool", "tool_call_id": "c1", "content": "results"}]


@pytest.mark.parametrize("provider, sent", [("deepseek", True), ("moonshot", True),
                                            ("zhipu", True), ("openai", False),
                                            ("openrouter", False), ("lmstudio", False)])
def test_reasoning_goes_back_only_where_the_preset_says(
    llm_server: OpenAIServer, provider: str, sent: bool
) -> None:
    llm_server.script(text("ok"))
    client = _client_for(llm_server, provider)
    try:
        client.complete(_tool_history(), tools=TOOLS)
    finally:
        client.close()
    turn = llm_server.received[0]["messages"][1]
    assert ("reasoning_content" in turn) is sent
    if sent:
        assert turn["reasoning_content"] == "I should search."
    assert PRESETS[provider].reasoning_echo == ("reasoning_content" if sent else "")


def test_a_tool_call_turn_without_reasoning_still_carries_the_field_for_deepseek(
    llm_server: OpenAIServer,
) -> None:
    """Turns Footnote writes itself (pasted URLs) have no reasoning; DeepSeek
    refuses a tool-call turn without the field, so it goes as an empty string."""
    history = _tool_history()
    del history[1][REASONING_KEY]
    llm_server.quirks.add("deepseek_thinking")
    llm_server.script(text("ok"))
    client = _client_for(llm_server, "deepseek")
    try:
        assert client.complete(history, tools=TOOLS).text == "ok"
    finally:
        client.close()
    assert llm_server.received[0]["messages"][1]["reasoning_content"] == ""
    assert REASONING_KEY in _tool_history()[1]  # the caller's messages are not changed


# Text tool calls -------------------------------------------------------------------
@pytest.mark.parametrize("written", [
    '{"name": "web_search", "arguments": {"query": "rust 1.83"}}',
    '  {"name": "web_search", "parameters": {"query": "rust 1.83"}}',
    '[{"function": {"name": "web_search", "arguments": "{\\"query\\": \\"rust 1.83\\"}"}}]',
    '<tool_call>\n{"name": "web_search", "arguments": {"query": "rust 1.83"}}\n</tool_call>',
    'Let me look.\n<tool_call>{"name": "web_search", "arguments": {"query": "rust 1.83"}}',
    '```json\n{"name": "web_search", "arguments": {"query": "rust 1.83"}}\n```',
])
@pytest.mark.parametrize("size", [1, 5, 1000])
def test_tool_calls_written_as_text_become_calls(written: str, size: int) -> None:
    found = TextCallFilter(NAMES)
    shown = "".join(found.feed(written[i:i + size]) for i in range(0, len(written), size))
    shown += found.finish()
    assert [(c.name, c.parsed_arguments()) for c in found.calls] == [
        ("web_search", {"query": "rust 1.83"})]
    assert "web_search" not in shown and "{" not in shown
    assert all(len(c.id) == 9 and c.id.isalnum() for c in found.calls)


@pytest.mark.parametrize("written", [
    '{"name": "delete_files", "arguments": {}}',  # not an offered tool
    '{"answer": 42}',
    "Use `<tool_call>` tags? No: here is code\n```python\nprint('hi')\n```\nDone.",
    "```json\n{\"name\": \"Ada\", \"age\": 36}\n```",
    "Plain answer with a { brace.",
    "Two blocks:\n```js\nlet a = `x`;\n```\nand\n```\n{\"k\": 1}\n```\nend <tool_ca",
    "[1, 2, 3] are numbers; ``` is a fence; <tool_call> alone is text",
])
@pytest.mark.parametrize("size", [1, 2, 3, 4, 7, 1000])
def test_text_that_is_not_a_tool_call_is_shown_unchanged(written: str, size: int) -> None:
    found = TextCallFilter(NAMES)
    shown = "".join(found.feed(written[i:i + size]) for i in range(0, len(written), size))
    assert shown + found.finish() == written and not found.calls
    assert parse_calls("not json", NAMES) == []


@pytest.mark.parametrize("answer, shown_early", [
    ("[Rust](https://rust-lang.org) 1.83 is the latest release, out in November.", "[Rust]"),
    ("{curly} braces open this answer, and it goes on for a while.", "{curly}"),
    ("Code:\n```python\nprint('hello')\nprint('more lines')\n", "print('hello')"),
])
def test_ordinary_answers_keep_streaming_while_they_arrive(answer: str,
                                                           shown_early: str) -> None:
    """Only what may still be a call is held back: other text shows at once."""
    found = TextCallFilter(NAMES)
    shown = "".join(found.feed(answer[i:i + 3]) for i in range(0, len(answer), 3))
    assert shown_early in shown  # before the end of the reply
    assert shown + found.finish() == answer and not found.calls


def test_a_streamed_text_tool_call_is_a_real_call_and_not_the_answer(
    llm_server: OpenAIServer, make_client: Make
) -> None:
    llm_server.script(text('<tool_call>{"name": "web_search", "arguments": '
                           '{"query": "rust"}}</tool_call>', chunk=4))
    events, reply = _events(make_client(), tools=TOOLS)
    assert _shown(events) == "" and reply.text == ""
    assert reply.text_tool_calls and reply.finish_reason == "tool_calls"
    assert [c.name for c in reply.tool_calls] == ["web_search"]


def test_without_tools_offered_json_is_just_the_answer(
    llm_server: OpenAIServer, make_client: Make
) -> None:
    written = '{"name": "web_search", "arguments": {"query": "x"}}'
    llm_server.script(text(written))
    _, reply = _events(make_client())
    assert reply.text == written and not reply.tool_calls


# Refused streaming and parameters ------------------------------------------------------
def test_refused_streaming_is_retried_without_it_and_remembered(
    llm_server: OpenAIServer, make_client: Make
) -> None:
    llm_server.quirks.add("no_stream")
    learned: list[tuple[str, dict[str, Any]]] = []
    client = make_client(on_learned=lambda model, facts: learned.append((model, facts)))
    llm_server.script(Scripted(text="Whole answer.", reasoning="Thought."),
                      tools(("web_search", {"query": "q"})))
    events, reply = _events(client)
    notices = [e for e in events if isinstance(e, Adaptation)]
    assert len(notices) == 1 and notices[0].code == "no_stream"
    assert "does not stream test-model" in notices[0].message
    assert reply.text == "Whole answer." and reply.reasoning == "Thought." and not reply.incomplete
    assert learned == [("test-model", {"stream": False})]
    # The next request goes straight to non-streaming: no refusal, no notice.
    events, reply = _events(client, tools=TOOLS)
    assert [c.name for c in reply.tool_calls] == ["web_search"]
    assert not any(isinstance(e, Adaptation) for e in events)
    assert [bool(b.get("stream")) for b in llm_server.received] == [True, False, False]


def test_a_model_remembered_as_not_streaming_is_never_asked_to(
    llm_server: OpenAIServer,
) -> None:
    llm_server.quirks.add("no_stream")
    info = model_info("test-model", {"test-model": {"stream": False}})
    endpoint = Endpoint("custom", "Test endpoint", llm_server.base_url, "sk", "test-model",
                        info, True)
    client = ChatClient(endpoint, timeout_s=10.0)
    llm_server.script(text("ok"))
    try:
        assert client.complete(MSGS).text == "ok"
    finally:
        client.close()
    assert len(llm_server.received) == 1 and "stream" not in llm_server.received[0]


def test_a_refused_parameter_is_dropped_and_remembered(
    llm_server: OpenAIServer, make_client: Make
) -> None:
    llm_server.quirks.add("no_tool_choice")
    learned: list[dict[str, Any]] = []
    client = make_client(on_learned=lambda model, facts: learned.append(facts))
    llm_server.script(text("Answer."), text("Again."))
    events, reply = _events(client, tools=TOOLS, tool_choice="none")
    assert reply.text == "Answer." and learned == [{"refused_params": ["tool_choice"]}]
    assert [e.param for e in events if isinstance(e, Adaptation)] == ["tool_choice"]
    _events(client, tools=TOOLS, tool_choice="none")
    assert ["tool_choice" in b for b in llm_server.received] == [True, False, False]


def test_a_plain_bad_request_is_not_mistaken_for_a_refused_parameter(
    llm_server: OpenAIServer, make_client: Make
) -> None:
    llm_server.script(error(400, "messages[2].content must be a string"))
    with pytest.raises(LLMBadRequest):
        make_client().complete(MSGS, tools=TOOLS, tool_choice="none")
    assert len(llm_server.received) == 1


def _status(status: int, body: dict[str, Any]) -> openai.APIStatusError:
    import httpx2

    request = httpx2.Request("POST", "http://x/v1/chat/completions")
    response = httpx2.Response(status, json=body, request=request)
    return openai.APIStatusError("error", response=response, body=body)


@pytest.mark.parametrize("body, sent, expected", [
    ({"error": {"message": "Your organization must be verified to stream this model.",
                "param": "stream", "code": "unsupported_value"}}, ["stream"], "stream"),
    ({"error": {"message": "stream is not supported"}}, ["stream", "stream_options"], "stream"),
    ({"error": {"message": "Unsupported parameter: 'max_tokens' is not supported with this "
                           "model. Use 'max_completion_tokens' instead."}},
     ["max_tokens", "stream"], "max_tokens"),
    ({"detail": "Extra inputs are not permitted: tool_choice"}, ["tool_choice"], "tool_choice"),
    ({"error": {"message": "stream_options: unknown field"}}, ["stream", "stream_options"],
     "stream_options"),
    ({"error": {"message": "This model's maximum context length is 8192 tokens; max_tokens "
                           "is not supported"}}, ["max_tokens"], None),
    ({"error": {"message": "Invalid API request"}}, ["stream", "max_tokens"], None),
    ({"error": {"message": "tool_choice is not supported"}}, ["stream"], None),  # not sent
])
def test_which_parameter_an_endpoint_refused(
    body: dict[str, Any], sent: list[str], expected: str | None
) -> None:
    assert refused_param(_status(400, body), sent) == expected


# Provider messages ---------------------------------------------------------------------
@pytest.mark.parametrize("said", ["The `reasoning_content` in the thinking mode must be passed "
                                  "back to the API.", "Model is busy!", "no full stop"])
def test_provider_messages_end_with_one_full_stop(said: str) -> None:
    exc = _status(400, {"error": {"message": said}})
    message = translate(exc, provider="deepseek", label="DeepSeek", base_url="u",
                        model="m").message
    assert ".\"." not in message and "!\"." not in message
    assert message.endswith(".\"") or message.endswith("!\"") or message.endswith("\".")


# Ending reasons ---------------------------------------------------------------------------
def test_length_and_content_filter_are_incomplete_with_their_own_reason(
    llm_server: OpenAIServer, make_client: Make
) -> None:
    llm_server.script(text("A long answer that", finish_reason="length"),
                      text("Something", finish_reason="content_filter"))
    client = make_client()
    reply = client.complete(MSGS, max_tokens=64)
    assert reply.incomplete and reply.incomplete_reason == "length"
    assert reply.output_limit == 64 and llm_server.received[0]["max_tokens"] == 64
    reply = client.complete(MSGS)
    assert reply.incomplete and reply.incomplete_reason == "content_filter"
    assert reply.output_limit is None and "max_tokens" not in llm_server.received[1]


def test_the_output_limit_setting_uses_the_presets_field_name(
    llm_server: OpenAIServer,
) -> None:
    settings = settings_with({"llm.provider": "openai", "llm.openai.base_url":
                              llm_server.base_url, "llm.model": "gpt-5",
                              "llm.max_output_tokens": 4000})
    client = ChatClient(resolve_endpoint(settings, lambda name: ["sk"]), timeout_s=10.0)
    llm_server.script(text("ok"))
    try:
        client.complete(MSGS)
    finally:
        client.close()
    body = llm_server.received[0]
    assert body["max_completion_tokens"] == 4000 and "max_tokens" not in body


def test_a_tool_calls_extra_content_goes_back_as_received() -> None:
    """Gemini 3 refuses a function-call history without its thought signatures."""
    from services.llm.assemble import ToolCallAssembler

    assembler = ToolCallAssembler()
    signature = {"google": {"thought_signature": "c2lnbmF0dXJl"}}
    assembler.feed([{"index": 0, "id": "c1", "function": {"name": "web_search", "arguments": ""},
                     "extra_content": signature}])
    assembler.feed([{"index": 0, "function": {"arguments": '{"query": "x"}'}}])
    call = assembler.calls()[0]
    assert call.to_message()["extra_content"] == signature
    assert "extra_content" not in type(call)("i", "n", "{}").to_message()
