"""DuckDuckGo through the ``ddgs`` package: no key, the default provider.

``ddgs`` talks to its engines itself, so the client factory is injected and
tests give a fake one. Its "No results found." exception means an empty list.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from services.cancel import NEVER, CancelToken
from services.errors import RateLimited, SearchError, SearchTimeout
from services.results import SearchItem
from services.search.base import Provider, text_of


def default_ddgs_factory(timeout_s: float) -> Callable[[], Any]:
    """A factory for the real ``ddgs.DDGS`` client."""

    def make() -> Any:
        from ddgs import DDGS

        return DDGS(timeout=max(1, int(timeout_s)))

    return make


class DuckDuckGo(Provider):
    def cache_params(self) -> dict[str, Any]:
        return {}

    def search(
        self, query: str, max_results: int, cancel: CancelToken = NEVER, *, fresh_keys: bool = False
    ) -> list[SearchItem]:
        factory = self.ctx.ddgs_factory or default_ddgs_factory(self.timeout_s)
        from ddgs.exceptions import DDGSException, RatelimitException, TimeoutException

        cancel.raise_if_cancelled()
        try:
            raw = factory().text(query, max_results=max_results)
        except RatelimitException as exc:
            raise RateLimited(
                f"DuckDuckGo rate-limited the request ({exc}).",
                hint="Wait a minute, or choose another search provider.",
            ) from exc
        except TimeoutException as exc:
            raise SearchTimeout(
                f"DuckDuckGo did not answer within {self.timeout_s:g} s.",
                hint="Try again, or raise search.timeout_s.",
            ) from exc
        except DDGSException as exc:
            if "no results" in str(exc).lower():
                return []
            raise SearchError(f"DuckDuckGo search failed: {exc}",
                              hint="Try again later or choose another provider.") from exc
        return [
            SearchItem(
                title=text_of(r.get("title")),
                url=text_of(r.get("href")),
                snippet=text_of(r.get("body")),
                provider=self.name,
            )
            for r in raw or []
            if isinstance(r, dict)
        ]
