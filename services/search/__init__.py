"""web_search: providers, the search service, projection and rendering.

Public surface::

    SearchService(settings, key_lookup=..., client=..., cache=..., url_filter=...)
        .search(queries, *, registry, cancel, on_progress, provider, ...) -> ToolResult
        .check(provider) -> CheckResult(ok, code, message)
    PROVIDERS                   name -> provider class (the registry table)
"""

from services.search.check import CheckResult
from services.search.registry import PROVIDERS, provider_class
from services.search.service import QueryOutcome, SearchService

__all__ = ["PROVIDERS", "CheckResult", "QueryOutcome", "SearchService", "provider_class"]
