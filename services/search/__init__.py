"""web_search: providers, the search service, projection and rendering.

Public surface::

    SearchService(settings, key_lookup=..., client=..., cache=..., url_filter=...)
        .search(queries, *, registry, cancel, on_event, provider, ...) -> ToolResult
        .check(provider) -> CheckResult(ok, code, message)
    PROVIDERS                   name -> ProviderRow (the one provider table)
    build_provider(name, ctx)   the provider of a row, ready to search

The table is imported at once (the settings schema reads it at every start);
the service and the providers load when first asked for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from services.lazy import lazy_names
from services.search.registry import PROVIDERS, build_provider
from services.search.rows import ProviderRow, ProviderSetting

if TYPE_CHECKING:
    from services.search.check import CheckResult
    from services.search.service import QueryOutcome, SearchService

__all__ = ["PROVIDERS", "CheckResult", "ProviderRow", "ProviderSetting", "QueryOutcome",
           "SearchService", "build_provider"]

__getattr__ = lazy_names(__name__, {
    "CheckResult": "services.search.check", "QueryOutcome": "services.search.service",
    "SearchService": "services.search.service",
})
