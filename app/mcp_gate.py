"""The gate in front of the MCP SDK: every line a client writes is handed to the
SDK or answered with a JSON-RPC error, never dropped in silence.

Why it exists (mcp 2.3): the SDK's stdio reader passes a line it cannot
validate to its dispatcher as an exception, which logs it at debug level and
drops it (``JSONRPCDispatcher._dispatch``), so the client waits for an answer
that never comes. Its JSON parser (jiter) refuses lone UTF-16 surrogates
(``"x\\ud800"``), nesting past about 200 levels and numbers past 4,300 digits;
and an ``id`` that is neither a string nor an integer (``1.5``, ``true``,
``null``) turns a request into a notification, which is never answered.

``admit(line)`` reads one line as the SDK would and returns the SDK's message,
or the error to send back, with the request's id whenever one can be read:

- ``-32700`` parse error: not UTF-8, not JSON, nested too deeply to parse.
- ``-32600`` invalid request: a JSON-RPC batch, a message too large, a bad
  ``jsonrpc``/``method``/``id``, no ``method`` nor ``result``.
- ``-32602`` invalid params: ``params`` hold text that is not valid Unicode,
  nesting deeper than ``MAX_DEPTH`` levels or a number of more than
  ``MAX_DIGITS`` digits.

As JSON-RPC 2.0 says, a notification (a ``method`` and no ``id``) and a
response are never answered: those the SDK cannot read are logged and
dropped. A blank line is no message and is skipped.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Iterator
from typing import Any

from mcp.server.transport_security import DEFAULT_MAX_REQUEST_BODY_SIZE
from mcp.shared.message import SessionMessage
from mcp_types import (
    INVALID_PARAMS,
    INVALID_REQUEST,
    PARSE_ERROR,
    ErrorData,
    JSONRPCError,
    JSONRPCRequest,
    RequestId,
    jsonrpc_message_adapter,
)
from pydantic import ValidationError

log = logging.getLogger(__name__)

MAX_LINE_BYTES = DEFAULT_MAX_REQUEST_BODY_SIZE
"""The largest message read (4 MiB): the SDK's own limit for an HTTP request body."""
MAX_DEPTH = 64
"""Deepest nesting accepted; no MCP message needs more than a handful of levels."""
MAX_DIGITS = 4300
"""Longest integer accepted, in digits: Python's and jiter's limit."""

Admitted = SessionMessage | JSONRPCError | None
"""A message for the SDK, an error to send back, or nothing (blank line,
notification or response that cannot be read)."""

_SURROGATE = re.compile("[\ud800-\udfff]")


class _HugeNumber:
    """An integer too long to convert (kept as its digit count)."""

    def __init__(self, digits: str) -> None:
        self.digits = len(digits.lstrip("-"))


def admit(line: bytes) -> Admitted:
    """What to do with one line from the client (without its newline)."""
    raw = line.strip()
    if not raw:
        return None
    if len(raw) > MAX_LINE_BYTES:
        return _error(INVALID_REQUEST, f"The message is larger than {MAX_LINE_BYTES >> 20} MiB; "
                      "send smaller messages.", None)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        return _error(PARSE_ERROR, f"The message is not valid UTF-8 (byte 0x{raw[exc.start]:02x} "
                      f"at offset {exc.start}); send UTF-8 text.",
                      _readable_id(raw.decode("utf-8", "replace")))
    try:
        message = _loads(text)
    except RecursionError:
        return _error(PARSE_ERROR, "The message is nested too deeply to read (the limit is "
                      f"{MAX_DEPTH} levels).", None)
    except json.JSONDecodeError as exc:
        return _error(PARSE_ERROR, f"The message is not valid JSON ({exc.msg} at column "
                      f"{exc.colno}); send one JSON-RPC message per line.", None)
    except ValueError:
        return _error(PARSE_ERROR, "The message is not valid JSON; send one JSON-RPC message "
                      "per line.", None)
    return _check(message, text)


def _check(message: Any, text: str) -> Admitted:
    if isinstance(message, list):
        return _error(INVALID_REQUEST, "A JSON array (a JSON-RPC batch) is not an MCP message; "
                      "send each message on its own line.", None)
    if not isinstance(message, dict):
        return _error(INVALID_REQUEST, f"A message is a JSON object, not {json_kind(message)}.",
                      None)
    request_id, id_problem = _request_id(message)
    shape = _shape(message)
    problem = id_problem or _envelope_problem(message) or _first_problem(message)
    if problem is not None:
        path, what = problem
        in_params = path.startswith("params")
        if shape == "response" or (shape == "notification" and in_params):
            _drop(shape, f"'{path}' {what}")
            return None
        code = INVALID_PARAMS if in_params else INVALID_REQUEST
        shown = path if len(path) <= 60 else path[:57] + "..."
        return _error(code, f"'{shown}' {what}.", request_id)
    try:
        parsed = jsonrpc_message_adapter.validate_json(text, by_name=False)
    except ValidationError as exc:
        if shape in ("response", "notification"):
            _drop(shape, _summary(exc))
            return None
        return _error(INVALID_REQUEST, f"The message is not a JSON-RPC 2.0 message MCP accepts "
                      f"({_summary(exc)}).", request_id)
    if shape == "request" and not isinstance(parsed, JSONRPCRequest):
        return _error(INVALID_REQUEST, "The message has an 'id' but is no request.", request_id)
    return SessionMessage(parsed)


def _shape(message: dict[str, Any]) -> str:
    if "method" in message:
        return "request" if "id" in message else "notification"
    if "result" in message or "error" in message:
        return "response"
    return "unknown"


def _request_id(message: dict[str, Any]) -> tuple[RequestId | None, tuple[str, str] | None]:
    """The id to answer with, and what is wrong with it (None when it is fine or absent)."""
    if "id" not in message:
        return None, None
    value = message["id"]
    if isinstance(value, str) and not _SURROGATE.search(value):
        return value, None
    if isinstance(value, int) and not isinstance(value, bool):
        return value, None
    if isinstance(value, str):
        return None, ("id", "is not valid Unicode (it holds a lone UTF-16 surrogate)")
    if isinstance(value, _HugeNumber):
        return None, ("id", f"is a number of {value.digits} digits (at most {MAX_DIGITS})")
    return None, ("id", f"must be a string or an integer, not {json_kind(value)}")


def _envelope_problem(message: dict[str, Any]) -> tuple[str, str] | None:
    if message.get("jsonrpc") != "2.0":
        return "jsonrpc", 'must be "2.0"'
    if "method" in message and not isinstance(message["method"], str):
        return "method", f"must be a string, not {json_kind(message['method'])}"
    if "method" not in message and "result" not in message and "error" not in message:
        return "method", "is missing: a request needs a 'method' (and an 'id')"
    params = message.get("params")
    if params is not None and not isinstance(params, dict):
        return "params", f"must be an object, not {json_kind(params)}"
    return None


def _first_problem(message: dict[str, Any]) -> tuple[str, str] | None:
    """The first value the SDK's parser would refuse, with its path."""
    for path, depth, value in _walk(message):
        if depth > MAX_DEPTH:
            return path, f"is nested more than {MAX_DEPTH} levels deep"
        if isinstance(value, str) and _SURROGATE.search(value):
            return path, ("is not valid Unicode (it holds a lone UTF-16 surrogate); send text "
                          "as UTF-8 or as escaped surrogate pairs")
        if isinstance(value, _HugeNumber):
            return path, f"is a number of {value.digits} digits (at most {MAX_DIGITS})"
    return None


def _walk(message: dict[str, Any]) -> Iterator[tuple[str, int, Any]]:
    """Every key and value with its path and depth, without recursion (a hostile
    message may nest as deeply as the JSON parser allowed)."""
    stack: list[tuple[str, int, Any]] = [("", 1, message)]
    while stack:
        path, depth, value = stack.pop()
        yield path or "message", depth, value
        if depth > MAX_DEPTH:  # reported as too deep: nothing below it matters
            continue
        if isinstance(value, dict):
            for key, item in reversed(value.items()):
                inner = f"{path}.{_short(key)}" if path else _short(key)
                yield inner, depth, key  # a key is text too
                stack.append((inner, depth + 1, item))
        elif isinstance(value, list):
            for index in reversed(range(len(value))):
                stack.append((f"{path}[{index}]", depth + 1, value[index]))


def _loads(text: str) -> Any:
    return json.loads(text, parse_int=_int)


def _int(digits: str) -> int | _HugeNumber:
    return int(digits) if len(digits.lstrip("-")) <= MAX_DIGITS else _HugeNumber(digits)


def _readable_id(text: str) -> RequestId | None:
    """The id of a line that is otherwise unusable, when it can be read at all."""
    try:
        message = _loads(text)
    except (ValueError, RecursionError):
        return None
    return _request_id(message)[0] if isinstance(message, dict) else None


def _error(code: int, message: str, request_id: RequestId | None) -> JSONRPCError:
    return JSONRPCError(jsonrpc="2.0", id=request_id, error=ErrorData(code=code, message=message))


def _drop(shape: str, why: str) -> None:
    log.warning("an MCP %s that cannot be read was dropped (JSON-RPC never answers one): %s",
                shape, why[:300])


def _summary(exc: ValidationError) -> str:
    first = exc.errors()[0]
    where = ".".join(str(part) for part in first.get("loc", ())) or "message"
    return f"{where}: {first.get('msg', 'invalid')}"[:300]


def json_kind(value: Any) -> str:
    """How a JSON value is named in an error: "a string", "an array", "null"."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int | float | _HugeNumber):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    return "an object"


def _short(key: str) -> str:
    """A key as shown in a path: lone surrogates and long keys would make the
    error message itself unreadable."""
    shown = _SURROGATE.sub("\ufffd", key)
    return shown if len(shown) <= 40 else shown[:37] + "..."
