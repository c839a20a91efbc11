"""Separate ``<think>…</think>`` blocks from the answer while it streams.

Reasoning models served without a reasoning parser (LM Studio, vLLM and
llama.cpp with default settings, many gateways) write their thinking into
``content`` between ``<think>`` and ``</think>``. The tags may be split across
chunks (``"<thi"`` + ``"nk>"``), so a possible tag at the end of a piece is held
back until the next piece decides it.
"""

from __future__ import annotations

_OPEN = ("<think>", "<thinking>")
_CLOSE = ("</think>", "</thinking>")


def _partial_tail(text: str, tags: tuple[str, ...]) -> int:
    """Length of the longest end of ``text`` that could begin one of ``tags``."""
    best = 0
    for tag in tags:
        for size in range(min(len(tag) - 1, len(text)), 0, -1):
            if tag.startswith(text[-size:]):
                best = max(best, size)
                break
    return best


def _find(text: str, tags: tuple[str, ...]) -> tuple[int, str]:
    """The first of ``tags`` in ``text`` (case-insensitive): (position, tag) or (-1, "")."""
    lower = text.lower()
    found = (-1, "")
    for tag in tags:
        at = lower.find(tag)
        if at != -1 and (found[0] == -1 or at < found[0]):
            found = (at, tag)
    return found


class ThinkSplitter:
    """Feed content pieces; each call returns (answer text, reasoning text) that is final."""

    def __init__(self) -> None:
        self._buffer = ""
        self._inside = False

    def feed(self, piece: str) -> tuple[str, str]:
        self._buffer += piece
        answer: list[str] = []
        reasoning: list[str] = []
        while self._buffer:
            tags = _CLOSE if self._inside else _OPEN
            at, tag = _find(self._buffer, tags)
            out = reasoning if self._inside else answer
            if at == -1:
                keep = _partial_tail(self._buffer, tags)
                cut = len(self._buffer) - keep
                out.append(self._buffer[:cut])
                self._buffer = self._buffer[cut:]
                break
            out.append(self._buffer[:at])
            self._buffer = self._buffer[at + len(tag):]
            self._inside = not self._inside
        return "".join(answer), "".join(reasoning)

    def finish(self) -> tuple[str, str]:
        """Whatever is held back: an unclosed block stays reasoning, never answer."""
        rest, self._buffer = self._buffer, ""
        return ("", rest) if self._inside else (rest, "")

    @property
    def thinking(self) -> bool:
        """Inside a ``<think>`` block right now."""
        return self._inside


def strip_think(text: str) -> str:
    """``text`` without its ``<think>`` blocks (for stored or older answers)."""
    splitter = ThinkSplitter()
    answer, _ = splitter.feed(text)
    rest, _ = splitter.finish()
    return answer + rest
