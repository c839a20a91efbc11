"""The one table of search providers.

Adding a provider: one module under ``providers/`` and one row here. The
settings schema (its host and extra settings, the provider choices), the key
names and their environment variables, the Settings page and the search
service all read this table.
"""

from __future__ import annotations

from services.search.base import Provider, ProviderContext, ProviderRow, ProviderSetting
from services.search.providers.brave import Brave
from services.search.providers.duckduckgo import DuckDuckGo
from services.search.providers.exa import Exa
from services.search.providers.google import Google
from services.search.providers.jina import Jina
from services.search.providers.searxng import SearXNG
from services.search.providers.serper import Serper
from services.search.providers.tavily import Tavily

PROVIDERS: dict[str, ProviderRow] = {
    row.name: row
    for row in (
        ProviderRow("duckduckgo", "DuckDuckGo", DuckDuckGo, host=None, key="none"),
        ProviderRow("searxng", "SearXNG", SearXNG, key="optional", env_var="SEARXNG_PASSWORD",
                    settings=(ProviderSetting("search.searxng.username", "SearXNG user:",
                                              "SearXNG basic-auth user (password: keys)."),)),
        ProviderRow("tavily", "Tavily", Tavily, host="https://api.tavily.com",
                    env_var="TAVILY_API_KEY"),
        ProviderRow("brave", "Brave Search", Brave, host="https://api.search.brave.com",
                    env_var="BRAVE_API_KEY"),
        ProviderRow("exa", "Exa", Exa, host="https://api.exa.ai", env_var="EXA_API_KEY"),
        ProviderRow("jina", "Jina Search", Jina, host="https://s.jina.ai",
                    env_var="JINA_API_KEY"),
        ProviderRow("serper", "Serper (Google)", Serper, host="https://google.serper.dev",
                    env_var="SERPER_API_KEY"),
        ProviderRow("google", "Google Programmable Search", Google,
                    host="https://www.googleapis.com", env_var="GOOGLE_API_KEY",
                    settings=(ProviderSetting("search.google.cx", "Google engine id (cx):",
                                              "Google Programmable Search engine id (cx)."),)),
    )
}


def provider_row(name: str) -> ProviderRow:
    """The row of the provider called ``name``; ``KeyError`` names the known ones."""
    try:
        return PROVIDERS[name]
    except KeyError:
        raise KeyError(
            f"Unknown search provider {name!r}; known: {', '.join(PROVIDERS)}."
        ) from None


def build_provider(name: str, ctx: ProviderContext) -> Provider:
    """The provider called ``name``, ready to search with ``ctx``."""
    row = provider_row(name)
    return row.implementation(ctx, row)
