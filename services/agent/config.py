"""How the agent behaves, and the defaults the settings schema declares for it.

``app.settings_schema`` reads ``MAX_TURNS``, ``WEB_MODE`` and ``WEB_MODES`` from
here (services never import ``app``), so each default is written once.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from services.trust.links import Form

MAX_TURNS = 8
"""Tool rounds per answer before a final answer is forced (``agent.max_turns``)."""

WEB_MODES = ("auto", "always", "off")
WEB_MODE = "auto"
"""Web use (``agent.web_mode``): one of ``WEB_MODES``."""


@dataclass
class AgentConfig:
    """How the agent behaves; built from settings by ``app.wiring.agent``.

    Attributes:
        max_turns: tool rounds before a final answer without tools is forced.
        web_mode: ``auto`` (the model decides), ``always`` (Footnote searches
            first, no tools), ``off`` (no web at all).
        tools: the model can call tools (else the no-tools path is used).
        context_window: the model's window in tokens, None when unknown.
        locale: the user's locale for the system prompt.
        today: the date for the system prompt (tests pin it).
        provider: provider name, for the trace.
        direct_pages: top search results read on the no-tools path.
        link_form: how a link that would leak the conversation is disarmed in
            the answer: ``show`` its address as text (the window) or ``remove``
            it (``ask``).
        allowed_once: URLs the user allowed after Footnote held them back.
    """

    max_turns: int = MAX_TURNS
    web_mode: str = WEB_MODE
    tools: bool = True
    context_window: int | None = None
    locale: str = "en"
    today: dt.date | None = None
    provider: str = ""
    direct_pages: int = 3
    link_form: Form = "show"
    allowed_once: frozenset[str] = frozenset()
