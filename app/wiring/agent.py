"""Build the chat client, the web toolbox and the agent from Settings and Secrets."""

from __future__ import annotations

import locale as locale_mod
import os
from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Any

from app.secrets import Secrets
from app.settings_schema import setting_value
from app.wiring.fetch import build_fetch_service
from app.wiring.search import (
    build_cache,
    build_http_client,
    build_search_service,
    default_url_filter,
)
from services.agent import Agent, AgentConfig, ServiceToolbox
from services.fetch.pool import ExtractionPool
from services.llm import Endpoint, resolve_endpoint
from services.llm.client import ChatClient, OnLearned
from services.trust.links import Form


def user_locale(settings: Mapping[str, Any]) -> str:
    """The UI language setting, else the user's locale, e.g. ``zh_CN``.

    The environment (``LC_ALL``, ``LC_MESSAGES``, ``LANG``) is read first: it
    names the user's choice even where that locale is not installed, when
    Python falls back to C, which ``locale.getlocale`` reports as ``en_US``.
    """
    chosen = str(setting_value(settings, "ui.language"))
    if chosen != "system":
        return chosen
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "").split(".", 1)[0].split("@", 1)[0].strip()
        if value:
            if value in ("C", "POSIX"):
                break  # explicitly no locale: fall through to the default
            return value
    else:
        try:
            name = locale_mod.getlocale()[0]
        except ValueError:
            name = None
        if name:
            return name
    return "en"


def build_endpoint(
    settings: Mapping[str, Any], secrets: Secrets, *, provider: str | None = None,
    model: str | None = None,
) -> Endpoint:
    """Endpoint, key and model facts from ``llm.*`` (raises LLMError when incomplete)."""
    return resolve_endpoint(settings, secrets.keys_for, provider=provider, model=model)


def remember_in(settings: Mapping[str, Any]) -> OnLearned | None:
    """Saves what an endpoint refused for a model under ``llm.models`` (None when
    ``settings`` cannot be written, e.g. a plain dict in tests)."""
    setter = getattr(settings, "set", None)
    if not callable(setter):
        return None

    def learn(model: str, facts: dict[str, Any]) -> None:
        models = dict(setting_value(settings, "llm.models"))
        entry = models.get(model)
        models[model] = {**(entry if isinstance(entry, Mapping) else {}), **facts}
        setter("llm.models", models)

    return learn


def build_chat_client(
    settings: Mapping[str, Any], secrets: Secrets, *, provider: str | None = None,
    model: str | None = None, on_learned: OnLearned | None = None,
) -> ChatClient:
    endpoint = build_endpoint(settings, secrets, provider=provider, model=model)
    return ChatClient(endpoint, timeout_s=float(setting_value(settings, "llm.timeout_s")),
                      on_learned=on_learned or remember_in(settings))


WHOLE_PAGES: Mapping[str, Any] = MappingProxyType({"budget.mode": "none"})
"""The toolbox's budget settings when its caller cuts pages itself."""


def build_toolbox(
    settings: Mapping[str, Any], secrets: Secrets, *, context_window: int | None,
    pool: ExtractionPool | None = None, whole_pages: bool = False,
) -> ServiceToolbox:
    """The web tools over the user's settings and keys.

    ``whole_pages``: web_fetch returns pages uncut, for a caller that shows
    them in parts itself (the MCP server); search snippets keep their budget.
    """
    # One blacklist filter factory (and so one subscription store) and one cache
    # connection for both tools.
    url_filter = default_url_filter(settings)
    cache = build_cache(settings)
    http_client = build_http_client(settings)
    fetch = build_fetch_service(
        settings, secrets, pool=pool, url_filter=url_filter, cache=cache
    )
    return ServiceToolbox(
        build_search_service(
            settings, secrets, url_filter=url_filter, cache=cache, client=http_client
        ),
        fetch,
        WHOLE_PAGES if whole_pages else settings,
        context_window=context_window,
        owned=(http_client, fetch, cache),
    )


def build_agent(
    settings: Mapping[str, Any],
    secrets: Secrets,
    *,
    model: str | None = None,
    provider: str | None = None,
    web_mode: str | None = None,
    tools: bool | None = None,
    pool: ExtractionPool | None = None,
    on_learned: OnLearned | None = None,
    link_form: Form = "show",
    allowed_once: Iterable[str] = (),
) -> Agent:
    """A ready agent. ``tools=False`` forces the no-tools path (Footnote searches).

    ``on_learned`` saves what the endpoint refused (default: straight into
    ``settings``; the GUI passes one that saves on its own thread).
    ``link_form``: how a link that would leak the conversation is disarmed
    (``show`` its address as text in the window, ``remove`` it in ``ask``);
    ``allowed_once``: URLs the user let through after they were held back.
    """
    client = build_chat_client(settings, secrets, provider=provider, model=model,
                               on_learned=on_learned)
    info = client.endpoint.info
    mode = web_mode or str(setting_value(settings, "agent.web_mode"))
    toolbox = None if mode == "off" else build_toolbox(
        settings, secrets, context_window=info.context_window, pool=pool)
    config = AgentConfig(
        max_turns=int(setting_value(settings, "agent.max_turns")),
        web_mode=mode,
        tools=info.tools if tools is None else tools and info.tools,
        context_window=info.context_window,
        locale=user_locale(settings),
        provider=client.endpoint.provider,
        link_form=link_form,
        allowed_once=frozenset(allowed_once),
    )
    return Agent(client, toolbox, config)
