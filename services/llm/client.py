"""A streaming chat client for any OpenAI-compatible Chat Completions endpoint.

Built on the ``openai`` SDK with its own retries switched off: Footnote retries
429 and 5xx itself (at most ``max_tries`` attempts, honouring Retry-After) so
the wait can be cancelled and the final error can say what happened.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

import httpx2
import openai

from services import tokens
from services.cancel import NEVER, CancelToken
from services.errors import Cancelled, LLMError
from services.llm.assemble import ToolCallAssembler
from services.llm.endpoint import Endpoint
from services.llm.events import Done, Reply, StreamEvent, TextDelta, ToolCallDelta, Usage
from services.llm.failures import (
    REQUEST_ERRORS,
    STREAM_ERRORS,
    is_retryable,
    mentions_max_tokens,
    mentions_stream_options,
    retry_after,
    translate,
)

Message = dict[str, Any]


@dataclass(frozen=True)
class CheckResult:
    """Outcome of ``ChatClient.check``: ok, or the exact problem."""

    ok: bool
    code: str
    message: str


class _Turn:
    """Accumulates one streamed reply."""

    def __init__(self) -> None:
        self.text: list[str] = []
        self.tools = ToolCallAssembler()
        self.finish_reason: str | None = None
        self.usage: Usage | None = None
        self.incomplete_reason = ""
        self.chunks = 0

    def feed(self, chunk: dict[str, Any]) -> list[StreamEvent]:
        events: list[StreamEvent] = []
        usage = chunk.get("usage")
        if isinstance(usage, dict):
            self.usage = Usage(
                int(usage.get("prompt_tokens") or 0), int(usage.get("completion_tokens") or 0)
            )
        for choice in chunk.get("choices") or []:
            if not isinstance(choice, dict) or int(choice.get("index") or 0) != 0:
                continue
            delta = choice.get("delta") or choice.get("message") or {}
            content = delta.get("content")
            if isinstance(content, str) and content:
                self.text.append(content)
                events.append(TextDelta(content))
            pieces = delta.get("tool_calls")
            if isinstance(pieces, list):
                deltas: list[ToolCallDelta] = self.tools.feed(pieces)
                events.extend(deltas)
            if choice.get("finish_reason"):
                self.finish_reason = str(choice["finish_reason"])
        return events

    def reply(self, messages: list[Message]) -> Reply:
        text = "".join(self.text)
        calls = self.tools.calls()
        reason = self.finish_reason
        if calls and reason in {None, "stop"} and not self.incomplete_reason:
            reason = "tool_calls"  # some servers say "stop" after tool calls
        incomplete = bool(self.incomplete_reason) or reason is None or reason == "length"
        why = self.incomplete_reason or ("length" if reason == "length" else "")
        if incomplete and not why:
            why = "cut"
        usage = self.usage or Usage(
            tokens.count(json.dumps(messages, ensure_ascii=False)),
            tokens.count(text + "".join(c.arguments for c in calls)),
            estimated=True,
        )
        return Reply(text, calls if not incomplete or why == "length" else [], reason, usage,
                     incomplete, why)


class ChatClient:
    """Streams chat completions from one endpoint.

    Args:
        endpoint: where to send requests (see ``resolve_endpoint``).
        timeout_s: limit for connecting and for each read of the stream.
        http_client: an ``httpx2.Client`` (the SDK's transport) to use (tests, proxies).
        max_tries: attempts for 429/5xx/connection failures.
        backoff_s: first wait when the server gives no Retry-After (doubles).
        max_wait_s: a Retry-After longer than this fails at once with the wait in the message.
    """

    def __init__(
        self,
        endpoint: Endpoint,
        *,
        timeout_s: float = 120.0,
        http_client: httpx2.Client | None = None,
        max_tries: int = 3,
        backoff_s: float = 1.0,
        max_wait_s: float = 60.0,
    ) -> None:
        self.endpoint = endpoint
        self.max_tries = max(1, max_tries)
        self.backoff_s = backoff_s
        self.max_wait_s = max_wait_s
        self._stream_usage = endpoint.stream_usage
        self._sdk = openai.OpenAI(
            base_url=endpoint.base_url,
            api_key=endpoint.api_key,
            timeout=httpx2.Timeout(timeout_s, connect=min(10.0, timeout_s)),
            max_retries=0,
            http_client=http_client,
        )

    @property
    def model(self) -> str:
        return self.endpoint.model

    def close(self) -> None:
        self._sdk.close()

    def _error(self, exc: BaseException, tries: int, model: str) -> LLMError:
        e = self.endpoint
        return translate(
            exc, provider=e.provider, label=e.label, base_url=e.base_url, model=model, tries=tries
        )

    def _wait(self, exc: BaseException, tries: int, model: str, cancel: CancelToken) -> None:
        delay = retry_after(exc)
        if delay is None:
            delay = self.backoff_s * (2 ** (tries - 1))
        if delay > self.max_wait_s:
            error = self._error(exc, tries, model)
            error.hint = f"The server asked to wait {delay:.0f} s. {error.hint}".strip()
            raise error from exc
        if cancel.wait(delay):
            raise Cancelled()

    def stream(
        self,
        messages: list[Message],
        *,
        tools: list[dict[str, Any]] | None = None,
        cancel: CancelToken = NEVER,
        model: str | None = None,
        max_tokens: int | None = None,
    ) -> Iterator[StreamEvent]:
        """Yield ``TextDelta``/``ToolCallDelta`` events, then one ``Done``.

        A stream cut after some output ends with ``Done`` whose reply is
        ``incomplete`` (reason ``cut``); a cancelled one with reason
        ``cancelled``. Failures before any output raise ``LLMError``
        subclasses (after retries where a retry can help) or ``Cancelled``.
        """
        chosen = model or self.endpoint.model
        kwargs: dict[str, Any] = {"model": chosen, "messages": messages, "stream": True}
        if tools:
            kwargs["tools"] = tools
        if max_tokens is not None:
            kwargs["max_tokens"] = max_tokens
        tries = 0
        while True:
            tries += 1
            cancel.raise_if_cancelled()
            if self._stream_usage:
                kwargs["stream_options"] = {"include_usage": True}
            else:
                kwargs.pop("stream_options", None)
            try:
                response = self._open(kwargs, cancel)
            except REQUEST_ERRORS as exc:
                if cancel.cancelled:
                    raise Cancelled() from exc
                if isinstance(exc, openai.APIStatusError) and self._stream_usage and (
                    mentions_stream_options(exc)
                ):
                    self._stream_usage = False  # this server refuses stream_options
                    tries -= 1
                    continue
                if "max_tokens" in kwargs and isinstance(exc, openai.APIStatusError) and (
                    mentions_max_tokens(exc)
                ):
                    # Reasoning models (o-series, gpt-5) refuse max_tokens; their
                    # replacement also counts hidden reasoning, so send no cap.
                    del kwargs["max_tokens"]
                    tries -= 1
                    continue
                if is_retryable(exc) and tries < self.max_tries:
                    self._wait(exc, tries, chosen, cancel)
                    continue
                raise self._error(exc, tries, chosen) from exc
            turn = _Turn()
            produced = False
            unregister = cancel.on_cancel(response.close)
            retry_exc: BaseException | None = None
            try:
                for chunk in _chunks(response):
                    turn.chunks += 1
                    for event in turn.feed(_as_dict(chunk)):
                        produced = True
                        yield event
            except STREAM_ERRORS as exc:
                if cancel.cancelled:
                    turn.incomplete_reason = "cancelled"
                elif produced:
                    turn.incomplete_reason = "cut"
                elif is_retryable(exc) and tries < self.max_tries:
                    retry_exc = exc
                else:
                    raise self._error(exc, tries, chosen) from exc
            finally:
                unregister()
                response.close()
            if retry_exc is not None:
                self._wait(retry_exc, tries, chosen, cancel)
                continue
            if cancel.cancelled and turn.finish_reason is None:
                turn.incomplete_reason = "cancelled"
            elif turn.chunks == 0 and not _is_event_stream(response):
                raise self._not_a_completion(response)
            yield Done(turn.reply(messages))
            return

    def _not_a_completion(self, response: Any) -> LLMError:
        """The server answered 200 with something that is not a chat completion
        (a web page: usually a base URL without its ``/v1``)."""
        e = self.endpoint
        kind = _content_type(response) or "no Content-Type"
        return LLMError(
            f"{e.label} at {e.base_url} answered, but not with a chat completion ({kind}).",
            hint="Check the base URL in Settings > Models: OpenAI-compatible endpoints "
            "usually end in /v1.",
            code="bad_response",
        )

    def _open(self, kwargs: dict[str, Any], cancel: CancelToken) -> Any:
        """Send the request; Stop returns at once even while the server is silent.

        The request runs on a helper thread so that waiting for the response
        headers (a busy server may take a minute) can be abandoned; a response
        that arrives after Stop is closed unread.
        """
        if cancel is NEVER:
            return self._sdk.chat.completions.create(**kwargs)
        done = threading.Event()
        lock = threading.Lock()
        box: dict[str, Any] = {}

        def send() -> None:
            try:
                response = self._sdk.chat.completions.create(**kwargs)
            except BaseException as exc:  # handed to the caller below
                box["error"] = exc
                done.set()
                return
            with lock:
                if box.get("abandoned"):
                    response.close()
                    return
                box["response"] = response
            done.set()

        threading.Thread(target=send, name="llm-request", daemon=True).start()
        unregister = cancel.on_cancel(done.set)
        done.wait()
        unregister()
        with lock:
            if "response" not in box and "error" not in box:
                box["abandoned"] = True
                raise Cancelled()
        if "error" in box:
            raise box["error"]
        return box["response"]

    def complete(
        self,
        messages: list[Message],
        *,
        tools: list[dict[str, Any]] | None = None,
        cancel: CancelToken = NEVER,
        on_text: Callable[[str], None] | None = None,
        model: str | None = None,
        max_tokens: int | None = None,
    ) -> Reply:
        """Stream one reply to the end; ``on_text`` receives each text piece."""
        for event in self.stream(
            messages, tools=tools, cancel=cancel, model=model, max_tokens=max_tokens
        ):
            if isinstance(event, TextDelta) and on_text is not None:
                on_text(event.text)
            elif isinstance(event, Done):
                return event.reply
        raise LLMError("The model stream ended without a reply.", hint="Try again.")

    def list_models(self) -> list[str]:
        """Model ids from ``GET /models``, sorted."""
        try:
            page = self._sdk.models.list()
            ids = {m.id for m in page}
        except openai.NotFoundError as exc:
            raise LLMError(
                f"{self.endpoint.label} has no model list at {self.endpoint.base_url}/models.",
                hint="Type the model name in Settings > Models instead.",
                code="no_model_list",
            ) from exc
        except REQUEST_ERRORS as exc:
            raise self._error(exc, 1, self.endpoint.model) from exc
        return sorted(ids)

    def check(self, model: str | None = None, cancel: CancelToken = NEVER) -> CheckResult:
        """One tiny request: is the key accepted and does the model answer?"""
        chosen = model or self.endpoint.model
        probe = [{"role": "user", "content": "Reply with the single word OK."}]
        try:
            for event in self.stream(probe, cancel=cancel, model=chosen):
                if isinstance(event, TextDelta | Done):
                    break
        except LLMError as exc:
            return CheckResult(False, exc.code, str(exc))
        except Cancelled:
            return CheckResult(False, "cancelled", "The check was stopped.")
        return CheckResult(True, "ok", f"{self.endpoint.label} answered with {chosen}.")


def _content_type(response: Any) -> str:
    http = getattr(response, "response", None)
    headers = getattr(http, "headers", None)
    return str(headers.get("content-type", "")).lower() if headers is not None else ""


def _is_event_stream(response: Any) -> bool:
    return "event-stream" in _content_type(response)


def _chunks(response: Any) -> Iterable[Any]:
    """The stream's chunks; a server that ignored ``stream=True`` and sent the
    whole completion as JSON gives it as one chunk (``message`` for ``delta``)."""
    kind = _content_type(response)
    if "json" not in kind or "event-stream" in kind:
        stream: Iterable[Any] = response
        return stream
    try:
        data = json.loads(response.response.read())
    except ValueError:
        return []
    return [data] if isinstance(data, dict) and data.get("choices") else []


def _as_dict(chunk: Any) -> dict[str, Any]:
    if isinstance(chunk, dict):
        return chunk
    to_dict = getattr(chunk, "to_dict", None)
    if callable(to_dict):
        result = to_dict()
        if isinstance(result, dict):
            return result
    dumped = chunk.model_dump()
    return dumped if isinstance(dumped, dict) else {}
