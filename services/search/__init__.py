"""web_search: providers, the search service, projection and rendering.

Public surface::

    SearchService(settings, key_lookup=..., client=..., cache=..., url_filter=...)
        .search(queries, *, registry, cancel, on_event, provider, ...) -> ToolResult
        .check(provider) -> CheckResult(ok, code, message)
    PROVIDERS                   name -> ProviderRow (the one provider table)
    build_provider(name, ctx)   the provider of a row, ready to search
"""

from services.search.base import ProviderRow, ProviderSetting
from services.search.check import CheckResult
from services.search.registry import PROVIDERS, build_provider
from services.search.service import QueryOutcome, SearchService

__all__ = ["PROVIDERS", "CheckResult", "ProviderRow", "ProviderSetting", "QueryOutcome",
           "SearchService", "build_provider"]
