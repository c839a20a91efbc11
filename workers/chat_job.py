"""One question to answer: what the window hands the chat worker.

Its own module so that ``workers.agent_call`` (which runs the job) and
``workers.chat_worker`` (which drives it on a thread) need not import each other.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from services.citations.registry import CitationRegistry


@dataclass
class ChatJob:
    """One question to answer in one conversation."""

    conversation_id: int
    message_id: int
    question: str
    model: str
    web_mode: str
    registry: CitationRegistry
    # The turns before this answer; None: loaded from History on the worker thread.
    history_messages: list[Any] | None = None
    # Addresses the user let through once after Footnote held them back.
    allowed_once: frozenset[str] = frozenset()
