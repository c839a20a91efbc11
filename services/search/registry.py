"""The one table of search providers. Adding a provider: one module under
``providers/`` and one line here (and its default host in the settings schema)."""

from __future__ import annotations

from services.search.base import Provider
from services.search.providers.brave import Brave
from services.search.providers.duckduckgo import DuckDuckGo
from services.search.providers.exa import Exa
from services.search.providers.google import Google
from services.search.providers.jina import Jina
from services.search.providers.searxng import SearXNG
from services.search.providers.serper import Serper
from services.search.providers.tavily import Tavily

PROVIDERS: dict[str, type[Provider]] = {
    "duckduckgo": DuckDuckGo,
    "searxng": SearXNG,
    "tavily": Tavily,
    "brave": Brave,
    "exa": Exa,
    "jina": Jina,
    "serper": Serper,
    "google": Google,
}


def provider_class(name: str) -> type[Provider]:
    """The provider called ``name``; ``KeyError`` names the known ones."""
    try:
        return PROVIDERS[name]
    except KeyError:
        raise KeyError(
            f"Unknown search provider {name!r}; known: {', '.join(PROVIDERS)}."
        ) from None
