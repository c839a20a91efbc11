"""Tool calls a model wrote as text instead of as ``tool_calls``.

Small local models (and servers without a tool parser for the model's
template) often answer a tool-enabled request with the call in ``content``:

- bare JSON: ``{"name": "web_search", "arguments": {"query": "..."}}``
  (also ``"parameters"`` for ``"arguments"``, a ``"function"`` wrapper, or a list);
- tags: ``<tool_call>{...}</tool_call>`` (Qwen and Hermes templates);
- a fenced block: ```` ```json {...} ``` ````.

``TextCallFilter`` sees the answer as it streams and holds back anything that
may be such a call; a call naming one of the offered tools becomes a real
``ToolCall`` and never reaches the answer, anything else is released as text.
"""

from __future__ import annotations

import json
import secrets
from typing import Any

from services.llm.events import ToolCall

_TAG_OPEN = "<tool_call>"
_TAG_CLOSE = "</tool_call>"
_FENCE = "```"


def _call_id() -> str:
    # Nine letters and digits: the strictest servers (Mistral) accept only that.
    return "t" + secrets.token_hex(4)


def _one(item: Any, names: frozenset[str]) -> ToolCall | None:
    if not isinstance(item, dict):
        return None
    function = item.get("function")
    if isinstance(function, dict):
        item = {**item, **function}
    name = item.get("name") or item.get("tool") or item.get("tool_name")
    if not isinstance(name, str) or name not in names:
        return None
    args: Any = item.get("arguments", item.get("parameters", item.get("args", {})))
    if isinstance(args, str):
        text = args
    elif isinstance(args, dict):
        text = json.dumps(args, ensure_ascii=False)
    else:
        return None
    return ToolCall(_call_id(), name, text)


def parse_calls(text: str, names: frozenset[str]) -> list[ToolCall]:
    """The calls in ``text`` (one JSON value or several in a row), or [] when it is
    anything else, including JSON that names no offered tool."""
    decoder = json.JSONDecoder()
    rest = text.strip()
    calls: list[ToolCall] = []
    while rest:
        try:
            value, end = decoder.raw_decode(rest)
        except ValueError:
            return []
        items = value if isinstance(value, list) else [value]
        for item in items:
            call = _one(item, names)
            if call is None:
                return []
            calls.append(call)
        rest = rest[end:].lstrip().lstrip(",;").lstrip()
    return calls


def _fence_body(block: str) -> str:
    """The text between a fence's first line (```` ```json ````) and its closing fence."""
    body = block[len(_FENCE):]
    if body.endswith(_FENCE):
        body = body[: -len(_FENCE)]
    first, _, rest = body.partition("\n")
    return rest if first.strip().isalpha() or not first.strip() else body


def _held_tail(text: str) -> int:
    """Length of the end of ``text`` that may start a tag or fence still arriving."""
    for marker in (_TAG_OPEN, _FENCE):
        for size in range(min(len(marker) - 1, len(text)), 0, -1):
            if marker.startswith(text[-size:]):
                return size
    return 0


_JSONISH = frozenset({"", "json", "json5", "tool_call", "tool_code"})


def _bare_verdict(head: str) -> str:
    """For text that starts with ``{`` or ``[``: ``hold`` while it may still be a
    call, ``text`` as soon as it cannot be (so ordinary answers keep streaming)."""
    inner = head[1:].lstrip()
    if not inner:
        return "hold"
    if head[0] == "[":
        return _bare_verdict(inner) if inner[0] in "{[" else "text"
    return "hold" if inner[0] == '"' else "text"


def _fence_verdict(pending: str) -> str:
    """For text that starts with a fence: ``hold`` (may be a JSON call), ``code``
    (an ordinary code block: shown as it arrives) or ``wait`` (too early to say)."""
    first, newline, body = pending[len(_FENCE):].partition("\n")
    if not newline:
        return "wait" if len(first) < 20 else "code"
    if first.strip().lower() not in _JSONISH:
        return "code"
    body = body.lstrip()
    if not body:
        return "wait"
    return "hold" if body[0] in "{[" else "code"


class TextCallFilter:
    """Feed answer text; ``feed`` returns the text that is safe to show."""

    def __init__(self, names: frozenset[str]) -> None:
        self.names = names
        self.calls: list[ToolCall] = []
        self._pending = ""
        self._mode = "start"  # start | text | bare | tag | fence | code
        self._code_open = False  # the code block's opening fence was already shown

    def feed(self, piece: str) -> str:
        self._pending += piece
        shown: list[str] = []
        while self._step(shown):
            pass
        return "".join(shown)

    def _step(self, shown: list[str]) -> bool:
        """Advance one state; False when more text is needed."""
        if self._mode == "start":
            head = self._pending.lstrip()
            if not head:
                return False
            self._mode = "bare" if head[0] in "{[" else "text"
            return True
        if self._mode == "bare":
            if _bare_verdict(self._pending.lstrip()) == "text":
                self._mode = "text"
                return True
            return False
        if self._mode == "text":
            tag, fence = self._pending.find(_TAG_OPEN), self._pending.find(_FENCE)
            starts = [(at, mode) for at, mode in ((tag, "tag"), (fence, "fence")) if at >= 0]
            if not starts:
                cut = len(self._pending) - _held_tail(self._pending)
                shown.append(self._pending[:cut])
                self._pending = self._pending[cut:]
                return False
            at, mode = min(starts)
            shown.append(self._pending[:at])
            self._pending = self._pending[at:]
            self._mode = mode
            return True
        if self._mode == "tag":
            end = self._pending.find(_TAG_CLOSE)
            if end < 0:
                return False
            body = self._pending[len(_TAG_OPEN):end]
            shown.append(self._resolve(self._pending[: end + len(_TAG_CLOSE)], body))
            self._pending = self._pending[end + len(_TAG_CLOSE):]
            self._mode = "text"
            return True
        if self._mode == "fence":
            verdict = _fence_verdict(self._pending)
            if verdict == "code":
                self._mode = "code"
                return True
            end = self._pending.find(_FENCE, len(_FENCE))
            if end < 0:
                return False
            block = self._pending[: end + len(_FENCE)]
            shown.append(self._resolve(block, _fence_body(block)))
            self._pending = self._pending[end + len(_FENCE):]
            self._mode = "text"
            return True
        # code: an ordinary block streams through to its closing fence.
        start = 0 if self._code_open else len(_FENCE)
        end = self._pending.find(_FENCE, start)
        if end < 0:
            cut = max(start, len(self._pending) - _held_tail(self._pending))
            shown.append(self._pending[:cut])
            self._pending = self._pending[cut:]
            self._code_open = True
            return False
        shown.append(self._pending[: end + len(_FENCE)])
        self._pending = self._pending[end + len(_FENCE):]
        self._mode = "text"
        self._code_open = False
        return True

    def finish(self) -> str:
        """The rest of the text; an unclosed tag or a bare JSON answer is decided here."""
        rest, self._pending = self._pending, ""
        mode, self._mode = self._mode, "text"
        self._code_open = False
        if mode == "bare":
            return self._resolve(rest, rest)
        if mode == "tag":  # some templates never close the tag
            return self._resolve(rest, rest[len(_TAG_OPEN):])
        if mode == "fence":
            return self._resolve(rest, _fence_body(rest))
        return rest

    def _resolve(self, raw: str, body: str) -> str:
        calls = parse_calls(body, self.names)
        if not calls:
            return raw
        self.calls.extend(calls)
        return ""
