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
from services.trust.fence import balance

Message = dict[str, Any]

DEFAULT_LIMIT = 24_000
"""Threshold in tokens when the model's context window is unknown."""
FRACTION = 0.75
"""Share of the context window the conversation may fill before trimming."""

_BLOCK = re.compile(r"(?m)^(?=\[cite:)")
_NOTE = "[Shortened by Footnote to save space; the lines above are the start of the text.]"


def threshold(context_window: int | None) -> int:
    return int(context_window * FRACTION) if context_window else DEFAULT_LIMIT


_SERVER_LIMIT = re.compile(
    r"(?:(?:maximum context length|context (?:length|window)|max(?:imum)? (?:input )?tokens?)"
    r"[^0-9]{0,40}?(\d[\d,]*)|(\d[\d,]*)\s*(?:tokens?\s*)?maximum)",
    re.IGNORECASE,
)
_SERVER_COUNT = re.compile(
    r"(?:resulted in|requested|you (?:sent|requested)|prompt (?:has|is)|got)[^0-9]{0,20}?"
    r"(\d[\d,]*)\s*tokens?",
    re.IGNORECASE,
)
RETRY_FRACTION = 0.9
"""Share of the server's limit to aim for after a context-length error."""


def _number(pattern: re.Pattern[str], text: str) -> int | None:
    match = pattern.search(text)
    if match is None:
        return None
    digits = next(g for g in match.groups() if g)
    return int(digits.replace(",", ""))


def limit_after_error(messages: list[Message], error_text: str) -> int:
    """Our token target after the server said the conversation is too long.

    Servers count with their own tokenizer, so when the error names both the
    limit and the request's size ("maximum context length is 8192 tokens ...
    your messages resulted in 9000 tokens") our count is scaled by their
    ratio; with only the limit, that is the target; with neither, half of
    what was sent.
    """
    ours = count_messages(messages)
    limit = _number(_SERVER_LIMIT, error_text)
    sent = _number(_SERVER_COUNT, error_text)
    if limit and sent and sent > limit:
        return int(ours * limit / sent * RETRY_FRACTION)
    if limit and limit < ours:
        return int(limit * RETRY_FRACTION)
    return ours // 2


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
        # A body cut inside the page's boundary is closed again after the cut.
        out.append(balance("\n".join([*head, body]).strip()))
    return "\n\n".join(out) + "\n\n" + _NOTE


def shorten_oldest(texts: list[str], excess: int, *, keep_tokens: int = 40) -> list[str]:
    """``texts`` with the oldest shortened first until ``excess`` tokens are saved."""
    result = list(texts)
    for index, text in enumerate(result):
        if excess <= 0:
            break
        smaller = shorten(text, keep_tokens)
        saved = tokens.count(text) - tokens.count(smaller)
        if saved > 0:
            result[index] = smaller
            excess -= saved
    return result


def trim(messages: list[Message], limit: int, *, keep_tokens: int = 80) -> int:
    """Shorten tool outputs, oldest first, until ``messages`` fit ``limit``.

    Returns how many outputs were shortened; the list is changed in place.
    """
    shortened = 0
    total = count_messages(messages)
    for message in messages:
        if total <= limit:
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
