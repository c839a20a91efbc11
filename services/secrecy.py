"""Keys never leave in a string: every configured key is redacted from text that
crosses a boundary (errors, traces, stored history, exports, logs, tool results,
CLI output).

Some endpoints echo the key they were sent ("Incorrect API key provided:
sk-…"), and an echoed key would otherwise travel with the error everywhere.
The key store registers each key it hands out (``remember``), and the front
ends register the keys found in the environment at start; ``redact`` then
replaces those exact values, plus anything shaped like a credential
(``Authorization: Bearer …``, ``?key=…``, ``sk-…``), with ``[redacted]``.

The registry is process-wide on purpose: a key read in one place must be
hidden in every other.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterable
from typing import Any

REDACTED = "[redacted]"
MIN_SECRET_CHARS = 8
"""Shorter values are not registered: they would redact ordinary words."""

_PATTERNS = (
    # Authorization: Bearer xxx / X-API-KEY: xxx / X-Subscription-Token: xxx
    re.compile(
        r"(?i)((?:authorization|proxy-authorization|x-api-key|x-subscription-token|api-key)"
        r"['\"]?\s*[:=]\s*['\"]?)(?:bearer\s+|basic\s+)?[^\s'\",}]+"
    ),
    # ?key=... &api_key=... &token=...
    re.compile(r"(?i)([?&](?:key|api_key|apikey|token|access_token)=)[^&\s'\"]+"),
    # bare provider-style keys: sk-..., tvly-..., jina_...
    re.compile(r"\b(sk-|tvly-|jina_|gsk_|xai-)[A-Za-z0-9_\-]{8,}"),
)

_lock = threading.Lock()
_known: set[str] = set()
_exact: re.Pattern[str] | None = None


def remember(values: Iterable[str | None]) -> None:
    """Register secret values (keys, passwords) to be redacted from now on."""
    global _exact
    fresh = {v.strip() for v in values if v and len(v.strip()) >= MIN_SECRET_CHARS}
    with _lock:
        if fresh <= _known:
            return
        _known.update(fresh)
        # Longest first, so a key that contains another is replaced whole.
        ordered = sorted(_known, key=len, reverse=True)
        _exact = re.compile("|".join(re.escape(v) for v in ordered))


def forget_all() -> None:
    """Drop every registered value (tests; a profile switch)."""
    global _exact
    with _lock:
        _known.clear()
        _exact = None


def redact(text: str) -> str:
    """``text`` with every registered secret and credential-shaped value replaced."""
    if not text:
        return text
    exact = _exact
    if exact is not None:
        text = exact.sub(REDACTED, text)
    for pattern in _PATTERNS:
        text = pattern.sub(lambda m: m.group(1) + REDACTED, text)
    return text


def holds_secret(text: str) -> bool:
    """Whether ``text`` contains a registered secret value (a configured key)."""
    exact = _exact
    return bool(text) and exact is not None and exact.search(text) is not None


def redact_data(value: Any) -> Any:
    """``value`` (JSON-like: dicts, lists, strings) with every string redacted."""
    if isinstance(value, str):
        return redact(value)
    if isinstance(value, dict):
        return {redact_data(k): redact_data(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [redact_data(v) for v in value]
    return value


def split_keys(value: str) -> list[str]:
    """The keys in one stored value: several keys for one provider are kept one
    per line or comma-separated (rotated through by the key store)."""
    return [k for k in re.split(r"[\s,]+", value.strip()) if k]
