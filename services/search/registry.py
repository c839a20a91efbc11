"""The one table of search providers.

Adding a provider: one module under ``providers/`` and one row here. The
settings schema (its host and extra settings, the provider choices), the key
names and their environment variables, the Settings page and the search
service all read this table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from services.search.rows import ProviderRow, ProviderSetting

if TYPE_CHECKING:
    from services.search.base import Provider, ProviderContext

_ROWS = "services.search.providers."

PROVIDERS: dict[str, ProviderRow] = {
    row.name: row
    for row in (
        ProviderRow("duckduckgo", "DuckDuckGo", _ROWS + "duckduckgo:DuckDuckGo",
                    host=None, key="none"),
        ProviderRow("searxng", "SearXNG", _ROWS + "searxng:SearXNG",
                    key="optional", env_var="SEARXNG_PASSWORD",
                    settings=(ProviderSetting("search.searxng.username", "SearXNG user:",
                                              "SearXNG basic-auth user (password: keys)."),)),
        ProviderRow("tavily", "Tavily", _ROWS + "tavily:Tavily",
                    host="https://api.tavily.com", env_var="TAVILY_API_KEY"),
        ProviderRow("brave", "Brave Search", _ROWS + "brave:Brave",
                    host="https://api.search.brave.com", env_var="BRAVE_API_KEY"),
        ProviderRow("exa", "Exa", _ROWS + "exa:Exa",
                    host="https://api.exa.ai", env_var="EXA_API_KEY"),
        ProviderRow("jina", "Jina Search", _ROWS + "jina:Jina",
                    host="https://s.jina.ai", env_var="JINA_API_KEY"),
        ProviderRow("serper", "Serper (Google)", _ROWS + "serper:Serper",
                    host="https://google.serper.dev", env_var="SERPER_API_KEY"),
        ProviderRow("google", "Google Programmable Search", _ROWS + "google:Google",
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
    return row.load()(ctx, row)
