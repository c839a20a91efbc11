"""A local OpenAI-compatible Chat Completions server driven by scripted replies.

``POST /v1/chat/completions`` streams SSE exactly like the real API: text in
small deltas, tool calls whose arguments are split across chunks, several
tool calls in one turn, a usage chunk when ``stream_options.include_usage``
is set. Scripted errors: any status with a JSON error body and headers
(401, 404, 429 + Retry-After, 500, context length), and streams cut in the
middle. ``GET /v1/models`` lists models. Every request body is recorded.

``quirks`` switches on the documented behaviour of real providers:

- ``deepseek_thinking``: an assistant tool-call message sent back without its
  ``reasoning_content`` gets DeepSeek's 400 (thinking mode with tools), whatever
  the provider preset (a gateway or your own URL serving DeepSeek);
- ``no_reasoning_content``: any message carrying ``reasoning_content`` gets
  400 like a strict server's schema check ("Extra inputs are not permitted");
- ``no_stream``: ``stream: true`` gets 400 "stream is not supported"; without
  it the whole completion comes back as one JSON body;
- ``tools_for_tool_history``: a history with tool calls but no ``tools`` gets
  400, as Anthropic-style and Bedrock gateways answer;
- ``no_tool_choice``: ``tool_choice`` gets 400 "Unrecognized request argument";
- ``ignores_tool_choice``: a request with ``tools`` and ``tool_choice: "none"``
  still gets a tool call (as Ollama answers, ollama/ollama#8421); the script's
  next reply waits for a request that does not offer tools.

A script entry is a ``Reply`` or a callable ``(body) -> Reply`` for replies
that depend on what the model was sent (e.g. citing ids from tool results).
"""

from __future__ import annotations

import json
import re
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tests.servers.base import LocalServer, Request, Response


@dataclass
class Reply:
    """One scripted response.

    Attributes:
        text: answer text, streamed in ``chunk`` sized pieces.
        tool_calls: (name, arguments) pairs; arguments are a dict or a raw string.
        status: HTTP status; not 200 sends ``error`` as the JSON body.
        error: the error object ``{"message": ..., "code": ...}``.
        headers: extra response headers (e.g. Retry-After).
        cut_after: stop after this many content chunks and drop the connection.
        clean_cut: end the body properly but without finish_reason / [DONE].
        finish_reason: overrides the natural one.
        omit_index / omit_ids: imitate servers that leave out ``index`` / repeated ids.
        same_index: give every tool call index 0 (with distinct ids).
        chunk: characters per streamed piece.
        delay_s: pause between chunks (for cancellation tests).
        header_delay_s: pause before the response starts (a busy server).
        reasoning: thinking streamed before the text under ``reasoning_field``.
        reasoning_field: ``reasoning_content`` (DeepSeek, Kimi, GLM) or ``reasoning``.
    """

    text: str = ""
    tool_calls: list[tuple[str, dict[str, Any] | str]] = field(default_factory=list)
    status: int = 200
    error: dict[str, Any] | None = None
    headers: dict[str, str] = field(default_factory=dict)
    cut_after: int | None = None
    clean_cut: bool = False
    finish_reason: str | None = None
    omit_index: bool = False
    omit_ids: bool = False
    same_index: bool = False
    chunk: int = 6
    delay_s: float = 0.0
    header_delay_s: float = 0.0
    reasoning: str = ""
    reasoning_field: str = "reasoning_content"


Script = Reply | Callable[[dict[str, Any]], Reply]


def text(answer: str, **kw: Any) -> Reply:
    return Reply(text=answer, **kw)


def tools(*calls: tuple[str, dict[str, Any] | str], **kw: Any) -> Reply:
    return Reply(tool_calls=list(calls), **kw)


def search(query: str) -> Reply:
    return tools(("web_search", {"query": query}))


def fetch(*urls: str) -> Reply:
    return tools(("web_fetch", {"urls": list(urls)}))


def error(status: int, message: str, *, code: str | None = None, **headers: str) -> Reply:
    body: dict[str, Any] = {"message": message, "type": "invalid_request_error"}
    if code:
        body["code"] = code
    named = {k.replace("_", "-"): v for k, v in headers.items()}
    return Reply(status=status, error=body, headers=named)


def context_error() -> Reply:
    return error(
        400,
        "This model's maximum context length is 8192 tokens. However, your messages "
        "resulted in 9000 tokens. Please reduce the length of the messages.",
        code="context_length_exceeded",
    )


IGNORED_CHOICE = Reply(tool_calls=[("web_search", {"query": "one more search"})])
"""What ``ignores_tool_choice`` answers where tools were not allowed."""


def _refuse(message: str) -> Response:
    return Response.json({"error": {"message": message, "type": "invalid_request_error",
                                    "code": "invalid_request_error"}}, 400)


_CITE = re.compile(r"\[cite:([a-z0-9]+-\d+)\]")


def tool_outputs(body: dict[str, Any]) -> list[str]:
    """Contents of the tool messages in a request body, oldest first."""
    return [
        str(m.get("content") or "") for m in body.get("messages", []) if m.get("role") == "tool"
    ]


def cite_ids(body: dict[str, Any]) -> list[str]:
    """Citation ids offered to the model so far (tool results and prompt text)."""
    found: list[str] = []
    for message in body.get("messages", []):
        content = message.get("content")
        if isinstance(content, str):
            for cid in _CITE.findall(content):
                if cid not in found:
                    found.append(cid)
    return found


def cite_id_for(body: dict[str, Any], url_part: str) -> str:
    """The id whose block's URL line contains ``url_part``."""
    for message in body.get("messages", []):
        content = message.get("content")
        if not isinstance(content, str):
            continue
        for match in re.finditer(r"\[cite:([a-z0-9]+-\d+)\][^\n]*\n(?:URL: )?(\S+)", content):
            if url_part in match.group(2):
                return match.group(1)
    raise AssertionError(f"no cite id offered for a URL containing {url_part!r}")


class OpenAIServer:
    """Wraps a ``LocalServer``; ``base_url`` ends with ``/v1``."""

    def __init__(self, server: LocalServer | None = None) -> None:
        self.server = server or LocalServer().start()
        self._own = server is None
        self.queue: list[Script] = []
        self.received: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
        self.models = ["test-model", "tiny-model"]
        self.quirks: set[str] = set()
        self._lock = threading.Lock()
        self.server.route("/v1/chat/completions", self._chat)
        self.server.route("/v1/models", self._models)

    @property
    def base_url(self) -> str:
        return self.server.url("/v1")

    def script(self, *replies: Script) -> OpenAIServer:
        with self._lock:
            self.queue.extend(replies)
        return self

    @property
    def pending(self) -> int:
        return len(self.queue)

    def stop(self) -> None:
        if self._own:
            self.server.stop()

    def _models(self, request: Request) -> Response:
        data = [{"id": m, "object": "model", "created": 0, "owned_by": "test"} for m in self.models]
        return Response.json({"object": "list", "data": data})

    def _chat(self, request: Request) -> Response | None:
        body = request.json()
        with self._lock:
            self.received.append(body)
            self.headers.append(dict(request.headers))
            entry = self.queue.pop(0) if self.queue else None
        if entry is None:
            return Response.json(
                {"error": {"message": "the test script has no reply left"}}, status=500
            )
        refusal = self._refusal(body)
        ignored = "ignores_tool_choice" in self.quirks and bool(body.get("tools")) and (
            body.get("tool_choice") == "none")
        if refusal is not None or ignored:
            with self._lock:
                if entry is not None:
                    self.queue.insert(0, entry)  # the script's reply waits for a valid request
            if refusal is not None:
                return refusal
        reply = IGNORED_CHOICE if ignored else entry(body) if callable(entry) else entry
        if reply.header_delay_s:
            time.sleep(reply.header_delay_s)
        if reply.status != 200:
            return Response.json({"error": reply.error or {"message": "error"}}, reply.status,
                                 **reply.headers)
        if not body.get("stream"):
            return Response.json(self._whole(body, reply))
        self._stream(request, body, reply)
        return None

    def _refusal(self, body: dict[str, Any]) -> Response | None:
        """The 400 a provider with the switched-on quirks answers, or None."""
        messages = body.get("messages", [])
        calls = [m for m in messages if m.get("role") == "assistant" and m.get("tool_calls")]
        if "deepseek_thinking" in self.quirks and any(
            "reasoning_content" not in m for m in calls
        ):
            return _refuse("The `reasoning_content` in the thinking mode must be passed back "
                           "to the API.")
        if "no_reasoning_content" in self.quirks:
            for n, m in enumerate(messages):
                if "reasoning_content" in m:
                    return _refuse(
                        f"[{{'type': 'extra_forbidden', 'loc': ('body', 'messages', {n}, "
                        "'assistant', 'reasoning_content'), 'msg': 'Extra inputs are not "
                        "permitted'}]")
        if "no_stream" in self.quirks and body.get("stream"):
            return _refuse("stream is not supported")
        history = calls or any(m.get("role") == "tool" for m in messages)
        if "tools_for_tool_history" in self.quirks and history and not body.get("tools"):
            return _refuse("messages: tool_use blocks are present, so the request must "
                           "define tools.")
        if "no_tool_choice" in self.quirks and "tool_choice" in body:
            return _refuse("Unrecognized request argument supplied: tool_choice")
        return None

    def _whole(self, body: dict[str, Any], reply: Reply) -> dict[str, Any]:
        """The reply as one non-streamed completion."""
        message: dict[str, Any] = {"role": "assistant", "content": reply.text or None}
        if reply.reasoning:
            message[reply.reasoning_field] = reply.reasoning
        if reply.tool_calls:
            message["tool_calls"] = [
                {"id": f"call_{n}_{len(self.received)}", "type": "function",
                 "function": {"name": name,
                              "arguments": args if isinstance(args, str) else json.dumps(args)}}
                for n, (name, args) in enumerate(reply.tool_calls)
            ]
        finish = reply.finish_reason or ("tool_calls" if reply.tool_calls else "stop")
        return {
            "id": "chatcmpl-test", "object": "chat.completion", "created": 0,
            "model": body.get("model", "test-model"),
            "choices": [{"index": 0, "message": message, "finish_reason": finish}],
            "usage": {"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120},
        }

    def _stream(self, request: Request, body: dict[str, Any], reply: Reply) -> None:
        handler = request.handler
        handler.close_connection = True
        handler.send_response(200)
        handler.send_header("Content-Type", "text/event-stream")
        handler.send_header("Transfer-Encoding", "chunked")
        for name, value in reply.headers.items():
            handler.send_header(name, value)
        handler.end_headers()
        model = body.get("model", "test-model")
        sent = 0

        def emit(payload: dict[str, Any] | str) -> bool:
            nonlocal sent
            if reply.cut_after is not None and sent >= reply.cut_after:
                return False
            data = payload if isinstance(payload, str) else json.dumps(payload)
            raw = f"data: {data}\n\n".encode()
            handler.wfile.write(f"{len(raw):x}\r\n".encode() + raw + b"\r\n")
            handler.wfile.flush()
            sent += 1
            if reply.delay_s:
                time.sleep(reply.delay_s)
            return True

        def chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
            return {
                "id": "chatcmpl-test",
                "object": "chat.completion.chunk",
                "created": 0,
                "model": model,
                "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
            }

        try:
            ok = emit(chunk({"role": "assistant", "content": ""}))
            step = max(1, reply.chunk)
            for i in range(0, len(reply.reasoning), step):
                ok = ok and emit(chunk({reply.reasoning_field: reply.reasoning[i:i + step],
                                        "content": None}))
            for i in range(0, len(reply.text), step):
                ok = ok and emit(chunk({"content": reply.text[i:i + step]}))
            for n, (name, args) in enumerate(reply.tool_calls):
                raw_args = args if isinstance(args, str) else json.dumps(args)
                first: dict[str, Any] = {
                    "id": f"call_{n}_{len(self.received)}",
                    "type": "function",
                    "function": {"name": name, "arguments": ""},
                }
                if not reply.omit_index:
                    first["index"] = 0 if reply.same_index else n
                ok = ok and emit(chunk({"tool_calls": [first]}))
                for i in range(0, len(raw_args), step):
                    piece: dict[str, Any] = {"function": {"arguments": raw_args[i:i + step]}}
                    if not reply.omit_index:
                        piece["index"] = 0 if reply.same_index else n
                    if reply.same_index or (reply.omit_index and not reply.omit_ids):
                        piece["id"] = first["id"]
                    ok = ok and emit(chunk({"tool_calls": [piece]}))
            if not ok:
                return  # cut: drop the connection without the terminating chunk
            if reply.clean_cut:
                handler.wfile.write(b"0\r\n\r\n")
                return
            finish = reply.finish_reason or ("tool_calls" if reply.tool_calls else "stop")
            emit(chunk({}, finish))
            if (body.get("stream_options") or {}).get("include_usage"):
                emit({
                    "id": "chatcmpl-test", "object": "chat.completion.chunk", "created": 0,
                    "model": model, "choices": [],
                    "usage": {"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120},
                })
            emit("[DONE]")
            handler.wfile.write(b"0\r\n\r\n")
            handler.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            pass
