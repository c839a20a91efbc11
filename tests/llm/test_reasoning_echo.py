"""The reasoning of tool-call turns sent back, learned from the endpoint: DeepSeek's
thinking mode behind any endpoint requires it; strict servers refuse it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import openai
import pytest

from services.errors import LLMBadRequest
from services.llm.client import REASONING_KEY, ChatClient
from services.llm.endpoint import Endpoint, resolve_endpoint
from services.llm.events import Adaptation, Done
from services.llm.failures import echo_needed, echo_refused
from services.llm.presets import model_info
from tests.defaults import settings_with
from tests.servers.openai_server import OpenAIServer, error, text

Make = Callable[..., ChatClient]
TOOLS = [{"type": "function", "function": {"name": "web_search", "parameters": {}}}]


def tool_history(reasoning: str | None = "I should search.") -> list[dict[str, Any]]:
    call = {"id": "c1", "type": "function", "function": {"name": "web_search",
                                                         "arguments": "{}"}}
    turn: dict[str, Any] = {"role": "assistant", "content": None, "tool_calls": [call]}
    if reasoning is not None:
        turn[REASONING_KEY] = reasoning
    return [{"role": "user", "content": "q"}, turn,
            {"role": "tool", "tool_call_id": "c1", "content": "results"}]


def run(client: ChatClient, messages: list[dict[str, Any]]) -> tuple[list[Adaptation], str]:
    events = list(client.stream(messages, tools=TOOLS))
    done = events[-1]
    assert isinstance(done, Done)
    return [e for e in events if isinstance(e, Adaptation)], done.reply.text


def preset_client(server: OpenAIServer, provider: str, models: dict[str, Any] | None = None,
                  **kw: Any) -> ChatClient:
    settings = settings_with({"llm.provider": provider, f"llm.{provider}.base_url":
                              server.base_url, "llm.model": "deepseek-v3.2",
                              "llm.models": models or {}})
    return ChatClient(resolve_endpoint(settings, lambda name: ["sk"]), timeout_s=10.0, **kw)


def test_deepseek_thinking_behind_a_custom_endpoint_is_learned_and_remembered(
    llm_server: OpenAIServer, make_client: Make
) -> None:
    llm_server.quirks.add("deepseek_thinking")
    learned: list[tuple[str, dict[str, Any]]] = []
    client = make_client(on_learned=lambda model, facts: learned.append((model, facts)))
    llm_server.script(text("Answer."), text("Again."))
    notices, answer = run(client, tool_history())
    assert answer == "Answer."
    assert [(n.code, n.param) for n in notices] == [("reasoning_echo", "reasoning_content")]
    assert "needs the reasoning of test-model's tool calls sent back" in notices[0].message
    assert learned == [("test-model", {"reasoning_echo": "reasoning_content"})]
    first, second = llm_server.received
    assert "reasoning_content" not in first["messages"][1]  # the refused request
    assert second["messages"][1]["reasoning_content"] == "I should search."
    # The same client sends it from now on: no refusal, no notice.
    notices, answer = run(client, tool_history(reasoning=None))
    assert answer == "Again." and notices == []
    assert llm_server.received[2]["messages"][1]["reasoning_content"] == ""
    assert len(llm_server.received) == 3


def test_a_remembered_echo_is_sent_from_the_first_request(llm_server: OpenAIServer) -> None:
    llm_server.quirks.add("deepseek_thinking")
    llm_server.script(text("ok"))
    client = preset_client(llm_server, "openrouter",
                           {"deepseek-v3.2": {"reasoning_echo": "reasoning_content"}})
    try:
        notices, answer = run(client, tool_history())
    finally:
        client.close()
    assert answer == "ok" and notices == [] and len(llm_server.received) == 1
    assert llm_server.received[0]["messages"][1]["reasoning_content"] == "I should search."


def test_an_endpoint_that_refuses_the_echo_learns_to_drop_it(llm_server: OpenAIServer) -> None:
    llm_server.quirks.add("no_reasoning_content")
    learned: list[dict[str, Any]] = []
    client = preset_client(llm_server, "deepseek",
                           on_learned=lambda model, facts: learned.append(facts))
    llm_server.script(text("Answer."), text("Again."))
    try:
        notices, answer = run(client, tool_history())
        assert answer == "Answer."
        assert [(n.code, n.param) for n in notices] == [("dropped_param", "reasoning_content")]
        assert learned == [{"reasoning_echo": ""}]
        assert "reasoning_content" in llm_server.received[0]["messages"][1]
        assert "reasoning_content" not in llm_server.received[1]["messages"][1]
        notices, answer = run(client, tool_history())
        assert answer == "Again." and notices == [] and len(llm_server.received) == 3
    finally:
        client.close()


def test_a_remembered_refusal_never_sends_the_echo(llm_server: OpenAIServer) -> None:
    llm_server.quirks.add("no_reasoning_content")
    llm_server.script(text("ok"))
    client = preset_client(llm_server, "deepseek", {"deepseek-v3.2": {"reasoning_echo": ""}})
    try:
        notices, answer = run(client, tool_history())
    finally:
        client.close()
    assert answer == "ok" and notices == [] and len(llm_server.received) == 1


def test_the_echo_is_changed_once_and_then_the_error_stands(llm_server: OpenAIServer) -> None:
    """An endpoint that wants the field and then refuses it does not loop."""
    llm_server.quirks.update({"deepseek_thinking", "no_reasoning_content"})
    llm_server.script(text("never"))
    endpoint = Endpoint("custom", "Test endpoint", llm_server.base_url, "sk", "test-model",
                        model_info("test-model"), True)
    client = ChatClient(endpoint, timeout_s=10.0, backoff_s=0.0)
    try:
        with pytest.raises(LLMBadRequest, match="Extra inputs are not permitted"):
            run(client, tool_history())
    finally:
        client.close()
    assert len(llm_server.received) == 2


def test_without_tool_call_turns_the_requirement_is_not_guessed(
    llm_server: OpenAIServer, make_client: Make
) -> None:
    llm_server.script(error(400, "The `reasoning_content` in the thinking mode must be passed "
                                 "back to the API."))
    with pytest.raises(LLMBadRequest, match="must be passed back"):
        run(make_client(), [{"role": "user", "content": "hi"}])
    assert len(llm_server.received) == 1


def _status(status: int, body: dict[str, Any]) -> openai.APIStatusError:
    import httpx2

    request = httpx2.Request("POST", "http://x/v1/chat/completions")
    response = httpx2.Response(status, json=body, request=request)
    return openai.APIStatusError("error", response=response, body=body)


@pytest.mark.parametrize("message", [
    "The `reasoning_content` in the thinking mode must be passed back to the API.",
    "Missing `reasoning_content` field in the assistant message at message index 1.",
    "messages[1]: reasoning_content is required in thinking mode with tool calls",
])
def test_what_says_the_reasoning_must_come_back(message: str) -> None:
    exc = _status(400, {"error": {"message": message}})
    assert echo_needed(exc) and not echo_refused(exc, "reasoning_content")


@pytest.mark.parametrize("body", [
    {"object": "error", "message": "[{'type': 'extra_forbidden', 'loc': ('body', 'messages', 1, "
                                   "'assistant', 'reasoning_content'), 'msg': 'Extra inputs "
                                   "are not permitted'}]"},
    {"error": {"message": "The reasoning_content is an intermediate result for display "
                          "purposes only and will not be included in the context for "
                          "inference. Please remove the reasoning_content from your message "
                          "to reduce network traffic."}},
    {"error": {"message": "Additional properties are not allowed ('reasoning_content' was "
                          "unexpected) - 'messages.1'"}},
    {"error": {"message": "Unrecognized request argument supplied: reasoning_content"}},
    {"error": {"message": "Invalid parameter", "param": "messages.[1].reasoning_content",
               "code": "unknown_parameter"}},
])
def test_what_says_the_reasoning_must_not_come_back(body: dict[str, Any]) -> None:
    exc = _status(400, body)
    assert echo_refused(exc, "reasoning_content") and not echo_needed(exc)


@pytest.mark.parametrize("message", [
    "messages[2].content must be a string",
    "This model's maximum context length is 8192 tokens.",
    "tool_choice is not supported",
])
def test_other_bad_requests_are_about_neither(message: str) -> None:
    exc = _status(400, {"error": {"message": message}})
    assert not echo_needed(exc) and not echo_refused(exc, "reasoning_content")
