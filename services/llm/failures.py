"""Translate the openai SDK's exceptions into Footnote's LLMError tree.

Every message says what happened and what to do about it.
"""

from __future__ import annotations

import email.utils
import re
import time
from typing import Any

import httpx
import httpx2
import openai

from services.errors import (
    ContextTooLong,
    LLMAuthError,
    LLMBadRequest,
    LLMError,
    LLMHTTPError,
    LLMRateLimited,
    LLMTimeout,
    LLMUnavailable,
    LLMUnreachable,
    ModelNotFound,
    QuotaExceeded,
    ToolsUnsupported,
)
from services.llm.endpoint import key_hint

# The openai SDK talks through httpx2; a legacy httpx client may also be injected.
HTTP_ERRORS: tuple[type[Exception], ...] = (httpx.HTTPError, httpx2.HTTPError)
REQUEST_ERRORS: tuple[type[Exception], ...] = (openai.APIError, *HTTP_ERRORS)
"""Everything a request through the SDK may raise."""
STREAM_ERRORS: tuple[type[Exception], ...] = (*REQUEST_ERRORS, ValueError)
"""... plus a malformed chunk while streaming."""
TRANSPORT_ERRORS: tuple[type[Exception], ...] = (httpx.TransportError, httpx2.TransportError)
TIMEOUT_ERRORS: tuple[type[Exception], ...] = (
    openai.APITimeoutError,
    httpx.TimeoutException,
    httpx2.TimeoutException,
)

RETRY_STATUSES = frozenset({408, 409, 429, 500, 502, 503, 504, 529})

_CONTEXT = re.compile(
    r"context[ _-]?(length|window)|maximum context|too many tokens|prompt is too long|"
    r"reduce the length|input is too long|exceeds? the (model'?s? )?(max|limit)|token limit",
    re.I,
)
_NO_TOOLS = re.compile(
    r"(does not|doesn't|do not) support (tools|tool|function)|"
    r"tools? (are|is) not supported|function.?calling (is )?not (supported|enabled)|"
    r"tool use is not supported",
    re.I,
)
_STREAM_OPTIONS = re.compile(r"stream_options", re.I)
_REFUSAL = (r"not supported|unsupported|not support|unknown|unrecognized|not allowed|"
            r"not permitted|extra (inputs|fields)|is not available|must be verified|"
            r"use '?max_completion_tokens|invalid value")
OPTIONAL_PARAMS = ("stream", "stream_options", "max_tokens", "max_completion_tokens",
                   "tool_choice", "parallel_tool_calls")
"""Request fields Footnote can do without when an endpoint refuses them."""
_QUOTA = re.compile(r"insufficient_quota|exceeded your current quota|balance", re.I)


def error_text(exc: openai.APIStatusError) -> str:
    """The endpoint's own message, from the JSON body when there is one."""
    body: Any = exc.body
    if isinstance(body, dict):
        inner = body.get("error", body)
        if isinstance(inner, dict):
            for key in ("message", "detail", "msg"):
                if isinstance(inner.get(key), str):
                    return str(inner[key])
        elif isinstance(inner, str):
            return inner
    return exc.message or ""


def _error_field(exc: openai.APIStatusError, name: str) -> str:
    """A string field of the error object in an OpenAI-style body ("" when absent)."""
    body: Any = exc.body
    if isinstance(body, dict):
        inner = body.get("error", body)
        if isinstance(inner, dict) and isinstance(inner.get(name), str):
            return str(inner[name])
    return ""


def error_code(exc: openai.APIStatusError) -> str:
    return _error_field(exc, "code")


def error_param(exc: openai.APIStatusError) -> str:
    """The request field an OpenAI-style error names (``"param": "stream"``)."""
    return _error_field(exc, "param")


def refused_param(exc: openai.APIStatusError, sent: list[str]) -> str | None:
    """The optional request field the endpoint refused, among those ``sent``, or None.

    OpenAI names it in ``param`` ("Your organization must be verified to stream
    this model", ``param: stream``); other servers only say it in the message
    ("stream is not supported", "Unrecognized request argument supplied:
    max_tokens", "Extra inputs are not permitted ... tool_choice").
    """
    if exc.status_code not in {400, 422}:
        return None
    text = error_text(exc)
    if _CONTEXT.search(text) or error_code(exc) == "context_length_exceeded":
        return None
    candidates = [p for p in OPTIONAL_PARAMS if p in sent]
    named = error_param(exc)
    if named in candidates:
        return named
    if "stream_options" in candidates and _STREAM_OPTIONS.search(text):
        return "stream_options"
    for param in candidates:
        near = rf"(\b{param}\b.{{0,80}}({_REFUSAL}))|(({_REFUSAL}).{{0,60}}\b{param}\b)"
        if re.search(near, text, re.I | re.S):
            return param
    return None


# DeepSeek's thinking mode with tools, behind any endpoint: "The `reasoning_content`
# in the thinking mode must be passed back to the API."
_ECHO_NEEDED = re.compile(
    r"reasoning_content\W.{0,80}\b(must|should|needs? to|has to|is required to) be "
    r"(passed|sent|returned|included|provided)|"
    r"(missing|requires?|required)\W.{0,40}reasoning_content|"
    r"reasoning_content\W.{0,20}\b(is )?(missing|required)",
    re.I | re.S,
)


def echo_needed(exc: BaseException) -> bool:
    """The endpoint refused the request because the reasoning of tool-call turns
    was not sent back (DeepSeek V3.2+ thinking mode, wherever it is served)."""
    if not isinstance(exc, openai.APIStatusError) or exc.status_code not in {400, 422}:
        return False
    return bool(_ECHO_NEEDED.search(error_text(exc)))


def echo_refused(exc: BaseException, field: str) -> bool:
    """The endpoint refused ``field`` in the assistant turns sent back: an unknown
    or unsupported field ("Extra inputs are not permitted", "Unrecognized ...",
    or older DeepSeek reasoners' "Please remove the reasoning_content")."""
    if not field or not isinstance(exc, openai.APIStatusError):
        return False
    if exc.status_code not in {400, 422}:
        return False
    text = error_text(exc) + " " + error_param(exc)
    if field not in text or _ECHO_NEEDED.search(text):
        return False
    near = (rf"(\b{field}\b.{{0,120}}({_REFUSAL}|remove|unexpected|forbidden|invalid))|"
            rf"(({_REFUSAL}|remove|unexpected|forbidden|invalid).{{0,120}}\b{field}\b)")
    return bool(re.search(near, text, re.I | re.S))


def _quoted(detail: str) -> str:
    """`` It said: "...".`` with one full stop: none after the quote when the
    server's own sentence already ends with one."""
    detail = detail.strip()[:300]
    if not detail:
        return ""
    end = "" if detail[-1] in ".!?。！？" else "."
    return f' It said: "{detail}"{end}'


def retry_after(exc: BaseException) -> float | None:
    """Seconds the server asked us to wait (``Retry-After`` / ``retry-after-ms``)."""
    headers = getattr(getattr(exc, "response", None), "headers", None)
    if headers is None:
        return None
    millis = headers.get("retry-after-ms")
    if millis:
        try:
            return max(0.0, float(millis) / 1000)
        except ValueError:
            pass
    value = headers.get("retry-after")
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        parsed = email.utils.parsedate_tz(value)
        if parsed is None:
            return None
        return max(0.0, email.utils.mktime_tz(parsed) - time.time())


def is_retryable(exc: BaseException) -> bool:
    if isinstance(exc, openai.APIStatusError):
        if exc.status_code == 429 and _QUOTA.search(error_text(exc) + error_code(exc)):
            return False  # no quota left: waiting will not help
        return exc.status_code in RETRY_STATUSES or exc.status_code >= 500
    return isinstance(exc, (openai.APIConnectionError, *TRANSPORT_ERRORS))


def translate(
    exc: BaseException, *, provider: str, label: str, base_url: str, model: str, tries: int = 1
) -> LLMError:
    """An ``LLMError`` for ``exc`` (an SDK or transport error)."""
    tried = f" (tried {tries} times)" if tries > 1 else ""
    if isinstance(exc, TIMEOUT_ERRORS):
        return LLMTimeout(
            f"{label} did not answer in time{tried}.",
            hint="Try again; raise 'llm.timeout_s' for slow local models.",
        )
    if isinstance(exc, (openai.APIConnectionError, *TRANSPORT_ERRORS)):
        local = "127.0.0.1" in base_url or "localhost" in base_url
        return LLMUnreachable(
            f"Could not connect to {label} at {base_url}{tried}.",
            hint="Make sure the local server (Ollama / LM Studio) is running."
            if local
            else "Check the network connection and the base URL in Settings > Models.",
        )
    if not isinstance(exc, openai.APIStatusError):
        return LLMError(f"{label} failed: {exc}", hint="Try again.")
    status = exc.status_code
    detail = error_text(exc)
    said = _quoted(detail)
    if status in {401, 403}:
        return LLMAuthError(
            f"{label} rejected the API key.{said}",
            hint=f"Check the key in Settings > Models. {key_hint(provider)}",
        )
    if status == 404:
        if "model" in detail.lower() or error_code(exc) == "model_not_found":
            return ModelNotFound(
                f"{label} does not know the model {model!r}.{said}",
                hint="Pick a model from the list in Settings > Models or run "
                "'python -m app config set llm.model NAME'.",
            )
        return ModelNotFound(
            f"{label} answered 404 Not Found at {base_url}: the base URL or the model "
            f"{model!r} is wrong.{said}",
            hint="Check the base URL and model in Settings > Models.",
        )
    if status == 429:
        if _QUOTA.search(detail + error_code(exc)):
            return QuotaExceeded(
                f"{label} says the account has no quota left.{said}",
                hint="Add credit or switch to another provider in Settings > Models.",
            )
        return LLMRateLimited(
            f"{label} is limiting requests (HTTP 429){tried}.{said}",
            hint="Wait a minute and try again, or check your plan's rate limits.",
        )
    if status in {400, 413, 422}:
        if _CONTEXT.search(detail) or error_code(exc) == "context_length_exceeded":
            return ContextTooLong(
                f"The conversation is too long for {model}.{said}",
                hint="Start a new conversation or pick a model with a larger context window.",
            )
        if _NO_TOOLS.search(detail):
            return ToolsUnsupported(
                f"{model} at {label} does not accept tools.{said}",
                hint="Footnote searches for it instead; set "
                f"llm.models to {{\"{model}\": {{\"tools\": false}}}} to skip this check.",
            )
        return LLMBadRequest(
            f"{label} refused the request (HTTP {status}).{said}",
            hint="Check the model name and the endpoint in Settings > Models.",
        )
    if status >= 500 or status in RETRY_STATUSES:
        return LLMUnavailable(
            f"{label} failed with HTTP {status}{tried}.{said}",
            hint="The service may be having trouble; try again later or pick another provider.",
        )
    return LLMHTTPError(
        f"{label} answered HTTP {status}.{said}", hint="Check Settings > Models."
    )
