"""web_fetch: read web pages safely and turn them into Markdown with citation ids.

Public surface::

    FetchService(settings, pool=ExtractionPool(...), ...).fetch(urls, registry=, cancel=,
        on_event=, budget_tokens=) -> ToolResult
    MAX_URLS; the page events it reports: services.fetch.progress
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from services.fetch.limits import MAX_URLS
from services.lazy import lazy_names

if TYPE_CHECKING:
    from services.fetch.service import FetchService

__all__ = ["MAX_URLS", "FetchService"]

# Loaded when first asked for: the tool table and the window's wording read
# this package's small parts at start, and the service pulls in the network and
# extraction stack.
__getattr__ = lazy_names(__name__, {"FetchService": "services.fetch.service"})
