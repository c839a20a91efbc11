"""The ``[cite:ID]`` marker grammar, defined once.

Every reader and writer of citation markers uses this module: the streaming
parser (``services.citations.parser``), the agent loop (does an answer cite an
earlier source?), the chat view (a marker cut off at the end of a stopped
answer) and the tool results that label each source (``[cite:ID] Title``).

A marker is ``cite`` (any case) and a colon (``:`` or full-width ``：``) inside
ASCII ``[ ]``, full-width ``［ ］`` or ``【 】`` brackets, spaces and tabs allowed
around ``cite`` and the colon; its body holds one or more ids separated by
``,`` ``，`` ``;`` ``；`` ``、`` or spaces, each optionally repeating ``cite:``.
The body is at most ``MAX_BODY`` characters and never crosses a line.
"""

from __future__ import annotations

import re

OPENERS = "[［【"
CLOSERS = "]］】"
MAX_BODY = 300
# How far back from the end of a text a cut-off marker can start.
MAX_MARKER = MAX_BODY + 20

_OPEN = f"[{re.escape(OPENERS)}]"
_CLOSE = f"[{re.escape(CLOSERS)}]"
_BODY_CHAR = rf"[^{re.escape(OPENERS + CLOSERS)}\n]"

MARKER = re.compile(rf"{_OPEN}[ \t]*cite[ \t]*[:：]({_BODY_CHAR}{{0,{MAX_BODY}}}?){_CLOSE}",
                    re.IGNORECASE)
"""A whole marker; group 1 is its body (the ids)."""

PARTIAL_MARKER = re.compile(
    rf"{_OPEN}[ \t]*(?:c(?:i(?:t(?:e(?:[ \t]*(?:[:：]{_BODY_CHAR}{{0,{MAX_BODY}}})?)?)?)?)?)?",
    re.IGNORECASE,
)
"""The start of a marker that more text could still complete (``[ci``, ``[cite:ab``)."""

_PARTIAL_TAIL = re.compile(PARTIAL_MARKER.pattern + "$", re.IGNORECASE)
_SEPARATORS = re.compile(r"[,，;；、\s]+")
_CITE_PREFIX = re.compile(r"^cite[ \t]*[:：]", re.IGNORECASE)


def marker(*ids: str) -> str:
    """The canonical marker for ``ids``: ``[cite:a]``, ``[cite:a, b]``."""
    return f"[cite:{', '.join(ids)}]"


def body_ids(body: str) -> list[str]:
    """The ids of a marker's body (group 1 of ``MARKER``), in order, blanks dropped."""
    parts = (_CITE_PREFIX.sub("", part).strip() for part in _SEPARATORS.split(body))
    return [part for part in parts if part]


def cited_ids(text: str) -> list[str]:
    """Every id named by a ``[cite:…]`` marker in ``text``, in order (bare ``[N]`` not included)."""
    return [cid for found in MARKER.finditer(text) for cid in body_ids(found.group(1))]


def trim_partial_marker(text: str) -> str:
    """``text`` without a marker cut off at its end (``"... [cite:ab1"``)."""
    found = _PARTIAL_TAIL.search(text, max(0, len(text) - MAX_MARKER))
    return text[: found.start()].rstrip(" ") if found else text
