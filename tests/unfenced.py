"""Tool result text without the run's boundary tags, for tests about the rest
of its shape (the tags themselves are tested in tests/hostile/test_fence.py)."""

from __future__ import annotations

import re

_INLINE = re.compile(r"<untrusted-[a-z]{10}>([^\n]*?)</untrusted-[a-z]{10}>")
_LINE = re.compile(r"^</?untrusted-[a-z]{10}>\n?", re.MULTILINE)


def unfenced(text: str) -> str:
    """``text`` as it read before untrusted fields were framed."""
    return _LINE.sub("", _INLINE.sub(r"\1", text)).rstrip("\n") if text else text
