"""ChatClient against the local OpenAI-compatible server."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable

import pytest

from services.cancel import CancelToken
from services.errors import (
    Cancelled,
    ContextTooLong,
    LLMAuthError,
    LLMBadRequest,
    LLMRateLimited,
    LLMUnavailable,
    ModelNotFound,
    ToolsUnsupported,
)
from services.llm.client import ChatClient
from services.llm.events import Done, TextDelta, ToolCallDelta
from tests.servers.base import LocalServer
from tests.servers.openai_server import OpenAIServer, Reply, context_error, error, text, tools

Make = Callable[..., ChatClient]
MSGS = [{"role": "user", "content": "hi"}]


def test_streams_text_in_pieces_and_reports_usage(llm_server: OpenAIServer, make_client: Make):
    llm_server.script(text("Hello there, this arrives in pieces."))
    events = list(make_client().stream(MSGS))
    deltas = [e.text for e in events if isinstance(e, TextDelta)]
    assert len(deltas) > 3
    done = events[-1]
    assert isinstance(done, Done)
    assert done.reply.text == "Hello there, this arrives in pieces."
    assert done.reply.finish_reason == "stop" and not done.reply.incomplete
    assert (done.reply.usage.prompt_tokens, done.reply.usage.completion_tokens) == (100, 20)
    sent = llm_server.received[0]
    assert sent["stream"] is True and sent["stream_options"] == {"include_usage": True}
    assert llm_server.headers[0]["authorization"] == "Bearer sk-test"


def test_no_stream_options_where_not_accepted_and_usage_is_estimated(
    llm_server: OpenAIServer, make_client: Make
):
    llm_server.script(text("Short answer."))
    reply = make_client(stream_usage=False).complete(MSGS)
    assert "stream_options" not in llm_server.received[0]
    assert reply.usage.estimated and reply.usage.completion_tokens > 0


def test_stream_options_refused_is_dropped_and_retried(llm_server: OpenAIServer, make_client: Make):
    llm_server.script(error(400, "Unrecognized request argument supplied: stream_options"),
                      text("fine"))
    reply = make_client().complete(MSGS)
    assert reply.text == "fine"
    assert "stream_options" not in llm_server.received[1]


def test_tool_calls_split_across_chunks_several_in_one_turn(
    llm_server: OpenAIServer, make_client: Make
):
    llm_server.script(tools(("web_search", {"query": "python 3.13 release date"}),
                            ("web_fetch", {"urls": ["https://a.example/x", "https://b.example"]}),
                            chunk=3))
    events = list(make_client().stream(MSGS, tools=[{"type": "function", "function": {
        "name": "web_search", "parameters": {"type": "object"}}}]))
    assert sum(isinstance(e, ToolCallDelta) for e in events) > 6
    reply = events[-1].reply  # type: ignore[union-attr]
    assert reply.finish_reason == "tool_calls"
    assert [c.name for c in reply.tool_calls] == ["web_search", "web_fetch"]
    assert reply.tool_calls[0].parsed_arguments() == {"query": "python 3.13 release date"}
    assert reply.tool_calls[1].parsed_arguments()["urls"][1] == "https://b.example"
    assert reply.tool_calls[0].id != reply.tool_calls[1].id
    assert "tools" in llm_server.received[0]


@pytest.mark.parametrize("quirk", [{"omit_index": True}, {"omit_index": True, "omit_ids": True},
                                   {"same_index": True}])
def test_tool_calls_from_servers_without_index_or_ids(
    llm_server: OpenAIServer, make_client: Make, quirk: dict[str, bool]
):
    llm_server.script(tools(("web_search", {"query": "one"}), ("web_search", {"query": "two"}),
                            **quirk))
    reply = make_client().complete(MSGS)
    if quirk.get("omit_ids") and quirk.get("omit_index"):
        # Without index and ids only the id on each first piece separates calls.
        assert [c.parsed_arguments()["query"] for c in reply.tool_calls] == ["one", "two"]
    else:
        assert [c.parsed_arguments() for c in reply.tool_calls] == [
            {"query": "one"}, {"query": "two"}]
    assert all(c.id for c in reply.tool_calls)


def test_401_says_key_rejected_and_what_to_do(llm_server: OpenAIServer, make_client: Make):
    llm_server.script(error(401, "Incorrect API key provided"))
    with pytest.raises(LLMAuthError) as info:
        make_client().complete(MSGS)
    assert "Test endpoint rejected the API key" in str(info.value)
    assert "Settings > Models" in str(info.value)
    assert "python -m app keys set llm.custom" in str(info.value)
    assert info.value.code == "auth"
    assert len(llm_server.received) == 1  # never retried


def test_404_unknown_model(llm_server: OpenAIServer, make_client: Make):
    llm_server.script(error(404, "The model `nope` does not exist", code="model_not_found"))
    with pytest.raises(ModelNotFound) as info:
        make_client(model="nope").complete(MSGS)
    assert "'nope'" in str(info.value) and info.value.code == "model_not_found"


def test_429_retried_honouring_retry_after_then_succeeds(
    llm_server: OpenAIServer, make_client: Make
):
    llm_server.script(error(429, "Rate limit reached", retry_after="0"),
                      error(503, "overloaded"), text("made it"))
    assert make_client().complete(MSGS).text == "made it"
    assert len(llm_server.received) == 3


def test_429_three_times_gives_a_clear_error(llm_server: OpenAIServer, make_client: Make):
    llm_server.script(*[error(429, "Rate limit reached", retry_after="0")] * 3, text("never"))
    with pytest.raises(LLMRateLimited) as info:
        make_client().complete(MSGS)
    assert "tried 3 times" in str(info.value) and "Wait" in str(info.value)
    assert llm_server.pending == 1


def test_long_retry_after_fails_at_once_saying_the_wait(
    llm_server: OpenAIServer, make_client: Make
):
    llm_server.script(error(429, "slow down", retry_after="3600"), text("never"))
    with pytest.raises(LLMRateLimited) as info:
        make_client().complete(MSGS)
    assert "3600 s" in str(info.value)
    assert len(llm_server.received) == 1


def test_backoff_wait_is_cancellable(llm_server: OpenAIServer, make_client: Make):
    llm_server.script(error(500, "boom"), text("never"))
    cancel = CancelToken()
    timer = threading.Timer(0.1, cancel.cancel)
    timer.start()
    with pytest.raises(Cancelled):
        make_client(backoff_s=30.0).complete(MSGS, cancel=cancel)
    timer.cancel()


def test_500_three_times(llm_server: OpenAIServer, make_client: Make):
    llm_server.script(error(500, "internal"), error(502, "bad gateway"), error(500, "internal"))
    with pytest.raises(LLMUnavailable) as info:
        make_client().complete(MSGS)
    assert "HTTP 500" in str(info.value) and "tried 3 times" in str(info.value)


def test_context_length_and_tools_unsupported_are_typed(
    llm_server: OpenAIServer, make_client: Make
):
    llm_server.script(context_error(), error(400, "registry.ollama.ai/library/gemma:2b does not "
                                                  "support tools"))
    client = make_client()
    with pytest.raises(ContextTooLong):
        client.complete(MSGS)
    with pytest.raises(ToolsUnsupported):
        client.complete(MSGS, tools=[{"type": "function", "function": {"name": "x"}}])


def test_stream_cut_in_the_middle_keeps_partial_text(llm_server: OpenAIServer, make_client: Make):
    llm_server.script(Reply(text="The answer is forty-two and more words follow", cut_after=4))
    reply = make_client().complete(MSGS)
    assert reply.incomplete and reply.incomplete_reason == "cut"
    assert reply.text and "The answer is forty-two and more words follow".startswith(reply.text)
    assert len(llm_server.received) == 1


def test_stream_ending_without_finish_reason_is_incomplete(
    llm_server: OpenAIServer, make_client: Make
):
    llm_server.script(Reply(text="Half an answ", clean_cut=True))
    reply = make_client().complete(MSGS)
    assert reply.incomplete and reply.text == "Half an answ"


def test_cut_inside_tool_arguments_drops_the_broken_calls(
    llm_server: OpenAIServer, make_client: Make
):
    llm_server.script(tools(("web_search", {"query": "a long query here"}), cut_after=3))
    reply = make_client().complete(MSGS)
    assert reply.incomplete and reply.tool_calls == []


def test_cancel_mid_stream_keeps_partial(llm_server: OpenAIServer, make_client: Make):
    llm_server.script(Reply(text="word " * 200, chunk=5, delay_s=0.01))
    cancel = CancelToken()
    got: list[str] = []

    def on_text(piece: str) -> None:
        got.append(piece)
        if len(got) == 3:
            cancel.cancel()

    reply = make_client().complete(MSGS, cancel=cancel, on_text=on_text)
    assert reply.incomplete and reply.incomplete_reason == "cancelled"
    assert reply.text.startswith("word word")
    assert len(reply.text) < len("word " * 200)


def test_connection_refused_is_retried_then_explained(make_client: Make, llm_server: OpenAIServer):
    client = make_client()
    llm_server.server.stop()
    with pytest.raises(LLMUnavailable) as info:
        client.complete(MSGS)
    assert "Could not connect" in str(info.value) and info.value.code == "network_error"


def test_list_models_and_check(llm_server: OpenAIServer, make_client: Make):
    client = make_client()
    assert client.list_models() == ["test-model", "tiny-model"]
    llm_server.script(text("OK"), error(401, "bad key"))
    ok = client.check()
    assert ok.ok and ok.code == "ok"
    bad = client.check()
    assert not bad.ok and bad.code == "auth" and "rejected" in bad.message


def test_messages_are_sent_as_given(llm_server: OpenAIServer, make_client: Make):
    history = [{"role": "system", "content": "sys"}, {"role": "user", "content": "q"},
               {"role": "assistant", "content": None, "tool_calls": [
                   {"id": "c1", "type": "function",
                    "function": {"name": "web_search", "arguments": "{}"}}]},
               {"role": "tool", "tool_call_id": "c1", "content": "result"}]
    llm_server.script(text("done"))
    make_client().complete(history)
    assert json.dumps(llm_server.received[0]["messages"]) == json.dumps(history)


def test_stop_while_the_server_is_silent(llm_server: OpenAIServer, make_client: Make):
    llm_server.script(Reply(text="late answer", header_delay_s=3.0))
    cancel = CancelToken()
    timer = threading.Timer(0.1, cancel.cancel)
    timer.start()
    with pytest.raises(Cancelled):
        make_client().complete(MSGS, cancel=cancel)
    timer.cancel()


def test_retry_after_forms() -> None:
    import email.utils
    import time as time_mod

    import httpx2
    import openai

    from services.llm.failures import retry_after

    def status_error(**headers: str) -> openai.APIStatusError:
        request = httpx2.Request("POST", "http://x/v1/chat/completions")
        response = httpx2.Response(429, headers=headers, request=request)
        return openai.RateLimitError("slow down", response=response, body=None)

    assert retry_after(status_error(**{"retry-after": "7"})) == 7.0
    assert retry_after(status_error(**{"retry-after-ms": "1500"})) == 1.5
    later = email.utils.formatdate(time_mod.time() + 120, usegmt=True)
    assert 100 < (retry_after(status_error(**{"retry-after": later})) or 0) <= 120
    assert retry_after(status_error()) is None


class _RecordingToken(CancelToken):
    """A cancel token that records the back-off waits instead of sleeping."""

    def __init__(self) -> None:
        super().__init__()
        self.waits: list[float] = []

    def wait(self, timeout: float | None = None) -> bool:
        self.waits.append(float(timeout or 0.0))
        return False


def test_retries_wait_as_long_as_retry_after_says_else_back_off(
    llm_server: OpenAIServer, make_client: Make
):
    llm_server.script(error(429, "Rate limit reached", retry_after="7"),
                      error(503, "overloaded"), text("made it"))
    token = _RecordingToken()
    assert make_client(backoff_s=1.5).complete(MSGS, cancel=token).text == "made it"
    assert token.waits == [7.0, 3.0]  # the server's 7 s, then 1.5 s doubled for try 2
    llm_server.script(*[error(500, "boom")] * 3, text("never"))
    token = _RecordingToken()
    with pytest.raises(LLMUnavailable):
        make_client(backoff_s=1.0).complete(MSGS, cancel=token)
    assert token.waits == [1.0, 2.0]  # three tries, two waits


def test_error_messages_quote_the_server_and_end_sentences(
    llm_server: OpenAIServer, make_client: Make
):
    llm_server.script(error(401, "Incorrect API key provided"))
    with pytest.raises(LLMAuthError) as info:
        make_client().complete(MSGS)
    assert str(info.value) == (
        'Test endpoint rejected the API key. It said: '
        '"Incorrect API key provided". Check the key in Settings > Models. Run '
        '\'python -m app keys set llm.custom\' or set '
        "FOOTNOTE_LLM_API_KEY.")


def _client_for(base_url: str) -> ChatClient:
    from services.llm.endpoint import Endpoint
    from services.llm.presets import model_info

    endpoint = Endpoint("custom", "Test endpoint", base_url, "sk-test", "test-model",
                        model_info("test-model"), False)
    return ChatClient(endpoint, timeout_s=10.0, backoff_s=0.0)


def test_a_web_page_instead_of_a_completion_says_to_check_the_base_url(
    server: LocalServer,
) -> None:
    from services.errors import LLMError
    from tests.servers.base import Response

    server.route("/chat/completions", Response("<html><body>My web UI</body></html>"))
    client = _client_for(server.url(""))
    try:
        with pytest.raises(LLMError) as info:
            client.complete(MSGS)
    finally:
        client.close()
    assert info.value.code == "bad_response"
    assert "answered, but not with a chat completion (text/html" in str(info.value)
    assert "base URL in Settings > Models" in str(info.value)


def test_a_server_that_ignores_stream_true_still_gives_the_reply(server: LocalServer) -> None:
    from tests.servers.base import Response

    server.route("/v1/chat/completions", Response.json({
        "id": "x", "object": "chat.completion", "created": 0, "model": "test-model",
        "choices": [{"index": 0, "finish_reason": "tool_calls", "message": {
            "role": "assistant", "content": "Let me look.",
            "tool_calls": [{"id": "c1", "type": "function", "function": {
                "name": "web_search", "arguments": "{\"query\": \"x\"}"}}]}}],
        "usage": {"prompt_tokens": 7, "completion_tokens": 3, "total_tokens": 10}}))
    client = _client_for(server.url("/v1"))
    try:
        reply = client.complete(MSGS)
    finally:
        client.close()
    assert reply.text == "Let me look." and not reply.incomplete
    assert [(c.id, c.name, c.parsed_arguments()) for c in reply.tool_calls] == [
        ("c1", "web_search", {"query": "x"})]
    assert (reply.usage.prompt_tokens, reply.usage.completion_tokens) == (7, 3)


def test_max_tokens_refused_by_a_reasoning_model_is_dropped(
    llm_server: OpenAIServer, make_client: Make
):
    llm_server.script(error(400, "Unsupported parameter: 'max_tokens' is not supported with "
                                 "this model. Use 'max_completion_tokens' instead.",
                            code="unsupported_parameter"), text("query one"))
    reply = make_client().complete(MSGS, max_tokens=150)
    assert reply.text == "query one"
    assert llm_server.received[0]["max_tokens"] == 150
    assert "max_tokens" not in llm_server.received[1]
    llm_server.script(error(400, "max_tokens is too large: 99999999"))
    with pytest.raises(LLMBadRequest):  # other max_tokens complaints are not retried
        make_client().complete(MSGS, max_tokens=99999999)
