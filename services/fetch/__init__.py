"""web_fetch: read web pages safely and turn them into Markdown with citation ids.

Public surface::

    FetchService(settings, pool=ExtractionPool(...), ...).fetch(urls, registry=, cancel=,
        on_progress=, budget_tokens=) -> ToolResult
    FetchProgress, MAX_URLS
"""

from services.fetch.assemble import MAX_URLS
from services.fetch.progress import FetchProgress, ProgressCallback
from services.fetch.service import FetchService

__all__ = ["MAX_URLS", "FetchProgress", "FetchService", "ProgressCallback"]
