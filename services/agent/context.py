"""Keep the conversation inside the model's context window.

Tool outputs are by far the largest messages. When the conversation grows past
the threshold, the oldest tool outputs are shortened first; each shortened
block keeps its ``[cite:ID] Title`` and ``URL:`` lines so earlier citations stay
valid, plus the start of its text.
"""

from __future__ import annotations

import json
import re
from typing import Any

from services import tokens

Message = dict[str, Any]

DEFAULT_LIMIT = 24_000
"""Threshold in tokens when the model's context window is unknown."""
FRACTION = 0.75
"""Share of the context window the conversation may fill before trimming."""

_BLOCK = re.compile(r"(?m)^(?=\[cite:)")
_NOTE = "[Shortened by Footnote to save space; the lines above are the start of the text.]"


def threshold(context_window: int | None) -> int:
    return int(context_window * FRACTION) if context_window else DEFAULT_LIMIT


def count_messages(messages: list[Message]) -> int:
    """Tokens of the whole request (content, tool calls and a little overhead each)."""
    total = 0
    for message in messages:
        content = message.get("content")
        if isinstance(content, str):
            total += tokens.count(content)
        calls = message.get("tool_calls")
        if calls:
            total += tokens.count(json.dumps(calls, ensure_ascii=False))
        total += 4
    return total


def shorten(text: str, keep_tokens: int) -> str:
    """``text`` with every cited block cut to its header lines and ``keep_tokens`` of body."""
    blocks = [b for b in _BLOCK.split(text) if b.strip()]
    out: list[str] = []
    for block in blocks:
        lines = block.strip("\n").split("\n")
        head_count = 2 if block.startswith("[cite:") and len(lines) > 1 else 0
        head, body = lines[:head_count], "\n".join(lines[head_count:]).strip()
        ids = tokens.encode(body)
        if len(ids) > keep_tokens:
            body = tokens.decode(ids[:keep_tokens]).rstrip() + " ..."
        out.append("\n".join([*head, body]).strip())
    return "\n\n".join(out) + "\n\n" + _NOTE


def trim(messages: list[Message], limit: int, *, keep_tokens: int = 80,
         force: bool = False) -> int:
    """Shorten tool outputs, oldest first, until ``messages`` fit ``limit``.

    With ``force`` every tool output is shortened (after a context-length error
    the server's count is what matters, not ours). Returns how many outputs
    were shortened; the list is changed in place.
    """
    shortened = 0
    total = count_messages(messages)
    for message in messages:
        if not force and total <= limit:
            break
        content = message.get("content")
        if message.get("role") != "tool" or not isinstance(content, str) or _NOTE in content:
            continue
        smaller = shorten(content, keep_tokens)
        if len(smaller) >= len(content):
            continue
        total -= tokens.count(content) - tokens.count(smaller)
        message["content"] = smaller
        shortened += 1
    return shortened
