"""A streaming chat client for any OpenAI-compatible Chat Completions endpoint.

Built on the ``openai`` SDK with its own retries switched off: Footnote retries
429 and 5xx itself (at most ``max_tries`` attempts, honouring Retry-After) so
the wait can be cancelled and the final error can say what happened.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Generator, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

import httpx2
import openai

from services.cancel import NEVER, CancelToken
from services.errors import BadResponse, Cancelled, LLMError, NoModelList
from services.llm.assemble import TurnAssembler
from services.llm.endpoint import Endpoint
from services.llm.events import (
    Adaptation,
    Done,
    Reply,
    StreamEvent,
    TextDelta,
)
from services.llm.failures import (
    REQUEST_ERRORS,
    STREAM_ERRORS,
    echo_needed,
    echo_refused,
    is_retryable,
    refused_param,
    retry_after,
    translate,
)

Message = dict[str, Any]
OnLearned = Callable[[str, dict[str, Any]], None]
"""Called with (model, facts) when the endpoint refused something for the model,
e.g. ``{"stream": False}``, ``{"refused_params": ["max_tokens"]}`` or
``{"reasoning_echo": "reasoning_content"}``, to remember it."""

REASONING_KEY = "reasoning_content"
"""Where the agent keeps a tool-call turn's reasoning in its messages; the client
sends it under the preset's field name, or not at all (see ``Preset.reasoning_echo``),
unless the endpoint taught otherwise for the model (``ModelInfo.reasoning_echo``)."""


@dataclass(frozen=True)
class _Failed:
    """An attempt that failed before any output.

    Attributes:
        error: what the SDK raised.
        kwargs, streaming: what was asked, to learn what the endpoint refused.
        opened: the request was answered and its reading failed (nothing to
            adapt: only a retry can help).
    """

    error: BaseException
    kwargs: dict[str, Any]
    streaming: bool
    opened: bool


@dataclass(frozen=True)
class CheckResult:
    """Outcome of ``ChatClient.check``: ok, or the exact problem."""

    ok: bool
    code: str
    message: str
    """What happened and, for the command line, what to run about it."""
    said: str = ""
    """What happened alone (the window adds what to do in the window)."""


class ChatClient:
    """Streams chat completions from one endpoint.

    Args:
        endpoint: where to send requests (see ``resolve_endpoint``).
        timeout_s: limit for connecting and for each read of the stream.
        http_client: an ``httpx2.Client`` (the SDK's transport) to use (tests, proxies).
        max_tries: attempts for 429/5xx/connection failures.
        backoff_s: first wait when the server gives no Retry-After (doubles).
        max_wait_s: a Retry-After longer than this fails at once with the wait in the message.
        on_learned: told what the endpoint refused for a model, to remember it.
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
        on_learned: OnLearned | None = None,
    ) -> None:
        self.endpoint = endpoint
        self.max_tries = max(1, max_tries)
        self.backoff_s = backoff_s
        self.max_wait_s = max_wait_s
        self.on_learned = on_learned
        self._stream_usage = endpoint.stream_usage
        # What this endpoint refused, per model: learned earlier (settings) or now.
        self._no_stream: set[str] = {endpoint.model} if not endpoint.info.stream else set()
        self._refused: dict[str, set[str]] = {endpoint.model: set(endpoint.info.refused_params)}
        # Where a tool-call turn's reasoning goes back, per model, when it differs
        # from the preset: learned earlier (settings) or now; changed once at most.
        learned_echo = endpoint.info.reasoning_echo
        self._echo: dict[str, str] = {} if learned_echo is None else {endpoint.model: learned_echo}
        self._echo_changed: set[str] = set()
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

    def _echo_field(self, model: str) -> str:
        return self._echo.get(model, self.endpoint.reasoning_echo)

    def _outgoing(self, messages: list[Message], field: str) -> list[Message]:
        """The messages as this provider wants them: a tool-call turn's reasoning
        goes back under ``field`` (DeepSeek, Kimi and GLM require it within a
        run) or is left out (``""``: everyone else; older reasoners refuse it)."""
        out: list[Message] = []
        for message in messages:
            echo = bool(field and message.get("role") == "assistant" and message.get("tool_calls"))
            if REASONING_KEY in message or echo:
                message = dict(message)
                reasoning = message.pop(REASONING_KEY, "")
                if echo:
                    # Also on turns Footnote wrote itself (pasted URLs read first):
                    # DeepSeek refuses any tool-call turn without the field.
                    message[field] = reasoning or ""
            out.append(message)
        return out

    def _request(
        self, messages: list[Message], chosen: str, tools: list[dict[str, Any]] | None,
        tool_choice: str | None, max_tokens: int | None,
    ) -> dict[str, Any]:
        kwargs: dict[str, Any] = {
            "model": chosen, "messages": self._outgoing(messages, self._echo_field(chosen)),
        }
        if tools:
            kwargs["tools"] = tools
            if tool_choice:
                kwargs["tool_choice"] = tool_choice
        limit = max_tokens if max_tokens is not None else self.endpoint.max_output_tokens
        if limit:
            kwargs[self.endpoint.max_tokens_param] = limit
        for name in self._refused.get(chosen, ()):
            kwargs.pop(name, None)
        return kwargs

    def _learn(self, model: str, facts: dict[str, Any]) -> None:
        if self.on_learned is not None:
            try:
                self.on_learned(model, facts)
            except Exception:  # remembering is a convenience; the answer goes on
                pass

    def _adapt(self, exc: BaseException, kwargs: dict[str, Any], chosen: str,
               streaming: bool) -> Adaptation | None:
        """After a 400/422: drop what the endpoint refused and say so, or None."""
        if not isinstance(exc, openai.APIStatusError):
            return None
        echo = self._adapt_echo(exc, kwargs["messages"], chosen)
        if echo is not None:
            return echo
        sent = [*kwargs, "stream"] if streaming else list(kwargs)
        param = refused_param(exc, sent)
        label = self.endpoint.label
        if param == "stream":
            self._no_stream.add(chosen)
            self._learn(chosen, {"stream": False})
            return Adaptation("no_stream", f"{label} does not stream {chosen}: answering "
                                           "without streaming (remembered for this model).",
                              "stream")
        if param == "stream_options":
            # A harmless extra: usage is estimated instead; no notice needed.
            self._stream_usage = False
            return Adaptation("dropped_param", "", param)
        if param is None:
            return None
        self._refused.setdefault(chosen, set()).add(param)
        self._learn(chosen, {"refused_params": sorted(self._refused[chosen])})
        if param in ("max_tokens", "max_completion_tokens"):
            # Reasoning models (o-series, gpt-5) refuse max_tokens; their
            # replacement also counts hidden reasoning, so send no cap.
            what = "an output limit"
        else:
            what = f"the '{param}' parameter"
        return Adaptation("dropped_param", f"{label} refused {what} for {chosen}: asking "
                                           "without it (remembered for this model).", param)

    def _adapt_echo(self, exc: openai.APIStatusError, sent: list[Message],
                    chosen: str) -> Adaptation | None:
        """After a 400 about the reasoning of tool-call turns: send it back, or
        stop sending it, and remember that for the model; None when the error is
        about something else or the model's echo was already changed once."""
        if chosen in self._echo_changed:
            return None
        field = self._echo_field(chosen)
        calls = any(m.get("role") == "assistant" and m.get("tool_calls") for m in sent)
        label = self.endpoint.label
        if not field and calls and echo_needed(exc):
            self._echo[chosen] = REASONING_KEY
            self._echo_changed.add(chosen)
            self._learn(chosen, {"reasoning_echo": REASONING_KEY})
            return Adaptation(
                "reasoning_echo", f"{label} needs the reasoning of {chosen}'s tool calls sent "
                "back: asking again with it (remembered for this model).", REASONING_KEY)
        if field and any(field in m for m in sent) and echo_refused(exc, field):
            self._echo[chosen] = ""
            self._echo_changed.add(chosen)
            self._learn(chosen, {"reasoning_echo": ""})
            return Adaptation(
                "dropped_param", f"{label} refused the reasoning sent back with tool calls "
                f"('{field}') for {chosen}: asking without it (remembered for this model).",
                field)
        return None

    def stream(
        self,
        messages: list[Message],
        *,
        tools: list[dict[str, Any]] | None = None,
        cancel: CancelToken = NEVER,
        model: str | None = None,
        max_tokens: int | None = None,
        tool_choice: str | None = None,
    ) -> Iterator[StreamEvent]:
        """Yield ``TextDelta``/``ThoughtDelta``/``ToolCallDelta`` events, then one ``Done``.

        A stream cut after some output ends with ``Done`` whose reply is
        ``incomplete`` (reason ``cut``); a cancelled one with reason
        ``cancelled``. Failures before any output raise ``LLMError``
        subclasses (after retries where a retry can help) or ``Cancelled``.
        An endpoint that refuses streaming or a parameter is asked again
        without it, one that requires the reasoning of tool-call turns back (or
        refuses it) is asked again with it (or without); an ``Adaptation``
        event says so and ``on_learned`` remembers it. Tool calls the model
        wrote as text become real calls when ``tools`` were offered.

        Each request is one ``_attempt``; this loop decides what follows a
        failed one: adapt and ask again (not counted as a try), wait and retry,
        or raise.
        """
        chosen = model or self.endpoint.model
        names = frozenset(
            str((spec.get("function") or {}).get("name") or "") for spec in tools or []
        ) - {""}
        tries = 0
        adaptations = 0
        while True:
            tries += 1
            cancel.raise_if_cancelled()
            failed = yield from self._attempt(messages, chosen, names, tools, tool_choice,
                                              max_tokens, cancel)
            if failed is None:
                return
            exc = failed.error
            if not failed.opened and adaptations < 4:
                adapted = self._adapt(exc, failed.kwargs, chosen, failed.streaming)
                if adapted is not None:  # asked again without it: not a try
                    adaptations += 1
                    tries -= 1
                    if adapted.message:
                        yield adapted
                    continue
            if is_retryable(exc) and tries < self.max_tries:
                self._wait(exc, tries, chosen, cancel)
                continue
            raise self._error(exc, tries, chosen) from exc

    def _attempt(
        self, messages: list[Message], chosen: str, names: frozenset[str],
        tools: list[dict[str, Any]] | None, tool_choice: str | None, max_tokens: int | None,
        cancel: CancelToken,
    ) -> Generator[StreamEvent, None, _Failed | None]:
        """One request and its reply: yields the reply's events and its ``Done``,
        or returns what failed before any output, for ``stream`` to adapt to,
        retry or raise. A reply cut after some output, or stopped, still ends
        with ``Done`` (incomplete)."""
        kwargs = self._request(messages, chosen, tools, tool_choice, max_tokens)
        streaming = chosen not in self._no_stream
        if streaming:
            kwargs["stream"] = True
            if self._stream_usage and "stream_options" not in self._refused.get(chosen, ()):
                kwargs["stream_options"] = {"include_usage": True}
        try:
            response = self._open(kwargs, cancel)
        except REQUEST_ERRORS as exc:
            if cancel.cancelled:
                raise Cancelled() from exc
            return _Failed(exc, kwargs, streaming, opened=False)
        turn = TurnAssembler(names)
        produced = False
        close = getattr(response, "close", None)
        unregister = cancel.on_cancel(close) if callable(close) else (lambda: None)
        try:
            for chunk in _chunks(response) if streaming else [response]:
                turn.chunks += 1
                for event in turn.feed(_as_dict(chunk)):
                    produced = True
                    yield event
        except STREAM_ERRORS as exc:
            if cancel.cancelled:
                turn.incomplete_reason = "cancelled"
            elif produced:
                turn.incomplete_reason = "cut"
            else:
                return _Failed(exc, kwargs, streaming, opened=True)
        finally:
            unregister()
            if callable(close):
                close()
        if cancel.cancelled and turn.finish_reason is None:
            turn.incomplete_reason = "cancelled"
        elif streaming and turn.chunks == 0 and not _is_event_stream(response):
            raise self._not_a_completion(response)
        yield from turn.flush()
        reply = turn.reply(messages)
        reply.output_limit = kwargs.get(self.endpoint.max_tokens_param)
        yield Done(reply)
        return None

    def _not_a_completion(self, response: Any) -> LLMError:
        """The server answered 200 with something that is not a chat completion
        (a web page: usually a base URL without its ``/v1``)."""
        e = self.endpoint
        kind = _content_type(response) or "no Content-Type"
        return BadResponse(
            f"{e.label} at {e.base_url} answered, but not with a chat completion ({kind}).",
            hint="Check the base URL in Settings > Models: OpenAI-compatible endpoints "
            "usually end in /v1.",
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
        tool_choice: str | None = None,
    ) -> Reply:
        """Stream one reply to the end; ``on_text`` receives each text piece."""
        for event in self.stream(
            messages, tools=tools, cancel=cancel, model=model, max_tokens=max_tokens,
            tool_choice=tool_choice,
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
            raise NoModelList(
                f"{self.endpoint.label} has no model list at {self.endpoint.base_url}/models.",
                hint="Type the model name in Settings > Models instead.",
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
            return CheckResult(False, exc.code, str(exc), exc.message)
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
