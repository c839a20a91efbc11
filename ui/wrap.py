"""Line-break opportunities in text without spaces (raw errors, URLs)."""

from __future__ import annotations

import re

# A wrapping label may break a run without spaces after this many characters.
LONG_RUN_CHARS = 32
_LONG_RUN = re.compile(rf"\S{{{LONG_RUN_CHARS},}}")
ZERO_WIDTH_SPACE = "\u200b"


def breakable(text: str) -> str:
    """``text`` with a zero-width space every ``LONG_RUN_CHARS`` characters of a
    run without spaces, so a word-wrapping label can never be forced wider."""

    def split(match: re.Match[str]) -> str:
        run = match.group(0)
        return ZERO_WIDTH_SPACE.join(
            run[i:i + LONG_RUN_CHARS] for i in range(0, len(run), LONG_RUN_CHARS)
        )

    return _LONG_RUN.sub(split, text)
